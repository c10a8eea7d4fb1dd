import { z } from 'zod'
import type { IpcErrorShape } from './errors'

export { CLOSE_FELL_BEHIND, CLOSE_FORBIDDEN, CLOSE_TOO_LARGE, CLOSE_UNAUTHORIZED, HELLO_MAX_BYTES, MAX_REQUEST_BYTES, WIRE_PATH } from './wire-path'

/**
 * The web host's WebSocket frames. A client first says who it is (`hello`), then sends
 * requests; the host answers each by id and pushes events. The same contract as Electron IPC,
 * framed as JSON.
 */

/** A page's id (see `WireHello.page`): long enough that no page guesses another's. */
export const PageId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a page id is 16 to 64 letters, digits, - or _')

/**
 * The first frame of every connection: the page's role and its link's token. The token
 * travels here, inside the WebSocket, so no HTTP request (the page, its assets, the upgrade)
 * ever carries it. Nothing else a connection sends is read before it.
 */
export const WireHello = z.strictObject({
  type: z.literal('hello'),
  /** `pc`: one player's own device, its token one PC's (the host finds which). */
  role: z.enum(['gm', 'player', 'pc']),
  token: z.string().max(128),
  /**
   * The page's own id, random and fresh each time the page loads, the same through its
   * reconnects: the host remembers its latest answers under it, so a request the page sends
   * again after a drop is answered, not done twice. Without it nothing is remembered.
   */
  page: PageId.optional(),
})
export type WireHello = z.infer<typeof WireHello>

/**
 * A request's id, unique within its page: the answer comes back under it, and the host
 * remembers it (see `WireHello.page`) so that a resent request is not done twice.
 */
export const RequestId = z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().min(1).max(64)])

export const WireRequest = z.strictObject({
  type: z.literal('request'),
  id: RequestId,
  channel: z.string().min(1).max(100),
  payload: z.unknown(),
})
export type WireRequest = z.infer<typeof WireRequest>

export type WireMessage =
  | WireAccepted
  | { type: 'response'; id: number | string | null; ok: true; result: unknown }
  | { type: 'response'; id: number | string | null; ok: false; error: IpcErrorShape }
  | { type: 'event'; event: string; data: unknown }
  | WireRefusal

/**
 * The host's yes, the first frame of every connection it serves. Only then is a connection
 * open: a refused one opens too, for as long as it takes to say why, and a page that took
 * that for open would flash its screen and fetch its views for nothing.
 */
export interface WireAccepted {
  type: 'accepted'
}

/**
 * Why the host turned a connection away, sent once before it closes it. `retry` tells the
 * two kinds apart: false for a link that will never work (no valid token, a page from another
 * site), so the page stops; true while the GM has network displays off, so the page keeps
 * asking and comes back by itself when they are on again.
 */
export interface WireRefusal {
  type: 'refused'
  error: IpcErrorShape
  retry: boolean
}
