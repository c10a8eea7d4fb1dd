import { readdirSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { SessionView } from '../../src/shared/session/view'
import type { PlayerView } from '../../src/shared/views/player-view'
import { sessionPaths } from '../../src/main/session/session-files'
import { startServices } from './services'

/*
 * Golden sessions (docs/history.md): sessions recorded by the console of their time, each
 * kept in its own folder of test/fixtures/golden with the campaign it was played in and what
 * came of it. The recorder (test/golden-sessions) writes them once; the test opens each
 * and compares. Both read and open them here, so they cannot drift apart.
 */

/** Where the golden sessions are kept, one folder each. */
export const GOLDEN_DIR = resolve(import.meta.dirname, '..', 'fixtures', 'golden')

/** The campaign file as the host left it, and the session's log as the host wrote it. */
export const CAMPAIGN_FILE = 'campaign.json'
export const LOG_FILE = 'session.log.jsonl'

/** What came of the session, as `expected/` keeps it: each file's name, and what it holds. */
export const EXPECTED = {
  state: 'state.json',
  gmView: 'gm-view.json',
  playerView: 'player-view.json',
  gmMarkdown: 'export.gm.md',
  gmHtml: 'export.gm.html',
  gmJson: 'export.gm.json',
  publicMarkdown: 'export.public.md',
  publicHtml: 'export.public.html',
  publicJson: 'export.public.json',
} as const
export type Expected = keyof typeof EXPECTED

/** The exports kept, by the file that keeps each. */
export const EXPORTS = [
  ['gmMarkdown', 'markdown', 'gm'],
  ['gmHtml', 'html', 'gm'],
  ['gmJson', 'json', 'gm'],
  ['publicMarkdown', 'markdown', 'public'],
  ['publicHtml', 'html', 'public'],
  ['publicJson', 'json', 'public'],
] as const

/** Exports write times in the host's zone: the files are made and compared in UTC, on any machine. */
export const EXPORT_ZONE = 'UTC'

/** Sets the host's time zone to EXPORT_ZONE for the tests of the file that calls it, and gives the old one back after them. */
export function inExportZone(): void {
  let zone: string | undefined
  beforeAll(() => {
    zone = process.env.TZ
    process.env.TZ = EXPORT_ZONE
  })
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })
}

/** The folders of test/fixtures/golden, each one golden session (read as a test file is collected). */
export function goldenFolders(): string[] {
  return readdirSync(GOLDEN_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** The id of the campaign's unfinished session: the one the host resumes. */
export async function unfinishedSession(folder: string): Promise<string> {
  const campaign = JSON.parse(await readFile(join(folder, CAMPAIGN_FILE), 'utf8')) as { sessions: { id: string; endedAt: string | null }[] }
  const session = campaign.sessions.findLast((s) => s.endedAt === null)
  if (!session) throw new Error(`The campaign of ${folder} has no unfinished session.`)
  return session.id
}

/**
 * A golden session's campaign and log copied into a fresh data folder and opened by the real
 * services, as a GM opens the console: the campaign opens and its unfinished session resumes.
 */
export async function openGolden(folder: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'gmc-golden-'))
  const sessionId = await unfinishedSession(folder)
  await copyFile(join(folder, CAMPAIGN_FILE), join(dataDir, CAMPAIGN_FILE))
  await mkdir(join(dataDir, 'sessions'))
  await copyFile(join(folder, LOG_FILE), sessionPaths(dataDir, sessionId).log)
  return { ...(await startServices({ dataDir })), sessionId }
}

type Opened = Awaited<ReturnType<typeof startServices>>

/** What the players' display shows now, asked for as a display asks. */
export async function playerViewOf(services: Opened['services']): Promise<PlayerView> {
  const answer = await services.request('player', 'player.view', {})
  if (!answer.ok) throw new Error(answer.error.message)
  return answer.result as PlayerView
}

/** JSON as `expected/` keeps it: two-space indents and a last newline. */
export const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/**
 * What a resumed session gives now, file by file as `expected/` keeps it: the replayed state,
 * the GM's session view, the players' view, and every export through the console's own
 * channel. Exports are in the host's time zone: call it from a file that calls `inExportZone`.
 */
export async function whatCameOf({ services, call }: Opened): Promise<Record<Expected, string>> {
  const ledger = services.session.ledger
  if (!ledger) throw new Error('No session was resumed.')
  const out: Partial<Record<Expected, string>> = {
    state: asJson(ledger.state),
    gmView: asJson((await call('session.current')) as SessionView),
    playerView: asJson(await playerViewOf(services)),
  }
  for (const [name, format, audience] of EXPORTS) {
    const file = (await call('session.export', { format, audience })) as { content: string }
    out[name] = file.content
  }
  return out as Record<Expected, string>
}
