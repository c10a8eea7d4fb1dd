/** Every keyboard shortcut of the GM console, as the help overlay lists them. */
export const SHORTCUTS = [
  { keys: 'F1 or ?', does: 'Show this list' },
  { keys: 'Ctrl+O', does: 'Open or create a campaign' },
  { keys: 'Alt+1 … Alt+0', does: 'Go to a section (Characters … Player display)' },
  { keys: 'Ctrl+S', does: 'Save the item being edited now (or create it; Settings: save them)' },
  { keys: '↑ ↓ Home End', does: 'Move through a focused list' },
  { keys: 'Enter', does: 'Open the selected list item in the editor' },
  { keys: 'Ctrl+Shift+P', does: 'Open or close the player display (desktop)' },
  { keys: 'Esc', does: 'Close a dialog' },
] as const
