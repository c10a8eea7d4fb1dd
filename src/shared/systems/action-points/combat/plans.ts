import { diceToRoll, evaluateDice } from '../../../dice'
import { damageMultiplier, parryCountsAs, resolveDefense, type DefenseOutcome } from '../rules/defense'
import { hexEquals, hexKey } from '../rules/hex'
import { interceptSpots, whySwapRefused } from '../rules/intercept'
import { parrySizeBump, whyReactionRefused } from '../rules/reactions'
import { whyTooLarge } from '../rules/special-actions'
import { REACTION_LABEL, type Hex, type ReactionKind, type SuccessLevel } from '../rules/types'
import type { ApFightEvent } from './events'
import type { ApFight, AttackInFlight, CheckRecord } from './fight'
import { pendingOf } from './pending'
import {
  attackSituation,
  occupancy,
  of,
  reactionSituation,
  reaches,
  readCheck,
  unmodifiedSituation,
  whyCannotReact,
  type AttackAsked,
  type Fighter,
} from './situation'
import { isReady, type FightWeapon } from './stats'
import { damageNotationOf } from './strike'

/*
 * An attack or a reaction read from its event: everything the refusals check, the effects
 * apply and the host needs to know before it rolls the damage, worked out in one place.
 */

type Refused = { refused: string }
type Event<T extends ApFightEvent['type']> = Extract<ApFightEvent, { type: T }>

const no = (refused: string): Refused => ({ refused })

/** AG41: a weapon ready to attack with: held (or natural), not dropped, not a shield. */
export function whyWeaponRefused(c: Fighter, index: number): string | null {
  const w = c.stats.weapons[index]
  if (!w) return `${c.name} has no such weapon.`
  if (w.kind === 'shield') return `A shield Blocks (A9); it is not an attack in these rules.`
  if (w.dropped) return `${c.name}'s ${w.name} was knocked away (A22).`
  return isReady(w) ? null : `${c.name}'s ${w.name} is stowed: draw it first (1 AP, A4).`
}

/** A36, A38: a melee weapon must reach its target; a ranged one shoots at any distance (AG25). */
export function whyOutOfReach(fight: ApFight, from: Fighter, weapon: FightWeapon, to: Fighter): string | null {
  if (fight.grid.on && (!from.stats.position || !to.stats.position)) return 'Place both on the map first.'
  if (weapon.kind !== 'melee' || reaches(fight, from, weapon, to)) return null
  return `${to.name} is out of ${from.name}'s reach with ${weapon.name} (A36).`
}

/**
 * A4, A22, AG20, AG40: an attack (or a Disarm) on one's turn read from its event: the weapon
 * ready and reaching, a target in the fight, a Disarm's size limit and a held item to go for,
 * gang-up by the GM's word only with the grid off, and its check.
 */
export function attackOf(fight: ApFight, event: Omit<Event<'attack.rolled'>, 'type'>): AttackInFlight | Refused {
  const attacker = of(fight, event.attacker)
  const target = of(fight, event.target)
  if (!attacker) return no(`There is no combatant “${event.attacker}” in this fight.`)
  if (!target || target.status === 'removed' || target.status === 'fled') return no(`There is no combatant “${event.target}” to attack.`)
  if (target.id === attacker.id) return no('An attack needs another combatant as its target.')
  const weaponProblem = whyWeaponRefused(attacker, event.weapon)
  if (weaponProblem) return no(weaponProblem)
  const weapon = attacker.stats.weapons[event.weapon]!
  const reach = whyOutOfReach(fight, attacker, weapon, target)
  if (reach) return no(reach)
  if (fight.grid.on && event.gangUp !== null) return no('The grid is on: the console counts who gangs up (A39).')
  if (event.disarm) {
    const tooLarge = whyTooLarge('Disarm', attacker.stats.size, target.stats.size)
    if (tooLarge) return no(tooLarge)
    const item = target.stats.weapons[event.disarm.item]
    if (!item || item.dropped || item.heldIn === null) return no(`${target.name} holds no such item to drop (A22).`)
  }
  const situation = attackSituation(fight, attacker, weapon, target, event as AttackAsked)
  const check = readCheck(fight, attacker.id, event.disarm ? `Disarm with ${weapon.name}` : `${weapon.name} attack`, situation, event.check)
  if ('refused' in check) return check
  return {
    attacker: attacker.id,
    target: target.id,
    weapon: event.weapon,
    origin: event.disarm ? 'disarm' : 'attack',
    melee: weapon.kind === 'melee',
    check,
    disarm: event.disarm,
    reaction: null,
  }
}

