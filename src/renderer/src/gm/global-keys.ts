import type { AppCommand } from '@shared/ipc/contract'
import type { useNavigationStore } from '../stores/navigation'
import { typingInField } from './typing'

type Navigation = ReturnType<typeof useNavigationStore>

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
