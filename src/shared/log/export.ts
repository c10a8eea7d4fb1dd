import type { SessionLedger } from '../session/ledger'
import { isoDay } from './clock'
import { sessionHtml, type ExportPicture } from './html'
import { publicSessionJson, sessionLogJson } from './json'
import { sessionMarkdown } from './markdown'
import type { ExportNames } from './names'
import { readableSession, type ExportAudience } from './readable'

/** The export formats: Markdown for note apps, one HTML page, the JSON log. */
export type ExportFormat = 'markdown' | 'html' | 'json'

/** What to export and how: the format, for whom, the campaign's names, the time zone. */
export interface ExportOptions {
  format: ExportFormat
  audience: ExportAudience
  names: ExportNames
  /** The IANA time zone times are written in. */
  timeZone: string
  /** Pictures the HTML export carries inside itself (the players' copy only those they may see); none unless given. */
  pictures?: readonly ExportPicture[]
}

/** An export ready to save: its suggested file name, type and text. */
export interface SessionExport {
  fileName: string
  mimeType: string
  content: string
}

const FILE_TYPES: Record<ExportFormat, { extension: string; mimeType: string }> = {
  markdown: { extension: 'md', mimeType: 'text/markdown;charset=utf-8' },
  html: { extension: 'html', mimeType: 'text/html;charset=utf-8' },
  json: { extension: 'json', mimeType: 'application/json' },
}

/** A name as a file name part: plain letters and digits joined by dashes. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
}

/**
 * The session's part of a file name: its name without the day the name already carries
 * (a session named "Session 2026-01-01" is "session", not the day twice).
 */
function sessionPart(name: string, day: string): string {
  const named = slug(name)
  const withoutDay = day ? slug(named.replace(day, '')) : named
  return withoutDay || 'session'
}

/**
 * Exports a session's log, named `<campaign>-<day>-<session>` (and `-players` for the
 * players' copy). Markdown and HTML tell the story; JSON is the raw, replayable log
 * for the GM and the redacted story for the players. A public export follows the player
 * redaction whatever the format.
 */
export function exportSessionLog(ledger: SessionLedger, options: ExportOptions): SessionExport {
  const { extension, mimeType } = FILE_TYPES[options.format]
  const session = readableSession(ledger, options.names, options.audience)
  const day = session.startedAt ? isoDay(session.startedAt, options.timeZone) : ''
  const base = [slug(options.names.campaign), day, sessionPart(session.name, day), options.audience === 'public' ? 'players' : '']
    .filter(Boolean)
    .join('-')
  const style = { timeZone: options.timeZone }
  const content =
    options.format === 'markdown'
      ? sessionMarkdown(session, style)
      : options.format === 'html'
        ? sessionHtml(session, style, options.pictures)
        : options.audience === 'gm'
          ? sessionLogJson(ledger)
          : publicSessionJson(session)
  return { fileName: `${base}.${extension}`, mimeType, content }
}
