import { z } from 'zod'
import type { IpcErrorShape } from './errors'

/**
 * The web host's WebSocket frames. A client sends requests; the host answers each by id and
 * pushes events. The same contract as Electron IPC, framed as JSON.
 */
export const WireRequest = z.strictObject({
  type: z.literal('request'),
  id: z.union([z.number().int().min(0), z.string().min(1).max(64)]),
  channel: z.string().min(1).max(100),
  payload: z.unknown(),
})
export type WireRequest = z.infer<typeof WireRequest>

export type WireMessage =
  | { type: 'response'; id: number | string | null; ok: true; result: unknown }
  | { type: 'response'; id: number | string | null; ok: false; error: IpcErrorShape }
  | { type: 'event'; event: string; data: unknown }
  | { type: 'refused'; error: IpcErrorShape }

/** WebSocket close codes the host uses when it refuses a connection. */
export const CLOSE_UNAUTHORIZED = 4401
export const CLOSE_FORBIDDEN = 4403

/** Path of the WebSocket endpoint; role and token travel as query parameters. */
export const WIRE_PATH = '/ws'
