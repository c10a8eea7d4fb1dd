import type { ActionView, ChallengeView } from '@shared/systems/relics'

/** An action's event fields beside its type, for matching one action among many of a type. */
type EventFields = Record<string, unknown>

/**
 * The action of this type (and these event fields) among the ones main offers now, or
 * null when the rules do not offer it at this step at all.
 */
export function findAction(actions: readonly ActionView[], type: ActionView['type'], fields: EventFields = {}): ActionView | null {
  return (
    actions.find((a) => {
      if (a.type !== type) return false
      const event = a.event as unknown as EventFields
      return Object.entries(fields).every(([key, value]) => event[key] === value)
    }) ?? null
  )
}

/** The first action of any of these types, in the order given. */
export function firstAction(actions: readonly ActionView[], ...types: ActionView['type'][]): ActionView | null {
  for (const type of types) {
    const found = findAction(actions, type)
    if (found) return found
  }
  return null
}

/**
 * Action types each step's own controls present (leader picker, trait toggles, dice,
 * dialogs); anything else main offers is listed as a plain button, so no action is hidden.
 */
export const PRESENTED_TYPES: ReadonlySet<ActionView['type']> = new Set<ActionView['type']>([
  'cohort.chooseLeader',
  'cohort.activateTrait',
  'cohort.deactivateTrait',
  'gm.activateChallengeTrait',
  'gm.deactivateChallengeTrait',
  'gm.activateAgony',
  'gm.deactivateAgony',
  'gm.overrideContribution',
  'gm.removeDisasterTrait',
  'cohort.spendDestiny',
  'cohort.returnDestiny',
  'pool.rolled',
  'cohort.assignSimpleModifier',
  'gm.assignSimpleModifier',
  'pool.unassignSimpleModifier',
  'pool.applySuggestion',
  'stress.distribute',
  'gm.createDisasterTrait',
  'gm.noteAction',
  'step.next',
  'gm.endChallenge',
  'cohort.fireTrait',
  'gm.fireChallengeTrait',
  'gm.splitChallenge',
  'cohort.chooseRoller',
])

/**
 * The side the S key suggests for: Hindering while its dice are still to place (they go on
 * first), then Beneficial; whichever main allows.
 */
export function suggestionFor(challenge: ChallengeView): ActionView | null {
  const hindering = findAction(challenge.actions, 'pool.applySuggestion', { side: 'hindering' })
  const beneficial = findAction(challenge.actions, 'pool.applySuggestion', { side: 'beneficial' })
  const hinderingLeft = (challenge.pool?.simpleModifiers ?? []).some(
    (m) => m.side === 'hindering' && m.placedOn.length < m.dice && m.legalDice.length > 0,
  )
  const order = hinderingLeft ? [hindering, beneficial] : [beneficial, hindering]
  return order.find((a) => a?.allowed) ?? null
}

/** "Cohort turn" / "Challenge turn". */
export function turnName(turn: ChallengeView['turn']): string {
  return turn === 'challenge' ? 'Challenge turn' : 'Cohort turn'
}
