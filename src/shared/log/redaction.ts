import type { LogEntry } from './entries'
import type { ExportNames, RevealableName } from './names'

/**
 * The player redaction of a log, the same allowlist the player display follows: only public
 * entries still in effect. On top of that, an entry about a Challenge or trait the campaign
 * hides now stays out, so hiding something again also takes it out of later exports. Undo
 * and redo are bookkeeping, never the players' story.
 */
export function isForPlayers(entry: LogEntry, undone: boolean, names: ExportNames): boolean {
  if (entry.visibility !== 'public' || undone || entry.kind === 'undo' || entry.kind === 'redo') return false
  if (entry.kind === 'challenge.started' || entry.kind === 'challenge.event' || entry.kind === 'challenge.closed') {
    const challenge = names.challenges[entry.kind === 'challenge.started' ? entry.challengeId : (entry.where.challengeId ?? '')]
    if (challenge && !challenge.revealed) return false
  }
  if (entry.kind === 'challenge.event' && 'traitId' in entry.event && names.hiddenTraitIds.includes(entry.event.traitId)) return false
  return true
}

/**
 * Whether players may read a scene's or Challenge's name: when the campaign reveals it now;
 * for an item the campaign no longer has, when the log made it public.
 */
export function mayNameForPlayers(item: RevealableName | undefined, loggedPublic: boolean): boolean {
  return item ? item.revealed : loggedPublic
}
