import type { LogEntry } from '../session/entries'
import { systemOf } from '../systems/registry'
import type { ExportNames, RevealableName } from './names'
import { placeOf } from './place'

/** Whether the players may read an entry, given whether it is undone. */
export type PlayerRedaction = (entry: LogEntry, undone: boolean) => boolean

/**
 * The player redaction of a log, the one allowlist every player-facing reader follows (the
 * display's feed, the player copies in every format): only entries logged public (who may
 * read an entry is decided once, when it is made) and still in effect. On top of that, an
 * entry about a run's item (a Challenge) or anything its event names (a trait) that the
 * campaign hides now stays out, so hiding something again also takes it out of the feed and
 * later exports: this only ever keeps more from the players, never less. Undo and redo are
 * bookkeeping, never the players' story. Made once for the names of the campaign as it is.
 */
export function playerRedaction(names: ExportNames): PlayerRedaction {
  const hidden = new Set(names.hiddenIds)
  return (entry, undone) => {
    if (entry.visibility !== 'public' || undone || entry.kind === 'undo' || entry.kind === 'redo') return false
    if (entry.kind === 'run.started' || entry.kind === 'run.event' || entry.kind === 'run.closed') {
      const run = placeOf(entry).run
      const item = run ? names.items[run.item] : undefined
      if (item && !item.revealed) return false
    }
    return !(
      entry.kind === 'run.event' &&
      systemOf(entry.system)
        .mentions(entry.event)
        .some((id: string) => hidden.has(id))
    )
  }
}

/**
 * Whether players may read a scene's or a run item's name: when the campaign reveals it now;
 * for an item the campaign no longer has, when the log made it public.
 */
export function mayNameForPlayers(item: RevealableName | undefined, loggedPublic: boolean): boolean {
  return item ? item.revealed : loggedPublic
}
