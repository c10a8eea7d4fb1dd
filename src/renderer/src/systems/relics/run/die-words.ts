import type { DieOutcome, DieView } from '@shared/systems/relics'

/** Step 6's words for a die's result, with what it counts, so no colour has to say it. */
export const OUTCOME_WORDS: Record<DieOutcome, string> = {
  overpowering: 'overpowering (3)',
  critical: 'critical (2)',
  success: 'success (1)',
  nothing: 'no success',
  botch: 'botch (−1)',
  majorBotch: 'major botch (−2)',
}

/** "+1" / "−2": a signed amount as the rule text writes it. */
export function signed(amount: number): string {
  return amount >= 0 ? `+${amount}` : `−${-amount}`
}

/**
 * A modifier's name without its owner and shorthand ("Ixa Marrow: Steady Hands +1 / 2d" →
 * "Steady Hands"): on a die the amount is already shown and space is short.
 */
export function shortLabel(label: string): string {
  return label.replace(/ [+-]\d+ \/ \d+d$/, '').replace(/^[^:]+: /, '')
}

/** What the die shows: the final result once rolled, else its auto result, else nothing yet. */
export function dieValue(die: DieView): string {
  const value = die.final ?? die.face
  return value === null ? '?' : value < 0 ? `−${-value}` : String(value)
}

/** A die in one sentence, for screen readers: "Die 2 (Destiny): 6, auto result A6 (Tamsin: Moonlit Instinct), +1 Steady Hands, success (1)". */
export function describeDie(die: DieView): string {
  const parts = [`Die ${die.index + 1} (${die.source}): ${die.face === null ? 'not rolled yet' : dieValue(die)}`]
  for (const mark of die.autoResults) parts.push(`auto result A${mark.value} (${mark.label})`)
  if (die.rolled !== null && die.autoResults.length === 0) parts.push(`rolled ${die.rolled}`)
  for (const m of die.simpleModifiers) parts.push(`${signed(m.amount)} ${m.label}`)
  if (die.outcome) parts.push(OUTCOME_WORDS[die.outcome])
  return parts.join(', ')
}
