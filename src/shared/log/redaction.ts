import type { LogEntry } from '../session/entries'
import { systemOf } from '../systems/registry'
import type { ExportNames, RevealableName } from './names'
import { placeOf } from './place'

/**
 * The player redaction of a log, the same allowlist the player display follows: only public
 * entries still in effect. On top of that, an entry about a run's item (a Challenge) or
 * anything its event names (a trait) that the campaign hides now stays out, so hiding
 * something again also takes it out of later exports. Undo and redo are bookkeeping, never
 * the players' story.
 */
export function isForPlayers(entry: LogEntry, undone: boolean, names: ExportNames): boolean {
  if (entry.visibility !== 'public' || undone || entry.kind === 'undo' || entry.kind === 'redo') return false
  if (entry.kind === 'run.started' || entry.kind === 'run.event' || entry.kind === 'run.closed') {
    const run = placeOf(entry).run
    const item = run ? names.items[run.item] : undefined
    if (item && !item.revealed) return false
  }
  if (
    entry.kind === 'run.event' &&
    systemOf(entry.system)
      .mentions(entry.event)
      .some((id: string) => names.hiddenIds.includes(id))
  )
    return false
  return true
}

/**
 * Whether players may read a scene's or a run item's name: when the campaign reveals it now;
 * for an item the campaign no longer has, when the log made it public.
 */
export function mayNameForPlayers(item: RevealableName | undefined, loggedPublic: boolean): boolean {
  return item ? item.revealed : loggedPublic
}
