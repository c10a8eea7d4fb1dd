import type { MoonRelic, PlayerCharacter } from '@shared/campaign'
import { characterStressLimits, infusedRelics } from './relics'
import { allowed, refused, type RuleResult } from './result'
import type { FinalResult } from './scoring'
import type { SimpleModifier } from './simple-modifiers'
import { agonyLevel } from './stress'

/** Net successes a Growth test needs to remove one Agony (ruling 13). */
export const GROWTH_SUCCESSES = 5

/**
 * Growth test (ruling 13): each point of Agony, Moon Relic Disruption included, is a
 * Beneficial Simple modifier, so N Agony gives +1 / Nd ("two levels of Moon Relic
 * Disruption would have a +1 / 2d"). Null without Agony.
 */
export function growthModifier(pc: PlayerCharacter, relics: readonly MoonRelic[]): SimpleModifier | null {
  const level = agonyLevel(pc, characterStressLimits(pc, relics))
  if (level === 0) return null
  return { id: 'growth-agony', label: `Agony (+1 / ${level}d)`, side: 'beneficial', value: 1, dice: level }
}

/**
 * Growth test (ruling 13): why a test result cannot remove this Agony, or null. Disruption
 * is not named Agony: it only goes when its relic is removed.
 */
export function whyGrowthRefused(pc: PlayerCharacter, relics: readonly MoonRelic[], agonyId: string, result: FinalResult): string | null {
  if (infusedRelics(pc.id, relics).some((r) => r.id === agonyId))
    return 'Moon Relic Disruption goes only by removing the infused relic, which destroys it'
  if (!pc.agony.some((a) => a.id === agonyId)) return `${pc.name} has no such Agony`
  if (result.net < GROWTH_SUCCESSES) return `A Growth test needs ${GROWTH_SUCCESSES} successes to remove an Agony; it scored ${result.net}`
  return null
}

/** Growth test (ruling 13): removes the Agony a successful test resolved. */
export function removeAgonyByGrowth(
  pc: PlayerCharacter,
  relics: readonly MoonRelic[],
  agonyId: string,
  result: FinalResult,
): RuleResult<PlayerCharacter> {
  const reason = whyGrowthRefused(pc, relics, agonyId, result)
  if (reason) return refused(reason)
  return allowed({ ...pc, agony: pc.agony.filter((a) => a.id !== agonyId) })
}
