/** Every keyboard shortcut of the GM console, as the help overlay lists them. */
export const SHORTCUTS = [
  { keys: 'F1 or ?', does: 'Show this list' },
  { keys: 'Ctrl+O', does: 'Open or create a campaign' },
  { keys: 'Alt+1 … Alt+0', does: 'Go to a section (Characters … Player display)' },
  { keys: 'Ctrl+S', does: 'Save the item being edited now (or create it; Settings: save them)' },
  { keys: '↑ ↓ Home End', does: 'Move through a focused list' },
  { keys: 'Enter', does: 'Open the selected list item in the editor' },
  { keys: 'Ctrl+Shift+P', does: 'Open or close the player display (desktop)' },
  { keys: 'B', does: 'Blank the player display, or show it again (outside text fields)' },
  { keys: 'Esc', does: 'Close a dialog' },
  { keys: 'N or Enter', does: 'Run a Challenge: next step (Enter only when no button has focus)' },
  { keys: 'R', does: 'Run a Challenge: roll the remaining dice (step 4)' },
  { keys: 'S', does: 'Run a Challenge: apply the suggested Simple modifier placement (step 5)' },
  { keys: 'Ctrl+Z', does: 'Run a Challenge: undo the latest step (outside text fields)' },
  { keys: 'Ctrl+Shift+Z or Ctrl+Y', does: 'Run a Challenge: redo the step just undone' },
] as const
