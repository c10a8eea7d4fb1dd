import type { ChallengeEvent, ChallengeView } from '@shared/systems/relics'
import { findAction } from './run-actions'

/**
 * In the Huddle from round 2 on: activating again, for this round, each trait (and Agony) the
 * same side had active last round and has not now, as the rules allow it now (its cost is paid
 * again). The actions are the view's own, each named as last round's log named it ("Ixa
 * Marrow: Sandstorm"); one the rules refuse now is left out.
 */
export function lastRoundTraits(challenge: ChallengeView): { event: ChallengeEvent; label: string }[] {
  if (challenge.step?.key !== 'huddle') return []
  const last = challenge.history.find((r) => r.round === challenge.round - 1 && r.turn === challenge.turn)
  return (last?.activations ?? []).flatMap((a) => {
    const action =
      a.kind === 'pcTrait'
        ? findAction(challenge.actions, 'cohort.activateTrait', { pcId: a.pcId!, traitId: a.traitId })
        : a.kind === 'gmTrait'
          ? findAction(challenge.actions, 'gm.activateChallengeTrait', { traitId: a.traitId })
          : findAction(challenge.actions, 'gm.activateAgony', { pcId: a.pcId!, agonyId: a.traitId })
    return action?.allowed ? [{ event: action.event, label: a.label }] : []
  })
}
