import type { BackupFolder } from './backups'

/** Writes to an open campaign take at most one rolling backup per this interval. */
export const BACKUP_INTERVAL_MS = 5 * 60 * 1000

/**
 * The backup taken when a campaign is opened: the file as found, unless the newest rolling
 * backup already holds exactly these bytes (reopening an unchanged file adds nothing).
 */
export async function backupOnOpen(
  backups: BackupFolder,
  contents: string | Buffer,
  at: Date,
  keep: number,
  newestRolling: Promise<Buffer | null> = backups.newestRolling(),
): Promise<void> {
  const newest = await newestRolling
  if (newest?.equals(typeof contents === 'string' ? Buffer.from(contents) : contents)) return
  await backups.writeRolling(contents, at, keep)
}

/**
 * Whether a write at `now` should also take a backup, the last one having been taken at
 * `last`. A clock that went backwards counts as due, so a wrong clock cannot stop backups.
 */
export function isBackupDue(last: Date, now: Date): boolean {
  const elapsed = now.getTime() - last.getTime()
  return elapsed >= BACKUP_INTERVAL_MS || elapsed < 0
}
