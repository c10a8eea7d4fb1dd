import { allowed, refused, type RuleResult } from './result'

/*
 * What each action costs (Actions, Common Actions; Special Actions; Cheat Sheet) and the
 * limits on a turn and a round (R24).
 */

/** A4, A21: an action's AP cost, where the text fixes one. */
export const ACTION_COST = {
  move: 1,
  attack: 2,
  spell: 2,
  draw: 1,
  sheathe: 1,
  potion: 2,
  disarm: 2,
  feint: 1,
  flowState: 1,
  grapple: 2,
  grappleUpkeep: 2,
  shove: 1,
  step: 1,
  totalDefense: 3,
  tumble: 1,
  stand: 1,
  free: 0,
} as const

/** A4: a class ability costs 2 AP unless the ability says otherwise. */
export const CLASS_ABILITY_COST = 2

/** A4: a magic item costs 1 or 2 AP, as the item says. */
export const MAGIC_ITEM_COSTS = [1, 2] as const

/** A5, A34, R24: at most 2 AP of movement in a turn (Take a Step and Tumble Through aside). */
export const MAX_MOVE_AP = 2

/** A23, A27, A28, R24: the special actions usable once a round. */
export const ONCE_A_ROUND = ['feint', 'shove', 'step'] as const
export type OnceARound = (typeof ONCE_A_ROUND)[number]

/** A8: what each reaction costs in RP. */
export const REACTION_COST = { dodge: 1, parry: 1, block: 1, reactionAttack: 1, riposte: 2, intercept: 2 } as const

/** The actions a turn may take that carry only words (the GM applies their effects), and what they cost. */
export const OTHER_ACTIONS = ['spell', 'classAbility', 'potion', 'magicItem', 'stand', 'free'] as const
export type OtherAction = (typeof OTHER_ACTIONS)[number]

export const OTHER_ACTION_LABEL: Record<OtherAction, string> = {
  spell: 'Cast a spell',
  classAbility: 'Use a class ability',
  potion: 'Drink a potion from the bag',
  magicItem: 'Use a magic item',
  stand: 'Stand up',
  free: 'Free action',
}

/**
 * A4, A31, AG34: the cost of an action that carries only words: a spell 2, a potion 2, a
 * magic item 1 or 2 (as stated), a class ability 2 unless stated otherwise, standing up 1, a
 * free action 0.
 */
export function otherActionCost(kind: OtherAction, stated: number | undefined): RuleResult<number> {
  switch (kind) {
    case 'classAbility':
      return allowed(stated ?? CLASS_ABILITY_COST)
    case 'magicItem':
      if (stated === undefined) return refused('Say what the magic item costs: 1 or 2 AP (A4).')
      return (MAGIC_ITEM_COSTS as readonly number[]).includes(stated) ? allowed(stated) : refused('A magic item costs 1 or 2 AP (A4).')
    case 'spell':
    case 'potion':
    case 'stand':
    case 'free': {
      const cost = ACTION_COST[kind]
      return stated === undefined || stated === cost ? allowed(cost) : refused(`That action costs ${cost} AP (A4).`)
    }
  }
}

/** AG15: the actions that provoke Reaction Attacks from enemies who threaten the actor (besides leaving a threatened hex). */
export const PROVOKING: ReadonlySet<OtherAction> = new Set(['spell', 'potion', 'stand'])

/** A5, R24: whether another Move fits this turn's movement. */
export function whyNoMoreMovement(moveApSpent: number): string | null {
  return moveApSpent >= MAX_MOVE_AP ? `At most ${MAX_MOVE_AP} AP of movement a turn (A5); Take a Step is still allowed once a round.` : null
}
