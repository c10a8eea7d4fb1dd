import { averageOf, diceProblem } from '../dice'

/** Damage texts already averaged: a policy weighs every weapon against every target at every step. */
const averages = new Map<string, number>()
/** More damage texts than a campaign holds: past it the memo starts over rather than grow. */
const AVERAGES_KEPT = 2000

/** The average of a weapon's damage; 0 for damage told in words (the GM applies it by hand, the simulator cannot). */
export function averageDamage(damage: string): number {
  const known = averages.get(damage)
  if (known !== undefined) return known
  if (averages.size >= AVERAGES_KEPT) averages.clear()
  const average = diceProblem(damage) === null ? averageOf(damage) : 0
  averages.set(damage, average)
  return average
}
