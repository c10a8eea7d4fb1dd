/**
 * Runs changes to a session one at a time, in the order they came. A change is answered only
 * once its entries are on disk, and the next must be worked out from the session as that one
 * left it (or as it was, if its write failed), never from a step still being written.
 */
export class OneAtATime {
  private last: Promise<unknown> = Promise.resolve()

  /** Runs `work` once every change before it is over; its answer or error is the caller's. */
  run<T>(work: () => T | Promise<T>): Promise<T> {
    const turn = this.last.then(work)
    this.last = turn.catch(() => undefined)
    return turn
  }
}
