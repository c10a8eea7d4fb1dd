import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestResult } from '@shared/ipc/contract'
import { exportSessionLog } from '@shared/log/export'
import { exportNamesOf } from '@shared/log/names'
import type { SessionView } from '@shared/session/view'
import { SessionLogService } from '../../../../src/main/session/export-service'
import { playFixedSession } from '../../shared/log/support/scripted-session'
import { loggedEvents, relicsView } from '../../../support/relics'

type Lines = RequestResult<'session.log'>

let session: Awaited<ReturnType<typeof playFixedSession>>
const call = (channel: string, payload: unknown = {}) => session.call(channel, payload)
const failure = (channel: string, payload: unknown) =>
  call(channel, payload).then(
    () => null,
    (error: { shape: unknown }) => error.shape,
  )

beforeAll(async () => {
  session = await playFixedSession()
  // The closing note undone: it stays in the log, marked.
  await call('session.undo')
})
afterAll(async () => {
  await session.services.close()
  await session.cleanup()
})

describe('session.log', () => {
  it('lists every entry in order, the undone one marked, for the running session', async () => {
    const { sessionId, lines }: Lines = await call('session.log')
    expect(sessionId).toBe(session.sessionId)
    expect(lines.map((l) => l.seq)).toEqual(Array.from({ length: session.ledger.seq }, (_, i) => i + 1))
    expect(lines.filter((l) => l.undone).map((l) => l.kind)).toEqual(['note'])
    expect(lines.at(-1)).toMatchObject({ kind: 'undo', visibility: 'private', undone: false })
  })

  it('filters by kind, Challenge, scene and words', async () => {
    const rolls: Lines = await call('session.log', { kinds: ['pool.rolled'] })
    expect(rolls.lines.length).toBeGreaterThan(3)
    expect(rolls.lines.every((l) => /^Rolled /.test(l.summary))).toBe(true)

    const dunes: Lines = await call('session.log', { item: 'challenge-dune-crossing' })
    expect(dunes.lines[0]).toMatchObject({ kind: 'run.started', system: 'relics', summary: expect.stringContaining('Cross the Shifting Dunes') })
    expect(dunes.lines.at(-1)).toMatchObject({ kind: 'run.closed', system: 'relics' })
    expect(dunes.lines.every((l) => l.visibility === 'private')).toBe(true)

    const scene: Lines = await call('session.log', { sceneId: 'scene-glass-market', kinds: ['note', 'gm.noteAction'] })
    expect(scene.lines.map((l) => l.summary)).toContain('Round 1: Oskar grumbles, but the price comes down.')
    expect(scene.lines.map((l) => l.summary)).not.toContain(
      'The Cohort reaches the market at dusk.\n\nLanterns sway over the stalls; Oskar waves them over.',
    )

    const words: Lines = await call('session.log', { text: 'EMBER thread' })
    expect(words.lines.map((l) => l.summary)).toEqual(['Oskar knows where the Ember Thread came from.'])
  })
})

describe('session.stateAt', () => {
  it('shows the session as it stood right after an entry, dice and step included, read-only', async () => {
    const { entry: firstRoll, event } = loggedEvents(session.ledger.all(), 'pool.rolled')[0]!
    const values = event.values
    const past: SessionView = await call('session.stateAt', { seq: firstRoll.seq })
    expect(relicsView(past).challenge?.step?.key).toBe('rollRemainingDice')
    expect(relicsView(past).challenge?.pool?.dice?.map((d) => d.rolled)).toEqual(values)
    expect(past.session.entries).toBe(firstRoll.seq)
    // The running session is untouched.
    expect(session.services.session.ledger!.seq).toBe(session.ledger.seq)
    expect(((await call('session.current')) as SessionView).session.entries).toBe(session.ledger.seq)
  })

  it('says when there is no such entry', async () => {
    expect(await failure('session.stateAt', { seq: session.ledger.seq + 1 })).toMatchObject({ code: 'not_found' })
  })
})

describe('session.export', () => {
  it('returns the content for a download in the web host, the same as the pure exporter', async () => {
    const result: RequestResult<'session.export'> = await call('session.export', { format: 'markdown', audience: 'public' })
    const names = exportNamesOf(session.services.campaigns.require().data)
    const expected = exportSessionLog(session.ledger, {
      format: 'markdown',
      audience: 'public',
      names,
      timeZone: session.services.sessionLog.timeZone,
    })
    expect(result).toEqual({ fileName: expected.fileName, mimeType: 'text/markdown;charset=utf-8', content: expected.content, savedTo: null })
  })

  it('in the desktop app hands the content to the save dialog and returns where it went', async () => {
    const saved: { name: string; content: string }[] = []
    const desktop = new SessionLogService(session.services.session, session.services.campaigns, session.dataDir, async (name, content) => {
      saved.push({ name, content })
      return `/home/gm/${name}`
    })
    const result = await desktop.export({ format: 'json', audience: 'gm' })
    expect(result).toMatchObject({ content: null, savedTo: `/home/gm/${saved[0]!.name}`, mimeType: 'application/json' })
    expect(JSON.parse(saved[0]!.content).entries).toHaveLength(session.ledger.seq)
    const cancelled = new SessionLogService(session.services.session, session.services.campaigns, session.dataDir, async () => null)
    expect(await cancelled.export({ format: 'html', audience: 'gm' })).toMatchObject({ content: null, savedTo: null })
  })
})

describe('ended sessions', () => {
  it('are read from disk by id, and the latest is shown when none is running', async () => {
    const running: Lines = await call('session.log')
    const gmJson: RequestResult<'session.export'> = await call('session.export', { format: 'json', audience: 'gm' })
    await call('session.end')
    const sessions = session.services.campaigns.require().data.sessions
    expect(sessions.at(-1)).toMatchObject({ id: session.sessionId, endedAt: expect.any(String) })

    expect(await call('session.log', { sessionId: session.sessionId })).toEqual(running)
    expect(await call('session.log')).toEqual(running)
    expect(await call('session.export', { sessionId: session.sessionId, format: 'json', audience: 'gm' })).toEqual(gmJson)

    await call('session.start', { name: 'The next night' })
    const next: Lines = await call('session.log')
    expect(next.sessionId).not.toBe(session.sessionId)
    expect(next.lines).toHaveLength(1)
    expect(await call('session.log', { sessionId: session.sessionId })).toEqual(running)
    const past: SessionView = await call('session.stateAt', { sessionId: session.sessionId, seq: 3 })
    expect(past.session).toMatchObject({ id: session.sessionId, entries: 3 })
  })

  it('refuses a session the campaign does not have', async () => {
    expect(await failure('session.log', { sessionId: 'session-nowhere' })).toMatchObject({ code: 'not_found' })
    expect(await failure('session.export', { sessionId: 'session-nowhere', format: 'markdown', audience: 'gm' })).toMatchObject({ code: 'not_found' })
  })
})
