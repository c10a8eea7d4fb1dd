import type { EventData, EventName, RequestChannel, RequestPayload, RequestResult } from '@shared/ipc/contract'
import type { Envelope, IpcErrorShape } from '@shared/ipc/errors'

/** What a window's preload exposes (see src/preload/expose.ts). */
export interface PreloadApi {
  role: 'gm' | 'player'
  request: Record<string, (payload: unknown) => Promise<Envelope<unknown>>>
  subscribe: Record<string, (listener: (data: unknown) => void) => () => void>
}

declare global {
  interface Window {
    gmConsole?: PreloadApi
  }
}

/**
 * Where the page's connection stands. 'closed' was dropped (or never reached the host) and
 * is trying again, with backoff: the page says it is reconnecting; 'refused'
 * will never work (no valid token, a page from another site) and stops; 'paused' is a network
 * display the GM turned off for now, asking again until they turn it back on.
 */
export type ConnectionStatus = 'connecting' | 'open' | 'closed' | 'paused' | 'refused'

/** A failed request, with the contract's error code and details. */
export class BridgeError extends Error {
  readonly code: IpcErrorShape['code']
  readonly shape: IpcErrorShape
  constructor(shape: IpcErrorShape) {
    super(shape.message)
    this.name = 'BridgeError'
    this.code = shape.code
    this.shape = shape
  }
}

/** The renderer's one typed client of the contract, whatever carries it. */
export interface Bridge {
  readonly transport: 'electron' | 'websocket'
  request<C extends RequestChannel>(channel: C, payload: RequestPayload<C>): Promise<RequestResult<C>>
  on<E extends EventName>(event: E, listener: (data: EventData<E>) => void): () => void
  /** Connection changes; a fresh 'open' means views should be fetched again. */
  onStatus(listener: (status: ConnectionStatus, detail?: string) => void): () => void
}

export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.ok) return envelope.result
  throw new BridgeError(envelope.error)
}
