import { typingInField } from '../../gm/typing'

/** What the runner's keys do (see shortcuts.ts); each is a no-op where it does not apply or is not given. */
export interface RunKeyCommands {
  next?(): void
  roll?(): void
  suggest?(): void
  /** K: keep last round's traits for this round. */
  keep?(): void
  /** H: reach the selected combatant's hit points, to type a change in place. */
  hp?(): void
  /** M: open or close the parts folded away. */
  more?(): void
  /** V: while the players see nothing, show them what is running (or the scene). */
  reveal?(): void
  undo?(): void
  redo?(): void
  /** P: let players act from their devices, or stop them. */
  players?(): void
}

const INTERACTIVE = 'button, a[href], summary, [role="button"], [role="option"], [draggable="true"]'

/**
 * Keys meant for a dialog, a field or a focused control stay there: the runner only hears
 * keys pressed while no dialog is open and no text field has focus. Enter activates a
 * focused button natively, so it means "next step" only when no control has focus.
 */
function heardByRunner(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || typingInField(event.target)) return false
  if (document.querySelector('dialog[open]')) return false
  return true
}

/**
 * The runner's keyboard: N or Enter next step, R roll, S suggest, K keep, H hit points, M more, V show the players, P players act, Ctrl+Z / Ctrl+Shift+Z /
 * Ctrl+Y undo and redo, Escape out of a field. The session's section gives undo and redo, a system's runner the rest.
 */
export function handleRunKey(event: KeyboardEvent, commands: RunKeyCommands): void {
  // Escape leaves a field of the runner (not of a dialog), so the runner's keys work again.
  if (event.key === 'Escape' && typingInField(event.target) && !document.querySelector('[aria-modal="true"]')) {
    ;(event.target as HTMLElement).blur()
    return
  }
  if (!heardByRunner(event)) return
  const mod = event.ctrlKey || event.metaKey
  const key = event.key.toLowerCase()
  let command: (() => void) | undefined
  if (mod && key === 'z') command = event.shiftKey ? commands.redo : commands.undo
  else if (mod && key === 'y') command = commands.redo
  else if (mod || event.shiftKey) command = undefined
  else if (key === 'n') command = commands.next
  else if (key === 'enter' && !(event.target instanceof Element && event.target.closest(INTERACTIVE))) command = commands.next
  else if (key === 'r') command = commands.roll
  else if (key === 's') command = commands.suggest
  else if (key === 'k') command = commands.keep
  else if (key === 'h') command = commands.hp
  else if (key === 'm') command = commands.more
  else if (key === 'v') command = commands.reveal
  else if (key === 'p') command = commands.players
  if (!command) return
  event.preventDefault()
  command()
}
