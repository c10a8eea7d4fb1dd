import { rollDice, type RandomSource } from '@shared/dice'
import type { CombatCoreEvent } from '@shared/combat/core-rules'
import { whyNotHpDice } from '@shared/combat/hp-change'
import type { Refused } from './host-system'

/** The tracker's request to roll damage or healing by notation, as every combat system takes it. */
export type HpRoll =
  | { type: 'damage'; target: string; source: string | null; expression: string; note: string }
  | { type: 'healing'; target: string; expression: string }

/**
 * Rolls the GM's damage or healing by notation for any combat system. Dice that could come to
 * less than 0 or more than the console tracks are refused before a die is cast, so the log
 * never says a combatant took 0 damage from dice that came to -5.
 */
export function rollHpChange(request: HpRoll, dice: RandomSource): Extract<CombatCoreEvent, { type: 'damage.rolled' | 'healing.rolled' }> | Refused {
  const why = whyNotHpDice(request.expression, request.type === 'damage' ? 'damage' : 'heal')
  if (why) return { refused: why }
  const { notation: expression, faces, total } = rollDice(request.expression, dice)
  if (request.type === 'healing') return { type: 'healing.rolled', target: request.target, expression, faces, total }
  return { type: 'damage.rolled', target: request.target, source: request.source, expression, faces, total, note: request.note }
}
