import { resolveDefense } from '../rules/defense'
import type { ActionPointsSettings } from '../rules/settings'
import { checkResult, type CheckResult } from '../rules/success-levels'
import type { Advantage, ReactionKind } from '../rules/types'
import { keptRollWays } from './opposed-odds'

/** A reaction's chances against an attack already rolled: it wins, and (A16) it refunds its RP, out of a whole denominator. */
export interface DefenseOdds {
  wins: number
  refunds: number
  /** A17: a Critical attack met by a fumbled Dodge or Parry. */
  triples: number
  outOf: number
}

/**
 * A15-A18: the exact chances of a reaction against an attack whose check is known (AG16: the
 * reactor decides once the attack's success is known): every kept roll of the reaction is
 * weighed and resolved by `resolveDefense`, so the odds and the rules never disagree.
 */
export function defenseOdds(
  kind: ReactionKind,
  attack: CheckResult,
  reaction: { skill: number; advantage: Advantage },
  sizeBump: number,
  fumbles: ActionPointsSettings['fumbles'] = 'doubleZero',
): DefenseOdds {
  const key = `${kind}/${attack.skill}/${attack.roll}/${attack.level}/${attack.margin}/${reaction.skill}/${reaction.advantage}/${sizeBump}/${fumbles}`
  const known = remembered.get(key)
  if (known) return { ...known }
  const odds = countDefense(kind, attack, reaction, sizeBump, fumbles)
  // Every ally who could Intercept asks the same few questions: a small memory of recent answers.
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!)
  remembered.set(key, odds)
  return { ...odds }
}

const REMEMBERED = 256
const remembered = new Map<string, DefenseOdds>()

function countDefense(
  kind: ReactionKind,
  attack: CheckResult,
  reaction: { skill: number; advantage: Advantage },
  sizeBump: number,
  fumbles: ActionPointsSettings['fumbles'],
): DefenseOdds {
  const ways = keptRollWays(reaction.advantage)
  const odds: DefenseOdds = { wins: 0, refunds: 0, triples: 0, outOf: reaction.advantage === 0 ? 100 : 10_000 }
  ways.forEach((w, i) => {
    const outcome = resolveDefense(kind, attack, checkResult(reaction.skill, i + 1, { fumbles }), sizeBump)
    if (outcome.won) odds.wins += w
    if (outcome.refund) odds.refunds += w
    if (outcome.multiplier === 3) odds.triples += w
  })
  return odds
}
