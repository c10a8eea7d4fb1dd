/**
 * The bench protocol: stdout carries only metric lines, one JSON object each, so that
 * `npm run bench | jq` and CI collectors can read it; anything for people goes to stderr.
 */
export interface Metric {
  metric: string
  value: number
  unit: string
}

/** Prints one metric line on stdout. */
export function report(metric: string, value: number, unit: string): void {
  const line: Metric = { metric, value: Number(value.toPrecision(4)), unit }
  process.stdout.write(`${JSON.stringify(line)}\n`)
}

/** Progress for whoever watches the run: stderr, never stdout. */
export function progress(message: string): void {
  process.stderr.write(`  ${message}\n`)
}

/** Runs a benchmark's body; a failure is printed on stderr and fails the process. */
export function runBench(body: () => Promise<void>): void {
  body().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exitCode = 1
  })
}
