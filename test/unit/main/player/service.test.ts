import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PlayerDisplayStatus } from '@shared/ipc/contract'
import type { PlayerView } from '@shared/views/player-view'
import type { Audience, PushMessage } from '../../../../src/main/api/push'
import { servicesEachTest } from '../../../support/services-each-test'
import { relicsPart } from '../../../support/relics'

const { start } = servicesEachTest()

/** Real services with every push recorded by audience. */
async function withPushes() {
  const started = await start({ seed: 4 })
  const pushes: { to: Audience; message: PushMessage }[] = []
  started.services.subscribe((message, to) => pushes.push({ to, message }))
  const ofEvent = <T>(event: string, to: Audience = 'gm') =>
    pushes.filter((p) => p.to === to && p.message.event === event).map((p) => p.message.data as T)
  return { ...started, pushes, ofEvent }
}

/** The player view is made once the GM's answer is out: after the host's next turn. */
const viewMade = () => new Promise((resolve) => setImmediate(resolve))

const DUNES = { sceneId: 'scene-glass-market', eventId: 'event-the-deal', challengeId: 'challenge-dune-crossing' }

describe('player.reveal', () => {
  it('reveals a hidden Challenge in the campaign file and the players see it in the next view', async () => {
    const { call, dataDir, services, ofEvent } = await withPushes()
    await call('session.start', { name: 'Night one' })
    await call('run.start', { system: 'relics', request: DUNES })
    expect(relicsPart(services.player.view()).challenge).toBeNull()
    expect(await call('player.reveal', { kind: 'challenge', id: 'challenge-dune-crossing', revealed: true })).toEqual({ done: true })
    const file = JSON.parse(await readFile(join(dataDir, 'demo-campaign.json'), 'utf8'))
    expect(file.scenes[0].events[0].challenges[1].revealed).toBe(true)
    expect(relicsPart(ofEvent<PlayerView>('player.view', 'player').at(-1)!).challenge?.challenge.name).toBe('Cross the Shifting Dunes')
  })

  it('hiding a Challenge the players have watched leaves its Destiny on their screen as they saw it spent', async () => {
    const { call, services } = await withPushes()
    await call('session.start', { name: 'Night one' })
    const before = relicsPart(services.player.view()).pools.destiny
    await call('run.start', { system: 'relics', request: DUNES })
    await call('player.reveal', { kind: 'challenge', id: 'challenge-dune-crossing', revealed: true })
    for (const action of [{ type: 'cohort.chooseLeader', pcId: 'pc-vell' }, { type: 'step.next' }, { type: 'cohort.spendDestiny', amount: 2 }])
      await call('run.act', { system: 'relics', action })
    await viewMade()
    expect(relicsPart(services.player.view()).pools.destiny).toBe(before - 2)
    await call('player.reveal', { kind: 'challenge', id: 'challenge-dune-crossing', revealed: false })
    await viewMade()
    expect(relicsPart(services.player.view()).challenge).toBeNull()
    expect(relicsPart(services.player.view()).pools.destiny).toBe(before - 2)
  })

  it('hides every kind of item again, and refuses an id the campaign does not have', async () => {
    const { call, services } = await withPushes()
    for (const [kind, id] of [
      ['scene', 'scene-glass-market'],
      ['event', 'event-the-deal'],
      ['challenge', 'challenge-haggle'],
      ['trait', 'trait-sandstorm'],
      ['relic', 'relic-tide-lens'],
      ['npc', 'npc-sand-raider'],
    ] as const)
      await call('player.reveal', { kind, id, revealed: false })
    await call('player.reveal', { kind: 'encounter', id: 'enc-raider-ambush', revealed: true })
    const data = services.campaigns.current!.data
    expect([data.scenes[0]!.revealed, data.scenes[0]!.events[0]!.revealed, data.scenes[0]!.events[0]!.challenges[0]!.revealed]).toEqual([
      false,
      false,
      false,
    ])
    expect(services.player.view().known).toEqual([
      { id: 'npc-relic-merchant', name: 'Oskar the Relic Merchant', symbol: '☻', detail: null },
      { id: 'enc-raider-ambush', name: 'Raider Ambush', symbol: '⚔', detail: null },
    ])
    await expect(call('player.reveal', { kind: 'npc', id: 'npc-nobody', revealed: true })).rejects.toMatchObject({ shape: { code: 'not_found' } })
  })
})

