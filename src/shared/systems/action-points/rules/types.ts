/*
 * The words of the Action-points text as types: sizes, success levels, hexes, the actions of
 * a turn and the reactions out of it. Plain data, shared by the rules, the fight and the views.
 */

/** A creature's size category, smallest first (Parrying Large Creatures: Huge > Large > Medium > Small). */
export const SIZES = ['small', 'medium', 'large', 'huge'] as const
export type Size = (typeof SIZES)[number]

export const SIZE_LABEL: Record<Size, string> = { small: 'Small', medium: 'Medium', large: 'Large', huge: 'Huge' }

/** How many size categories `a` is above `b` (negative when smaller). */
export function sizeSteps(a: Size, b: Size): number {
  return SIZES.indexOf(a) - SIZES.indexOf(b)
}

/**
 * The result of a d100 check, worst first (R22, AG2): a fumble (00), a failure, then the
 * Normal, Hard, Major and Critical successes.
 */
export const SUCCESS_LEVELS = ['fumble', 'failure', 'normal', 'hard', 'major', 'critical'] as const
export type SuccessLevel = (typeof SUCCESS_LEVELS)[number]

export const LEVEL_LABEL: Record<SuccessLevel, string> = {
  fumble: 'Fumble',
  failure: 'Failure',
  normal: 'Normal Success',
  hard: 'Hard Success',
  major: 'Major Success',
  critical: 'Critical Success',
}

/** A level's place on the scale: fumble 0 … critical 5. */
export function levelRank(level: SuccessLevel): number {
  return SUCCESS_LEVELS.indexOf(level)
}

/** Whether a level is a success (Normal or better). */
export function isSuccess(level: SuccessLevel): boolean {
  return levelRank(level) >= levelRank('normal')
}

/** A hex of the battle map in axial coordinates (q along a row, r down the rows). */
export interface Hex {
  readonly q: number
  readonly r: number
}

/** Advantage (+1), Disadvantage (-1) or neither (0) on a d100 check (AG3). */
export type Advantage = -1 | 0 | 1

/** The basic reactions every character has (Basic Reactions & costs). */
export const REACTION_KINDS = ['dodge', 'parry', 'block', 'riposte', 'intercept'] as const
export type ReactionKind = (typeof REACTION_KINDS)[number]

/** A reaction, or a Reaction Attack (which answers an action rather than an attack). */
export type AnyReaction = ReactionKind | 'reactionAttack'

export const REACTION_LABEL: Record<AnyReaction, string> = {
  dodge: 'Dodge',
  parry: 'Parry',
  block: 'Block',
  riposte: 'Riposte',
  intercept: 'Intercept',
  reactionAttack: 'Reaction Attack',
}

/** A weapon's kind: a melee weapon, a ranged one, or a shield (which Blocks). */
export const WEAPON_KINDS = ['melee', 'ranged', 'shield'] as const
export type WeaponKind = (typeof WEAPON_KINDS)[number]

/** Which hand holds an item: the dominant one, the other, both (two-handed), or none (stowed). */
export const HANDS = ['main', 'off', 'both'] as const
export type Hand = (typeof HANDS)[number]

/** The resources of the action economy: Action, Reaction and Flow Points. */
export const RESOURCES = ['ap', 'rp', 'fp'] as const
export type Resource = (typeof RESOURCES)[number]

export const RESOURCE_LABEL: Record<Resource, string> = { ap: 'AP', rp: 'RP', fp: 'FP' }
