/** Where the web host writes what it turned away: one line each, never a stack. */
export type LogLine = (line: string) => void

/** Lines per window before the rest are only counted: a flood of bad connections must not flood the terminal. */
const LINES_PER_WINDOW = 20
const WINDOW_MS = 60_000

/**
 * A log that says each problem in one line and, under a flood, at most LINES_PER_WINDOW lines
 * a minute, then how many it left out.
 */
export function limitedLog(write: LogLine, now: () => number = Date.now): LogLine {
  let windowStart = -Infinity
  let written = 0
  let leftOut = 0
  return (line) => {
    const at = now()
    if (at - windowStart >= WINDOW_MS) {
      if (leftOut > 0) write(`web host: ${leftOut} more problems in the last minute were not shown`)
      windowStart = at
      written = 0
      leftOut = 0
    }
    if (written >= LINES_PER_WINDOW) return void leftOut++
    written++
    write(`web host: ${line.replace(/\s+/g, ' ')}`)
  }
}
