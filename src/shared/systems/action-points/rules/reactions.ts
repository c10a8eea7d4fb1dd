import { REACTION_COST } from './costs'
import { SIZE_LABEL, sizeSteps, type ReactionKind, type Size } from './types'

/** What is being reacted to: an attack of one's turn, a Reaction Attack, or a Riposte's counterattack (itself a Reaction Attack, A19). */
export type AttackOrigin = 'attack' | 'disarm' | 'reactionAttack' | 'riposte'

/** The attack a reaction answers, as the reaction rules read it. */
export interface IncomingAttack {
  origin: AttackOrigin
  melee: boolean
  attackerSize: Size
}

/** The would-be reactor, as the reaction rules read it. */
export interface Reactor {
  isTarget: boolean
  rp: number
  size: Size
  shieldInHand: boolean
  /** A19, AG38: a melee weapon in hand with the attacker in reach, for a Riposte's counter. */
  canCounter: boolean
  /** Its reaction this attack has had already (A7, AG32). */
  alreadyAnswered: boolean
}

/** A18: a Parry is refused against an attacker more than one size larger. */
export const MAX_PARRY_SIZE_GAP = 1

/**
 * A7-A9, A14, A15, A18-A20, AG32, AG39: why a reaction may not answer an attack, or null. One
 * reaction per attack (a Riposte being the one reaction that also strikes back); Dodge against
 * melee or ranged; Parry and Riposte against melee only, never from more than one size below;
 * Block with a shield in hand; Riposte and Intercept are advanced, so never against a Reaction
 * Attack (or a Riposte's counter); Intercept is an ally's, the rest the target's; Intercept
 * takes no Disarm (there is no damage to take). Each needs its RP.
 */
export function whyReactionRefused(kind: ReactionKind, attack: IncomingAttack, reactor: Reactor): string | null {
  if (reactor.alreadyAnswered) return 'This attack has had its reaction: one reaction per attack (A7).'
  if (kind === 'intercept') {
    if (reactor.isTarget) return 'Intercept takes an attack meant for an ally (A20).'
  } else if (!reactor.isTarget) return 'Only the target of the attack Dodges, Parries, Blocks or Ripostes.'
  const advanced = kind === 'riposte' || kind === 'intercept'
  if (advanced && (attack.origin === 'reactionAttack' || attack.origin === 'riposte'))
    return 'Against a Reaction Attack only a Dodge, Parry or Block (A14).'
  if (kind === 'intercept' && attack.origin === 'disarm') return 'A Disarm cannot be intercepted: there is no damage to take (AG39).'
  if ((kind === 'parry' || kind === 'riposte') && !attack.melee) return 'Only a melee attack can be parried (A9).'
  if ((kind === 'parry' || kind === 'riposte') && sizeSteps(attack.attackerSize, reactor.size) > MAX_PARRY_SIZE_GAP)
    return `A ${SIZE_LABEL[attack.attackerSize]} attacker is too large to parry (A18).`
  if (kind === 'block' && !reactor.shieldInHand) return 'Block needs a shield in hand (A9).'
  if (kind === 'riposte' && !reactor.canCounter) return 'A Riposte needs a melee weapon in hand with the attacker in reach (A19).'
  const cost = REACTION_COST[kind]
  if (reactor.rp < cost) return `${cost} RP needed, ${reactor.rp} left (A8).`
  return null
}

/**
 * A9, A20: the skill a reaction rolls: Dodge the higher of Agility and Athletics; Parry and
 * Riposte Melee; Block Endurance; Intercept Agility.
 */
export function reactionSkill(kind: ReactionKind, skill: (name: string) => number): { name: string; value: number } {
  switch (kind) {
    case 'dodge': {
      const agility = skill('Agility')
      const athletics = skill('Athletics')
      return athletics > agility ? { name: 'Athletics', value: athletics } : { name: 'Agility', value: agility }
    }
    case 'parry':
    case 'riposte':
      return { name: 'Melee', value: skill('Melee') }
    case 'block':
      return { name: 'Endurance', value: skill('Endurance') }
    case 'intercept':
      return { name: 'Agility', value: skill('Agility') }
  }
}

/** A18, AG13: a Parry (or Riposte) against a larger attacker counts the attack one level higher. */
export function parrySizeBump(kind: ReactionKind, attackerSize: Size, reactorSize: Size): number {
  return (kind === 'parry' || kind === 'riposte') && sizeSteps(attackerSize, reactorSize) === 1 ? 1 : 0
}
