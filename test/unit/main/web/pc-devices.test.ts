import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { GM_REQUEST_CHANNELS } from '../../../../src/shared/ipc/channels'
import type { PcLink } from '../../../../src/shared/ipc/contract'
import { TOKENS_FILE, TokenStore } from '../../../../src/main/web/token-file'
import { connect, type WireClient } from '../../../e2e/support/wire-client'
import { rawUpgrade, text, type RawConnection } from './raw-client'
import { startTestHost, type TestHost } from './test-host'

/*
 * Each PC's own link for a player's device, over the real web host and real WebSockets: what
 * a device may read (its PC and the table), what it may not (the GM's channels, another PC),
 * and what the GM's new link and lock do to the devices already connected.
 */

let host: TestHost
beforeEach(async () => {
  host = await startTestHost()
})
afterEach(async () => {
  await host.stop()
})

const tokenOf = (link: PcLink) => new URLSearchParams(new URL(link.url!).hash.slice(1)).get('token')!
const linkFor = (pc: string) => host.call('host.pcLink', { pc }) as Promise<PcLink>
const device = (link: PcLink) => connect(host.origin, { role: 'pc', token: tokenOf(link) })

/** Opens a raw connection that says hello as a PC's device and waits for the host's yes. */
async function rawDevice(link: PcLink, options: { neverRead?: boolean } = {}): Promise<RawConnection> {
  const client = rawUpgrade(host.web.port, options)
  client.write(text({ type: 'hello', role: 'pc', token: tokenOf(link) }))
  if (!options.neverRead) await client.message((message) => message.type === 'accepted')
  return client
}

describe("a PC's own link", () => {
  it('is made when the GM asks, carries its token only in the fragment, and is kept owner-only with the PC', async () => {
    expect((await host.call('host.pcLinks')) as { links: PcLink[] }).toMatchObject({
      links: expect.arrayContaining([{ pc: 'pc-ixa', name: 'Ixa Marrow', url: null, connected: 0 }]),
    })
    const ixa = await linkFor('pc-ixa')
    expect(ixa.url).toMatch(new RegExp(`^${host.origin}/player#pc=pc-ixa&token=[A-Za-z0-9_-]{22}$`))
    const file = join(host.dataDir, TOKENS_FILE)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(JSON.parse(await readFile(file, 'utf8')).pcs).toEqual({ 'pc-ixa': tokenOf(ixa) })
    expect((await TokenStore.open(host.dataDir)).pcToken('pc-ixa')).toBe(tokenOf(ixa))
  })

  it('a tokens file written before PCs had links opens unchanged', async () => {
    const file = join(host.dataDir, TOKENS_FILE)
    const before = { gm: 'g'.repeat(22), player: 'p'.repeat(22) }
    await writeFile(file, JSON.stringify(before))
    const store = await TokenStore.open(host.dataDir)
    expect(store.current).toEqual(before)
    expect(store.replacedBecause).toBeNull()
    expect(store.pcToken('pc-ixa')).toBeNull()
  })

  it('is refused for a PC the campaign does not have, in words', async () => {
    await expect(host.call('host.pcLink', { pc: 'pc-nobody' })).rejects.toThrow('There is no PC with id "pc-nobody"')
  })
})

describe("what a PC's device may read", () => {
  let ixa: WireClient
  beforeEach(async () => {
    ixa = await device(await linkFor('pc-ixa'))
  })
  afterEach(() => ixa.close())

  it('its own PC and the table: the sheet names Ixa, and the table view is the shared screen', async () => {
    const own = await ixa.request('pc.view', { pc: 'pc-ixa' })
    expect(own).toMatchObject({ ok: true, result: { pc: { id: 'pc-ixa', name: 'Ixa Marrow' } } })
    const table = await ixa.request('player.view', {})
    expect(table).toMatchObject({ ok: true, result: await host.services.player.view() })
  })

  it("forbidden: another PC's sheet", async () => {
    await linkFor('pc-vell')
    const other = await ixa.request('pc.view', { pc: 'pc-vell' })
    expect(other).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(JSON.stringify(other)).not.toContain('Vell Orin')
  })

  it('forbidden: every one of the GM channels, and nothing changes', async () => {
    const before = JSON.stringify(await host.call('campaign.current'))
    for (const channel of GM_REQUEST_CHANNELS) {
      const answer = await ixa.request(channel, {})
      expect(answer, channel).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    }
    expect(JSON.stringify(await host.call('campaign.current'))).toBe(before)
  })

  it("a PC's token is no GM or table token, and the table's token is no PC's", async () => {
    const ixaToken = tokenOf(await linkFor('pc-ixa'))
    await expect(connect(host.origin, { role: 'gm', token: ixaToken })).rejects.toThrow('unauthorized')
    await expect(connect(host.origin, { role: 'player', token: ixaToken })).rejects.toThrow('unauthorized')
    await expect(connect(host.origin, { role: 'pc', token: host.web.tokens.player })).rejects.toThrow('unauthorized')
    await expect(connect(host.origin, { role: 'pc', token: host.web.tokens.gm })).rejects.toThrow('unauthorized')
  })

  it("hears its own PC's sheet when it changes, and another device never hears it", async () => {
    const vell = await device(await linkFor('pc-vell'))
    await ixa.request('pc.view', { pc: 'pc-ixa' })
    await vell.request('pc.view', { pc: 'pc-vell' })
    await host.call('session.start', { name: 'Devices' })
    const ixaPc = ((await host.call('campaign.current')) as { campaign: { characters: { id: string }[] } }).campaign.characters.find(
      (c) => c.id === 'pc-ixa',
    )!
    await host.call('prep.upsert', { kind: 'character', item: { ...ixaPc, stress: 3 } })
    await vell.request('player.view', {})
    const sheetsOf = (client: WireClient) =>
      client.frames.filter((f) => f.type === 'event' && f.event === 'pc.view').map((f) => f.data as { pc: { id: string } })
    await expectEventually(() => sheetsOf(ixa).some((sheet) => JSON.stringify(sheet).includes('"3 / 10"')))
    expect(sheetsOf(ixa).every((sheet) => sheet.pc.id === 'pc-ixa')).toBe(true)
    expect(sheetsOf(vell).every((sheet) => sheet.pc.id === 'pc-vell')).toBe(true)
    expect(JSON.stringify(vell.frames)).not.toContain('Ixa Marrow"},"sheets')
    vell.close()
  })
})

