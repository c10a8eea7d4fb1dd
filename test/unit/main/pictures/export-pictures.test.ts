import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startServices } from '../../../support/services'
import { portraitsOfRaiderAndWyrm } from './picture-files'

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

  it('carries no picture, and allows none, unless asked', async () => {
    const html = await exported('gm')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('img-src')
  })
})
