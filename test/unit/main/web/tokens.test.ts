import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TOKENS_FILE, TokenStore } from '../../../../src/main/web/token-file'
import { Services } from '../../../../src/main/services'
import { connect, firstFrame } from '../../../e2e/support/wire-client'
import { demoCampaignFile } from '../../../support/services'
import { rawUpgrade, text } from './raw-client'
import { startTestHost, type TestHost } from './test-host'

const ownerOnly = async (file: string) => (await stat(file)).mode & 0o777

describe('the links survive restarts: tokens kept in the data folder', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gmc-tokens-'))
  })
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('made once, readable by the owner only, the same at the next start', async () => {
    const first = await TokenStore.open(dataDir)
    const file = join(dataDir, TOKENS_FILE)
    expect(await ownerOnly(file)).toBe(0o600)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first.current)
    expect(first.current.gm).not.toBe(first.current.player)
    expect(first.current.gm).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const again = await TokenStore.open(dataDir)
    expect(again.current).toEqual(first.current)
    expect(again.replacedBecause).toBeNull()
  })

  it('rotating makes new ones and saves them before they are used, still owner-only', async () => {
    const store = await TokenStore.open(dataDir)
    const old = store.current
    const fresh = await store.rotate()
    expect(fresh.gm).not.toBe(old.gm)
    expect(fresh.player).not.toBe(old.player)
    expect((await TokenStore.open(dataDir)).current).toEqual(fresh)
    expect(await ownerOnly(join(dataDir, TOKENS_FILE))).toBe(0o600)
    const rotatedAtStart = await TokenStore.open(dataDir, { rotate: true })
    expect(rotatedAtStart.current.gm).not.toBe(fresh.gm)
  })

  it('a file loosened by hand is tightened; a file that holds no tokens is replaced, and says why', async () => {
    const file = join(dataDir, TOKENS_FILE)
    await TokenStore.open(dataDir)
    await chmod(file, 0o644)
    await TokenStore.open(dataDir)
    expect(await ownerOnly(file)).toBe(0o600)
    await writeFile(file, '{"gm":"short","player":"short"}')
    const replaced = await TokenStore.open(dataDir)
    expect(replaced.replacedBecause).toContain(TOKENS_FILE)
    expect(replaced.current.gm).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(await ownerOnly(file)).toBe(0o600)
  })
})

describe('"New links" from the GM console (host.rotateLinks)', () => {
  let host: TestHost
  beforeEach(async () => {
    host = await startTestHost()
  })
  afterEach(async () => {
    await host.stop()
  })

  it('the asking GM hears the new links, then its connection closes; every other connection with an old link is refused', async () => {
    const old = host.web.tokens
    const asking = rawUpgrade(host.web.port)
    asking.write(text({ type: 'hello', role: 'gm', token: old.gm }))
    await asking.message((message) => message.type === 'accepted')
    const otherGm = rawUpgrade(host.web.port)
    otherGm.write(text({ type: 'hello', role: 'gm', token: old.gm }))
    await otherGm.message((message) => message.type === 'accepted')
    const display = rawUpgrade(host.web.port)
    display.write(text({ type: 'hello', role: 'player', token: old.player }))
    await display.message((message) => message.type === 'accepted')

    asking.write(text({ type: 'request', id: 7, channel: 'host.rotateLinks', payload: {} }))
    const answer = await asking.message((message) => message.id === 7)
    const fresh = host.web.tokens
    expect(fresh.gm).not.toBe(old.gm)
    expect(answer).toMatchObject({
      ok: true,
      result: { gmUrl: `${host.origin}/gm#token=${fresh.gm}`, playerUrl: `${host.origin}/player#token=${fresh.player}` },
    })
    await Promise.all([asking.closed, otherGm.closed, display.closed])
    // The asker has its new link already: closed without a refusal, so its page just reconnects.
    expect(asking.closeCode).toBe(4401)
    expect(asking.messages.some((message) => message.type === 'refused')).toBe(false)
    for (const client of [otherGm, display]) {
      expect(client.closeCode).toBe(4401)
      expect(client.messages.at(-1)).toMatchObject({
        type: 'refused',
        retry: false,
        error: { code: 'unauthorized', message: expect.stringContaining('new links') },
      })
      // No connection with an old link ever heard the new ones.
      expect(JSON.stringify(client.messages)).not.toContain(fresh.player)
    }

    // The old links are refused, the new ones work, and the file holds the new ones.
    expect(await firstFrame(host.origin, { role: 'gm', token: old.gm })).toMatchObject({ frame: { type: 'refused' }, closeCode: 4401 })
    expect(await firstFrame(host.origin, { role: 'player', token: old.player })).toMatchObject({ frame: { type: 'refused' }, closeCode: 4401 })
    const gm = await connect(host.origin, { role: 'gm', token: fresh.gm })
    expect(await gm.request('player.status', {})).toMatchObject({ ok: true, result: { playerUrl: `${host.origin}/player#token=${fresh.player}` } })
    gm.close()
    expect(JSON.parse(await readFile(join(host.dataDir, TOKENS_FILE), 'utf8'))).toEqual(fresh)
  })

  it('a player display cannot ask for new links', async () => {
    const display = await connect(host.origin, { role: 'player', token: host.web.tokens.player })
    expect(await display.request('host.rotateLinks', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    display.close()
  })

  it('without a web host (the desktop app) the request is refused, and says why', async () => {
    const services = new Services({
      dataDir: await mkdtemp(join(tmpdir(), 'gmc-desktop-')),
      host: 'electron',
      version: 'test',
      demoFile: demoCampaignFile,
    })
    await services.start()
    const answer = await services.request('gm', 'host.rotateLinks', {})
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden', message: expect.stringContaining('desktop app') } })
    await services.close()
    await rm(services.info.dataDir, { recursive: true, force: true })
  })
})
