import type { ActionPointsSettings } from './settings'
import { levelRank, type Advantage, type SuccessLevel } from './types'

/** The highest roll that still reaches each success level for a skill (R22): skill/10, /5, /2 and the skill, rounded down. */
export function levelThresholds(skill: number): { critical: number; major: number; hard: number; normal: number } {
  const s = Math.max(0, skill)
  return { critical: Math.floor(s / 10), major: Math.floor(s / 5), hard: Math.floor(s / 2), normal: s }
}

/**
 * R22, AG2: the success level of a d100 roll (1-100, where 100 is "00") against a skill,
 * rolled under. 01 always succeeds (at least a Normal Success); 00 always fails, as a fumble;
 * with `highRollsWhenUnskilled`, 96-99 fumble too for a skill below 50.
 */
export function successLevel(roll: number, skill: number, fumbles: ActionPointsSettings['fumbles'] = 'doubleZero'): SuccessLevel {
  if (roll >= 100) return 'fumble'
  if (fumbles === 'highRollsWhenUnskilled' && skill < 50 && roll >= 96) return 'fumble'
  const t = levelThresholds(skill)
  if (roll <= t.critical) return 'critical'
  if (roll <= t.major) return 'major'
  if (roll <= t.hard) return 'hard'
  if (roll <= t.normal || roll === 1) return 'normal'
  return 'failure'
}

/**
 * AG3: the roll that counts from a check's d100 faces: one die, or two with Advantage (the
 * lower is kept) or Disadvantage (the higher). Null when the faces do not fit.
 */
export function keptRoll(faces: readonly number[], advantage: Advantage): number | null {
  const dice = advantage === 0 ? 1 : 2
  if (faces.length !== dice || faces.some((f) => !Number.isInteger(f) || f < 1 || f > 100)) return null
  return advantage > 0 ? Math.min(...faces) : Math.max(...faces)
}

/** How many d100 a check rolls (AG3): one, or two with Advantage or Disadvantage. */
export function d100Count(advantage: Advantage): number {
  return advantage === 0 ? 1 : 2
}

/**
 * AG3: Advantage and Disadvantage do not stack: any number of sources of each counts as one,
 * and one of each cancels.
 */
export function netAdvantage(sources: { advantage: number; disadvantage: number }): Advantage {
  return (Math.sign(Math.max(0, sources.advantage)) - Math.sign(Math.max(0, sources.disadvantage))) as Advantage
}

/** One check as the rules read it: the skill rolled against, the roll kept, its level and margin. */
export interface CheckResult {
  skill: number
  roll: number
  level: SuccessLevel
  /** How far under the skill the roll came (negative when over): AG33 breaks ties of level with it. */
  margin: number
}

/** R22: a check from its kept roll; `entered` is the GM's level when the campaign enters them by hand. */
export function checkResult(
  skill: number,
  roll: number,
  settings: Pick<ActionPointsSettings, 'fumbles'>,
  entered: SuccessLevel | null = null,
): CheckResult {
  return { skill, roll, level: entered ?? successLevel(roll, skill, settings.fumbles), margin: skill - roll }
}

/** Whether one level is better than another. */
export function betterLevel(a: SuccessLevel, b: SuccessLevel): boolean {
  return levelRank(a) > levelRank(b)
}
