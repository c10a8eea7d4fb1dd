import { closeSync, fdatasyncSync, openSync, writeSync } from 'node:fs'
import { PerformanceObserver } from 'node:perf_hooks'
import type { AppendOnlyLog } from '../../src/main/session/log-file'
import { median, percentile } from './stats'

/** One request from request to answer, split into the session log's durable writes and everything else. */
export interface SplitTiming {
  /** Request to answer, milliseconds. */
  total: number
  /** The write and fdatasync of the appends the request made (`AppendOnlyLog.writes`). */
  durable: number
  /** Everything else the request cost: the host's own work. */
  compute: number
  /** Bytes the request appended to the log. */
  bytes: number
  /** Writes the request made durable one after another (a write and an fdatasync each). */
  syncs: number
  /** When the request started and was answered (`performance.now()`), to find the collections within it. */
  window: [number, number]
}

/** The garbage collections seen so far: when each started and ended. */
const collections: [number, number][] = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collections.push([entry.startTime, entry.startTime + entry.duration])
}).observe({ entryTypes: ['gc'] })

/** Milliseconds of garbage collection within a window (the observer hears of a collection soon after it, not at once). */
function collectedWithin([start, end]: [number, number]): number {
  return collections.reduce((sum, [from, to]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0)
}

/**
 * Times one request and splits it, in the same run, into the durable write the log timed
 * itself and the rest: what the host's own work costs is then seen apart from the disk's
 * weather, which moves the total several times over on a shared machine.
 */
export async function timeSplit(log: AppendOnlyLog, request: () => Promise<void>): Promise<SplitTiming> {
  const before = log.writes
  const start = performance.now()
  await request()
  const end = performance.now()
  const after = log.writes
  const durable = after.ms - before.ms
  return {
    total: end - start,
    durable,
    compute: end - start - durable,
    bytes: after.bytes - before.bytes,
    syncs: after.syncs - before.syncs,
    window: [start, end],
  }
}

/**
 * A bare append-only file: a line of the same size written and fdatasynced, nothing else. Timed
 * between the events, so that both see the same disk, it is what an event's durable write
 * costs at best; the p95 of the event's durable write over its p95 says what the host adds to
 * the disk's wait (a second fdatasync, a rewrite, a write that grows with the log would show).
 */
export class BareAppends {
  private readonly fd: number

  constructor(file: string) {
    this.fd = openSync(file, 'a')
  }

  /** Appends a line of `bytes` bytes durably; the milliseconds the write and fdatasync took. */
  append(bytes: number): number {
    const line = Buffer.alloc(Math.max(1, bytes), 0x61)
    line[line.length - 1] = 0x0a
    const start = performance.now()
    let written = 0
    while (written < line.length) written += writeSync(this.fd, line, written, line.length - written)
    fdatasyncSync(this.fd)
    return performance.now() - start
  }

  close(): void {
    closeSync(this.fd)
  }
}

/** The figures of a window of split timings and the bare appends beside them. */
export function splitFigures(times: readonly SplitTiming[], bare: readonly number[]) {
  const of = (pick: (t: SplitTiming) => number) => times.map(pick)
  const quiet = times.filter((t) => collectedWithin(t.window) === 0)
  return {
    collected: times.length - quiet.length,
    quietComputeP95:
      quiet.length > 0
        ? percentile(
            quiet.map((t) => t.compute),
            0.95,
          )
        : NaN,
    p95: percentile(
      of((t) => t.total),
      0.95,
    ),
    p50: median(of((t) => t.total)),
    max: Math.max(...of((t) => t.total)),
    computeP95: percentile(
      of((t) => t.compute),
      0.95,
    ),
    computeP50: median(of((t) => t.compute)),
    syncsPerEvent: of((t) => t.syncs).reduce((a, b) => a + b, 0) / times.length,
    durableP50: median(of((t) => t.durable)),
    durableP95: percentile(
      of((t) => t.durable),
      0.95,
    ),
    bareP95: percentile(bare, 0.95),
    bareP50: median(bare),
    /** The event's durable write over the bare append: what the host adds to the disk's own wait. */
    ratio:
      percentile(
        of((t) => t.durable),
        0.95,
      ) / percentile(bare, 0.95),
    /** The whole event over the bare append: 1 + the host's work over an fdatasync, which says more of the disk than of the code. */
    totalRatio:
      percentile(
        of((t) => t.total),
        0.95,
      ) / percentile(bare, 0.95),
  }
}

/** One line of figures for the progress output. */
export function describeSplit(figures: ReturnType<typeof splitFigures>): string {
  const ms = (value: number) => value.toFixed(2)
  return (
    `p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)} ms; ` +
    `compute p50 ${ms(figures.computeP50)}, p95 ${ms(figures.computeP95)} ms ` +
    `(${figures.collected} events with a garbage collection; p95 of the others ${ms(figures.quietComputeP95)} ms); ` +
    `durable write p50 ${ms(figures.durableP50)}, p95 ${ms(figures.durableP95)} ms (${figures.syncsPerEvent.toFixed(2)} fdatasyncs an event), bare append p50 ${ms(figures.bareP50)}, p95 ${ms(figures.bareP95)} ms; ` +
    `ratio ${figures.ratio.toFixed(2)} (the whole event over the bare append ${figures.totalRatio.toFixed(2)})`
  )
}
