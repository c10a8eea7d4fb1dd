import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startServices } from '../../../support/services'
import { portraitsOfRaiderAndWyrm } from './picture-files'

const WYRM_FIGHT = 'enc-wyrm-rises'
const WYRM = 'npc-dune-wyrm-1'

let table: Awaited<ReturnType<typeof startServices>>
let raider = ''
let wyrm = ''

beforeEach(async () => {
  table = await startServices()
  ;({ raider, wyrm } = await portraitsOfRaiderAndWyrm(table.call, table.services.campaigns.require().data.npcs))
  await table.call('session.start', { name: 'Under the Caravan' })
})
afterEach(async () => {
  await table.services.close()
  await table.cleanup()
})

/** The stored picture's bytes as the export carries them. */
const inside = async (ref: string) => (await table.services.pictures.store.read(ref)).toString('base64')
const exported = async (audience: 'gm' | 'public', pictures?: boolean) =>
  ((await table.call('session.export', { format: 'html', audience, ...(pictures === undefined ? {} : { pictures }) })) as { content: string }).content

describe('the HTML export with its pictures', () => {
  it('carries the pictures inside itself, as data: URIs its policy allows, when asked', async () => {
    const html = await exported('gm', true)
    expect(html).toContain(`<img src="data:image/webp;base64,${await inside(raider)}" alt="Portrait of Sand Raider">`)
    expect(html).toContain(`data:image/webp;base64,${await inside(wyrm)}`)
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`)
  })

  it('gives the players’ copy only the pictures they may see: never a hidden NPC’s portrait', async () => {
    const html = await exported('public', true)
    expect(html).toContain(await inside(raider))
    expect(html).not.toContain(await inside(wyrm))
    expect(html).not.toContain('Dune Wyrm')
    await table.call('player.reveal', { kind: 'npc', id: 'npc-dune-wyrm', revealed: true })
    expect(await exported('public', true)).toContain(await inside(wyrm))
  })

  it('gives the players’ copy the portrait of a creature the GM revealed only inside a fight, the session ended and read back from disk', async () => {
    await table.call('run.start', { system: 'actionPoints', request: { encounterId: WYRM_FIGHT } })
    await table.call('run.roll', { roll: { type: 'initiative' } })
    await table.call('run.act', { action: { type: 'combat.begin' } })
    await table.call('run.act', { action: { type: 'combatant.reveal', target: WYRM } })
    await table.call('run.act', { action: { type: 'combat.end', reason: 'the Wyrm sinks back under the sand' } })
    await table.call('run.close')
    await table.call('session.end')
    // Revealed in the fight's log, never on the campaign's list of known NPCs.
    expect(table.services.campaigns.require().data.npcs.find((n) => n.id === 'npc-dune-wyrm')!.revealed).toBe(false)
    const html = await exported('public', true)
    expect(html).toContain(`<img src="data:image/webp;base64,${await inside(wyrm)}" alt="Portrait of Dune Wyrm">`)
    expect(html).toContain(await inside(raider))
  })

  it('keeps out of the players’ copy the portrait of a creature kept hidden the whole fight, or shown only by a step the GM undid', async () => {
    await table.call('run.start', { system: 'actionPoints', request: { encounterId: WYRM_FIGHT } })
    expect(await exported('public', true)).not.toContain(await inside(wyrm))
    await table.call('run.act', { system: 'actionPoints', action: { type: 'combatant.reveal', target: WYRM } })
    await table.call('session.undo')
    const html = await exported('public', true)
    expect(html).toContain(await inside(raider))
    expect(html).not.toContain(await inside(wyrm))
    expect(html).not.toContain('Dune Wyrm')
    // The GM's own copy has every picture.
    expect(await exported('gm', true)).toContain(await inside(wyrm))
  })

  it('carries no picture, and allows none, unless asked', async () => {
    const html = await exported('gm')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('img-src')
  })
})
