import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { CONTENT_SECURITY_POLICY } from '@shared/csp'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
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

const ROUTES: Record<string, string> = { '/': '/gm.html', '/gm': '/gm.html', '/player': '/player.html' }

/** Serves the built renderer read-only; nothing outside `root` can be reached. */
export function staticFiles(root: string) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'Method not allowed')
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)
    } catch {
      return send(response, 400, 'Bad request')
    }
    pathname = ROUTES[pathname] ?? pathname
    const file = normalize(join(root, pathname))
    if (!file.startsWith(root + sep)) return send(response, 404, 'Not found')
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) return send(response, 404, 'Not found')
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    response.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': type,
      'Content-Length': info.size,
      // Hashed assets never change; pages must always be fresh.
      'Cache-Control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-store',
    })
    if (request.method === 'HEAD') return void response.end()
    createReadStream(file).pipe(response)
  }
}

function send(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
  response.end(text)
}
