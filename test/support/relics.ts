import type { SessionState } from '../../src/shared/session/state'
import type { SessionView } from '../../src/shared/session/view'
import type { EntryOf, LogEntry } from '../../src/shared/session/entries'
import { RelicsPlayerPart, type RelicsEvent, type RelicsGmView, type RelicsState } from '../../src/shared/systems/relics'
import type { PlayerView } from '../../src/shared/views/player-view'

/** Relics of the Moon's part of a session view: the Challenge, its odds, recovery. */
export function relicsView(view: SessionView | null): RelicsGmView {
  if (!view) throw new Error('No session view')
  return view.systems.relics as RelicsGmView
}

/** Relics of the Moon's state in a session. */
export function relicsState(state: SessionState): RelicsState {
  return state.systems.relics as RelicsState
}

/** Relics of the Moon's part of a player view, checked by its own strict schema. */
export function relicsPart(view: PlayerView): RelicsPlayerPart {
  const part = view.parts.find((p) => p.system === 'relics')
  if (!part) throw new Error('The player view has no Relics part')
  return RelicsPlayerPart.parse(part.part)
}

/** What the players know of, by the symbol of its kind: ☻ NPCs, ☾ Moon Relics, ⚔ encounters. */
export function knownOf(view: PlayerView, symbol: '☻' | '☾' | '⚔'): PlayerView['known'] {
  return view.known.filter((item) => item.symbol === symbol)
}

/** The logged Relics events of one type, each with its entry (who acted, where, undone or not). */
export function loggedEvents<T extends RelicsEvent['type']>(
  entries: readonly LogEntry[],
  type: T,
): { entry: EntryOf<'run.event'>; event: Extract<RelicsEvent, { type: T }> }[] {
  return entries.flatMap((entry) =>
    entry.kind === 'run.event' && entry.system === 'relics' && entry.event.type === type
      ? [{ entry, event: entry.event as Extract<RelicsEvent, { type: T }> }]
      : [],
  )
}
