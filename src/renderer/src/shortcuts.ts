/** One keyboard shortcut as the help overlay lists it. */
export interface Shortcut {
  keys: string
  does: string
}

/** The console-wide shortcuts: they work on every screen. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'F1 or ?', does: 'Show the keys of the screen in front of you' },
  { keys: 'Ctrl+O', does: 'Open or create a campaign' },
  { keys: 'Alt+1 … Alt+0', does: 'Go to a section (Characters … Player display)' },
  { keys: 'Ctrl+Shift+P', does: 'Open or close the player display (desktop)' },
  { keys: 'B', does: 'Blank the player display, or show it again (outside text fields)' },
  { keys: 'Esc', does: 'Close a dialog' },
]

/** The keys of prep's lists and editors, and of the log's and the display's lists. */
export const LIST_KEYS: readonly Shortcut[] = [
  { keys: '↑ ↓ Home End', does: 'Move through a focused list' },
  { keys: 'Enter', does: 'Open the selected list item in the editor' },
  { keys: 'Ctrl+S', does: 'Save the item being edited now (or create it; Settings: save them)' },
]

/** The keys of the table while a session runs, whatever runs in it. */
export const SESSION_KEYS: readonly Shortcut[] = [
  { keys: 'Ctrl+Z', does: 'Undo the latest step (outside text fields)' },
  { keys: 'Ctrl+Shift+Z or Ctrl+Y', does: 'Redo the step just undone' },
  { keys: 'Esc', does: 'Leave a text field, so the keys below work again' },
]
