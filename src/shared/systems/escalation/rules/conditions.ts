import type { DamageType } from './types'

/** E59-E72: the conditions and effects the text lists. */
export const CONDITION_NAMES = [
  'confused',
  'dazed',
  'enervated',
  'flying',
  'grabbed',
  'hampered',
  'helpless',
  'invisible',
  'ongoingDamage',
  'shaken',
  'softened',
  'stuck',
  'stunned',
  'vulnerable',
  'weakened',
] as const
export type ConditionName = (typeof CONDITION_NAMES)[number]

/**
 * How long a condition lasts (digest §4). Save ends uses its target (EG15: 11 when none is given);
 * "one-round" effects last until the start of their creator's next turn (EG28).
 */
export type ConditionDuration = Readonly<
  | { kind: 'saveEnds'; target?: number | null }
  | { kind: 'untilStartOfTurn'; of: string }
  | { kind: 'untilEndOfTurn'; of: string }
  | { kind: 'rounds'; rounds: number }
  | { kind: 'encounter' }
  | { kind: 'manual' }
>

/** One condition on a combatant. Plain JSON, so a machine's context can hold it. */
export interface ConditionInstance {
  readonly name: ConditionName
  readonly duration: ConditionDuration
  /** Who put it there: for Grabbed, the grabber (E64). */
  readonly source?: string | null
  /** Ongoing Damage only: how much, of which type, at the end of each turn (E68). */
  readonly ongoing?: { readonly amount: number; readonly type: DamageType } | null
}

/** What a condition does to the numbers and to what its bearer may do. All counts are per condition, never per instance (EG31). */
export interface ConditionEffects {
  /** The rule that states it. */
  rule: string
  /** The effect in a line, for the console. */
  summary: string
  /** Disadvantage on the bearer's attacks. */
  attackDisadvantage: number
  /** Advantage on attacks against the bearer (from anyone, or only from its grabber). */
  attackedAdvantage: number
  attackedAdvantageOnlyFromSource: boolean
  /** Disadvantage on the bearer's saves. */
  saveDisadvantage: number
  /** Disadvantage to Disengage from the condition's source (unless hit this round). */
  disengageDisadvantageFromSource: number
  /** How much lower attacks against the bearer crit. */
  critThresholdDrop: number
  /** The bearer counts the escalation die as 0 (for everything it keys off, EG32). */
  escalationCountsAsZero: boolean
  /** The bearer's turns start without a Move action (EG35). */
  losesMoveAction: boolean
  /** Cannot move, disengage, pop free or change position. */
  cannotMove: boolean
  /** No Opportunity Attacks, no Ranged attacks or spells. */
  noOpportunityOrRangedAttacks: boolean
  /** Only basic attacks, Opportunity Attacks, moving, Rally, Sustain, relationship dice. */
  onlyBasicActions: boolean
  /** Attackers must first make a save of this target or the attack has no effect. */
  attackersSaveFirst: number | null
  /** Advantage on skill checks to sneak. */
  sneakAdvantage: number
  /** On a natural odd hit or miss, the bearer takes half the damage it deals. */
  selfDamageOnOddNatural: boolean
  /** Only Flying creatures can intercept the bearer. */
  interceptedOnlyByFlying: boolean
  /** A valid Coup de Grace target. */
  coupDeGraceTarget: boolean
  /** Damage at the end of the bearer's turn, before saves. */
  endOfTurnDamage: boolean
  /** Conditions this one includes (Helpless is Stunned). */
  includes: ConditionName[]
}

const NONE: Omit<ConditionEffects, 'rule' | 'summary'> = {
  attackDisadvantage: 0,
  attackedAdvantage: 0,
  attackedAdvantageOnlyFromSource: false,
  saveDisadvantage: 0,
  disengageDisadvantageFromSource: 0,
  critThresholdDrop: 0,
  escalationCountsAsZero: false,
  losesMoveAction: false,
  cannotMove: false,
  noOpportunityOrRangedAttacks: false,
  onlyBasicActions: false,
  attackersSaveFirst: null,
  sneakAdvantage: 0,
  selfDamageOnOddNatural: false,
  interceptedOnlyByFlying: false,
  coupDeGraceTarget: false,
  endOfTurnDamage: false,
  includes: [],
}

