import type { AppCommand } from '@shared/ipc/contract'
import type { useNavigationStore } from '../stores/navigation'

type Navigation = ReturnType<typeof useNavigationStore>

/** Whether a key went to a text field (or a select), where it belongs to the field. */
export function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  // A ticked box or a radio button takes no letters: the shortcuts still work from it.
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUTS.has(target.type)
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName)
}

const KEYLESS_INPUTS: ReadonlySet<string> = new Set(['checkbox', 'radio', 'button', 'submit', 'reset'])

/** The console-wide shortcuts (see shortcuts.ts). Keys typed into a field stay there. */
export function handleGlobalKey(event: KeyboardEvent, navigation: Navigation): void {
  const mod = event.ctrlKey || event.metaKey
  if (event.key === 'F1' || (event.key === '?' && !typingInField(event.target))) {
    event.preventDefault()
    navigation.helpOpen = true
  } else if (mod && !event.shiftKey && event.key.toLowerCase() === 'o') {
    event.preventDefault()
    navigation.pickerOpen = true
  } else if (event.altKey && /^[0-9]$/.test(event.key)) {
    const entry = navigation.sections[(Number(event.key) + 9) % 10]
    if (!entry) return
    event.preventDefault()
    navigation.section = entry.id
  }
}

/** What a desktop menu item asks of the console. */
export function handleAppCommand(command: AppCommand, navigation: Navigation): void {
  if (command === 'campaign.new' || command === 'campaign.open' || command === 'campaign.saveAs') navigation.pickerOpen = true
  if (command === 'help.shortcuts' || command === 'help.about') navigation.helpOpen = true
  if (command === 'session.export') {
    navigation.section = 'log'
    navigation.exportOpen = true
  }
}
