import type { Side } from '@shared/campaign'
import type { Turn } from '../rules/tides'

/** A Simple modifier as the odds see it: "+value / dice d" or "-value / dice d" (step 5). */
export interface OddsSimpleModifier {
  /** A magnitude (0 or more); `side` gives the sign, as on a trait card. */
  value: number
  dice: number
  side: Side
}

/** What the round is about, for the figures beyond the bare distribution. */
export interface OddsContext {
  /** PCs in the Cohort: the Destiny each overpowering success is worth (step 8). Default 1. */
  pcCount?: number
  /** Whether the threat level shifts the tides (false for Common, ruling 4). Default true. */
  tides?: boolean
  /** Challenge dice already resolved before this round (Cohort step 7). Default 0. */
  resolvedDice?: number
  /** The Challenge rating; with it the odds say how likely this round resolves the Challenge. */
  rating?: number
  /** Whose turn it is. The Challenge turn moves no tides and turns successes into Stress. */
  turn?: Turn
}

/**
 * A pool before the roll: steps 2 and 3 have given it `freeDice` dice to roll and the faces
 * of its Auto Result dice (1 to 8); step 5's Simple modifiers are still to come.
 */
export interface PoolOddsSpec {
  freeDice: number
  autoResults?: readonly number[]
  simple?: readonly OddsSimpleModifier[]
  context?: OddsContext
}

/**
 * Net successes to probability, as a plain object (JSON-friendly for the IPC views). Only
 * nets that can happen are keys; `probabilityOfNet` reads a missing one as 0.
 */
export type NetDistribution = Readonly<Record<number, number>>

/** Exact odds of one round's pool under both sides' best play of the Simple modifiers. */
export interface PoolOdds {
  /** P(net successes = k) for every reachable k (step 6). */
  distribution: NetDistribution
  /** P(net >= 1): at least one success after botches. */
  pAtLeastOneSuccess: number
  /** P(net <= -1): a Disaster (step 9, ruling 9). */
  pDisaster: number
  expectedNet: number
  /** Expected dice showing 7 or 8. */
  expectedCriticals: number
  /** Expected dice showing 9 or more (ruling 1). */
  expectedOverpowering: number
  /** Expected dice showing 1 or less: botches and major botches alike. */
  expectedBotches: number
  /** Expected Destiny from Cohort step 8 (ruling 8); 0 on the Challenge turn or without tides. */
  expectedDestinyChange: number
  /** Expected Doom from Cohort step 8 (ruling 8); 0 on the Challenge turn or without tides. */
  expectedDoomChange: number
  /** P(resolved dice + max(net, 0) >= rating), Cohort step 7; null without a rating or on the Challenge turn. */
  pResolvedThisRound: number | null
  /** Challenge step 7: P(the Cohort takes k Stress), k = max(net, 0); null on the Cohort turn. */
  stressDistribution: NetDistribution | null
}