describe('player display controls', () => {
  it('blanks the display: players receive the campaign name alone, and the GM the new status', async () => {
    const { call, ofEvent } = await withPushes()
    const status: PlayerDisplayStatus = await call('player.blank', { blank: true })
    expect(status).toMatchObject({ blank: true, networkEnabled: true, connected: 0 })
    expect(ofEvent<PlayerDisplayStatus>('player.status').at(-1)).toEqual(status)
    expect(ofEvent<PlayerView>('player.view', 'player').at(-1)).toMatchObject({
      blank: true,
      campaignName: 'Relics of Anasta (demo)',
      parts: [],
      known: [],
    })
    await call('player.blank', { blank: false })
    expect(relicsPart(ofEvent<PlayerView>('player.view', 'player').at(-1)!).cohort).toHaveLength(4)
  })

  it('turns network displays off and tells the web host, and counts connected displays', async () => {
    const { call, services, ofEvent } = await withPushes()
    const heard: boolean[] = []
    services.player.onNetworkChange((enabled) => heard.push(enabled))
    expect(await call('player.network', { enabled: false })).toMatchObject({ networkEnabled: false })
    expect(services.player.networkEnabled).toBe(false)
    expect(heard).toEqual([false])
    const release = services.player.connectDisplay()
    services.player.connectDisplay()
    expect(((await call('player.status', {})) as PlayerDisplayStatus).connected).toBe(2)
    release()
    release()
    expect(ofEvent<PlayerDisplayStatus>('player.status').map((s) => s.connected)).toEqual([0, 1, 2, 1])
  })

  it('pushes the player view only when it changed', async () => {
    const { call, ofEvent } = await withPushes()
    await call('session.start', { name: 'Night one' })
    await viewMade()
    const before = ofEvent('player.view', 'player').length
    await call('session.note', { text: 'Oskar lies about the map.', private: true })
    await call('player.blank', { blank: false })
    await viewMade()
    expect(ofEvent('player.view', 'player')).toHaveLength(before)
    await call('session.note', { text: 'The Cohort reaches the market.', private: false })
    await viewMade()
    expect(ofEvent('player.view', 'player')).toHaveLength(before + 1)
  })

  it('makes one player view for a burst of changes, after the GM has the answer, of the state they left', async () => {
    const { call, ofEvent } = await withPushes()
    await call('session.start', { name: 'Night one' })
    await viewMade()
    const before = ofEvent('player.view', 'player').length
    const answers = await Promise.all([
      call('session.note', { text: 'The Cohort reaches the market.', private: false }),
      call('session.note', { text: 'Oskar waves them in.', private: false }),
    ])
    expect(answers).toHaveLength(2)
    expect(ofEvent('player.view', 'player')).toHaveLength(before)
    await viewMade()
    const views = ofEvent<PlayerView>('player.view', 'player')
    expect(views).toHaveLength(before + 1)
    expect(JSON.stringify(views.at(-1))).toContain('Oskar waves them in.')
  })
})

describe('what players receive during a hidden Challenge', () => {
  it('never carries its name, its traits, its step or the GM notes, whatever the GM does', async () => {
    const { call, services, pushes } = await withPushes()
    await services.campaigns.apply((draft) => {
      draft.pools.doom = 5
    })
    await call('session.start', { name: 'Night one' })
    await call('run.start', { system: 'relics', request: DUNES })
    await call('run.act', { system: 'relics', action: { type: 'gm.activateChallengeTrait', traitId: 'trait-hidden-ambush' } })
    await call('run.act', { system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-tamsin' } })
    await call('session.note', { text: 'The raiders wait behind the dune.', private: true })
    for (let i = 0; i < 3; i++) await call('run.act', { system: 'relics', action: { type: 'step.next' } })
    await call('run.roll', { system: 'relics', roll: { type: 'pool' } })
    await call('run.act', { system: 'relics', action: { type: 'gm.endChallenge' } })
    const sent = JSON.stringify(pushes.filter((p) => p.to === 'player').map((p) => p.message))
    expect(pushes.filter((p) => p.to === 'player').every((p) => p.message.event === 'player.view')).toBe(true)
    for (const secret of [
      'Cross the Shifting Dunes',
      'Reach the wreck',
      'Hidden Ambush',
      'raiders',
      'Dune Wyrm',
      'Ember Thread',
      'Keep the raiders offstage',
      'Roll Remaining Dice',
    ])
      expect(sent).not.toContain(secret)
    expect(services.player.view().status).toBe('The GM is preparing something')
  })
})
