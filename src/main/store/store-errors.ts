import { readFile } from 'node:fs/promises'
import type { DataProblem, Migration } from '@shared/campaign'
import { IpcError, type BackupInfo, type CampaignFileFailure } from '@shared/ipc/errors'
import type { BackupFolder } from './backups'
import { inspectCampaign } from './inspect'

/** What is wrong with a file, as `inspectCampaign` or a failed read reports it. */
export interface FileProblem {
  reason: CampaignFileFailure['reason']
  /** Completes the sentence `"<file>" ...`. */
  summary: string
  problems: DataProblem[]
}

/**
 * The error for a campaign file that cannot be used: one sentence naming the file and what is
 * wrong, the problems, and the campaign's backups (newest first, each checked) so the GM can
 * pick the newest good one.
 */
export async function campaignInvalid(
  file: string,
  problem: FileProblem,
  backups: BackupFolder,
  migrations: readonly Migration[],
): Promise<IpcError> {
  const campaignFile: CampaignFileFailure = {
    file,
    reason: problem.reason,
    problems: problem.problems,
    backups: await checkBackups(backups, migrations),
  }
  return new IpcError('campaign_invalid', `"${file}" ${problem.summary}.`, { campaignFile })
}

/** The problem of a file that exists but cannot be read (permissions, a folder, I/O). */
export function unreadable(error: unknown): FileProblem {
  const message = error instanceof Error ? error.message : String(error)
  return { reason: 'unreadable', summary: `cannot be read: ${message}`, problems: [{ path: '(file)', message }] }
}

/** Every backup of a campaign, newest first, with whether it would open. */
export function checkBackups(backups: BackupFolder, migrations: readonly Migration[]): Promise<BackupInfo[]> {
  return checkBackupsWith(backups, (text) => inspectCampaign(text, migrations).ok)
}

/** Every backup of a file, newest first, with whether `opens` takes its text (any file the store keeps backups of). */
export async function checkBackupsWith(backups: BackupFolder, opens: (text: string) => boolean): Promise<BackupInfo[]> {
  const entries = await backups.list().catch(() => [])
  return Promise.all(
    entries.map(async (entry) => {
      const text = await readFile(entry.path, 'utf8').catch(() => null)
      return { file: entry.file, savedAt: entry.savedAt, valid: text !== null && opens(text) }
    }),
  )
}
