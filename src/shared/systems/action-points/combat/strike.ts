import { evaluateDice } from '../../../dice'
import { damage } from '../../../combat/roster'
import { adjust, gainFp, gainRp, pay, type FpGain } from '../rules/resources'
import { disarmResult } from '../rules/special-actions'
import { isSuccess, type Resource } from '../rules/types'
import type { AttackInFlight, ApFight, DisarmRecord } from './fight'
import { changeStats, settle } from './hooks'
import { of } from './situation'
import { freeHands } from './stats'

/** Pays a cost from a combatant's resources (the refusals checked it is there). */
export function spend(fight: ApFight, who: string, resource: Resource, cost: number): ApFight {
  return changeStats(fight, who, (s) => {
    const paid = pay(s.resources, resource, cost)
    return paid.ok ? { ...s, resources: paid.value } : s
  })
}

/** The GM's adjustment of a resource (the refusals checked it stays at 0 or more). */
export function adjustResource(fight: ApFight, who: string, resource: Resource, amount: number): ApFight {
  return changeStats(fight, who, (s) => {
    const next = adjust(s.resources, resource, amount)
    return next.ok ? { ...s, resources: next.value } : s
  })
}

/** A42: FP gained. */
export function earn(fight: ApFight, who: string, gain: FpGain): ApFight {
  return changeStats(fight, who, (s) => ({ ...s, resources: gainFp(s.resources, gain) }))
}

/** A16, A29: RP given back or granted. */
export function refundRp(fight: ApFight, who: string, amount: number): ApFight {
  return changeStats(fight, who, (s) => ({ ...s, resources: gainRp(s.resources, amount) }))
}

/** A42, AG8: +1 FP for a successful reaction, once a round. */
export function earnForReaction(fight: ApFight, who: string): ApFight {
  const c = of(fight, who)
  if (!c || c.stats.once.reactionFp) return fight
  return changeStats(earn(fight, who, 'reaction'), who, (s) => ({ ...s, once: { ...s.once, reactionFp: true } }))
}

/** The dice a weapon's damage rolls (none when it has no notation). */
export function damageNotationOf(fight: ApFight, attack: Pick<AttackInFlight, 'attacker' | 'weapon' | 'disarm'>): string | null {
  if (attack.disarm) return null
  return of(fight, attack.attacker)?.stats.weapons[attack.weapon]?.damage ?? null
}

/**
 * A42, A44, A17, A22, AG9, AG20, AG37: an attack lands on `victim`: its damage (the weapon's
 * notation read from the host's faces, times the multiplier), or for a Disarm the item
 * knocked away (and taken, on a Hard Success or better with a free hand). The attacker gains
 * 2 FP for a hit, 3 for a crit, and 1 more for a killing blow on an enemy.
 */
export function land(
  fight: ApFight,
  attack: AttackInFlight,
  victim: string,
  faces: readonly number[],
  multiplier: number,
): { fight: ApFight; dealt: number; effects: string[]; disarm: DisarmRecord | null } {
  const effects: string[] = []
  let next = fight
  let dealt = 0
  let disarmed: DisarmRecord | null = null
  if (attack.disarm) {
    const taken = disarm(next, attack)
    next = taken.fight
    disarmed = taken.record
    effects.push(...taken.effects)
  } else {
    const notation = damageNotationOf(fight, attack)
    if (notation) {
      const wasUp = of(next, victim)?.status === 'fighting'
      dealt = Math.max(0, evaluateDice(notation, faces).total) * multiplier
      next = settle({ ...next, track: damage(next.track, victim, dealt, attack.attacker).track }, victim)
      const fallen = of(next, victim)
      if (wasUp && fallen && fallen.status !== 'fighting' && fallen.side !== of(next, attack.attacker)?.side) {
        next = earn(next, attack.attacker, 'killingBlow')
        effects.push(`a killing blow: +1 FP for ${of(next, attack.attacker)?.name ?? attack.attacker} (A42)`)
      }
    }
  }
  // AG20: a Disarm counts as a hit for FP, unless the campaign says otherwise.
  if (!attack.disarm || fight.settings.disarmEarnsFp) next = earn(next, attack.attacker, attack.check.level === 'critical' ? 'crit' : 'hit')
  // AG8: a Reaction Attack (or a Riposte's counter) that hits is a successful reaction too.
  if (attack.origin === 'reactionAttack' || attack.origin === 'riposte') next = earnForReaction(next, attack.attacker)
  return { fight: next, dealt, effects, disarm: disarmed }
}

/**
 * A22, AG46: the disarmed item leaves the target's hands; the attacker takes it on a Hard
 * Success or better if it asked and has a hand free; otherwise it lands near the target, in a
 * hex the target picks on a Normal Success and the attacker from a Hard Success up.
 */
function disarm(fight: ApFight, attack: AttackInFlight): { fight: ApFight; effects: string[]; record: DisarmRecord | null } {
  const item = attack.disarm!
  const target = of(fight, attack.target)
  const weapon = target?.stats.weapons[item.item]
  const result = disarmResult(attack.check.level)
  if (!target || !weapon || !result || !isSuccess(attack.check.level)) return { fight, effects: [], record: null }
  let next = changeStats(fight, target.id, (s) => ({
    ...s,
    weapons: s.weapons.map((w, i) => (i === item.item ? { ...w, heldIn: null, dropped: true } : w)),
  }))
  const attacker = of(next, attack.attacker)
  const hand = freeHands(attacker?.stats.weapons ?? [])[0]
  const base = { target: target.id, item: item.item, itemName: weapon.name }
  if (item.take && result.mayTake && hand && weapon.hands <= 1) {
    next = changeStats(next, attack.attacker, (s) => ({ ...s, weapons: [...s.weapons, { ...weapon, heldIn: hand, dropped: false }] }))
    return {
      fight: next,
      effects: [`${attacker!.name} takes ${target.name}'s ${weapon.name} (A22)`],
      record: { ...base, takenBy: attack.attacker, lands: null },
    }
  }
  const chooser = result.mayTake ? attack.attacker : target.id
  const chooserName = of(next, chooser)?.name ?? chooser
  const where =
    result.within === 1
      ? `in a hex next to them, ${chooserName}'s choice`
      : `in an open hex up to ${result.within} hexes away, ${chooserName}'s choice`
  return {
    fight: next,
    effects: [`${target.name} drops ${weapon.name}, landing ${where} (A22)`],
    record: { ...base, takenBy: null, lands: { within: result.within, around: fight.grid.on ? target.stats.position : null, chooser } },
  }
}
