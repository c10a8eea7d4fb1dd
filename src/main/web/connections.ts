import type { IncomingMessage } from 'node:http'
import type { WebSocket } from 'ws'
import { WireRequest, CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED, type WireMessage, type WireRefusal } from '@shared/ipc/wire'
import { IpcError, type IpcErrorShape } from '@shared/ipc/errors'
import { describeIssues } from '@shared/campaign/problems'
import type { Services } from '../services'
import type { Audience, PushMessage } from '../api/push'
import { tokenMatches } from './tokens'

export interface Tokens {
  gm: string
  player: string
}

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

/**
 * Tells a connection why it is refused, then closes it; the page stops reconnecting unless
 * the refusal is only for now.
 */
export function refuse(socket: WebSocket, refusal: Refusal): void {
  const message: WireRefusal = { type: 'refused', error: refusal.refused, retry: refusal.retry }
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  socket.close(refusal.code, refusal.refused.code)
}

/** Who a new connection is, or why it is refused. */
export function identify(
  request: IncomingMessage,
  tokens: Tokens,
  playerDisplayOpen: boolean,
): { audience: Audience } | Refusal {
  const url = new URL(request.url ?? '/', 'http://host')
  const origin = request.headers.origin
  // A page from another site must not drive the console even if it guessed the port.
  if (origin !== undefined && new URL(origin).host !== request.headers.host)
    return { refused: { code: 'forbidden', message: `Connections from ${origin} are not allowed.` }, code: CLOSE_FORBIDDEN, retry: false }
  const role = url.searchParams.get('role')
  const token = url.searchParams.get('token')
  if (role === 'gm' && tokenMatches(tokens.gm, token)) return { audience: 'gm' }
  if (role === 'player' && tokenMatches(tokens.player, token)) return playerDisplayOpen ? { audience: 'player' } : networkOffRefusal()
  return {
    refused: {
      code: 'unauthorized',
      message: 'This link has no valid token. Use the GM or player link that the web host printed when it started.',
    },
    code: CLOSE_UNAUTHORIZED,
    retry: false,
  }
}

/**
 * Serves one authenticated connection: says it is accepted, answers requests through the
 * shared dispatcher and forwards the pushes its audience may receive. A malformed frame gets
 * a typed error.
 */
export function serveConnection(socket: WebSocket, audience: Audience, services: Services): () => void {
  const send = (message: WireMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  socket.on('message', async (raw, isBinary) => {
    const frame = parseFrame(isBinary ? null : raw.toString())
    if ('error' in frame) return send({ type: 'response', id: frame.id, ok: false, error: frame.error })
    const { id, channel, payload } = frame.request
    const envelope = await services.request(audience, channel, payload)
    send({ type: 'response', id, ...envelope })
  })
  send({ type: 'accepted' })
  return services.subscribe((message: PushMessage, to: Audience) => {
    if (to === audience) send({ type: 'event', event: message.event, data: message.data })
  })
}

function parseFrame(text: string | null): { request: WireRequest } | { error: IpcErrorShape; id: number | string | null } {
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