/** A10, AG14, AG42: a Reaction Attack against the provoking combatant, with a melee weapon that reaches it. */
export function reactionAttackOf(fight: ApFight, event: Omit<Event<'reactionAttack.rolled'>, 'type'>): AttackInFlight | Refused {
  const window = pendingOf(fight).provoked
  if (!window) return no('Nothing provokes a Reaction Attack now.')
  if (pendingOf(fight).attacks.length) return no('First resolve the attack in flight.')
  const who = of(fight, event.who)
  const target = of(fight, window.by)
  if (!who || !window.offered.includes(who.id)) return no(`${who?.name ?? event.who} may not make a Reaction Attack now (A10).`)
  const cannot = whyCannotReact(fight, who)
  if (cannot) return no(cannot)
  if (who.stats.resources.rp < 1) return no(`1 RP needed, ${who.stats.resources.rp} left (A8).`)
  if (!target) return no('The provoking combatant is gone.')
  const weaponProblem = whyWeaponRefused(who, event.weapon)
  if (weaponProblem) return no(weaponProblem)
  const weapon = who.stats.weapons[event.weapon]!
  if (weapon.kind !== 'melee') return no('A Reaction Attack is made with a melee weapon (AG14).')
  const reach = whyOutOfReach(fight, who, weapon, target)
  if (reach) return no(reach)
  const check = readCheck(fight, who.id, `Reaction Attack with ${weapon.name}`, unmodifiedSituation(who, weapon), event.check)
  if ('refused' in check) return check
  return { attacker: who.id, target: target.id, weapon: event.weapon, origin: 'reactionAttack', melee: true, check, disarm: null, reaction: null }
}

/** A19, AG38: a Riposte's counterattack: a Reaction Attack with a melee weapon on the parried attacker. */
export function counterOf(fight: ApFight, event: Omit<Event<'counter.rolled'>, 'type'>): AttackInFlight | Refused {
  const top = pendingOf(fight).attacks.at(-1)
  if (!top?.reaction || top.reaction.kind !== 'riposte' || !top.reaction.won) return no('No Riposte is waiting for its counterattack.')
  const who = of(fight, top.reaction.who)!
  const target = of(fight, top.attacker)
  if (!target) return no('The parried attacker is gone.')
  const weaponProblem = whyWeaponRefused(who, event.weapon)
  if (weaponProblem) return no(weaponProblem)
  const weapon = who.stats.weapons[event.weapon]!
  if (weapon.kind !== 'melee') return no('A Riposte strikes back with a melee weapon (A19).')
  const reach = whyOutOfReach(fight, who, weapon, target)
  if (reach) return no(reach)
  const check = readCheck(fight, who.id, `Riposte with ${weapon.name}`, unmodifiedSituation(who, weapon), event.check)
  if ('refused' in check) return check
  return { attacker: who.id, target: target.id, weapon: event.weapon, origin: 'riposte', melee: true, check, disarm: null, reaction: null }
}

/** A reaction read from its event, with what comes of it. */
export interface ReactionPlan {
  attack: AttackInFlight
  reactor: Fighter
  kind: ReactionKind
  check: CheckRecord
  outcome: DefenseOutcome
  /** A18: the level the Parry counted as against a larger attacker, when that bump applied. */
  counted: SuccessLevel | null
  /** Who takes the attack, or null when the reaction turned it aside. */
  victim: string | null
  multiplier: number
  /** A20: where the interceptor ends up, and the ally if swapped. */
  moves: { who: string; to: Hex }[]
}

/** A19, AG38: whether a would-be riposter has a melee weapon ready that reaches the attacker. */
function canCounter(fight: ApFight, reactor: Fighter, attacker: Fighter | undefined): boolean {
  return attacker !== undefined && reactor.stats.weapons.some((w) => w.kind === 'melee' && isReady(w) && reaches(fight, reactor, w, attacker))
}

/** The reaction record a reactor would answer with: the attack's target, or an ally that may Intercept. */
function reactorFacts(fight: ApFight, attack: AttackInFlight, reactor: Fighter) {
  return {
    isTarget: reactor.id === attack.target,
    rp: reactor.stats.resources.rp,
    size: reactor.stats.size,
    shieldInHand: reactor.stats.weapons.some((w) => w.kind === 'shield' && isReady(w)),
    canCounter: canCounter(fight, reactor, of(fight, attack.attacker)),
    alreadyAnswered: attack.reaction !== null,
  }
}

/**
 * A7: with no attack in flight, a reaction asked for right after one was answered is a second
 * reaction to that attack, and is refused for that reason. Only the words of a refusal change
 * here (the step was refused before too), so no rules version is raised for it.
 */
function whyNoAttackWaiting(fight: ApFight): string {
  const done = fight.lastResult?.answered
  if (!done) return 'No attack is waiting for a reaction.'
  const name = (id: string) => of(fight, id)?.name ?? id
  const attack = `${name(done.attacker)}'s attack on ${name(done.target)}`
  return done.reaction
    ? `${attack} has had its reaction (${name(done.reaction.who)}'s ${REACTION_LABEL[done.reaction.kind]}): one reaction per attack (A7).`
    : `${attack} has landed: a reaction answers an attack before it lands (A15), one per attack (A7).`
}

