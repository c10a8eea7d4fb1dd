import type { ChallengeEvent, ChallengeView } from '@shared/systems/relics'

/** One thing a quick table does in a step: an event for the machine, or the console's roll. */
export type Move = { event: ChallengeEvent } | { roll: true }

/**
 * What the current step needs before the next one, as a quick table would play it: the first
 * PC standing leads, the console's suggested Simple modifier placements, Stress shared one
 * point at a time, a Disaster named, a line of narration. `words` writes what the GM types.
 * Shared by the in-memory sessions of the unit tests and the end-to-end test's GM client.
 */
export function movesFor(view: ChallengeView, words: (what: string) => string = (what) => what): Move[] {
  const standing = view.cohort.filter((pc) => !pc.stressedOut && !pc.outOfGame)
  switch (view.step?.key) {
    case 'huddle':
      return view.turn === 'cohort' && !view.leader && standing[0] ? [{ event: { type: 'cohort.chooseLeader', pcId: standing[0].id } }] : []
    case 'rollRemainingDice':
      return (view.pool?.diceToRoll ?? 0) > 0 ? [{ roll: true }] : []
    case 'adjustResults':
      return [{ event: { type: 'pool.applySuggestion', side: 'hindering' } }, { event: { type: 'pool.applySuggestion', side: 'beneficial' } }]
    case 'applyStress':
      return view.summary.stressToApply > 0 ? [{ event: shareStress(view) }] : []
    case 'disaster':
      return view.finalResult?.disaster
        ? [{ event: { type: 'gm.createDisasterTrait', name: words('Sand in the Gears'), modifier: { kind: 'simple', value: 1, dice: 1 } } }]
        : []
    case 'actionMovesForward':
      return [{ event: { type: 'gm.noteAction', text: words('The dunes shift under the Cohort.') } }]
    // Building the pool is left as it stands, the other steps act as they are entered, and
    // without a step (the Challenge is over) there is nothing to do.
    case 'buildPool':
    case 'autoResults':
    case 'finalResult':
    case 'resolveChallengeDice':
    case 'tides':
    case undefined:
      return []
  }
}

/** Apply Stress: one point at a time to each PC still standing; Agony for whoever reaches the maximum. */
function shareStress(view: ChallengeView): ChallengeEvent {
  const standing = view.cohort.filter((pc) => !pc.stressedOut && !pc.outOfGame)
  const allocations: Record<string, number> = {}
  for (let i = 0; i < view.summary.stressToApply && standing.length > 0; i++) {
    const pc = standing[i % standing.length]!
    allocations[pc.id] = (allocations[pc.id] ?? 0) + 1
  }
  const agonyNames = Object.fromEntries(
    standing.filter((pc) => pc.stress + (allocations[pc.id] ?? 0) >= pc.maxStress).map((pc) => [pc.id, 'Shaking Hands']),
  )
  return { type: 'stress.distribute', allocations, agonyNames }
}
