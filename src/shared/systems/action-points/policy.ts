import { averageDamage } from '../../simulation/average-damage'
import type { FightPolicy, PolicyMove } from '../../simulation/policy'
import { actingNow, type ApFight } from './combat/fight'
import type { LevelOdds } from './odds/level-odds'
import { hexDistance } from './rules/hex'
import type { ApState } from './session/state'
import { attackChances, moveTargets, reactionAttackOptions, reactionOptions, type AttackChance } from './views/options'

/*
 * How an average Action-points table plays a fight for the encounter simulator
 * (docs/simulator.md): initiative first; on its turn each combatant attacks while its AP last,
 * with the weapon and target the console's odds say deal the most damage (a blow that drops
 * its target first), and otherwise moves next to the closest enemy. Its target answers an
 * attack that succeeded with the reaction most likely to win (Dodge, Parry, Block, Riposte)
 * while it has RP, and lets it land otherwise; a Riposte's counterattack is made; Reaction
 * Attacks on offer are taken with the first weapon that reaches. Feints, grapples, shoves,
 * tumbles, Flow State, readied actions, Intercepts, disarms and spells told in words are left
 * to a real table.
 */

const act = (action: unknown): PolicyMove => ({ kind: 'act', action })
const roll = (request: unknown): PolicyMove => ({ kind: 'roll', roll: request })

/** R22: the chance a check reaches at least a Normal success. */
export function successChance(odds: LevelOdds): number {
  const { normal, hard, major, critical } = odds.ways
  return (normal + hard + major + critical) / odds.outOf
}

/**
 * What waits before the turn goes on: Reaction Attacks, a reaction to the attack in flight, a
 * counterattack, a held attack. Every answer the table would give is proposed, in the order it
 * would give them; the rules take the first that fits what waits now.
 */
function pendingMoves(fight: ApFight): PolicyMove[] {
  const pending = fight.pending!
  // A10, A11: each enemy offered strikes with its first weapon that reaches; the rest pass.
  const strikes = pending.provoked
    ? reactionAttackOptions(fight).flatMap((o) => {
        const weapon = o.weapons.find((w) => w.why === null)
        return weapon ? [roll({ type: 'reactionAttack', who: o.who, weapon: weapon.index })] : []
      })
    : []
  const top = pending.attacks.at(-1)
  // A19: a Riposte that won: its counterattack, with the riposter's melee weapons.
  const riposter = top?.reaction?.kind === 'riposte' && top.reaction.won ? fight.track.combatants.find((c) => c.id === top.reaction!.who) : undefined
  const counters = riposter?.stats.weapons.flatMap((w, index) => (w.kind === 'melee' ? [roll({ type: 'counter', weapon: index })] : [])) ?? []
  // A15-A19, AG16: the target answers with the reaction most likely to win, if any may be made; else the attack lands.
  const reactions =
    top && !top.reaction
      ? reactionOptions(fight)
          .filter((r) => r.who === top.target && r.why === null && r.odds !== null && r.kind !== 'intercept')
          .sort((a, b) => b.odds!.wins / b.odds!.outOf - a.odds!.wins / a.odds!.outOf)
          .map((r) => roll({ type: 'reaction', who: r.who, kind: r.kind }))
      : []
  return [
    ...strikes,
    ...counters,
    ...reactions,
    roll({ type: 'land' }),
    act({ type: 'reaction.pass' }),
    act({ type: 'grapple.release' }),
    act({ type: 'ready.done' }),
  ]
}

/** A4, A34, A35: the acting combatant's best attack, else a move next to the closest enemy, else the end of its turn. */
function turnMoves(fight: ApFight): PolicyMove[] {
  const next = act({ type: 'turn.next' })
  const me = fight.track.combatants.find((c) => c.id === actingNow(fight))
  if (!me || me.status !== 'fighting') return [next]
  const hp = new Map(fight.track.combatants.map((c) => [c.id, c.hp]))
  const expected = (o: AttackChance) => successChance(o.odds) * averageDamage(me.stats.weapons[o.weapon]?.damage ?? '')
  const drops = (o: AttackChance) => (expected(o) >= (hp.get(o.target) ?? Infinity) ? 1 : 0)
  const enemies = new Set(fight.track.combatants.filter((c) => c.side !== me.side && c.status === 'fighting').map((c) => c.id))
  const attacks = attackChances(fight)
    .filter((o) => o.why === null && enemies.has(o.target) && expected(o) > 0)
    .sort((a, b) => drops(b) - drops(a) || expected(b) - expected(a))
    .slice(0, 4)
    .map((o) => roll({ type: 'attack', attacker: me.id, target: o.target, weapon: o.weapon, advantage: 0, bonus: 0 }))
  if (attacks.length) return [...attacks, next]
  const at = me.stats.position
  const foes = fight.track.combatants.flatMap((c) => (enemies.has(c.id) && c.stats.position ? [c.stats.position] : []))
  if (!at || foes.length === 0) return [next]
  const gap = (hex: typeof at) => Math.min(...foes.map((f) => hexDistance(hex, f)))
  const closer = moveTargets(fight)
    .filter((m) => gap(m.to) < gap(at))
    .sort((a, b) => gap(a.to) - gap(b.to) || a.path.length - b.path.length)
  return [...closer.slice(0, 1).map((m) => act({ type: 'action.move', path: m.path })), next]
}

/** Action points' policy: see the file's head. */
export const actionPointsPolicy: FightPolicy<ApState> = {
  request: (encounterId, pcIds) => ({ encounterId, pcIds: [...pcIds] }),
  track: (state) => state.fight?.snapshot.context.track ?? null,
  moves(state: ApState): PolicyMove[] {
    const fight = state.fight?.snapshot.context
    if (!fight || fight.track.phase === 'over') return []
    if (fight.track.phase === 'setup') return [roll({ type: 'initiative' }), act({ type: 'combat.begin' })]
    if (fight.pending) return pendingMoves(fight)
    return turnMoves(fight)
  },
}
