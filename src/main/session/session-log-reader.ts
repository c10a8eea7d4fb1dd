import { IpcError } from '@shared/ipc/errors'
import { LogEntry } from '@shared/session/entries'
import { whySystemPartsInvalid } from '@shared/session/decide'
import { NewerLogError, upgradeLog } from '@shared/session/migrate'
import { readLogFile, type LogRead } from './log-file'
import { sessionPaths } from './session-files'

/**
 * The entries of a read log, each checked against the entry schema. A line that parses but
 * is not an entry means the file was edited or damaged: nothing is guessed, the GM is told.
 */
export function entriesOf(read: LogRead, file: string): LogEntry[] {
  let lines: unknown[]
  try {
    // Lines written by an older console are read as today's entries; the file is not rewritten.
    lines = upgradeLog(read.lines)
  } catch (error) {
    // A newer console's log says so in its own one sentence: nothing is wrong with it.
    if (error instanceof NewerLogError) throw new IpcError('conflict', error.message)
    throw new IpcError('internal', `The session log ${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`)
  }
  return lines.map((line, i) => {
    const parsed = LogEntry.safeParse(line)
    const problem = parsed.success ? whySystemPartsInvalid(parsed.data) : 'it is not a log entry'
    if (!parsed.success || problem) throw new IpcError('internal', `The session log ${file} has an unreadable entry at line ${i + 1}: ${problem}.`)
    return parsed.data
  })
}

/**
 * An ended session's log, read without opening it for appends (a torn tail is skipped, not
 * cut: the file stays as the session left it).
 */
export async function readSessionLog(dataDir: string, sessionId: string): Promise<LogEntry[]> {
  const file = sessionPaths(dataDir, sessionId).log
  const read = await readLogFile(file).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new IpcError('not_found', `The log of session ${sessionId} is missing (${file}).`)
    throw error
  })
  return entriesOf(read, file)
}
