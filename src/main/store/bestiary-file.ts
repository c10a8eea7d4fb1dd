import { BESTIARY_FORMAT_VERSION, Bestiary } from '@shared/bestiary'
import { describeIssues, migrateCampaign, schemaVersionOf, type DataProblem, type Migration } from '@shared/campaign'
import { syntaxFailure } from './inspect'
import type { FileProblem } from './store-errors'
// The entries' stat blocks are checked by each system's schema: every built-in system registers first.
import '@shared/systems/registry'

/** What reading the bestiary's text found: the library, or why it cannot be used. */
export type BestiaryInspection = { ok: true; bestiary: Bestiary; migratedFrom: number | null } | ({ ok: false } & FileProblem)

/**
 * Parses, version-checks, migrates (a pure step: nothing is written) and validates the text of
 * the bestiary file, as `inspectCampaign` does a campaign's.
 */
export function inspectBestiary(text: string, migrations: readonly Migration[]): BestiaryInspection {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  if (body.trim() === '') return failure('parse', 'is empty', [{ path: '(file)', message: 'the file is empty' }])
  let document: unknown
  try {
    document = JSON.parse(body)
  } catch (error) {
    const { reason, summary, problems } = syntaxFailure(body, error)
    return { ok: false, reason, summary, problems }
  }
  const version = schemaVersionOf(document)
  if (version !== null && version > BESTIARY_FORMAT_VERSION) {
    const summary = `was written by a newer version of the console (format version ${version}; this one reads up to ${BESTIARY_FORMAT_VERSION})`
    return failure('newer_version', summary, [
      { path: 'schemaVersion', message: 'written by a newer version of the console', found: `number ${version}` },
    ])
  }
  if (version === null || version === BESTIARY_FORMAT_VERSION) return validate(document, null)
  try {
    return validate(migrateCampaign(document as Record<string, unknown>, migrations, BESTIARY_FORMAT_VERSION), version)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return failure('migration', `cannot be migrated from format version ${version}: ${message}`, [{ path: 'schemaVersion', message }])
  }
}

function validate(document: unknown, migratedFrom: number | null): BestiaryInspection {
  const result = Bestiary.safeParse(document)
  if (result.success) return { ok: true, bestiary: result.data, migratedFrom }
  const problems = describeIssues(result.error.issues, document)
  const first = problems[0]!
  const where = `${first.path}: ${first.message}`
  if (migratedFrom !== null) return failure('migration', `does not validate after migrating from format version ${migratedFrom}: ${where}`, problems)
  return failure('validate', `does not match the bestiary format: ${where}`, problems)
}

function failure(reason: FileProblem['reason'], summary: string, problems: DataProblem[]): BestiaryInspection {
  return { ok: false, reason, summary, problems }
}
