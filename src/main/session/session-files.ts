import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { writeFileDurably } from '../store'
import type { SessionState } from '@shared/session/state'
import type { Timeline } from '@shared/session/timeline'

/** Where a session's files live: beside the campaigns, one log and one snapshot per session. */
export function sessionPaths(dataDir: string, sessionId: string) {
  const folder = join(dataDir, 'sessions')
  return { log: join(folder, `${sessionId}.log.jsonl`), snapshot: join(folder, `${sessionId}.snapshot.json`) }
}

/**
 * The resume point's format. Versions 1 and 2 held states of earlier formats; they are not read
 * (the log is replayed instead, which gives the same state).
 */
export const SNAPSHOT_VERSION = 3

/** A resume point: the state after entry `seq`, whose line ends at byte `offset` of the log. */
export interface SessionSnapshot {
  version: typeof SNAPSHOT_VERSION
  seq: number
  offset: number
  state: SessionState
  /**
   * Each system's format when the state was saved (`RuleSystem.format.version`): a state saved
   * by a console whose systems keep their states in another shape is not used.
   */
  formats: Record<string, number>
  /**
   * Written by earlier builds only. The log says it as well, and it grows with every step,
   * so a resume point that carried it cost more to write the longer the session ran.
   */
  timeline?: Timeline
}

/** Writes the resume point atomically; the log stays the truth if this is lost. */
export async function saveSnapshot(file: string, snapshot: SessionSnapshot): Promise<void> {
  await writeFileDurably(file, JSON.stringify(snapshot))
}

/**
 * The saved resume point, or null when there is none or it cannot be trusted: written by another
 * format, or by systems whose formats (`formats`, as now) differ from those that saved it.
 */
export async function loadSnapshot(file: string, formats: Record<string, number>): Promise<SessionSnapshot | null> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as SessionSnapshot
    if (data.version !== SNAPSHOT_VERSION || !Number.isInteger(data.seq) || !Number.isInteger(data.offset)) return null
    return isDeepStrictEqual(data.formats, formats) ? data : null
  } catch {
    return null
  }
}
