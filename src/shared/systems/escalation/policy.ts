import type { Combatant } from '../../combat/types'
import type { FightPolicy, PolicyMove } from '../../simulation/policy'
import { attackParticipant, damageNotation } from './combat/attack'
import type { EscalationFight } from './combat/fight'
import { isRangedAttack, positionOf, type EscalationStats } from './combat/stats'
import { attackOdds } from './odds/attack-odds'
import { attackOddsSpec } from './odds/attack-spec'
import { expectedDamage } from './odds/expected-damage'
import { recoveryMoves } from './policy-recoveries'
import { opportunityAttackOf } from './rules/opportunity'
import type { EscalationState } from './session/state'

/*
 * How an average Escalation table plays a fight for the encounter simulator (docs/simulator.md):
 * every combatant engages the enemy it means to hit and attacks with what deals the most
 * damage it expects, by the console's exact odds (a blow that drops its target first);
 * Opportunity Attacks on offer are taken; the host rolls every duty (saves, Death Saves).
 * Before it attacks, a PC stabilizes an ally close to death and Rallies when staggered
 * (`policy-recoveries.ts`). Abilities that attack are tried like any attack (a spent one is
 * refused by the rules and the next best is played); abilities told in words, Disengage,
 * Intercepts, readied actions and healing no block gives in numbers are left to a real table.
 */

type Fighter = Combatant<EscalationStats>

const act = (action: unknown): PolicyMove => ({ kind: 'act', action })
const roll = (request: unknown): PolicyMove => ({ kind: 'roll', roll: request })

/** Expected damages already worked out, by everything they depend on: a fight asks the same few again and again. */
const expectedCache = new Map<string, number>()
const CACHE_LIMIT = 20_000

/** E1-E12, EG3, EG40: the damage an attack is expected to deal this target, by the odds the fight page shows. */
function expectedOf(fight: EscalationFight, attacker: Fighter, index: number, target: Fighter): number {
  const attack = attacker.stats.attacks[index]!
  const table = { escalation: fight.escalation, critAlwaysHits: fight.settings.critAlwaysHits }
  const spec = attackOddsSpec(attackParticipant(attacker), attackParticipant(target), attack, table, { advantage: 0, bonus: 0 })
  const key = `${JSON.stringify(spec)}|${attack.damage}|${attack.miss}|${fight.settings.critDoubling}`
  const known = expectedCache.get(key)
  if (known !== undefined) return known
  const hit = damageNotation(attack.damage)
  let expected = 0
  // Damage told in words is applied by the GM by hand: the simulator cannot know it.
  if (hit !== null) {
    try {
      expected = expectedDamage(
        spec,
        { hit, miss: damageNotation(attack.miss), critDoubling: fight.settings.critDoubling },
        attackOdds(spec),
      ).expected
    } catch {
      expected = 0
    }
  }
  if (expectedCache.size >= CACHE_LIMIT) expectedCache.clear()
  expectedCache.set(key, expected)
  return expected
}

interface Choice {
  attack: number
  target: Fighter
  ranged: boolean
  expected: number
}

/** Every attack of the attacker against every enemy still fighting, a blow that drops its target first, then most expected damage. */
function choices(fight: EscalationFight, attacker: Fighter): Choice[] {
  const enemies = fight.track.combatants.filter((c) => c.side !== attacker.side && c.status === 'fighting')
  const engaged = new Set(positionOf(attacker.stats).engaged)
  // Engaged, a melee fighter strikes those it is engaged with (others would need a move away first).
  const reachable = (target: Fighter, ranged: boolean) => ranged || engaged.size === 0 || engaged.has(target.id)
  const all = attacker.stats.attacks.flatMap((attack, index) => {
    const ranged = isRangedAttack(attack)
    return enemies
      .filter((target) => reachable(target, ranged))
      .map((target) => ({ attack: index, target, ranged, expected: expectedOf(fight, attacker, index, target) }))
  })
  const drops = (c: Choice) => (c.expected >= c.target.hp ? 1 : 0)
  return all.filter((c) => c.expected > 0).sort((a, b) => drops(b) - drops(a) || b.expected - a.expected || a.target.hp - b.target.hp)
}

function attackMove(attacker: string, attack: number, target: string, action: 'standard' | null): PolicyMove {
  return roll({ type: 'attack', attacker, targets: [target], attack, action, advantage: 0, bonus: 0, coupDeGrace: false })
}

/** The current combatant's turn: stabilize an ally or Rally when it should, else engage its best target (melee), attack it, or pass. */
function turnMoves(fight: EscalationFight, who: Fighter): PolicyMove[] {
  const next = act({ type: 'turn.next' })
  if (who.status !== 'fighting' || who.stats.outOfFight || who.stats.budget.standard < 1) return [next]
  // Stabilizing and Rallying come first; the attacks stay behind them, should the rules refuse.
  const moves = recoveryMoves(fight, who)
  const best = choices(fight, who)
  const first = best[0]
  if (!first) return [...moves, next]
  // E34: a melee attacker not yet engaged closes in on its target first (a Move action; the rules refuse it when none is left).
  if (!first.ranged && positionOf(who.stats).engaged.length === 0 && who.stats.budget.move > 0)
    moves.push(act({ type: 'position.move', who: who.id, to: 'engage', enemy: first.target.id }))
  return [...moves, ...best.slice(0, 4).map((c) => attackMove(who.id, c.attack, c.target.id, 'standard')), next]
}

/** Escalation's policy: see the file's head. */
export const escalationPolicy: FightPolicy<EscalationState> = {
  request: (encounterId, pcIds) => ({ encounterId, pcIds: [...pcIds] }),
  track: (state) => state.fight?.snapshot.context.track ?? null,
  moves(state: EscalationState): PolicyMove[] {
    const fight = state.fight?.snapshot.context
    if (!fight || fight.track.phase === 'over') return []
    const { track } = fight
    if (track.phase === 'setup') return [act({ type: 'combat.begin' })]
    if (track.duties.length > 0) return [roll({ type: 'duty' })]
    const offer = fight.opportunity
    if (offer) {
      // E41: each enemy the mover provoked takes its Opportunity Attack, with its first melee attack (EG26).
      const takes = offer.from.flatMap((id) => {
        const taker = track.combatants.find((c) => c.id === id)
        const attack = taker ? opportunityAttackOf(taker.stats.attacks) : null
        return attack === null ? [] : [attackMove(id, attack, offer.provoker, null)]
      })
      return [...takes, act({ type: 'opportunity.decline', who: null })]
    }
    const who = track.combatants.find((c) => c.id === track.current)
    return who ? turnMoves(fight, who) : [act({ type: 'turn.next' })]
  },
}