/** Asks the host once more until `check` holds: each round trip lets the pushes before it arrive. */
async function expectEventually(check: () => boolean): Promise<void> {
  for (let round = 0; round < 200 && !check(); round++) await host.call('app.info')
  expect(check()).toBe(true)
}

describe("the GM's new link and lock, for one PC", () => {
  it("a new link closes that PC's open devices at once, the old token is refused, the other PC's device keeps working", async () => {
    const oldIxa = await linkFor('pc-ixa')
    const ixaRaw = await rawDevice(oldIxa)
    const vell = await device(await linkFor('pc-vell'))
    const fresh = await linkFor('pc-ixa')
    expect(tokenOf(fresh)).not.toBe(tokenOf(oldIxa))
    await ixaRaw.closed
    expect(ixaRaw.closeCode).toBe(4401)
    expect(ixaRaw.messages.at(-1)).toMatchObject({ type: 'refused', retry: false, error: { code: 'unauthorized' } })
    await expect(device(oldIxa)).rejects.toThrow('unauthorized')
    const again = await device(fresh)
    expect(await again.request('pc.view', { pc: 'pc-ixa' })).toMatchObject({ ok: true })
    expect(await vell.request('pc.view', { pc: 'pc-vell' })).toMatchObject({ ok: true })
    again.close()
    vell.close()
  })

  it('a lock closes the device and leaves the PC without a link until the GM makes a new one', async () => {
    const link = await linkFor('pc-ixa')
    const raw = await rawDevice(link)
    const locked = (await host.call('host.pcLock', { pc: 'pc-ixa' })) as PcLink
    expect(locked.url).toBeNull()
    await raw.closed
    expect(raw.messages.at(-1)).toMatchObject({ type: 'refused', retry: false, error: { message: expect.stringContaining('locked') } })
    await expect(device(link)).rejects.toThrow('unauthorized')
    expect(JSON.parse(await readFile(join(host.dataDir, TOKENS_FILE), 'utf8')).pcs).toBeUndefined()
  })

  it('"New links" for the GM and the table leaves each PC device connected', async () => {
    const ixa = await device(await linkFor('pc-ixa'))
    await host.web.rotateLinks()
    expect(await ixa.request('pc.view', { pc: 'pc-ixa' })).toMatchObject({ ok: true })
    ixa.close()
  })

  it('the network switch off refuses PC devices for now, as it does the table display', async () => {
    const link = await linkFor('pc-ixa')
    const raw = await rawDevice(link)
    await host.call('player.network', { enabled: false })
    await raw.closed
    expect(raw.messages.at(-1)).toMatchObject({ type: 'refused', retry: true, error: { code: 'forbidden' } })
  })
})

describe('a device that floods and stops reading', () => {
  it('is cut off alone: the other PC device and the GM keep working', async () => {
    const vell = await device(await linkFor('pc-vell'))
    const flood = await rawDevice(await linkFor('pc-ixa'), { neverRead: true })
    const batch = Buffer.concat(
      Array.from({ length: 250 }, (_, i) => text({ type: 'request', id: i, channel: 'pc.view', payload: { pc: 'pc-ixa' } })),
    )
    const ixaConnected = () => host.web.stats().connections.some((c) => c.audience === 'pc:pc-ixa')
    let seen = false
    for (let round = 0; round < 2000; round++) {
      if (flood.socket.destroyed) break
      if (!flood.socket.write(batch)) await Promise.race([new Promise((done) => flood.socket.once('drain', done)), flood.closed])
      await new Promise((done) => setImmediate(done))
      if (ixaConnected()) seen = true
      else if (seen) break
    }
    expect(seen).toBe(true)
    expect(ixaConnected()).toBe(false)
    expect(host.lines.join('\n')).toContain("player's device")
    const { links } = (await host.call('host.pcLinks')) as { links: PcLink[] }
    for (const link of links.filter((l) => l.url)) expect(host.lines.join('\n')).not.toContain(tokenOf(link))
    expect(await vell.request('pc.view', { pc: 'pc-vell' })).toMatchObject({ ok: true })
    expect(await host.stillServes()).toBe(true)
    vell.close()
    flood.socket.destroy()
  })
})
