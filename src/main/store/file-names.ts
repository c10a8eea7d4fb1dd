import { CampaignFileName } from '@shared/ipc/contract'
import { IpcError } from '@shared/ipc/errors'

const MAX_SLUG_LENGTH = 60

/**
 * A file-name stem from a campaign name: lower case ASCII letters, digits and dashes, so the
 * name is safe on every file system ("Rise of the Moon!" gives "rise-of-the-moon").
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '')
  return slug || 'campaign'
}

/** "rise-of-the-moon" from "rise-of-the-moon.json". */
export function stemOf(file: string): string {
  return file.replace(/\.json$/, '')
}

/**
 * Checks that `file` names a campaign file inside the data folder (no folders, no dot files)
 * and returns it; anything else is refused as `invalid_payload`, so no caller can reach a
 * path outside the folder.
 */
export function checkCampaignFileName(file: string): string {
  const result = CampaignFileName.safeParse(file)
  if (!result.success) {
    throw new IpcError('invalid_payload', `"${file}" is not a campaign file name: ${result.error.issues[0]?.message ?? 'invalid'}.`)
  }
  return result.data
}

/** Whether `file` is a name `checkCampaignFileName` accepts. */
export function isCampaignFileName(file: string): boolean {
  return CampaignFileName.safeParse(file).success
}

/** Candidate names for a new campaign: "slug.json", then "slug-2.json", "slug-3.json", ... */
export function numberedNames(slug: string): (attempt: number) => string {
  return (attempt) => (attempt === 1 ? `${slug}.json` : `${slug}-${attempt}.json`)
}

/** Candidate names for a restored backup: "stem-restored-1.json", "stem-restored-2.json", ... */
export function restoredNames(file: string): (attempt: number) => string {
  return (attempt) => `${stemOf(file)}-restored-${attempt}.json`
}