/** E59-E72 as data: each condition's mechanical effects. */
export const CONDITIONS: Record<ConditionName, ConditionEffects> = {
  confused: {
    ...NONE,
    rule: 'E60',
    summary:
      'Natural odd hit or miss: take half the damage dealt (before crit or Resist). Non-attack abilities and no-damage attacks need an 11+ save, or take your tier in damage.',
    selfDamageOnOddNatural: true,
  },
  dazed: { ...NONE, rule: 'E61', summary: '1 Disadvantage on attacks.', attackDisadvantage: 1 },
  enervated: { ...NONE, rule: 'E62', summary: '1 Disadvantage on saves.', saveDisadvantage: 1 },
  flying: { ...NONE, rule: 'E63', summary: 'Only Flying enemies can intercept.', interceptedOnlyByFlying: true },
  grabbed: {
    ...NONE,
    rule: 'E64',
    summary:
      '1 Disadvantage to Disengage from the grabber unless you hit it this round; no Opportunity or Ranged attacks; the grabber has 1 Advantage against you.',
    attackedAdvantage: 1,
    attackedAdvantageOnlyFromSource: true,
    disengageDisadvantageFromSource: 1,
    noOpportunityOrRangedAttacks: true,
  },
  hampered: {
    ...NONE,
    rule: 'E65',
    summary: 'Only basic attacks, Opportunity Attacks, moving, Rally, Sustain and relationship dice.',
    onlyBasicActions: true,
  },
  helpless: { ...NONE, rule: 'E66', summary: 'Stunned, and open to a Coup de Grace.', coupDeGraceTarget: true, includes: ['stunned'] },
  invisible: {
    ...NONE,
    rule: 'E67',
    summary: '2 Advantage on sneaking; an attacker must make an 11+ save first or the attack has no effect.',
    attackersSaveFirst: 11,
    sneakAdvantage: 2,
  },
  ongoingDamage: { ...NONE, rule: 'E68', summary: 'The listed damage at the end of your turn, before saves.', endOfTurnDamage: true },
  shaken: {
    ...NONE,
    rule: 'E69',
    summary: '1 Disadvantage on attacks; the escalation die counts as 0.',
    attackDisadvantage: 1,
    escalationCountsAsZero: true,
  },
  softened: { ...NONE, rule: 'E70', summary: 'Attacks against you gain 1 Advantage.', attackedAdvantage: 1 },
  stuck: { ...NONE, rule: 'E71', summary: 'Cannot move, disengage, pop free or change position.', cannotMove: true },
  stunned: {
    ...NONE,
    rule: 'E71',
    summary: '1 Disadvantage on attacks; attacks against you gain 1 Advantage; no Move action.',
    attackDisadvantage: 1,
    attackedAdvantage: 1,
    losesMoveAction: true,
  },
  vulnerable: { ...NONE, rule: 'E72', summary: 'Attacks against you crit on a natural 16+.', critThresholdDrop: 1 },
  weakened: {
    ...NONE,
    rule: 'E72',
    summary: '1 Disadvantage on attacks; attacks against you gain 1 Advantage.',
    attackDisadvantage: 1,
    attackedAdvantage: 1,
  },
}

/** The conditions as the text names them. */
export const CONDITION_LABEL: Record<ConditionName, string> = {
  confused: 'Confused',
  dazed: 'Dazed',
  enervated: 'Enervated',
  flying: 'Flying',
  grabbed: 'Grabbed',
  hampered: 'Hampered',
  helpless: 'Helpless',
  invisible: 'Invisible',
  ongoingDamage: 'Ongoing Damage',
  shaken: 'Shaken',
  softened: 'Softened',
  stuck: 'Stuck',
  stunned: 'Stunned',
  vulnerable: 'Vulnerable',
  weakened: 'Weakened',
}

/**
 * E59, EG31, EG41: the conditions in force, each name once however many instances carry it
 * (two Dazed are one Dazed; the instance that lasts longest keeps it in force), with the
 * conditions others include (Helpless brings Stunned, E66, once even beside a Stunned).
 */
export function conditionsInForce(conditions: readonly Pick<ConditionInstance, 'name'>[]): Set<ConditionName> {
  const names = new Set<ConditionName>()
  for (const { name } of conditions) {
    names.add(name)
    for (const included of CONDITIONS[name].includes) names.add(included)
  }
  return names
}

/** Whether any instance of the named condition is on the combatant. */
export function hasCondition(conditions: readonly Pick<ConditionInstance, 'name'>[], name: ConditionName): boolean {
  return conditionsInForce(conditions).has(name)
}
