import { STATUS_CODES, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { HostNames } from './host-names'

/** Why the host turns an HTTP request (a page, an asset or a WebSocket upgrade) away. */
export interface HttpRefusal {
  status: 400 | 403 | 404 | 421
  text: string
}

/**
 * The path of a request target, or null when the target is not a plain path: an absolute
 * URL, `*`, a `//` that a URL parser would read as another host, or bad %-escapes. Never
 * throws; the query is returned as it came so a caller can insist there is none.
 */
export function requestPath(target: string | undefined): { path: string; query: string | null } | null {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//')) return null
  const mark = target.indexOf('?')
  const raw = mark === -1 ? target : target.slice(0, mark)
  const hash = raw.indexOf('#')
  try {
    const path = decodeURIComponent(hash === -1 ? raw : raw.slice(0, hash))
    if (path.includes('\0')) return null
    return { path, query: mark === -1 ? null : target.slice(mark + 1) }
  } catch {
    return null
  }
}

/** How many times a header came: Node keeps only the first Host and joins Origins, and both hide a second one. */
function headerCount(request: IncomingMessage, name: string): number {
  let count = 0
  for (let i = 0; i < request.rawHeaders.length; i += 2) if (request.rawHeaders[i]!.toLowerCase() === name) count++
  return count
}

/**
 * The Host check every request passes first: exactly one Host header naming an address and
 * port this host listens on. A page on another name (a DNS-rebinding site) gets 421.
 */
export function checkHost(request: IncomingMessage, names: HostNames): HttpRefusal | null {
  if (headerCount(request, 'host') !== 1) return { status: 400, text: 'A request needs exactly one Host header.' }
  if (!names.hostAllowed(request.headers.host))
    return { status: 421, text: 'This console answers only at the addresses it listens on; open the link it printed.' }
  return null
}

/**
 * The Origin of a WebSocket upgrade, sorted out before any frame is read: `absent` (not a
 * browser page: the token alone decides), `own` (a page this host served), `foreign`
 * (another site, a sandboxed frame's `null`, garbage) or a refusal when the headers cannot
 * be trusted to say (two Origin headers).
 */
export function originOf(request: IncomingMessage, names: HostNames): 'absent' | 'own' | 'foreign' | HttpRefusal {
  const count = headerCount(request, 'origin')
  if (count === 0) return 'absent'
  if (count > 1) return { status: 400, text: 'A request needs at most one Origin header.' }
  return names.originAllowed(request.headers.origin ?? '') ? 'own' : 'foreign'
}

/**
 * Answers a refused upgrade on the raw socket (there is no response object for it) and
 * closes it. Nothing is written to a socket that is already gone.
 */
export function refuseUpgrade(socket: Duplex, refusal: HttpRefusal): void {
  if (!socket.writable) return void socket.destroy()
  const body = Buffer.from(`${refusal.text}\n`)
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
      'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${body.length}\r\n\r\n${body.toString()}`,
  )
}
