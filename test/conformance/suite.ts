import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import { exportSessionLog, type ExportFormat } from '@shared/log/export'
import { importSessionLog, sessionLogJson } from '@shared/log/json'
import { exportNamesOf } from '@shared/log/names'
import { isAutomatic } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { applyEntry, startState } from '@shared/session/state'
import { PlayerView } from '@shared/views/player-view'
import { seededSource } from '@shared/dice'
import { HeadlessSession, type SessionMove } from '../../src/main/session/headless-session'
import { MARK, type ConformanceKit } from './kit'
import { hiddenMarksProperty } from './hidden-marks'

/**
 * One generated choice: which move, whether to prefer one that moves the session on, whether
 * the GM lets the steps with nothing to decide pass by themselves after it, or a bookkeeping step.
 */
const choice = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), forward: fc.boolean(), passSteps: fc.boolean() }), weight: 12 },
  { arbitrary: fc.constant({ kind: 'undo' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'redo' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('note' as const), private: fc.boolean() }), weight: 1 },
)
type Choice = typeof choice extends fc.Arbitrary<infer C> ? C : never

const script = fc.array(choice, { minLength: 5, maxLength: 45 })

function moveFor(kit: ConformanceKit, session: HeadlessSession, pick: Choice): SessionMove | null {
  if (pick.kind === 'undo' || pick.kind === 'redo') return { kind: pick.kind }
  if (pick.kind === 'note') return { kind: 'note', private: pick.private, text: pick.private ? `${MARK} a private aside` : 'The story goes on.' }
  const moves = kit.moves(session.ledger.state, session.campaign)
  const forward = pick.forward ? moves.filter((m) => kit.isProgress(m)) : []
  const from = forward.length ? forward : moves
  const move = from.length ? from[pick.pick % from.length]! : null
  return move?.kind === 'act' || move?.kind === 'roll' ? { ...move, passSteps: pick.passSteps } : move
}

/**
 * The applied entries left after `decisions` undos: each takes back the latest step with the
 * console's own steps after it (`auto`). Counted from the entries themselves, not the ledger's
 * groups, so a wrong group shows.
 */
function afterUndos(ledger: SessionLedger, decisions: number): number[] {
  const applied = ledger.timeline.applied
  let end = applied.length
  for (let n = 0; n < decisions && end > 0; n++) {
    while (end > 0 && isAutomatic(ledger.entry(applied[end - 1]!))) end -= 1
    if (end > 0) end -= 1
  }
  return applied.slice(0, end)
}

/** How many decisions (a GM's step with the console's own after it) the applied entries hold. */
function decisionsIn(ledger: SessionLedger): number {
  return ledger.timeline.applied.filter((seq) => !isAutomatic(ledger.entry(seq))).length
}

/** The session's state as plain JSON, to compare what replay and undo rebuild. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown

/**
 * Plays a generated session, checking at every move what must hold at every move: a refusal
 * changes nothing and says why in words, and the player view holds no secret and no field
 * its system's schema does not list.
 */
async function play(kit: ConformanceKit, campaign: Campaign, picks: readonly Choice[], seed: number): Promise<HeadlessSession> {
  const session = HeadlessSession.start(campaign, { dice: seededSource(seed) })
  for (const pick of picks) {
    const move = moveFor(kit, session, pick)
    if (!move) continue
    const before = { seq: session.ledger.seq, state: plain(session.ledger.state) }
    const outcome = await session.play(move)
    if (!outcome.ok) {
      expect(outcome.code, `${JSON.stringify(move)} was refused as ${outcome.code}: ${outcome.reason}`).toBe('rule_refused')
      expect(outcome.reason.trim().length).toBeGreaterThan(3)
      expect({ seq: session.ledger.seq, state: plain(session.ledger.state) }).toEqual(before)
    }
    expectPlayerViewClean(kit, session.playerView())
  }
  return session
}

function expectPlayerViewClean(kit: ConformanceKit, view: PlayerView): void {
  const frame = JSON.stringify(PlayerView.parse(view))
  expect(frame).not.toContain(MARK)
  for (const part of view.parts.filter((p) => p.system === kit.system.id)) kit.system.playerPartSchema.parse(part.part)
}

function replayed(ledger: SessionLedger): SessionLedger {
  return SessionLedger.replay(ledger.all())
}