/** Why `who` may not answer the attack in flight with `kind`, before any dice or hexes. */
export function whyCannotAnswer(fight: ApFight, who: string, kind: ReactionKind): string | null {
  const attack = pendingOf(fight).attacks.at(-1)
  if (!attack) return whyNoAttackWaiting(fight)
  const reactor = of(fight, who)
  const cannot = whyCannotReact(fight, reactor)
  if (cannot) return cannot
  const attacker = of(fight, attack.attacker)!
  if (kind === 'intercept' && reactor!.side !== of(fight, attack.target)?.side) return 'Intercept takes an attack for an ally (A20).'
  return whyReactionRefused(
    kind,
    { origin: attack.origin, melee: attack.melee, attackerSize: attacker.stats.size },
    reactorFacts(fight, attack, reactor!),
  )
}

/** A20: where an interceptor may stand for the attack in flight (empty with the grid off: the GM's word). */
export function interceptOptions(fight: ApFight, who: string): Hex[] {
  const attack = pendingOf(fight).attacks.at(-1)
  const reactor = of(fight, who)
  const ally = attack && of(fight, attack.target)
  const attacker = attack && of(fight, attack.attacker)
  if (!fight.grid.on || !reactor?.stats.position || !ally?.stats.position || !attacker?.stats.position) return []
  const taken = occupancy(fight, reactor).taken
  return interceptSpots(reactor.stats.position, ally.stats.position, attacker.stats.position, attack!.melee, taken)
}

function whyInterceptHexes(fight: ApFight, event: Omit<Event<'reaction.rolled'>, 'type'>, attack: AttackInFlight): string | null {
  if (!fight.grid.on) return event.to || event.allyTo ? 'The grid is off: Intercept names no hexes (AG40).' : null
  if (!event.to) return 'Say where the interceptor stands (A20).'
  const spots = interceptOptions(fight, event.who)
  if (!spots.some((h) => hexEquals(h, event.to!)))
    return spots.length
      ? `From there the interceptor cannot ${attack.melee ? 'stand next to both the ally and the attacker' : 'stand between the ally and the attacker'} (A20): try ${spots.map(hexKey).join(' or ')}.`
      : 'No hex within 3 lets the interceptor take this attack (A20).'
  if (!event.allyTo) return null
  const ally = of(fight, attack.target)!
  return whySwapRefused(ally.stats.position!, event.allyTo, event.to, occupancy(fight, of(fight, event.who)!).taken)
}

/**
 * A15-A20, AG32, AG37, AG39: a reaction to the attack in flight: who may make it, where an
 * interceptor stands, its check, and who (if anyone) takes the attack and how hard.
 */
export function reactionOf(fight: ApFight, event: Omit<Event<'reaction.rolled'>, 'type' | 'damageFaces'>): ReactionPlan | Refused {
  const attack = pendingOf(fight).attacks.at(-1)
  if (!attack) return no(whyNoAttackWaiting(fight))
  const why = whyCannotAnswer(fight, event.who, event.kind)
  if (why) return no(why)
  if (event.kind === 'intercept') {
    const hexes = whyInterceptHexes(fight, { ...event, damageFaces: [] }, attack)
    if (hexes) return no(hexes)
  } else if (event.to || event.allyTo) return no('Only an Intercept moves (A20).')
  const reactor = of(fight, event.who)!
  const attacker = of(fight, attack.attacker)!
  const check = readCheck(fight, reactor.id, REACTION_LABEL[event.kind], reactionSituation(reactor, event.kind), event.check)
  if ('refused' in check) return check
  const bump = parrySizeBump(event.kind, attacker.stats.size, reactor.stats.size)
  const outcome = resolveDefense(event.kind, attack.check, check, bump)
  const intercepting = event.kind === 'intercept'
  const victim = intercepting ? (outcome.won ? reactor.id : attack.target) : outcome.won ? null : attack.target
  const moves: ReactionPlan['moves'] = []
  if (intercepting && event.to) {
    if (event.allyTo) moves.push({ who: attack.target, to: event.allyTo }, { who: reactor.id, to: of(fight, attack.target)!.stats.position! })
    else moves.push({ who: reactor.id, to: event.to })
  }
  return {
    attack,
    reactor,
    kind: event.kind,
    check,
    outcome,
    counted: parryCountsAs(check.level, bump),
    victim,
    multiplier: intercepting ? damageMultiplier(attack.check.level) : outcome.multiplier,
    moves,
  }
}

/** The damage dice an attack landing on someone rolls (none for a Disarm or a weapon without notation). */
export function damageDiceOf(fight: ApFight, attack: AttackInFlight): number[] {
  const notation = damageNotationOf(fight, attack)
  return notation ? diceToRoll(notation) : []
}

/** Whether the damage faces fit what lands: the weapon's dice when it lands on someone, none otherwise. */
export function whyDamageFaces(fight: ApFight, attack: AttackInFlight, lands: boolean, faces: readonly number[]): string | null {
  const notation = damageNotationOf(fight, attack)
  if (!lands || !notation) return faces.length ? 'No damage is rolled here.' : null
  try {
    evaluateDice(notation, faces)
    return null
  } catch (error) {
    return `The damage dice do not match ${notation}: ${error instanceof Error ? error.message : String(error)}`
  }
}
