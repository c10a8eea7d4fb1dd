import { deepFreeze } from '../../../session/frozen'
import type { ActionPointsPcBlock, ActionPointsStatBlock, ActionPointsWeapon } from '../campaign'
import { atCombatStart, type ResourceMaxima, type Resources } from '../rules/resources'
import type { Hand, Hex, Size, WeaponKind } from '../rules/types'

/** A weapon as the fight holds it: the block's, with where it is now. */
export interface FightWeapon {
  name: string
  kind: WeaponKind
  /** The skill it rolls (Melee or Ranged unless the block names another). */
  skill: string
  damage: string | null
  reach: number | null
  range: number | null
  hands: 0 | 1 | 2
  finesse: boolean
  brawl: boolean
  spell: boolean
  /** AG41: the hand it is held in, or null (stowed, or a natural weapon, which is always ready). */
  heldIn: Hand | null
  /** A22: knocked out of its owner's hands by a Disarm. */
  dropped: boolean
}

/** The "once a round" uses (AG11: they come back at the start of each round). */
export interface RoundUses {
  step: boolean
  feint: boolean
  shove: boolean
  /** A42, AG8: FP for a successful reaction, once a round. */
  reactionFp: boolean
  /** AG47: a grappled combatant's one try a round to break free. */
  breakFree: boolean
}

export const FRESH_ROUND: Readonly<RoundUses> = deepFreeze({ step: false, feint: false, shove: false, reactionFp: false, breakFree: false })

/** What Action points keeps of each combatant, beside the tracker's hit points and conditions (digest 3c). */
export interface ApStats {
  kind: 'pc' | 'npc'
  size: Size
  agility: number
  skills: Record<string, number>
  moveSpeed: number
  /** A36: a Reach other than the size's, from the sheet. */
  reach: number | null
  weapons: FightWeapon[]
  offHandTraining: boolean
  maxima: ResourceMaxima
  resources: Resources
  /** A32: the d10 and the score; null until rolled (a combatant joining mid-fight, AG28). */
  initiative: { roll: number; score: number } | null
  /** Where it stands on the hex map; null off the map (the grid off, or not placed yet). */
  position: Hex | null
  /** A33: on the surprised side of this fight. */
  surprised: boolean
  once: RoundUses
  /** A5: AP spent on Move actions this turn. */
  moveAp: number
  /** A24: Flow State taken this turn. */
  flowState: boolean
  /** A29: Total Defense until the start of its next turn. */
  totalDefense: boolean
  /** A23, AG21: Advantage on its next physical attack against this target, until the end of its next turn. */
  feint: { target: string; expiresAfterTurn: number } | null
  /** A25: in a grapple, holding or held. */
  grapple: { with: string; role: 'grappler' | 'defender' } | null
  /** A26, AG18: a readied action waiting for its trigger, with the AP set aside for it. */
  readied: { trigger: string; what: string; cost: number; round: number } | null
  /** Turns taken so far (AG21 reads it). */
  turnsTaken: number
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
