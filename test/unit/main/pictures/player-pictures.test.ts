import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PlayerView } from '@shared/views/player-view'
import { startServices } from '../../../support/services'
import { picture } from './picture-files'

const WYRM_FIGHT = 'enc-wyrm-rises'
const WYRM = 'npc-dune-wyrm-1'
const SKIRMISH = 'enc-wreck-skirmish'
const HIDDEN_CHALLENGE = 'challenge-dune-crossing'

let table: Awaited<ReturnType<typeof startServices>>
beforeEach(async () => {
  table = await startServices()
})
afterEach(async () => {
  await table.services.close()
  await table.cleanup()
})

/** Adds a picture through the contract, as the prep pages do. */
async function added(colour: string): Promise<string> {
  const bytes = (await picture('png', 32, 32, colour)).toString('base64')
  const { ref } = (await table.call('picture.add', { name: `${colour}.png`, bytes })) as { ref: string }
  return ref
}

/** Saves a prep item of the open campaign with `change` made to it. */
async function saveWith(kind: 'npc' | 'encounter' | 'character', id: string, change: object): Promise<void> {
  const data = table.services.campaigns.require().data
  const list = { npc: data.npcs, encounter: data.encounters, character: data.characters }[kind] as { id: string }[]
  await table.call('prep.upsert', { kind, item: { ...list.find((item) => item.id === id)!, ...change } })
}

const playerView = (): PlayerView => table.services.player.view()
const askAsPlayer = (ref: string) => table.services.request('player', 'player.picture', { ref })

