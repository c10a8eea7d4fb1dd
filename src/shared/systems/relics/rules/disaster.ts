import type { TraitModifier } from '@shared/campaign'
import { whyAutoResultRefused } from './auto-results'
import type { Turn } from './tides'

/**
 * A temporary Hindering trait created by a Disaster (step 9, ruling 9). It weighs on the
 * side that rolled the Disaster, in that side's own pool, until the Event ends or the GM
 * removes it. The campaign file has no place for it: the session keeps the Event's list.
 */
export interface DisasterTrait {
  readonly id: string
  readonly name: string
  /** The side that rolled the Disaster and now carries the trait. */
  readonly actingSide: Turn
  readonly modifier: TraitModifier
  /** Where it was born, for the log. */
  readonly challengeId: string
  readonly round: number
}

/**
 * Step 9, Disaster (ruling 9): why the GM's proposed Disaster trait cannot be created, or
 * null. It needs a name; on the Challenge's side it cannot be an Add Dice modifier since a
 * Challenge pool is always its rating (ruling 3), and on the Cohort's it cannot be A3, A7
 * or A8, which only Challenge pools know.
 */
export function whyDisasterTraitRefused(name: string, modifier: TraitModifier, actingSide: Turn): string | null {
  if (name.trim() === '') return 'Name the Disaster trait'
  if (actingSide === 'challenge' && modifier.kind === 'addDice')
    return 'A Challenge pool is always its rating, so a Disaster on the Challenge cannot be an Add Dice modifier'
  if (modifier.kind === 'autoResult') return whyAutoResultRefused(modifier.value, actingSide)
  return null
}
