import { attackOddsAgainst } from './attack-spec'
import type { CombatantView, FightView } from '../views/gm-view'

/** The chances (0 to 1) of one attack against one target, as a player's device gets them, and the natural it needs. */
export interface AttackChances {
  target: string
  hit: number
  crit: number
  critFail: number
  noEffect: number
  /** The lowest natural that hits (null: only a crit does, or nothing). */
  needs: number | null
  defense: string
  resist: number | null
  /** Advantage (+) or Disadvantage (-) in the roll, conditions and the GM's count together. */
  net: number
  critFrom: number
}

/**
 * E1-E6, E12-E14, E67, R16: the exact chances of an attack against each target, before it is
 * rolled, from what the GM view shows of the fight, by the same rules the host resolves the
 * roll with (`attackOddsAgainst`), as a player's device offers them.
 */
export function attackChances(
  fight: FightView,
  attacker: CombatantView,
  attackIndex: number,
  targets: readonly CombatantView[],
  extra: { advantage: number; bonus: number; coupDeGrace: boolean },
): AttackChances[] {
  const attack = attacker.attacks[attackIndex]
  if (!attack) return []
  const table = { escalation: fight.escalation.die, critAlwaysHits: fight.rulings.critAlwaysHits }
  return targets.map((target) => {
    const { spec, odds } = attackOddsAgainst(attacker, target, attack, table, extra)
    const needs = odds.outcomeOf.findIndex((outcome) => outcome === 'hit')
    // E45: a Coup de Grace crits whatever the dice.
    const crit = extra.coupDeGrace ? odds.takesEffect : odds.crit
    return {
      target: target.id,
      hit: extra.coupDeGrace ? odds.takesEffect : odds.hit,
      crit,
      critFail: extra.coupDeGrace ? 0 : odds.critFail,
      noEffect: odds.noEffect,
      needs: needs < 0 ? null : needs,
      defense: `${attack.defense} ${spec.defense}`,
      resist: spec.resist ?? null,
      net: spec.net ?? 0,
      critFrom: spec.critThreshold ?? 17,
    }
  })
}
