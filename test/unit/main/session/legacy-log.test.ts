import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Campaign, migrateCampaign } from '@shared/campaign'
import { exportSessionLog, type ExportFormat } from '@shared/log/export'
import { importSessionLog } from '@shared/log/json'
import { exportNamesOf } from '@shared/log/names'
import { LogEntry } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { upgradeLog } from '@shared/session/migrate'
import type { SessionView } from '@shared/session/view'
import { startServices } from '../../../support/services'
import { relicsState } from '../../../support/relics'

/*
 * A session log written before the rule-system seam (schema version 1: Relics of the Moon's
 * "challenge.*" entries), with undone rolls, notes public and private, a hidden Challenge,
 * a Stallion test and recoveries, checked in with the exports that console made of it.
 */
const FIXTURE = new URL('../../../fixtures/session-log-v1/', import.meta.url).pathname
const read = (name: string) => readFile(join(FIXTURE, name), 'utf8')

async function v1Lines(): Promise<unknown[]> {
  return (await read('session.log.jsonl'))
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown)
}

async function replayedFixture(): Promise<SessionLedger> {
  return SessionLedger.replay(upgradeLog(await v1Lines()).map((raw) => LogEntry.parse(raw)))
}

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
})

describe('a session log of the first format (schema version 1)', () => {
  it('is read as today’s neutral entries, seq for seq, with its summaries and undo history', async () => {
    const raws = (await v1Lines()) as { seq: number; summary: string; kind: string }[]
    const ledger = await replayedFixture()
    expect(ledger.all().map((e) => [e.seq, e.summary])).toEqual(raws.map((e) => [e.seq, e.summary]))
    expect(new Set(ledger.all().map((e) => e.kind))).toEqual(
      new Set(['session.started', 'note', 'run.started', 'run.event', 'run.closed', 'undo', 'redo']),
    )
    expect(
      ledger
        .all()
        .filter((e) => e.kind === 'run.event' && e.event.type === 'pool.rolled')
        .some((e) => !ledger.isApplied(e.seq)),
    ).toBe(true)
  })

  it.each([
    ['markdown', 'gm', 'export.gm.md'],
    ['html', 'gm', 'export.gm.html'],
    ['markdown', 'public', 'export.public.md'],
    ['html', 'public', 'export.public.html'],
  ] as const)('exports %s for %s byte for byte as the console that wrote it did', async (format, audience, file) => {
    const campaign = Campaign.parse(migrateCampaign(JSON.parse(await read('campaign.json')) as Record<string, unknown>))
    const exported = exportSessionLog(await replayedFixture(), {
      format: format as ExportFormat,
      audience,
      names: exportNamesOf(campaign),
      timeZone: 'UTC',
    })
    expect(exported.content).toBe(await read(file))
  })

  it('its GM JSON export imports to the same session, undo history included', async () => {
    const imported = importSessionLog(await read('export.gm.json'))
    if (!imported.ok) throw new Error(imported.reason)
    const replayed = await replayedFixture()
    expect(imported.ledger.state).toEqual(replayed.state)
    expect(imported.ledger.timeline).toEqual(replayed.timeline)
  })

  it('resumes in the host where it ended (its old resume point set aside), undoes and redoes, and goes on in today’s format', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gmc-legacy-log-'))
    cleanup = () => rm(dataDir, { recursive: true, force: true })
    const campaign = JSON.parse(await read('campaign.json')) as { sessions: { id: string }[] }
    const sessionId = campaign.sessions[0]!.id
    await mkdir(join(dataDir, 'sessions'))
    await writeFile(join(dataDir, 'campaign.json'), JSON.stringify(campaign))
    await copyFile(join(FIXTURE, 'session.log.jsonl'), join(dataDir, 'sessions', `${sessionId}.log.jsonl`))
    await copyFile(join(FIXTURE, 'session.snapshot.json'), join(dataDir, 'sessions', `${sessionId}.snapshot.json`))
    const replayed = await replayedFixture()

    const first = await startServices({ dataDir })
    try {
      const ledger = first.services.session.ledger!
      expect(ledger.seq).toBe(replayed.seq)
      expect(JSON.parse(JSON.stringify(ledger.state))).toEqual(JSON.parse(JSON.stringify(replayed.state)))
      const undone: SessionView = await first.call('session.undo')
      expect(undone.redo?.label).toBe(replayed.entry(replayed.lastApplied!)!.summary)
      await first.call('session.redo')
      await first.call('session.note', { text: 'Written after the upgrade.', private: false })
    } finally {
      await first.services.close()
    }
    const again = await startServices({ dataDir })
    try {
      const ledger = again.services.session.ledger!
      expect(ledger.seq).toBe(replayed.seq + 3)
      expect(ledger.all().at(-1)).toMatchObject({ kind: 'note', text: 'Written after the upgrade.' })
      expect(relicsState(ledger.state).cohort).toEqual(relicsState(replayed.state).cohort)
    } finally {
      await again.services.close()
    }
  })
})
