/** The value below which `fraction` of the samples fall (nearest rank, as p95s are usually read). */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) throw new RangeError('no samples')
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil(fraction * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

/** The middle sample: one slow run (a GC pause, another process) does not move it. */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Milliseconds `run` takes, `times` times over, after `warmUp` runs left uncounted (JIT). */
export function timeRuns(run: () => unknown, times: number, warmUp = 3): number[] {
  for (let i = 0; i < warmUp; i++) run()
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    run()
    samples.push(performance.now() - start)
  }
  return samples
}
