import { heal, type HitPoints } from './hit-points'
import { rechargeSucceeds } from './saves'
import type { RecoveryState } from './recoveries'
import { allowed, refused, type RuleResult } from './result'

/** E28: how often a power can be used. */
export type PowerFrequency = 'atWill' | 'encounter' | 'daily' | 'recharge'

/** A power's use state. Plain JSON. */
export interface PowerUse {
  id: string
  frequency: PowerFrequency
  /** Recharge N+ (9, 11 or 13). */
  recharge?: number | null
  expended: boolean
}

/** What a rest changes on a PC. */
export interface RestingPc extends HitPoints, RecoveryState {
  recoveriesMax: number
  powers: PowerUse[]
}

/**
 * E57, E28, EG29, EG46, EG50: a Quick Rest: heal with any number of the recoveries left (one roll or
 * averaged amount each, from `recoveryHealing`), Encounter powers come back, each expended
 * Recharge power comes back if its roll (a natural, given per power id) reaches its N.
 * Temporary hit points are gone. A PC at 0 or below heals from 0.
 */
export function quickRest(
  pc: RestingPc,
  recoveryHealing: readonly number[],
  rechargeNaturals: Readonly<Record<string, number>>,
): RuleResult<RestingPc> {
  if (recoveryHealing.length > pc.recoveriesLeft)
    return refused(`Only ${pc.recoveriesLeft} ${pc.recoveriesLeft === 1 ? 'recovery is' : 'recoveries are'} left, not ${recoveryHealing.length}`)
  let points: HitPoints = { hp: pc.hp, maxHp: pc.maxHp, tempHp: 0 }
  for (const amount of recoveryHealing) points = heal(points, amount).points
  const powers: PowerUse[] = []
  for (const power of pc.powers) {
    if (!power.expended || power.frequency === 'daily' || power.frequency === 'atWill') {
      powers.push(power)
      continue
    }
    if (power.frequency === 'encounter') {
      powers.push({ ...power, expended: false })
      continue
    }
    const natural = rechargeNaturals[power.id]
    if (natural === undefined) return refused(`Roll the Recharge of ${power.id}`)
    powers.push({ ...power, expended: !rechargeSucceeds(natural, power.recharge ?? 11) })
  }
  return allowed({ ...pc, ...points, recoveriesLeft: pc.recoveriesLeft - recoveryHealing.length, powers })
}

/** Recharge powers a Quick Rest must roll for (expended ones). */
export function rechargesToRoll(pc: Pick<RestingPc, 'powers'>): PowerUse[] {
  return pc.powers.filter((p) => p.frequency === 'recharge' && p.expended)
}

/**
 * E58, E49, EG46, EG50: a Full Rest: full hit points, every recovery, every power; the no-recovery
 * penalty ends; temporary hit points are gone.
 */
export function fullRest(pc: RestingPc): RestingPc {
  return {
    ...pc,
    hp: pc.maxHp,
    tempHp: 0,
    recoveriesLeft: pc.recoveriesMax,
    noRecoveryPenalty: 0,
    powers: pc.powers.map((p) => ({ ...p, expended: false })),
  }
}
