import type { Advantage, AttackOption, LevelOdds, OpposedOdds, SuccessLevel } from '@shared/systems/action-points'
import { LEVEL_LABEL, SUCCESS_LEVELS } from '@shared/systems/action-points/rules/types'
import { levelOdds } from '@shared/systems/action-points/odds/level-odds'
import { netAdvantage } from '@shared/systems/action-points/rules/success-levels'
import { opposedOdds } from '@shared/systems/action-points/odds/opposed-odds'
import { chancePercent, counted } from '@shared/words'

/** A fraction as a percent with one decimal, for the table ("12.5%"). */
export function percent(ways: number, outOf: number): string {
  return chancePercent(ways / outOf)
}

/** AG35: what is left of a Move held up by Reaction Attacks ("1 more hex", "3 more hexes"). */
export function hexesLeft(n: number): string {
  return counted(n, 'more hex', 'more hexes')
}

/** Each success level's chance, best first, in words. */
export function levelChances(odds: LevelOdds): { level: SuccessLevel; label: string; chance: string }[] {
  return [...SUCCESS_LEVELS].reverse().map((level) => ({ level, label: LEVEL_LABEL[level], chance: percent(odds.ways[level], odds.outOf) }))
}

/** The chance of any success (Normal or better). */
export function successChance(odds: LevelOdds): string {
  return percent(odds.ways.normal + odds.ways.hard + odds.ways.major + odds.ways.critical, odds.outOf)
}

/**
 * AG3, A38-A41: an attack's skill and Advantage once the GM adds a bonus and Advantage or
 * Disadvantage of their own to what the rules give it (the option's sources), and its exact
 * odds: the same counting the host reads the roll with (`attackSituation`, `levelOdds`).
 */
export function attackWithGm(
  option: Pick<AttackOption, 'skill' | 'sources'>,
  gm: { advantage: number; bonus: number; disarm?: boolean },
  fumbles: 'doubleZero' | 'highRollsWhenUnskilled',
): { skill: number; advantage: Advantage; sources: string[]; odds: LevelOdds } {
  const sources = [...option.sources]
  if (gm.advantage > 0) sources.push('Advantage: the GM')
  if (gm.advantage < 0) sources.push('Disadvantage: the GM')
  if (gm.disarm) sources.push('Disadvantage: Disarm (A22)')
  const advantage = netAdvantage({
    advantage: sources.filter((s) => s.startsWith('Advantage')).length,
    disadvantage: sources.filter((s) => s.startsWith('Disadvantage')).length,
  })
  const skill = option.skill + gm.bonus
  return { skill, advantage, sources, odds: levelOdds(skill, advantage, fumbles) }
}

/** A23: a Feint's odds with the skills the two sides choose (the target picks its defense). */
export function feintOdds(
  mine: { skill: number; advantage: Advantage },
  theirs: number,
  fumbles: 'doubleZero' | 'highRollsWhenUnskilled',
): OpposedOdds {
  return opposedOdds(mine, { skill: theirs, advantage: 0 }, 0, fumbles)
}

/** A hex in the words the console uses ("2,-1"). */
export const hexWords = (h: { q: number; r: number }) => `${h.q},${h.r}`
