import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSessionLog } from '@shared/log/json'
import { LogEntry } from '@shared/session/entries'
import { upgradeLog } from '@shared/session/migrate'
import { retellSteps } from '@shared/session/retell'
import type { SessionView } from '@shared/session/view'
import {
  asJson,
  EXPECTED,
  EXPORTS,
  GOLDEN_DIR,
  goldenFolders,
  inExportZone,
  LOG_FILE,
  openGolden,
  playerViewOf,
  whatCameOf,
  type Expected,
} from '../../../support/golden-sessions'
import { REWORDINGS, reworded } from './golden-rewordings'

/*
 * The golden sessions (test/fixtures/golden, docs/history.md): for each system a session
 * recorded by the console of its time, kept with the campaign it was played in and what came
 * of it. Each is opened in the real host as a GM opens the console, and everything is compared
 * with what was kept. A change that breaks one needs an upcaster or a kept rule, never a new
 * recording.
 */

const FOLDERS = goldenFolders()

// Exports write times in the host's zone: the kept ones were made in UTC.
inExportZone()

const parsed = (text: string): unknown => JSON.parse(text)

it('keeps a golden session for each of the four systems', () => {
  expect(FOLDERS).toEqual(expect.arrayContaining(['action-points', 'escalation', 'relics', 'zones']))
})

describe.each(FOLDERS)('the golden session “%s”', (folder) => {
  const dir = join(GOLDEN_DIR, folder)
  const kept = (name: Expected) => readFile(join(dir, 'expected', EXPECTED[name]), 'utf8')
  let opened: Awaited<ReturnType<typeof openGolden>>
  let now: Record<Expected, string>

  beforeAll(async () => {
    opened = await openGolden(dir)
    now = await whatCameOf(opened)
  })
  afterAll(async () => {
    await opened?.services.close()
    await opened?.cleanup()
  })

  it('opens with its campaign, and its unfinished session resumes where its log ends', async () => {
    const lines = (await readFile(join(dir, LOG_FILE), 'utf8')).trimEnd().split('\n')
    const ledger = opened.services.session.ledger
    expect(ledger?.state.sessionId).toBe(opened.sessionId)
    expect(ledger?.seq).toBe(lines.length)
  })

  // The state and the views hold everything kept, as it was; a later console may add to them
  // (a new field of a view), which changes no history.
  it('replays to the state it was kept with', async () => {
    expect(parsed(now.state)).toMatchObject(parsed(await kept('state')) as object)
  })

  it('shows the GM and the players what they were shown when it was kept', async () => {
    expect(parsed(now.gmView)).toMatchObject(parsed(await kept('gmView')) as object)
    expect(parsed(now.playerView)).toMatchObject(parsed(await kept('playerView')) as object)
  })

  it.each(EXPORTS.filter(([, format]) => format !== 'json').map(([name]) => [EXPECTED[name], name] as const))(
    'exports %s byte for byte as it did',
    async (_file, name) => {
      expect(now[name]).toBe(await kept(name))
    },
  )

  // A later console may raise the JSON exports' schemaVersion (the log's format): the story
  // they tell must not change, so they are compared without it.
  const withoutVersion = (text: string) => ({ ...(parsed(text) as object), schemaVersion: null })

  it('exports the players’ JSON with what it held', async () => {
    expect(withoutVersion(now.publicJson)).toEqual(withoutVersion(await kept('publicJson')))
  })

  // The GM's JSON is the raw log: a later console writes its entries in its own format (upcast
  // as they are read), so the kept export is compared as that console reads it.

  it('its GM JSON export, kept and made now, imports back to the same session and holds the same entries', async () => {
    const ledger = opened.services.session.ledger!
    const state = parsed(asJson(ledger.state))
    for (const file of [now.gmJson, await kept('gmJson')]) {
      const imported = importSessionLog(file)
      if (!imported.ok) throw new Error(imported.reason)
      expect(parsed(asJson(imported.ledger.state))).toEqual(state)
      expect(imported.ledger.timeline).toEqual(ledger.timeline)
    }
    const keptRead = importSessionLog(await kept('gmJson'))
    if (!keptRead.ok) throw new Error(keptRead.reason)
    const { entries, session } = parsed(now.gmJson) as { entries: unknown[]; session: unknown }
    expect(entries).toEqual(parsed(asJson(keptRead.ledger.all())))
    expect(session).toEqual(keptRead.file.session)
  })

  // Only the GM's lines are told again: who may read a step (and the players' line) follows
  // what the GM had revealed when it was made, which the campaign as it is now no longer says
  // (the Relics Challenge was hidden for its first steps). A run's start is told from the
  // campaign item it plays, as it was then.
  it('tells each of its steps again with today’s rules as the log tells it: the same dice give the same outcomes', async () => {
    const raw = (await readFile(join(dir, LOG_FILE), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => parsed(line))
    const entries = upgradeLog(raw).map((entry) => LogEntry.parse(entry))
    const retold = retellSteps(entries, { campaign: opened.services.campaigns.require().data })
    expect(retold.length).toBeGreaterThan(10)
    const differ = retold.filter((step) => !('summary' in step.retold) || step.retold.summary !== step.recorded)
    // Only a rewording listed word for word may differ: the words changed, not the outcome.
    expect(differ.filter((step) => !reworded(folder, step))).toEqual([])
    // And every rewording listed still is one (a line told as it was kept needs none).
    expect(REWORDINGS.filter((r) => r.folder === folder).map((r) => r.seq)).toEqual(differ.map((step) => step.seq))
  })

  it('goes on in the host: an undo and a redo, then the session ends', async () => {
    const again = await openGolden(dir)
    try {
      const ledger = again.services.session.ledger!
      const seq = ledger.seq
      const before = parsed(asJson(ledger.state))
      const undone = await again.call('session.undo')
      expect((undone as SessionView).redo).not.toBeNull()
      await again.call('session.redo')
      expect(parsed(asJson(again.services.session.ledger!.state))).toEqual(before)
      expect(again.services.session.ledger!.seq).toBeGreaterThan(seq)
      expect((await playerViewOf(again.services)).campaignName).toBe(again.services.campaigns.require().data.name)
      await again.call('session.end')
      expect(again.services.session.ledger).toBeNull()
      const record = again.services.campaigns.require().data.sessions.find((s) => s.id === again.sessionId)
      expect(record?.endedAt).not.toBeNull()
    } finally {
      await again.services.close()
      await again.cleanup()
    }
  })
})
