import type { ConditionInstance as TrackedCondition } from '../../../combat/types'
import { basicAttackHit, basicAttackMiss } from '../rules/basic-attack'
import { CONDITION_NAMES, type ConditionInstance, type ConditionName } from '../rules/conditions'
import { NOT_DYING, type DyingState } from '../rules/death-saves'
import type { LastGaspState } from '../rules/last-gasp'
import type { TurnBudget } from '../rules/actions'
import { START_POSITION, type Position } from '../rules/positions'
import { DAMAGE_TYPES, type ActionKind, type DamageType, type Defense, type InitiativeBand, type Resistance } from '../rules/types'
import type { EscalationPcBlock, EscalationStatBlock } from '../campaign'
import type { Ability } from '../ability-schema'

/** One effect being sustained: `kept` while it holds this turn (used or sustained in it). */
export interface Sustained {
  readonly name: string
  readonly kept: boolean
}

/** An ability as a fight keeps it: its entry, the attack it makes (an index of the combatant's attacks), whether it is spent. */
export type FightAbility = Omit<Ability, 'attack'> & { readonly attackIndex?: number; readonly spent: boolean }

/** An ability spent since its rest, as a PC carries it from fight to fight (its frequency says which rest brings it back). */
export interface SpentAbility {
  readonly name: string
  readonly frequency: Ability['frequency']
  readonly recharge?: number
}

/**
 * A block's abilities for a fight, and the attacks those that attack add (after `attacksBefore`
 * attacks). A PC's attack adds its bonus to Level + Volition (E1) and always the escalation die;
 * an NPC's bonus is whole (EG11), with the die only when it says so (EG10). Its damage types are
 * its own, else those its damage names, else weapon (E10).
 */
export function abilitiesForFight(
  abilities: readonly Ability[] | undefined,
  user: { kind: 'pc' | 'npc'; level: number; volition: number },
  attacksBefore: number,
  spent: readonly string[],
): { abilities: FightAbility[]; attacks: EscalationAttack[] } {
  const attacks: EscalationAttack[] = []
  const kept = (abilities ?? []).map(({ attack, ...entry }): FightAbility => {
    if (!attack) return { ...entry, spent: spent.includes(entry.name) }
    const types: DamageType[] = attack.types?.length ? [...attack.types] : damageTypesOf(attack.damage)
    attacks.push({
      name: entry.name,
      bonus: (attack.bonus ?? 0) + (user.kind === 'pc' ? user.level + user.volition : 0),
      defense: attack.defense,
      damage: attack.damage,
      miss: attack.miss ?? null,
      usesEscalation: user.kind === 'pc' || (attack.usesEscalation ?? false),
      types,
      ranged: attack.ranged ?? /\branged\b/i.test(entry.type ?? ''),
      ability: entry.name,
      provokes: entry.provokes ?? false,
    })
    return { ...entry, attackIndex: attacksBefore + attacks.length - 1, spent: spent.includes(entry.name) }
  })
  return { abilities: kept, attacks }
}

/** One attack a combatant can make: its bonus, the defense it targets, hit and miss damage. */
export interface EscalationAttack {
  readonly name: string
  /** EG11: an NPC's stat block bonus; E1: a PC's Level + Volition (the escalation die is added when rolled). */
  readonly bonus: number
  readonly defense: Defense
  /** Damage notation on a hit ("2d8+3"), or words the GM applies by hand. */
  readonly damage: string
  /** Miss damage: a number or notation, or null for none (EG40: a plain miss only). */
  readonly miss: string | null
  /** E1, EG10: PCs always add the escalation die; an NPC attack only when its block says so. */
  readonly usesEscalation: boolean
  /** E10: the damage types it deals (weapon when untyped). */
  readonly types: readonly DamageType[]
  /**
   * E8, E36: a ranged attack provokes Opportunity Attacks from engaged enemies and is no
   * Opportunity Attack itself. Absent in fights logged before it was kept: then only a PC's
   * Basic Ranged Attack is (`isRangedAttack`).
   */
  readonly ranged?: boolean
  /** Ruling 28: the ability this attack is made with (absent for a basic attack and a stat block's plain attack). */
  readonly ability?: string
  /** E29: the ability Provokes (absent: only a ranged attack does). */
  readonly provokes?: boolean
}

