import type { PlayerDie, PlayerTally } from '@shared/systems/relics'

type Outcome = NonNullable<PlayerDie['outcome']>

/** Step 6's words for each die, with a symbol, so no outcome is told by colour alone. */
export const OUTCOME_WORDS: Record<Outcome, string> = {
  overpowering: '✦✦✦ overpowering',
  critical: '✦✦ critical',
  success: '✦ success',
  nothing: '· nothing',
  botch: '✖ botch',
  majorBotch: '✖✖ major botch',
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** Step 6, Final Result, in one line a table can read: the net first, then what made it. */
export function tallyLine(tally: PlayerTally): string {
  const parts = [count(tally.successes, 'success', 'successes')]
  if (tally.criticals) parts.push(count(tally.criticals, 'critical'))
  if (tally.overpowering) parts.push(`${tally.overpowering} overpowering`)
  if (tally.botches) parts.push(count(tally.botches, 'botch', 'botches'))
  if (tally.majorBotches) parts.push(count(tally.majorBotches, 'major botch', 'major botches'))
  return `Net ${tally.net} · ${parts.join(' · ')}`
}

/** Whose turn, in the game's words. */
export function turnWords(turn: 'cohort' | 'challenge' | null): string {
  if (turn === 'cohort') return 'The Cohort’s turn'
  if (turn === 'challenge') return 'The Challenge’s turn'
  return ''
}
