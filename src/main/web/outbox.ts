import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import { CLOSE_FELL_BEHIND } from '@shared/ipc/wire'

const MiB = 1024 * 1024

export interface OutboxLimits {
  /** Past this many bytes waiting in a connection's send buffer, nothing more is sent to it. */
  bufferBytes: number
  /** Bytes dropped or replaced while the buffer stays over the bound, before the connection is cut. */
  droppedBytes: number
}

/**
 * 4 MiB waiting is several hundred player views or a large export on its way to a slow
 * tablet; a page that does read empties it in moments. 16 MiB dropped means the page has
 * not read for thousands of updates: it is gone or hostile, and holding its connection
 * open only costs the table.
 */
export const OUTBOX_LIMITS: OutboxLimits = { bufferBytes: 4 * MiB, droppedBytes: 16 * MiB }

/** What a connection's outgoing side looks like now; see `WebHost.stats()`. */
export interface OutboxStats {
  /** Bytes the host holds for this connection, not yet handed to the network. */
  bufferedBytes: number
  /** The most it ever held right after a send. */
  peakBufferedBytes: number
  /** Messages dropped, or views replaced by a newer one, since the connection opened. */
  droppedMessages: number
  droppedBytes: number
}

/**
 * What a connection sends goes through its outbox, which bounds what the host keeps for a
 * page that does not read (a frozen tablet, a hostile client asking for views and never
 * reading the answers). Under the bound everything is sent. Over it nothing is: a player view
 * waits in one slot where a newer view replaces it, and is sent once the buffer drains;
 * anything else is dropped, and since the page then misses an update, it is closed once it
 * reads again (`CLOSE_FELL_BEHIND`) so that it reconnects and fetches every view afresh.
 * A connection that stays over the bound while `droppedBytes` more are dropped is cut off.
 */
export class Outbox {
  private waitingView: string | null = null
  private missedUpdate = false
  private droppedSinceDrain = 0
  private gaveUp = false
  private readonly counts: OutboxStats = { bufferedBytes: 0, peakBufferedBytes: 0, droppedMessages: 0, droppedBytes: 0 }
  private readonly onDrain = () => this.drained()

  constructor(
    private readonly ws: WebSocket,
    private readonly socket: Duplex,
    private readonly giveUp: (why: 'not reading' | 'fell behind') => void,
    private readonly limits: OutboxLimits = OUTBOX_LIMITS,
  ) {
    socket.on('drain', this.onDrain)
  }

  /** Sends `text` now, or keeps it (a view) or drops it while the connection is behind. */
  send(text: string, kind: 'view' | 'update'): void {
    if (this.gaveUp || this.ws.readyState !== this.ws.OPEN) return
    if (this.ws.bufferedAmount > this.limits.bufferBytes) return this.hold(text, kind)
    this.ws.send(text)
    this.counts.peakBufferedBytes = Math.max(this.counts.peakBufferedBytes, this.ws.bufferedAmount)
  }

  stats(): OutboxStats {
    return { ...this.counts, bufferedBytes: this.ws.bufferedAmount }
  }

  /** Stops listening to the socket: nothing is kept once the connection is gone. */
  dispose(): void {
    this.socket.removeListener('drain', this.onDrain)
    this.waitingView = null
  }

  private hold(text: string, kind: 'view' | 'update'): void {
    if (kind === 'view') {
      if (this.waitingView !== null) this.count(this.waitingView)
      this.waitingView = text
    } else {
      this.count(text)
      this.missedUpdate = true
    }
    if (this.droppedSinceDrain > this.limits.droppedBytes) this.stop('not reading')
  }

  private count(text: string): void {
    const bytes = Buffer.byteLength(text)
    this.counts.droppedMessages++
    this.counts.droppedBytes += bytes
    this.droppedSinceDrain += bytes
  }

  private drained(): void {
    if (this.gaveUp || this.ws.bufferedAmount > this.limits.bufferBytes) return
    this.droppedSinceDrain = 0
    if (this.missedUpdate) return this.stop('fell behind')
    const view = this.waitingView
    this.waitingView = null
    if (view !== null) this.send(view, 'view')
  }

  private stop(why: 'not reading' | 'fell behind'): void {
    this.gaveUp = true
    this.waitingView = null
    this.giveUp(why)
    // A page that reads again hears why and reconnects; one that does not read is cut off at once.
    if (why === 'fell behind') this.ws.close(CLOSE_FELL_BEHIND, 'fell behind')
    else this.ws.terminate()
  }
}