/** What Escalation keeps of each combatant, beside the tracker's hit points and conditions. */
export interface EscalationStats {
  readonly kind: 'pc' | 'npc'
  readonly level: number
  /** E15: the band it acts in; Delay and a fired readied action change it for the encounter (E21, E22). */
  readonly band: InitiativeBand
  readonly defenses: Readonly<Record<Defense, number>>
  readonly attacks: readonly EscalationAttack[]
  /** E1: a PC's Volition (0 for an NPC). */
  readonly volition: number
  readonly resists: readonly Resistance[]
  readonly weaknesses: readonly DamageType[]
  /** PCs only: recoveries left, how they heal (E48-E50), and the no-recovery penalty (E49). */
  readonly recoveries: { readonly max: number; readonly left: number; readonly dice: string; readonly noRecoveryPenalty: number } | null
  /** E52-E54: a PC's dying state. */
  readonly dying: DyingState
  /** E56: Last Gasp saves in progress, with the effect they hold off. */
  readonly lastGasp: (LastGaspState & { readonly effect: string }) | null
  /** E23: what is left of this turn's actions. */
  readonly budget: TurnBudget
  /** E26, EG12: one Interrupt before the start of its next turn. */
  readonly interruptAvailable: boolean
  /** E22: a readied action waiting for its trigger. */
  readonly readied: { readonly kind: ActionKind; readonly trigger: string; readonly round: number } | null
  /** E22, EG30: a readied action fired this round takes this slot from its next turn. */
  readonly readiedFired: ActionKind | null
  /** E47: an enemy dropped to 0 is knocked out rather than killed (the attackers meant it). */
  readonly knockout: boolean
  /** E60, EG34: the tier Confused reads. */
  readonly tier: number
  /**
   * E34, EG54: where it is: engaged with whom, Nearby or Far. This and the fields below are
   * absent in fights logged before positions were kept; `positionOf` and the others read
   * them with their start values.
   */
  readonly position?: Position
  /** E40, EG25: it has Intercepted since the start of its last turn. */
  readonly interceptUsed?: boolean
  /** E37, EG23: a successful Disengage this turn carries one Move action's movement. */
  readonly carriedMove?: boolean
  /** E42: a PC permanently out of the fight (petrified, separated): it Fights in Spirit on its turns. */
  readonly outOfFight?: boolean
  /** Ruling 28: its abilities, spent or not (absent in fights logged before abilities were kept). */
  readonly abilities?: readonly FightAbility[]
  /** E30: the effects of its Sustain abilities that hold, and whether each holds this turn. */
  readonly sustaining?: readonly Sustained[]
  /** E31: its Power pool, what Spend X Power abilities pay from (absent: its block keeps none). */
  readonly power?: PowerPool
}

/** E31: a Power pool: its size and what is left of it. */
export interface PowerPool {
  readonly max: number
  readonly left: number
}

/** E31: a pool as a fight starts: the block's size, with what is left of it carried from earlier fights (full when nothing is carried). */
export function powerPool(max: number | undefined, left?: number): { power?: PowerPool } {
  return max === undefined ? {} : { power: { max, left: Math.min(max, left ?? max) } }
}

/** E34, EG54: where a combatant is (Nearby and free until placed). */
export function positionOf(stats: Pick<EscalationStats, 'position'>): Position {
  return stats.position ?? START_POSITION
}

/** E8: whether an attack is ranged (a PC's Basic Ranged Attack in fights logged before attacks said so). */
export function isRangedAttack(attack: Pick<EscalationAttack, 'ranged' | 'name'>): boolean {
  return attack.ranged ?? attack.name === 'Basic Ranged Attack'
}

/** E10: the damage types a damage text names ("10 fire damage"); weapon damage when it names none. */
export function damageTypesOf(text: string): DamageType[] {
  const named = DAMAGE_TYPES.filter((type) => new RegExp(`\\b${type}\\b`, 'i').test(text))
  return named.length ? named : ['weapon']
}

const FULL_BUDGET: TurnBudget = { standard: 1, move: 1, quick: 1 }

/** E7, E8, EG4: a PC's basic attacks from its block: Level dice of the stance die + Volition, vs AC. */
function pcAttacks(block: EscalationPcBlock): EscalationAttack[] {
  const miss = basicAttackMiss(block, block.missDamage)
  const base = {
    bonus: block.level + block.volition,
    defense: 'AC' as const,
    damage: basicAttackHit(block, block.stanceDamageDie),
    miss: miss > 0 ? String(miss) : null,
    usesEscalation: true,
    types: ['weapon' as DamageType],
  }
  return [
    { name: 'Basic Melee Attack', ...base, ranged: false },
    { name: 'Basic Ranged Attack', ...base, ranged: true },
  ]
}

