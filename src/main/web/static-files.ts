import { open, realpath } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { CONTENT_SECURITY_POLICY } from '@shared/csp'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
}

/** Headers every page and asset carries: the same strict policy as the desktop build. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/** The console's pages by their short names; every other path is a file of the build. */
const ROUTES: Record<string, string> = { '/': '/gm.html', '/gm': '/gm.html', '/player': '/player.html' }

/**
 * Serves the built renderer read-only. A path is served only when its real path (symlinks
 * resolved) lies inside the real path of `root` and names a regular file: a link placed in
 * the build that points elsewhere, a folder (no listings) and a dot file all get 404. The
 * file is opened once and the opened file is checked and sent, so it cannot be swapped
 * between the check and the read. The favicon is whatever the build holds, if anything.
 *
 * Kept small rather than a static-file package: it needs only these checks, the build's
 * three routes and the security headers, and each line of it is tested here.
 */
export function staticFiles(folder: string) {
  // Absolute and without a trailing separator, so "inside" is a plain prefix test.
  const root = resolve(folder)
  return async (method: string | undefined, path: string, response: ServerResponse): Promise<void> => {
    if (method !== 'GET' && method !== 'HEAD') return sendText(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' })
    const wanted = ROUTES[path] ?? path
    if (wanted.split('/').some((part) => part.startsWith('.'))) return sendText(response, 404, 'Not found')
    const realRoot = await realpath(root).catch(() => null)
    const lexical = normalize(join(root, wanted))
    if (!realRoot || !lexical.startsWith(root + sep)) return sendText(response, 404, 'Not found')
    const real = await realpath(lexical).catch(() => null)
    if (!real?.startsWith(realRoot + sep)) return sendText(response, 404, 'Not found')
    const file = await open(real, 'r').catch(() => null)
    if (!file) return sendText(response, 404, 'Not found')
    try {
      const info = await file.stat()
      if (!info.isFile()) return sendText(response, 404, 'Not found')
      response.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': TYPES[extname(real).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': info.size,
        // Hashed assets never change; pages must always be fresh.
        'Cache-Control': wanted.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
      })
      if (method === 'HEAD') return void response.end()
      // pipeline closes the file and ends the response whichever side fails first.
      await pipeline(file.createReadStream({ autoClose: false }), response)
    } finally {
      await file.close().catch(() => undefined)
    }
  }
}

/** A short plain-text answer with the security headers. */
export function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...SECURITY_HEADERS, ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
  response.end(`${text}\n`)
}
