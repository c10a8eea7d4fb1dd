import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import { CLOSE_FELL_BEHIND } from '@shared/ipc/wire'

const MiB = 1024 * 1024

export interface OutboxLimits {
  /** Past this many bytes waiting in a connection's send buffer, nothing more is sent to it. */
  bufferBytes: number
  /** Updates the host holds, in order, while the buffer is over the bound; past this they are dropped. */
  heldBytes: number
  /** Bytes dropped or replaced while the buffer stays over the bound, before the connection is cut. */
  droppedBytes: number
}

/**
 * 4 MiB waiting is several hundred player views or a large export on its way to a slow
 * tablet; a page that does read empties it in moments. 16 MiB held is a large update sent
 * right after another one (the largest Scene's change and the answer to its save, each up to
 * 15 MB): a page that reads gets both. 16 MiB dropped means the page has not read for
 * thousands of updates: it is gone or hostile, and holding its connection open only costs the
 * table.
 */
export const OUTBOX_LIMITS: OutboxLimits = { bufferBytes: 4 * MiB, heldBytes: 16 * MiB, droppedBytes: 16 * MiB }

/** What a connection's outgoing side looks like now; see `WebHost.stats()`. */
export interface OutboxStats {
  /** Bytes the host holds for this connection, not yet handed to the network. */
  bufferedBytes: number
  /** The most it ever held right after a send. */
  peakBufferedBytes: number
  /** Updates held for it, not yet in the send buffer. */
  heldBytes: number
  /** Messages dropped, or views replaced by a newer one, since the connection opened. */
  droppedMessages: number
  droppedBytes: number
}

/**
 * What a connection sends goes through its outbox, which bounds what the host keeps for a
 * page that does not read (a frozen tablet, a hostile client asking for views and never
 * reading the answers). Under the bound everything is sent. Over it nothing is: a player view
 * waits in one slot where a newer view replaces it, and is sent once the buffer drains; other
 * updates wait in order, up to `heldBytes`, so a page that reads gets two large ones sent at
 * once. Past that they are dropped, and since the page then misses an update, it is closed
 * once it reads again (`CLOSE_FELL_BEHIND`) so that it reconnects and fetches every view
 * afresh. A connection that stays over the bound while `droppedBytes` more are dropped is cut
 * off.
 */
export class Outbox {
  private waitingView: string | null = null
  private readonly held: string[] = []
  private heldBytes = 0
  private missedUpdate = false
  private droppedSinceDrain = 0
  private gaveUp = false
  private readonly counts: Omit<OutboxStats, 'bufferedBytes' | 'heldBytes'> = { peakBufferedBytes: 0, droppedMessages: 0, droppedBytes: 0 }
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
    // An update goes after those held before it, never past them.
    if (this.ws.bufferedAmount > this.limits.bufferBytes || (kind === 'update' && this.held.length > 0)) return this.hold(text, kind)
    this.write(text)
  }

  stats(): OutboxStats {
    return { ...this.counts, bufferedBytes: this.ws.bufferedAmount, heldBytes: this.heldBytes }
  }

  /** Stops listening to the socket: nothing is kept once the connection is gone. */
  dispose(): void {
    this.socket.removeListener('drain', this.onDrain)
    this.waitingView = null
    this.held.length = 0
    this.heldBytes = 0
  }

  private write(text: string): void {
    this.ws.send(text)
    this.counts.peakBufferedBytes = Math.max(this.counts.peakBufferedBytes, this.ws.bufferedAmount)
  }

  private hold(text: string, kind: 'view' | 'update'): void {
    const bytes = Buffer.byteLength(text)
    if (kind === 'view') {
      if (this.waitingView !== null) this.count(this.waitingView)
      this.waitingView = text
    } else if (!this.missedUpdate && this.heldBytes + bytes <= this.limits.heldBytes) {
      this.held.push(text)
      this.heldBytes += bytes
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
    while (this.held.length > 0 && this.ws.bufferedAmount <= this.limits.bufferBytes) {
      const text = this.held.shift()!
      this.heldBytes -= Buffer.byteLength(text)
      this.write(text)
    }
    // What still waits goes at the next drain, the view after it.
    if (this.held.length > 0) return
    const view = this.waitingView
    this.waitingView = null
    if (view !== null) this.send(view, 'view')
  }

  private stop(why: 'not reading' | 'fell behind'): void {
    this.gaveUp = true
    this.waitingView = null
    this.held.length = 0
    this.heldBytes = 0
    this.giveUp(why)
    // A page that reads again hears why and reconnects; one that does not read is cut off at once.
    if (why === 'fell behind') this.ws.close(CLOSE_FELL_BEHIND, 'fell behind')
    else this.ws.terminate()
  }
}