/** A PC's Escalation data at the start of a fight, from its block and what it carries from earlier fights. */
export function pcStats(
  block: EscalationPcBlock,
  carried: { recoveriesLeft: number; noRecoveryPenalty: number; spent?: readonly SpentAbility[]; powerLeft?: number },
  tier: number,
): EscalationStats {
  const basic = pcAttacks(block)
  const spent = (carried.spent ?? []).map((a) => a.name)
  const own = abilitiesForFight(block.abilities, { kind: 'pc', level: block.level, volition: block.volition }, basic.length, spent)
  return {
    kind: 'pc',
    level: block.level,
    band: block.initiativeBand,
    defenses: { AC: block.ac, PD: block.pd, MD: block.md },
    attacks: [...basic, ...own.attacks],
    ...(own.abilities.length && { abilities: own.abilities }),
    ...powerPool(block.power, carried.powerLeft),
    volition: block.volition,
    resists: block.resists,
    weaknesses: block.weaknesses,
    recoveries: { max: block.recoveriesMax, left: carried.recoveriesLeft, dice: block.recoveryDice, noRecoveryPenalty: carried.noRecoveryPenalty },
    dying: NOT_DYING,
    lastGasp: null,
    budget: FULL_BUDGET,
    interruptAvailable: true,
    readied: null,
    readiedFired: null,
    knockout: false,
    tier,
    position: START_POSITION,
    interceptUsed: false,
    carriedMove: false,
    outOfFight: false,
  }
}

/** An NPC's Escalation data from its stat block (EG8: Medium when it names no band; EG10, EG11). */
export function npcStats(block: EscalationStatBlock): EscalationStats {
  const own = abilitiesForFight(block.abilities, { kind: 'npc', level: block.level, volition: 0 }, block.attacks.length, [])
  return {
    kind: 'npc',
    level: block.level,
    band: block.band ?? 'medium',
    defenses: { AC: block.ac, PD: block.pd, MD: block.md },
    ...(own.abilities.length && { abilities: own.abilities }),
    ...powerPool(block.power),
    attacks: block.attacks
      .map((a): EscalationAttack => ({
        name: a.name,
        bonus: a.bonus,
        defense: a.defense,
        damage: a.damage,
        miss: a.miss ?? null,
        usesEscalation: a.usesEscalation ?? false,
        types: damageTypesOf(a.damage),
        ranged: a.ranged ?? false,
      }))
      .concat(own.attacks),
    volition: 0,
    resists: block.resists ?? [],
    weaknesses: block.weaknesses ?? [],
    recoveries: null,
    dying: NOT_DYING,
    lastGasp: null,
    budget: FULL_BUDGET,
    interruptAvailable: true,
    readied: null,
    readiedFired: null,
    knockout: false,
    tier: 1,
    position: START_POSITION,
    interceptUsed: false,
    carriedMove: false,
    outOfFight: false,
  }
}

const KNOWN = new Set<string>(CONDITION_NAMES)

/** Whether a condition name is one of the text's (E59-E72). */
export function isEscalationCondition(name: string): name is ConditionName {
  return KNOWN.has(name)
}

/**
 * The tracker's conditions as Escalation's rules read them: the text's conditions only (a
 * custom one has no effect the rules know), with their durations in the rules' terms.
 */
export function rulesConditions(conditions: readonly TrackedCondition[]): ConditionInstance[] {
  return conditions.flatMap((c): ConditionInstance[] => {
    if (c.custom || !isEscalationCondition(c.name)) return []
    const d = c.duration
    const duration: ConditionInstance['duration'] =
      d.kind === 'rounds'
        ? { kind: 'rounds', rounds: d.rounds }
        : d.kind === 'untilTest'
          ? { kind: 'manual' }
          : d.kind === 'saveEnds'
            ? { kind: 'saveEnds', target: d.target }
            : d
    return [{ name: c.name, duration, source: c.source, ongoing: c.ongoing && { amount: c.ongoing.amount, type: c.ongoing.type as DamageType } }]
  })
}