/**
 * The conformance suite every rule system joins with one line: replay equals live, undo and
 * redo are exact, every entry reads in words for the GM and the players, no secret reaches
 * a display or a player copy, the JSON export comes back as the same session, a refused step
 * changes nothing and says why, and no client may hand in dice. A combat system's kit gives
 * its fights too: a new one shows everyone but those its encounter marks hidden, until they are
 * revealed or their first turn comes.
 */
export function conformance(kit: ConformanceKit, options: { runs?: number } = {}): void {
  const runs = options.runs ?? 20
  const property = (body: (session: HeadlessSession) => void | Promise<void>) =>
    fc.assert(
      fc.asyncProperty(kit.campaign, script, fc.nat(), async (campaign, picks, seed) => {
        kit.register?.()
        await body(await play(kit, campaign, picks, seed))
      }),
      { numRuns: runs },
    )

  describe(`${kit.system.name} (${kit.system.id}) conforms to the rule-system seam`, () => {
    it('a refused step changes nothing and says why; the player view holds no secret after any step', async () => {
      await property(() => undefined)
    })

    it('replaying the log gives the live state and undo history', async () => {
      await property((session) => {
        const again = replayed(session.ledger)
        expect(plain(again.state)).toEqual(plain(session.ledger.state))
        expect(again.timeline).toEqual(session.ledger.timeline)
      })
    })

    it('undo k times then redo k times is the identity; undo k equals replaying the applied entries before the last k decisions', async () => {
      await property(async (session) => {
        const k = Math.min(decisionsIn(session.ledger), 4)
        const left = afterUndos(session.ledger, k)
        const live = plain(session.ledger.state)
        for (let i = 0; i < k; i++) expect(await session.play({ kind: 'undo' })).toEqual({ ok: true })
        expect(session.ledger.timeline.applied).toEqual(left)
        const first = session.ledger.entry(1)
        if (first?.kind !== 'session.started') throw new Error('a log starts with its session')
        const folded = left.reduce((state, seq) => applyEntry(state, session.ledger.entry(seq)!), startState(first))
        expect(plain(session.ledger.state)).toEqual(plain(folded))
        for (let i = 0; i < k; i++) expect(await session.play({ kind: 'redo' })).toEqual({ ok: true })
        expect(plain(session.ledger.state)).toEqual(live)
      })
    })

    it('every entry reads in words, for the GM and for the players', async () => {
      await property((session) => {
        for (const entry of session.ledger.all()) {
          expect(entry.summary.trim(), `entry #${entry.seq} (${entry.kind}) has no words for the GM`).not.toBe('')
          expect((entry.playerSummary ?? entry.summary).trim(), `entry #${entry.seq} has no words for the players`).not.toBe('')
        }
      })
    })

    it('no secret reaches a player copy of the log, in any format', async () => {
      await property((session) => {
        const names = exportNamesOf(session.campaign)
        for (const format of ['markdown', 'html', 'json'] as ExportFormat[])
          expect(exportSessionLog(session.ledger, { format, audience: 'public', names, timeZone: 'UTC' }).content).not.toContain(MARK)
      })
    })

    it('the JSON export imports back to the same session', async () => {
      await property((session) => {
        const imported = importSessionLog(sessionLogJson(session.ledger))
        if (!imported.ok) throw new Error(imported.reason)
        expect(plain(imported.ledger.state)).toEqual(plain(session.ledger.state))
        expect(imported.ledger.timeline).toEqual(session.ledger.timeline)
      })
    })

    const { fights } = kit
    if (fights) hiddenMarksProperty({ ...kit, fights }, runs)

    it('no client hands in dice or an outcome: every logged host event sent back is refused and logs nothing', async () => {
      await property(async (session) => {
        const hostEvents = session.ledger
          .all()
          .flatMap((e) => (e.kind === 'run.event' && e.system === kit.system.id && kit.system.hostEvents.includes(e.event.type) ? [e.event] : []))
        for (const event of hostEvents) {
          const seq = session.ledger.seq
          const outcome = await session.play({ kind: 'act', system: kit.system.id, action: event })
          expect(outcome).toMatchObject({ ok: false, code: 'rule_refused', reason: expect.stringContaining('only the console') })
          expect(session.ledger.seq).toBe(seq)
        }
      })
    })
  })
}
