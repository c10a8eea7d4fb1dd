import type { Campaign } from '@shared/campaign'
import type { SessionState } from '@shared/session/state'
import { challengeView, relicsSystem, type RelicsState } from '@shared/systems/relics'
import { relicsHost } from '../../../src/main/systems/relics'
import { secretCampaign } from '../../unit/main/player/secret-campaign'
import type { ConformanceKit } from '../kit'
import type { SessionMove } from '../memory-session'

const SYSTEM = relicsSystem.id

/** What the GM could do in Relics of the Moon where the session stands: any Challenge of the campaign to start, the runner's actions, the roll, closing, recovery. */
function moves(state: SessionState, campaign: Campaign): SessionMove[] {
  const relics = state.systems[SYSTEM] as RelicsState
  const running = relics.challenge
  if (!running) {
    const starts = campaign.scenes.flatMap((scene) =>
      scene.events.flatMap((event) =>
        event.challenges.map((c): SessionMove => ({
          kind: 'start',
          system: SYSTEM,
          request: { sceneId: scene.id, eventId: event.id, challengeId: c.id },
        })),
      ),
    )
    const recovery: SessionMove[] = relics.recoveryRoll
      ? [{ kind: 'act', system: SYSTEM, action: { type: 'recovery.share', method: 'test', allocations: {}, extendedDowntime: false } }]
      : [
          { kind: 'roll', system: SYSTEM, roll: { type: 'stallionTest', dice: 3 } },
          { kind: 'act', system: SYSTEM, action: { type: 'recovery.share', method: 'none', allocations: {}, extendedDowntime: true } },
        ]
    return [...starts, ...recovery]
  }
  const view = challengeView(running.snapshot)
  if (!view.step) return [{ kind: 'close' }]
  // Disabled actions too: the rules must refuse them without a trace.
  return view.actions.map((action): SessionMove =>
    action.type === 'pool.rolled' ? { kind: 'roll', system: SYSTEM, roll: { type: 'pool' } } : { kind: 'act', system: SYSTEM, action: action.event },
  )
}

/** Relics of the Moon in the conformance suite, on random campaigns with secrets in every hidden field. */
export const relicsKit: ConformanceKit = {
  system: relicsSystem,
  host: relicsHost,
  campaign: secretCampaign,
  moves,
  isProgress: (move) =>
    move.kind === 'roll' ||
    move.kind === 'start' ||
    move.kind === 'close' ||
    (move.kind === 'act' && (move.action as { type: string }).type === 'step.next'),
}
