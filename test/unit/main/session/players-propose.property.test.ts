import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seededSource } from '@shared/dice'
import { SessionLedger } from '@shared/session/ledger'
import { systemState } from '@shared/session/state'
import type { RelicsState } from '@shared/systems/relics'
import { HeadlessSession } from '../../../../src/main/session/headless-session'
import { demoCampaign } from '../player/session-script'

const A = 'pc-ixa'
const B = 'pc-vell'
const HAGGLE = { sceneId: 'scene-glass-market', eventId: 'event-the-deal', challengeId: 'challenge-haggle' }
/** Every pick a device could send: A's own traits, B's, another PC's Agony, and nonsense. */
const PICKS = [
  'trait:trait-scrap-savant',
  'trait:trait-steady-hands',
  'trait:trait-silver-tongue',
  'trait:trait-reckless',
  'agony:agony-dax-1',
  'trait:trait-moonlit-instinct',
  'nonsense',
]

type Move = { kind: 'propose'; picks: string[] } | { kind: 'confirm' } | { kind: 'decline' } | { kind: 'undo' } | { kind: 'gm'; what: 'next' }

const move: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ kind: fc.constant('propose' as const), picks: fc.subarray(PICKS) }),
  fc.constant<Move>({ kind: 'confirm' }),
  fc.constant<Move>({ kind: 'decline' }),
  fc.constant<Move>({ kind: 'undo' }),
  fc.constant<Move>({ kind: 'gm', what: 'next' }),
)

/** What is PC B's own in the session: their Cohort record and every trait of theirs in play. */
function ownOf(session: HeadlessSession, pc: string) {
  const relics = systemState(session.ledger.state, 'relics') as RelicsState
  const context = relics.challenge!.snapshot.context
  return {
    cohort: relics.cohort.characters[pc],
    inChallenge: context.cohort.find((p) => p.id === pc),
    activations: context.current.activations.filter((a) => a.pcId === pc),
  }
}

describe('proposals from one PC’s device (step 1, Set the Action)', () => {
  it('no sequence of proposals from PC A, confirmed, declined or undone, changes PC B’s own state; the log replays exactly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(move, { maxLength: 12 }), async (moves) => {
        const session = HeadlessSession.start(demoCampaign(), { dice: seededSource(3), players: false })
        await session.play({ kind: 'start', system: 'relics', request: HAGGLE })
        await session.allowPlayers(true)
        const before = ownOf(session, B)
        // The GM's own setup stays: undo takes back only what came after it.
        const setup = session.ledger.seq
        for (const next of moves) {
          const waiting = session.gmView().proposals.find((p) => p.pc.id === A)
          if (next.kind === 'propose') await session.proposeAsPlayer(A, 'relics', { picks: next.picks })
          else if ((next.kind === 'confirm' || next.kind === 'decline') && waiting) await session.answerProposal(waiting.seq, next.kind === 'confirm')
          else if (next.kind === 'undo' && session.ledger.lastApplied! > setup) await session.play({ kind: 'undo' })
          else if (next.kind === 'gm') await session.play({ kind: 'act', system: 'relics', action: { type: 'cohort.chooseLeader', pcId: A } })
          expect(ownOf(session, B)).toEqual(before)
          // Whatever was taken from A's device is marked as A's.
          for (const entry of session.entries()) if (entry.player !== undefined) expect(entry.player).toBe(A)
        }
        expect(SessionLedger.replay(session.entries()).state).toEqual(session.ledger.state)
      }),
      { numRuns: 25 },
    )
  })
})
