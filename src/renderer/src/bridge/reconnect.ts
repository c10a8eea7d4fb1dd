import type { WireRefusal } from '@shared/ipc/wire'
import type { ConnectionStatus } from './types'

/** The first wait after a drop: a restarted host is usually back at once. */
export const FIRST_RETRY_MS = 250
/** Waits double after each failed try up to this, so a sleeping laptop is not hammered. */
export const MAX_RETRY_MS = 4000
/**
 * How often a paused display asks again: calm for the host, and soon enough that the TV is
 * back a moment after the GM turns network displays on.
 */
export const PAUSED_RETRY_MS = 3000

/** What the host's refusal makes of the page: stopped for good, or paused until the GM says. */
export function statusOfRefusal(refusal: WireRefusal): 'refused' | 'paused' {
  return refusal.retry ? 'paused' : 'refused'
}

/** What the bridge does once its socket has closed. */
export interface AfterClose {
  /** The status to show until the next try; unchanged while paused or refused. */
  status: ConnectionStatus
  /** How long until the next try; null never to try again. */
  retryIn: number | null
  /** The wait after that, should the next try fail too. */
  nextDelay: number
}

/**
 * A closed connection tries again unless the host refused the link for good. A paused display
 * keeps its status and asks at a calm interval; a dropped one backs off, doubling up to
 * MAX_RETRY_MS.
 */
export function afterClose(status: ConnectionStatus, retryDelay: number): AfterClose {
  if (status === 'refused') return { status, retryIn: null, nextDelay: retryDelay }
  if (status === 'paused') return { status, retryIn: PAUSED_RETRY_MS, nextDelay: retryDelay }
  return { status: 'closed', retryIn: retryDelay, nextDelay: Math.min(retryDelay * 2, MAX_RETRY_MS) }
}
