import type { Campaign } from '@shared/campaign'
import type { SessionState } from '@shared/session/state'
import { challengeView, relicsSystem, type ChallengeView, type RelicsState } from '@shared/systems/relics'
import { relicsHost } from '../../../src/main/systems/relics'
import { secretCampaign } from '../../unit/main/player/secret-campaign'
import { MARK, type ConformanceKit } from '../kit'
import type { SessionMove } from '../../../src/main/session/headless-session'

const SYSTEM = relicsSystem.id
const act = (action: unknown): SessionMove => ({ kind: 'act', system: SYSTEM, action })

/** Any Challenge of the campaign, and every part split off one that waits in its Event (RG2). */
function starts(relics: RelicsState, campaign: Campaign): SessionMove[] {
  return campaign.scenes.flatMap((scene) =>
    scene.events.flatMap((event) => [
      ...event.challenges.map((c): SessionMove => ({
        kind: 'start',
        system: SYSTEM,
        request: { sceneId: scene.id, eventId: event.id, challengeId: c.id },
      })),
      ...(relics.splits?.[event.id] ?? []).map((part): SessionMove => ({
        kind: 'start',
        system: SYSTEM,
        request: { sceneId: scene.id, eventId: event.id, challengeId: part.challengeId, part: part.id },
      })),
    ]),
  )
}

/**
 * What the view's sample events leave out: a split whose part's name is a secret while the
 * Challenge is hidden (RG2), and a Stress share that says who decided it (RG5).
 */
function moreMoves(view: ChallengeView, revealed: boolean): SessionMove[] {
  const { rating } = view.challenge
  const resolved = view.resolved.dice
  const share = view.actions.find((a) => a.type === 'stress.distribute')?.event
  if (view.step?.key === 'huddle') {
    const part = Math.max(1, Math.ceil(rating / 2))
    return [
      act({ type: 'gm.splitChallenge', name: revealed ? 'The flank' : `${MARK} flank`, rating: part, resolvedDice: Math.min(resolved, part - 1) }),
    ]
  }
  return share ? [act({ ...share, decidedBy: 'leader' }), act({ ...share, decidedBy: 'consensus' })] : []
}

/**
 * What the GM could do in Relics of the Moon where the session stands: any Challenge of the
 * campaign (or part split off one) to start, the runner's actions (traits fired at their
 * moment, splits, who rolls among them), the roll, closing, recovery.
 */
function moves(state: SessionState, campaign: Campaign): SessionMove[] {
  const relics = state.systems[SYSTEM] as RelicsState
  const running = relics.challenge
  if (!running) {
    const recovery: SessionMove[] = relics.recoveryRoll
      ? [act({ type: 'recovery.share', method: 'test', allocations: {}, extendedDowntime: false })]
      : [
          { kind: 'roll', system: SYSTEM, roll: { type: 'stallionTest', dice: 3 } },
          act({ type: 'recovery.share', method: 'none', allocations: {}, extendedDowntime: true }),
        ]
    return [...starts(relics, campaign), ...recovery]
  }
  const view = challengeView(running.snapshot)
  if (!view.step) return [{ kind: 'close' }]
  const revealed = campaign.scenes.some((s) => s.events.some((e) => e.challenges.some((c) => c.id === running.challengeId && c.revealed)))
  // Disabled actions too: the rules must refuse them without a trace.
  return [
    ...view.actions.map((action): SessionMove =>
      marked(action.type === 'pool.rolled' ? { kind: 'roll', system: SYSTEM, roll: { type: 'pool' } } : act(action.event), pushesOn(view, action)),
    ),
    ...moreMoves(view, revealed),
  ]
}

/**
 * Moves that carry a Challenge on where it stands: the next step, and what a step waits for
 * before it (the first leader, the Simple modifiers placed, the Stress shared, the Disaster's
 * trait), and a trait that may fire now, so generated sessions reach steps 5, 7 and 9 and
 * fire traits at their moment (RG3). Marked as `moves` makes them.
 */
const forward = new WeakSet<SessionMove>()
const UNBLOCKING: ReadonlySet<string> = new Set(['step.next', 'pool.rolled', 'pool.applySuggestion', 'stress.distribute', 'gm.createDisasterTrait'])

function pushesOn(view: ChallengeView, action: ChallengeView['actions'][number]): boolean {
  if (!action.allowed) return false
  if (action.type === 'cohort.chooseLeader') return view.leader === null
  return UNBLOCKING.has(action.type) || action.type === 'cohort.fireTrait' || action.type === 'gm.fireChallengeTrait'
}

const marked = (move: SessionMove, on: boolean): SessionMove => {
  if (on) forward.add(move)
  return move
}

/** Relics of the Moon in the conformance suite, on random campaigns with secrets in every hidden field. */
export const relicsKit: ConformanceKit = {
  system: relicsSystem,
  host: relicsHost,
  campaign: secretCampaign,
  moves,
  isProgress: (move) => move.kind === 'start' || move.kind === 'close' || forward.has(move),
}
