import {
  Campaign,
  isValidCampaign,
  CAMPAIGN_SCHEMA_VERSION,
  describeIssues,
  migrateCampaign,
  schemaVersionOf,
  type DataProblem,
  type Migration,
} from '@shared/campaign'
import type { CampaignFileFailure } from '@shared/ipc/errors'
import { locateJsonSyntaxError } from './json-error'
import { campaignShapeHolds, partShapeHolds } from './shape-check'
// A campaign file holds each rule system's data, checked by that system's schema: the store
// registers every built-in system before it checks a file.
import '@shared/systems/registry'

/** Why a campaign file cannot be used, as `CampaignFileFailure` names it. */
export type FailureReason = CampaignFileFailure['reason']

/** What reading a campaign file's text found: a usable campaign, or why not. */
export type Inspection =
  | {
      ok: true
      campaign: Campaign
      /** The schema version the file had when it was migrated on the way in, else null. */
      migratedFrom: number | null
    }
  | {
      ok: false
      reason: FailureReason
      /** Completes the sentence `"<file>" ...`, e.g. `is not valid JSON: ...`. */
      summary: string
      problems: DataProblem[]
      /** The campaign's name if the text says one, so a picker can still show it. */
      name: string | null
    }

type Failure = Extract<Inspection, { ok: false }>

/**
 * Parses, version-checks, migrates (a pure step, nothing is written) and validates the text
 * of a campaign file, including the schema's cross-reference checks.
 */
export function inspectCampaign(text: string, migrations: readonly Migration[]): Inspection {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  if (body.trim() === '') {
    return { ok: false, reason: 'parse', summary: 'is empty', problems: [{ path: '(file)', message: 'the file is empty' }], name: null }
  }
  let document: unknown
  try {
    document = JSON.parse(body)
  } catch (error) {
    return syntaxFailure(body, error)
  }
  const name = nameOf(document)
  const version = schemaVersionOf(document)
  if (version !== null && version > CAMPAIGN_SCHEMA_VERSION) return newerVersion(version, name)
  if (version !== null && version < CAMPAIGN_SCHEMA_VERSION) {
    return migrate(document as Record<string, unknown>, version, migrations, name)
  }
  return validate(document, name, null)
}

function validate(document: unknown, name: string | null, migratedFrom: number | null): Inspection {
  // The fast verdict first: a document valid as it stands is the campaign itself. zod again to
  // say what is wrong, or for its data of a file it takes only once changed (a name trimmed).
  if (isValidCampaign(document, campaignShapeHolds, partShapeHolds)) return { ok: true, campaign: document, migratedFrom }
  const result = Campaign.safeParse(document)
  if (result.success) return { ok: true, campaign: result.data, migratedFrom }
  const problems = describeIssues(result.error.issues, document)
  const first = problems[0]!
  const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : ''
  const where = `${first.path}: ${first.message}${more}`
  if (migratedFrom !== null) {
    return {
      ok: false,
      reason: 'migration',
      summary: `does not validate after migrating from schema version ${migratedFrom}: ${where}`,
      problems,
      name,
    }
  }
  return { ok: false, reason: 'validate', summary: `does not match the campaign format: ${where}`, problems, name }
}

function migrate(document: Record<string, unknown>, version: number, migrations: readonly Migration[], name: string | null): Inspection {
  let migrated: Record<string, unknown>
  try {
    migrated = migrateCampaign(document, migrations)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      reason: 'migration',
      summary: `cannot be migrated from schema version ${version}: ${message}`,
      problems: [{ path: 'schemaVersion', message, expected: String(CAMPAIGN_SCHEMA_VERSION), found: `number ${version}` }],
      name,
    }
  }
  return validate(migrated, nameOf(migrated) ?? name, version)
}

function newerVersion(version: number, name: string | null): Failure {
  return {
    ok: false,
    reason: 'newer_version',
    summary: `was written by a newer version of the console (schema version ${version}; this one reads up to ${CAMPAIGN_SCHEMA_VERSION})`,
    problems: [
      {
        path: 'schemaVersion',
        message: 'written by a newer version of the console',
        expected: `at most ${CAMPAIGN_SCHEMA_VERSION}`,
        found: `number ${version}`,
      },
    ],
    name,
  }
}

/** Why a text that JSON.parse refused is not JSON, at the line and column where it goes wrong. */
export function syntaxFailure(text: string, error: unknown): Failure {
  const located = locateJsonSyntaxError(text)
  if (!located) {
    // Nested deeper than jsonc-parser's recursion goes (or, should it happen, the two parsers
    // disagree): report JSON.parse's own words.
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, reason: 'parse', summary: `is not valid JSON: ${message}`, problems: [{ path: '(file)', message }], name: null }
  }
  const where = `line ${located.line}, column ${located.column}`
  return {
    ok: false,
    reason: 'parse',
    summary: `is not valid JSON: ${located.message} at ${where}`,
    problems: [{ path: where, message: located.message, expected: located.expected, found: located.found }],
    name: null,
  }
}

function nameOf(document: unknown): string | null {
  if (typeof document !== 'object' || document === null) return null
  const name = (document as Record<string, unknown>).name
  return typeof name === 'string' ? name : null
}
