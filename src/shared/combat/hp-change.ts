import { HP_LIMIT } from '../campaign/common'
import { diceProblem, maxOf, minOf } from '../dice'

/*
 * A change of hit points as the GM types it in place, for every combat system: "-7" is damage,
 * "+5" healing, "2d6+3" damage by dice (the host rolls it), "+1d8" healing by dice. Bare
 * numbers and dice are damage, the change a fight needs most.
 */

/** Damage or healing. */
export type HpChangeKind = 'damage' | 'heal'

/** What the GM typed, read: a kind and either a whole amount or dice for the host to roll. */
export type HpChange = { kind: HpChangeKind; amount: number; dice: null } | { kind: HpChangeKind; amount: null; dice: string }

const LIMIT_WORDS = HP_LIMIT.toLocaleString('en-US')
const KIND_WORDS: Record<HpChangeKind, string> = { damage: 'Damage', heal: 'Healing' }

/**
 * Why dice cannot change hit points, or null: dice the console cannot roll, dice that could
 * come to less than 0 (damage and healing are never negative: the sign says which it is), or
 * to more than the console tracks. Checked before a die is cast, so nothing is logged.
 */
export function whyNotHpDice(expression: string, kind: HpChangeKind): string | null {
  const problem = diceProblem(expression)
  if (problem) return `“${expression}” is not dice the console can roll: ${problem}`
  const least = minOf(expression)
  if (least < 0)
    return `${KIND_WORDS[kind]} is never negative, and “${expression}” could come to ${least}: type "-" for damage or "+" for healing before the amount.`
  if (maxOf(expression) > HP_LIMIT) return `“${expression}” could come to more than ${LIMIT_WORDS} hit points, the most the console tracks.`
  return null
}

/**
 * Reads a change of hit points as the GM typed it ("-7", "+5", "2d6+3", "+1d8"), or says
 * what is wrong with it in words; `unsigned` is what a bare amount means (damage, unless the
 * GM asked for healing).
 */
export function readHpChange(text: string, unsigned: HpChangeKind = 'damage'): HpChange | { problem: string } {
  const typed = text.trim()
  if (!typed) return { problem: 'Type -7 for damage, +5 for healing, or dice such as 2d6+3.' }
  const sign = typed[0] === '-' || typed[0] === '+' ? typed[0] : null
  const kind: HpChangeKind = sign === '-' ? 'damage' : sign === '+' ? 'heal' : unsigned
  const body = (sign ? typed.slice(1) : typed).trim()
  if (!body) return { problem: `Type the amount after “${sign}”, such as ${sign}7.` }
  if (/^[-+]/.test(body)) return { problem: `“${typed}” has two signs: type one, "-" for damage or "+" for healing.` }
  if (/^\d+$/.test(body)) {
    const amount = Number(body)
    if (amount > HP_LIMIT)
      return { problem: `${amount.toLocaleString('en-US')} is more than ${LIMIT_WORDS} hit points, the most the console tracks.` }
    return { kind, amount, dice: null }
  }
  const why = whyNotHpDice(body, kind)
  return why ? { problem: why } : { kind, amount: null, dice: body }
}

/** The change in words, as the field's button says what Enter will do ("7 damage", "roll 2d6+3 healing"). */
export function hpChangeWords(change: HpChange): string {
  const what = change.kind === 'damage' ? 'damage' : 'healing'
  return change.dice === null ? `${change.amount} ${what}` : `roll ${change.dice} ${what}`
}