describe('portraits and maps on the player display', () => {
  let pcPortrait = '',
    raiderPortrait = '',
    wyrmPortrait = '',
    map = ''
  beforeEach(async () => {
    ;[pcPortrait = '', raiderPortrait = '', wyrmPortrait = '', map = ''] = await Promise.all(['#a11', '#1a1', '#11a', '#aa1'].map(added))
    await saveWith('character', 'pc-ixa', { portrait: pcPortrait })
    await saveWith('npc', 'npc-sand-raider', { portrait: raiderPortrait })
    await saveWith('npc', 'npc-dune-wyrm', { portrait: wyrmPortrait })
    await saveWith('encounter', WYRM_FIGHT, { map: { picture: map, scale: 1.5, offsetX: -20, offsetY: 10 } })
  })

  it('shows the PCs’ and revealed NPCs’ portraits, and no picture of what the GM keeps hidden', async () => {
    const view = playerView()
    expect(view.pictures.portraits).toEqual([
      { of: 'pc-ixa', picture: pcPortrait },
      { of: 'npc-sand-raider', picture: raiderPortrait },
    ])
    expect(JSON.stringify(view)).not.toContain(wyrmPortrait)
    expect(view.pictures.map).toBeNull()
    await table.call('player.reveal', { kind: 'npc', id: 'npc-dune-wyrm', revealed: true })
    expect(playerView().pictures.portraits).toContainEqual({ of: 'npc-dune-wyrm', picture: wyrmPortrait })
  })

  it('never sends a hidden combatant’s portrait, in a frame or by request, and sends it once the GM reveals the combatant', async () => {
    await table.call('player.reveal', { kind: 'encounter', id: WYRM_FIGHT, revealed: true })
    await table.call('session.start', { name: 'Under the Caravan' })
    await table.call('run.start', { system: 'actionPoints', request: { encounterId: WYRM_FIGHT } })
    const hidden = playerView()
    expect(hidden.pictures.portraits).toContainEqual({ of: 'npc-sand-raider-1', picture: raiderPortrait })
    expect(JSON.stringify(hidden)).not.toContain(wyrmPortrait)
    expect(await askAsPlayer(wyrmPortrait)).toMatchObject({ ok: false, error: { code: 'not_found' } })
    await table.call('run.act', { system: 'actionPoints', action: { type: 'combatant.reveal', target: WYRM } })
    expect(playerView().pictures.portraits).toContainEqual({ of: WYRM, picture: wyrmPortrait })
    expect(await askAsPlayer(wyrmPortrait)).toMatchObject({ ok: true, result: { dataUri: expect.stringMatching(/^data:image\/webp;base64,/) } })
  })

  it('never sends a hidden Zones combatant’s portrait to the battlefield, and sends it once the GM reveals the combatant', async () => {
    const skirmish = table.services.campaigns.require().data.encounters.find((e) => e.id === SKIRMISH)!
    await saveWith('encounter', SKIRMISH, {
      revealed: true,
      combatants: [...skirmish.combatants, { npcId: 'npc-dune-wyrm', count: 1, hidden: true }],
    })
    await table.call('session.start', { name: 'At the Wreck' })
    await table.call('run.start', { system: 'zones', request: { encounterId: SKIRMISH } })
    const hidden = playerView()
    expect(hidden.parts.find((p) => p.system === 'zones')).toBeDefined()
    expect(hidden.pictures.portraits).toContainEqual({ of: 'npc-sand-raider-1', picture: raiderPortrait })
    expect(hidden.pictures.portraits).toContainEqual({ of: 'pc-ixa', picture: pcPortrait })
    expect(JSON.stringify(hidden)).not.toContain(wyrmPortrait)
    expect(await askAsPlayer(wyrmPortrait)).toMatchObject({ ok: false, error: { code: 'not_found' } })
    await table.call('run.act', { system: 'zones', action: { type: 'combatant.reveal', target: WYRM } })
    expect(playerView().pictures.portraits).toContainEqual({ of: WYRM, picture: wyrmPortrait })
    expect(await askAsPlayer(wyrmPortrait)).toMatchObject({ ok: true })
  })

  it('shows the Cohort’s portraits beside a revealed Relics Challenge, and no hidden NPC’s while a hidden Challenge runs', async () => {
    await table.call('session.start', { name: 'In the Glass Market' })
    await table.call('run.start', {
      system: 'relics',
      request: { sceneId: 'scene-glass-market', eventId: 'event-the-deal', challengeId: HIDDEN_CHALLENGE },
    })
    const preparing = playerView()
    expect(preparing.parts.find((p) => p.system === 'relics')?.part).toMatchObject({ challenge: null })
    expect(preparing.pictures.portraits).toContainEqual({ of: 'pc-ixa', picture: pcPortrait })
    expect(JSON.stringify(preparing)).not.toContain(wyrmPortrait)
    await table.call('player.reveal', { kind: 'challenge', id: HIDDEN_CHALLENGE, revealed: true })
    const shown = playerView()
    expect(shown.parts.find((p) => p.system === 'relics')?.part).toMatchObject({ challenge: { challenge: { id: HIDDEN_CHALLENGE } } })
    expect(shown.pictures.portraits).toContainEqual({ of: 'pc-ixa', picture: pcPortrait })
    expect(JSON.stringify(shown)).not.toContain(wyrmPortrait)
  })

  it('shows the running fight’s map, placed as the GM placed it, only while its encounter is revealed', async () => {
    expect(playerView().pictures.map).toBeNull()
    await table.call('session.start', { name: 'Under the Caravan' })
    // A fight starts shown (the campaign's default), which reveals its encounter.
    await table.call('run.start', { system: 'actionPoints', request: { encounterId: WYRM_FIGHT } })
    expect(playerView().pictures.map).toEqual({ picture: map, scale: 1.5, offsetX: -20, offsetY: 10 })
    await table.call('player.reveal', { kind: 'encounter', id: WYRM_FIGHT, revealed: false })
    expect(playerView().pictures.map).toBeNull()
    expect(await askAsPlayer(map)).toMatchObject({ ok: false, error: { code: 'not_found' } })
    await table.call('player.reveal', { kind: 'encounter', id: WYRM_FIGHT, revealed: true })
    expect(playerView().pictures.map).toEqual({ picture: map, scale: 1.5, offsetX: -20, offsetY: 10 })
    expect(await askAsPlayer(map)).toMatchObject({ ok: true })
  })

  it('shows nothing while the GM blanks the display', async () => {
    await table.call('player.blank', { blank: true })
    expect(playerView().pictures).toEqual({ portraits: [], map: null })
    expect(await askAsPlayer(pcPortrait)).toMatchObject({ ok: false, error: { code: 'not_found' } })
  })

  it('refuses a player display the GM’s own picture requests', async () => {
    expect(await table.services.request('player', 'picture.get', { ref: wyrmPortrait })).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(await table.services.request('player', 'picture.add', { name: 'x.png', bytes: '' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
  })
})
