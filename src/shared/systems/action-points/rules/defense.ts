import { opposedWinner } from './opposed'
import type { CheckResult } from './success-levels'
import { isSuccess, SUCCESS_LEVELS, levelRank, type ReactionKind, type SuccessLevel } from './types'

/** How a reaction against an attack came out. */
export interface DefenseOutcome {
  /** The reaction won the opposed check: the attack deals no damage to its target (A15), or the interceptor takes it (A20). */
  won: boolean
  /** A16: the RP spent comes back. */
  refund: boolean
  /** A44, A17: what the damage is multiplied by, should it land: 1, 2 for a crit, 3 for a crit met by a fumbled Dodge or Parry. */
  multiplier: number
}

/** A44: a Critical attack deals double damage; otherwise damage is as rolled (AG12). */
export function damageMultiplier(attackLevel: CheckResult['level']): number {
  return attackLevel === 'critical' ? 2 : 1
}

/**
 * A15-A18, AG13, AG37: a reaction against an attack that would succeed, as an opposed check
 * (the attack acting, bumped one level against a Parry by a larger attacker). A Critical
 * Dodge or Parry gives its RP back unless the attack was Critical too; a Critical attack met
 * by a fumbled Dodge or Parry deals triple damage. Intercept neither refunds nor triples: the
 * text names Dodge and Parry (a Riposte is a Parry).
 */
export function resolveDefense(kind: ReactionKind, attack: CheckResult, defense: CheckResult, sizeBump: number): DefenseOutcome {
  const dodgeOrParry = kind === 'dodge' || kind === 'parry' || kind === 'riposte'
  const won = opposedWinner(attack, defense, sizeBump) === 'passive'
  const critical = attack.level === 'critical'
  return {
    won,
    refund: dodgeOrParry && defense.level === 'critical' && !critical,
    multiplier: critical && dodgeOrParry && defense.level === 'fumble' ? 3 : damageMultiplier(attack.level),
  }
}

/**
 * A18, AG13: the level a successful Parry counts as against an attacker one size larger: one
 * below the level it rolled (the same comparison as the attack counting one higher, said of
 * the Parry so the GM sees why it lost). A Normal Parry counts as a Failure, which loses to
 * the successful attack it answers, as the bumped attack would beat it. Null when there is no
 * bump, or the reaction failed anyway.
 */
export function parryCountsAs(defense: SuccessLevel, sizeBump: number): SuccessLevel | null {
  if (sizeBump === 0 || !isSuccess(defense)) return null
  return SUCCESS_LEVELS[levelRank(defense) - sizeBump]!
}
