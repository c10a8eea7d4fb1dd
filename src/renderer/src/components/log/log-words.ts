import type { LogLine } from '@shared/session/view'
import { stepLabel } from '@shared/log/step-label'
import { findManifest } from '@shared/systems/manifests'

/** Who acted, in a word: the players in their system's word (`playersWord`), the GM, the dice. */
export function actorWord(line: LogLine): string {
  // A step a player took from their device: its line names the PC, marked "(player)".
  if (line.player) return 'Player'
  if (line.actor === 'gm') return 'GM'
  if (line.actor === 'console') return 'Dice'
  return (line.system && findManifest(line.system)?.playersWord) || 'Players'
}

/** "19:04:12": when the entry was made, on the table's clock. */
export function clockOf(at: string): string {
  return new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
}

/** "Round 2 · " and the system's place words (its `placeLabel`), or "" outside a run's turns. */
export function whereWords(line: LogLine): string {
  const step = stepLabel(line.where)
  return [line.where.round !== null ? `Round ${line.where.round}` : '', step ?? ''].filter(Boolean).join(' · ')
}
