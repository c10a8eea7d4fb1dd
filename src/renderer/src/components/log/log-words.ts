import type { LogLine } from '@shared/session/view'
import { stepLabel } from '@shared/log/readable'

const ACTOR: Record<LogLine['actor'], string> = { cohort: 'Cohort', gm: 'GM', console: 'Dice' }

/** Who acted, in a word. */
export function actorWord(line: LogLine): string {
  return ACTOR[line.actor]
}

/** "19:04:12": when the entry was made, on the table's clock. */
export function clockOf(at: string): string {
  return new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
}

/** "Round 2 · Cohort turn, 4. Roll Remaining Dice", or "" outside a Challenge turn. */
export function whereWords(line: LogLine): string {
  const step = stepLabel(line.where)
  return [line.where.round !== null ? `Round ${line.where.round}` : '', step ?? ''].filter(Boolean).join(' · ')
}
