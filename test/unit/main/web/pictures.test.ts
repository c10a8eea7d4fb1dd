import { request as httpRequest } from 'node:http'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestHost, type TestHost } from './test-host'
import { portraitsOfRaiderAndWyrm } from '../pictures/picture-files'

/*
 * Pictures over real HTTP from the real web host: only with a link's token in the
 * Authorization header, a player display only the pictures its view shows, and never another
 * file of the data folder.
 */

let host: TestHost
let renderer: string
let shown: string
let hidden: string

beforeEach(async () => {
  renderer = await mkdtemp(join(tmpdir(), 'gmc-renderer-'))
  await writeFile(join(renderer, 'player.html'), '<!doctype html><title>Player</title>')
  host = await startTestHost({ rendererDir: renderer })
  ;({ raider: shown, wyrm: hidden } = await portraitsOfRaiderAndWyrm(host.call, host.services.campaigns.require().data.npcs))
})

afterEach(async () => {
  await host.stop()
  await rm(renderer, { recursive: true, force: true })
})

/** A GET with the raw path as written (no URL normalising away a `..`), and the token if given. */
function get(path: string, token?: string): Promise<{ status: number; type: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = token === undefined ? {} : { Authorization: `Bearer ${token}` }
    const request = httpRequest({ host: '127.0.0.1', port: host.web.port, path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode!, type: response.headers['content-type'], body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('pictures from the web host', () => {
  it('serves a shown picture to a player display with its token, as a WebP', async () => {
    const answer = await get(`/pictures/${shown}`, host.web.tokens.player)
    expect(answer).toMatchObject({ status: 200, type: 'image/webp' })
    expect(answer.body.toString('latin1', 8, 12)).toBe('WEBP')
  })

  it('refuses a request without a token (401) and with a wrong one (403)', async () => {
    expect((await get(`/pictures/${shown}`)).status).toBe(401)
    expect((await get(`/pictures/${shown}`, 'not-the-token')).status).toBe(403)
  })

  it('never serves a player display a picture its view does not show, and serves it once revealed', async () => {
    expect((await get(`/pictures/${hidden}`, host.web.tokens.player)).status).toBe(404)
    await host.call('player.reveal', { kind: 'npc', id: 'npc-dune-wyrm', revealed: true })
    expect((await get(`/pictures/${hidden}`, host.web.tokens.player)).status).toBe(200)
  })

  it('serves a PC’s own device what the table may see, and nothing the table may not', async () => {
    const link = (await host.call('host.pcLink', { pc: 'pc-ixa' })) as { url: string }
    const device = new URLSearchParams(new URL(link.url).hash.slice(1)).get('token')!
    expect((await get(`/pictures/${shown}`, device)).status).toBe(200)
    expect((await get(`/pictures/${hidden}`, device)).status).toBe(404)
    await host.call('host.pcLock', { pc: 'pc-ixa' })
    expect((await get(`/pictures/${shown}`, device)).status).toBe(403)
  })

  it('serves the GM any stored picture', async () => {
    expect((await get(`/pictures/${hidden}`, host.web.tokens.gm)).status).toBe(200)
  })

  it('serves no other file of the data folder, by .. or by name', async () => {
    const campaignFile = (await readdir(host.dataDir)).find((name) => name.endsWith('.json'))!
    for (const path of [
      `/pictures/../${campaignFile}`,
      `/pictures/%2e%2e/${campaignFile}`,
      `/pictures/..%2f${campaignFile}`,
      `/pictures/${campaignFile}`,
      `/pictures/${shown}/../../${campaignFile}`,
      '/pictures/',
    ])
      expect((await get(path, host.web.tokens.gm)).status, path).toBe(404)
  })

  it('refuses a player display every picture while the GM has network displays off', async () => {
    await host.call('player.network', { enabled: false })
    expect((await get(`/pictures/${shown}`, host.web.tokens.player)).status).toBe(404)
  })
})
