import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestHost, type TestHost } from './test-host'

/*
 * The built renderer served from a real folder, with links planted in it that lead out of it.
 */

let outside: string
let renderer: string
let host: TestHost

beforeEach(async () => {
  outside = await mkdtemp(join(tmpdir(), 'gmc-static-'))
  renderer = join(outside, 'renderer')
  await mkdir(join(renderer, 'assets'), { recursive: true })
  await writeFile(join(renderer, 'gm.html'), '<!doctype html><title>GM</title>')
  await writeFile(join(renderer, 'player.html'), '<!doctype html><title>Player</title>')
  await writeFile(join(renderer, 'assets', 'gm-abc123.js'), 'export {}')
  await writeFile(join(renderer, 'assets', 'gm-abc123.css'), 'body{}')
  await writeFile(join(renderer, 'favicon.ico'), Buffer.from([0, 0, 1, 0]))
  await writeFile(join(renderer, '.hidden'), 'dot file')
  await mkdir(join(outside, 'secrets'))
  await writeFile(join(outside, 'secrets', 'token.txt'), 'SECRET')
  await writeFile(join(outside, 'package.json'), '{"secret":true}')
  await symlink(join(outside, 'package.json'), join(renderer, 'assets', 'linked.json'))
  await symlink(join(outside, 'secrets'), join(renderer, 'linked-folder'))
  await symlink(join(renderer, 'gm.html'), join(renderer, 'home.html'))
  // Given with a trailing separator, as a person might type it: still the same folder.
  host = await startTestHost({ rendererDir: `${renderer}/` })
})

afterEach(async () => {
  await host.stop()
  await rm(outside, { recursive: true, force: true })
})

const get = (path: string, init?: RequestInit) => fetch(`${host.origin}${path}`, init)

describe('the web host serves the built renderer and nothing else', () => {
  it('pages, assets and the favicon with their content types and the security headers', async () => {
    const expected: [string, string][] = [
      ['/gm', 'text/html; charset=utf-8'],
      ['/player', 'text/html; charset=utf-8'],
      ['/', 'text/html; charset=utf-8'],
      ['/assets/gm-abc123.js', 'text/javascript; charset=utf-8'],
      ['/assets/gm-abc123.css', 'text/css; charset=utf-8'],
      ['/favicon.ico', 'image/x-icon'],
    ]
    for (const [path, type] of expected) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toBe(type)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    }
    expect((await get('/assets/gm-abc123.js')).headers.get('cache-control')).toContain('immutable')
    expect((await get('/gm')).headers.get('cache-control')).toBe('no-store')
    expect(await (await get('/player')).text()).toContain('<title>Player</title>')
  })

  it('a symlink out of the renderer folder, to a file or to a folder, gets 404', async () => {
    for (const path of ['/assets/linked.json', '/linked-folder/token.txt', '/linked-folder', '/linked-folder/'])
      expect((await get(path)).status, path).toBe(404)
    // A link that stays inside the folder is a file of the build like any other.
    expect((await get('/home.html')).status).toBe(200)
  })

  it('a folder gets 404, never a listing; so do dot files, paths out of the folder and missing files', async () => {
    for (const path of [
      '/assets',
      '/assets/',
      '/.hidden',
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/nothing.js',
    ])
      expect((await get(path)).status, path).toBe(404)
  })

  it('only GET and HEAD', async () => {
    expect((await get('/gm', { method: 'POST', body: 'x' })).status).toBe(405)
    const head = await get('/assets/gm-abc123.js', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('9')
  })
})
