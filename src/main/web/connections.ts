import type { WebSocket } from 'ws'
import { WireHello, WireRequest, HELLO_MAX_BYTES, CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED, type WireRefusal } from '@shared/ipc/wire'
import { IpcError, type IpcErrorShape } from '@shared/ipc/errors'
import { describeIssues } from '@shared/campaign/problems'
import { pcAudience, type Audience } from '../api/push'
import type { Tokens } from './token-file'
import { tokenMatches } from './tokens'

export type { Tokens }

export interface Refusal {
  refused: IpcErrorShape
  code: number
  /** Whether the same link may work later (see `WireRefusal`). */
  retry: boolean
}

/**
 * Why a player display may not (or no longer) be connected: the GM's network switch is off.
 * Only for now: the display keeps asking and comes back when the GM turns it on again.
 */
export function networkOffRefusal(): Refusal {
  return { refused: { code: 'forbidden', message: 'The GM has turned the network player display off.' }, code: CLOSE_FORBIDDEN, retry: true }
}

/** A link that will never work: no valid token, or not even a hello. */
export function unauthorizedRefusal(message: string): Refusal {
  return { refused: { code: 'unauthorized', message }, code: CLOSE_UNAUTHORIZED, retry: false }
}

/** A page of another site (or a sandboxed frame, whose Origin is `null`) may not drive the console. */
export function foreignOriginRefusal(origin: string): Refusal {
  const shown = JSON.stringify(origin.slice(0, 100))
  return { refused: { code: 'forbidden', message: `Connections from pages at ${shown} are not allowed.` }, code: CLOSE_FORBIDDEN, retry: false }
}

/** Every connection that used a link the GM has just replaced. */
export function linksReplacedRefusal(): Refusal {
  return unauthorizedRefusal('The GM made new links: this one no longer works. Open the new link from the GM console.')
}

/** A PC's device whose link the GM has just replaced. */
export function pcLinkReplacedRefusal(): Refusal {
  return unauthorizedRefusal('The GM made a new link for this PC: this one no longer works. Scan the new code on the GM screen.')
}

/** A PC's device the GM has locked. */
export function pcLockedRefusal(): Refusal {
  return unauthorizedRefusal('The GM locked this device: ask the GM for a new link to your PC.')
}

const NO_VALID_TOKEN = 'This link has no valid token. Use the GM or player link that the web host printed when it started.'

/**
 * Tells a connection why it is refused, then closes it; the page stops reconnecting unless
 * the refusal is only for now.
 */
export function refuse(socket: WebSocket, refusal: Refusal): void {
  const message: WireRefusal = { type: 'refused', error: refusal.refused, retry: refusal.retry }
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  socket.close(refusal.code, refusal.refused.code)
}

/**
 * Who a connection's first frame says it is, or why it is refused. Only a hello frame (at
 * most HELLO_MAX_BYTES, valid JSON, the hello schema) with the token of its role is let in;
 * a player display or a PC's device only while the GM has network displays on. A PC's device
 * is let in with its PC's audience, found from its token.
 */
export function authenticate(
  frame: Buffer | null,
  tokens: Tokens,
  playerDisplayOpen: boolean,
  pcOf: (token: string) => string | null = () => null,
): { audience: Audience; page?: string } | Refusal {
  if (frame === null || frame.length > HELLO_MAX_BYTES)
    return unauthorizedRefusal(`The first frame must be a short text hello ({"type":"hello","role":…,"token":…}). ${NO_VALID_TOKEN}`)
  let hello: WireHello
  try {
    hello = WireHello.parse(JSON.parse(frame.toString('utf8')))
  } catch {
    return unauthorizedRefusal(`The first frame must be a hello ({"type":"hello","role":…,"token":…}). ${NO_VALID_TOKEN}`)
  }
  // Its audience is part of the page's key, so no page reads the answers of another audience.
  const page = hello.page === undefined ? {} : { page: `${hello.role}:${hello.page}` }
  if (hello.role === 'gm' && tokenMatches(tokens.gm, hello.token)) return { audience: 'gm', ...page }
  if (hello.role === 'player' && tokenMatches(tokens.player, hello.token))
    return playerDisplayOpen ? { audience: 'player', ...page } : networkOffRefusal()
  // A PC's device follows the network switch like the table's display: it is a player's screen.
  const pc = hello.role === 'pc' ? pcOf(hello.token) : null
  if (pc !== null)
    return playerDisplayOpen
      ? { audience: pcAudience(pc), ...(hello.page === undefined ? {} : { page: `${pcAudience(pc)}:${hello.page}` }) }
      : networkOffRefusal()
  return unauthorizedRefusal(NO_VALID_TOKEN)
}

/** A request frame, or the typed error its sender gets back (with its id when it had one). */
export function parseRequestFrame(text: string | null): { request: WireRequest } | { error: IpcErrorShape; id: number | string | null } {
  let json: unknown
  try {
    if (text === null) throw new Error('binary frame')
    json = JSON.parse(text)
  } catch {
    return { id: null, error: new IpcError('invalid_payload', 'A request must be one JSON text frame.').toShape() }
  }
  const parsed = WireRequest.safeParse(json)
  if (parsed.success) return { request: parsed.data }
  const id = typeof json === 'object' && json !== null && 'id' in json ? (json as { id: unknown }).id : null
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : null,
    error: new IpcError('invalid_payload', 'A request frame needs type "request", an id, a channel and a payload.', {
      problems: describeIssues(parsed.error.issues, json),
    }).toShape(),
  }
}
