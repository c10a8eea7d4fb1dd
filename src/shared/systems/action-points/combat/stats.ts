import { deepFreeze } from '../../../session/frozen'
import type { ActionPointsPcBlock, ActionPointsStatBlock, ActionPointsWeapon } from '../campaign'
import { atCombatStart, type ResourceMaxima, type Resources } from '../rules/resources'
import type { Hand, Hex, Size, WeaponKind } from '../rules/types'

/** A weapon as the fight holds it: the block's, with where it is now. */
export interface FightWeapon {
  readonly name: string
  readonly kind: WeaponKind
  /** The skill it rolls (Melee or Ranged unless the block names another). */
  readonly skill: string
  readonly damage: string | null
  readonly reach: number | null
  readonly range: number | null
  readonly hands: 0 | 1 | 2
  readonly finesse: boolean
  readonly brawl: boolean
  readonly spell: boolean
  /** AG41: the hand it is held in, or null (stowed, or a natural weapon, which is always ready). */
  readonly heldIn: Hand | null
  /** A22: knocked out of its owner's hands by a Disarm. */
  readonly dropped: boolean
}

/** The "once a round" uses (AG11: they come back at the start of each round). */
export interface RoundUses {
  readonly step: boolean
  readonly feint: boolean
  readonly shove: boolean
  /** A42, AG8: FP for a successful reaction, once a round. */
  readonly reactionFp: boolean
  /** AG47: a grappled combatant's one try a round to break free. */
  readonly breakFree: boolean
}

export const FRESH_ROUND: Readonly<RoundUses> = deepFreeze({ step: false, feint: false, shove: false, reactionFp: false, breakFree: false })

/** What Action points keeps of each combatant, beside the tracker's hit points and conditions (digest 3c). */
export interface ApStats {
  readonly kind: 'pc' | 'npc'
  readonly size: Size
  readonly agility: number
  readonly skills: Readonly<Record<string, number>>
  readonly moveSpeed: number
  /** A36: a Reach other than the size's, from the sheet. */
  readonly reach: number | null
  readonly weapons: readonly FightWeapon[]
  readonly offHandTraining: boolean
  readonly maxima: ResourceMaxima
  readonly resources: Resources
  /**
   * Ruling 27: the block's own initiative modifier, when it states one; absent, the campaign
   * setting supplies it (as in every fight logged before the ruling, whose starts have none).
   */
  readonly initiativeModifier?: number
  /** A32: the d10 and the score; null until rolled (a combatant joining mid-fight, AG28). */
  readonly initiative: { readonly roll: number; readonly score: number } | null
  /** Where it stands on the hex map; null off the map (the grid off, or not placed yet). */
  readonly position: Hex | null
  /** A33: on the surprised side of this fight. */
  readonly surprised: boolean
  readonly once: RoundUses
  /** A5: AP spent on Move actions this turn. */
  readonly moveAp: number
  /** A24: Flow State taken this turn. */
  readonly flowState: boolean
  /** A29: Total Defense until the start of its next turn. */
  readonly totalDefense: boolean
  /** A23, AG21: Advantage on its next physical attack against this target, until the end of its next turn. */
  readonly feint: { readonly target: string; readonly expiresAfterTurn: number } | null
  /** A25: in a grapple, holding or held. */
  readonly grapple: { readonly with: string; readonly role: 'grappler' | 'defender' } | null
  /** A26, AG18: a readied action waiting for its trigger, with the AP set aside for it. */
  readonly readied: { readonly trigger: string; readonly what: string; readonly cost: number; readonly round: number } | null
  /** Turns taken so far (AG21 reads it). */
  readonly turnsTaken: number
}

/** The weapons of a block as a fight holds them. */
function fightWeapons(weapons: readonly ActionPointsWeapon[]): FightWeapon[] {
  return weapons.map((w) => ({
    name: w.name,
    kind: w.kind,
    skill: w.skill ?? (w.kind === 'ranged' ? 'Ranged' : 'Melee'),
    damage: w.damage ?? null,
    reach: w.reach ?? null,
    range: w.range ?? null,
    hands: w.hands,
    finesse: w.finesse,
    brawl: w.brawl,
    spell: w.spell,
    heldIn: w.heldIn,
    dropped: false,
  }))
}

function fresh(kind: 'pc' | 'npc', block: ActionPointsPcBlock | ActionPointsStatBlock, agility: number, skills: Record<string, number>): ApStats {
  const maxima = { apPerTurn: block.apPerTurn, rpMax: block.rpMax, fpStart: block.fpStart }
  return {
    kind,
    size: block.size,
    agility,
    skills,
    moveSpeed: block.moveSpeed,
    reach: block.reach,
    weapons: fightWeapons(block.weapons),
    offHandTraining: block.offHandTraining,
    maxima,
    resources: atCombatStart(maxima, false),
    initiative: null,
    position: null,
    surprised: false,
    once: { ...FRESH_ROUND },
    moveAp: 0,
    flowState: false,
    totalDefense: false,
    feint: null,
    grapple: null,
    readied: null,
    turnsTaken: 0,
    ...(block.initiativeModifier === undefined ? {} : { initiativeModifier: block.initiativeModifier }),
  }
}

/** A PC's Action-points data as a fight starts, from its block. */
export function pcStats(block: ActionPointsPcBlock): ApStats {
  return fresh('pc', block, block.agility, block.skills)
}

/** An NPC's Action-points data from its stat block. */
export function npcStats(block: ActionPointsStatBlock): ApStats {
  return fresh('npc', block, block.agility, block.skills)
}

/**
 * AG45: a skill's value: Agility is its own field; any other the sheet does not list counts 0
 * (only a 01 succeeds). Names match whatever their case.
 */
export function skillOf(stats: Pick<ApStats, 'agility' | 'skills'>, name: string): number {
  if (name.toLowerCase() === 'agility') return stats.agility
  const key = Object.keys(stats.skills).find((k) => k.toLowerCase() === name.toLowerCase())
  return key === undefined ? 0 : stats.skills[key]!
}

/** AG41: whether a weapon can be used now: a natural weapon always, another while held. */
export function isReady(w: FightWeapon): boolean {
  return !w.dropped && (w.hands === 0 || w.heldIn !== null)
}

/** AG41: the hands a combatant has free. */
export function freeHands(weapons: readonly FightWeapon[]): ('main' | 'off')[] {
  const used = new Set(weapons.filter((w) => !w.dropped && w.heldIn).flatMap((w) => (w.heldIn === 'both' ? ['main', 'off'] : [w.heldIn!])))
  return (['main', 'off'] as const).filter((h) => !used.has(h))
}
