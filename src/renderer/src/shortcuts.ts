import type { TableWords } from './composables/table-words'
import { screensOf } from './systems/registry'
import type { Shortcut } from './systems/screens'

/** The console's own keys, whatever the campaign plays. */
const CONSOLE_SHORTCUTS: readonly Shortcut[] = [
  { keys: 'F1 or ?', does: 'Show this list' },
  { keys: 'Ctrl+O', does: 'Open or create a campaign' },
  { keys: 'Alt+1 … Alt+0', does: 'Go to a section (Characters … Player display)' },
  { keys: 'Ctrl+S', does: 'Save the item being edited now (or create it; Settings: save them)' },
  { keys: '↑ ↓ Home End', does: 'Move through a focused list' },
  { keys: 'Enter', does: 'Open the selected list item in the editor' },
  { keys: 'Ctrl+Shift+P', does: 'Open or close the player display (desktop)' },
  { keys: 'B', does: 'Blank the player display, or show it again (outside text fields)' },
  { keys: 'Esc', does: 'Close a dialog' },
  { keys: '/', does: 'Bestiary: search it (outside text fields); Enter copies the creature selected into the campaign' },
]

/** The keys of the run section, whatever runs: show the players, undo, redo. */
const atTheTable = (words: TableWords): Shortcut[] => [
  { keys: 'V', does: `${words.runLabel}: while the players see nothing, show them what is running (or the scene)` },
  { keys: 'P', does: `${words.runLabel}: let players act from their devices, or stop them` },
  { keys: 'Ctrl+Z', does: `${words.runLabel}: undo the latest step (outside text fields)` },
  { keys: 'Ctrl+Shift+Z or Ctrl+Y', does: `${words.runLabel}: redo the step just undone` },
]

/** Each key once: systems that share a screen (the combat tracker's) give the same keys. */
const once = (list: Shortcut[]): Shortcut[] => list.filter((s, i) => list.findIndex((o) => o.keys === s.keys && o.does === s.does) === i)

/**
 * Every keyboard shortcut of the GM console as the help overlay lists them: the console's
 * own, the keys of each system the campaign plays, and the run section's (show the players, undo, redo).
 */
export function shortcutsFor(words: TableWords): Shortcut[] {
  return once([...CONSOLE_SHORTCUTS, ...words.systems.flatMap((system) => screensOf(system.id)?.shortcuts ?? []), ...atTheTable(words)])
}

/**
 * The keys of the screen in front of the GM: with a run open at the table, that run's own keys
 * first (a fight's, a Challenge's), then undo and redo and the console's; elsewhere every key.
 */
export function shortcutsOn(words: TableWords, run: { system: string } | null): Shortcut[] {
  if (!run) return shortcutsFor(words)
  return once([...(screensOf(run.system)?.shortcuts ?? []), ...atTheTable(words), ...CONSOLE_SHORTCUTS])
}
