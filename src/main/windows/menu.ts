import type { MenuItemConstructorOptions } from 'electron'
import type { AppCommand } from '@shared/ipc/contract'

export interface MenuActions {
  command(command: AppCommand): void
  openRecent(file: string): void
  togglePlayerDisplay(): void
  quit(): void
}

export interface MenuState {
  platform: NodeJS.Platform
  recent: readonly string[]
  playerDisplayOpen: boolean
  isDevelopment: boolean
}

/** Shortcut that opens and closes the player display, in the menu and the help overlay. */
export const PLAYER_DISPLAY_ACCELERATOR = 'CmdOrCtrl+Shift+P'

/**
 * The application menu, following each platform's conventions: on macOS the app menu holds
 * About and Quit; elsewhere File ends with Exit and Help holds About.
 */
export function menuTemplate(state: MenuState, actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = state.platform === 'darwin'
  const recent: MenuItemConstructorOptions[] = state.recent.length
    ? state.recent.map((file) => ({ label: file, click: () => actions.openRecent(file) }))
    : [{ label: 'No recent campaigns', enabled: false }]
  const file: MenuItemConstructorOptions = {
    label: '&File',
    submenu: [
      { label: 'New Campaign…', accelerator: 'CmdOrCtrl+N', click: () => actions.command('campaign.new') },
      { label: 'Open Campaign…', accelerator: 'CmdOrCtrl+O', click: () => actions.command('campaign.open') },
      { label: 'Open Recent', submenu: recent },
      { type: 'separator' },
      { label: 'Save As…', accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.command('campaign.saveAs') },
      { label: 'Export Session…', accelerator: 'CmdOrCtrl+E', click: () => actions.command('session.export') },
      ...(mac ? [] : [{ type: 'separator' } as const, { label: 'E&xit', accelerator: 'Ctrl+Q', click: actions.quit }]),
    ],
  }
  const view: MenuItemConstructorOptions = {
    label: '&View',
    submenu: [
      {
        label: 'Player Display',
        type: 'checkbox',
        checked: state.playerDisplayOpen,
        accelerator: PLAYER_DISPLAY_ACCELERATOR,
        click: actions.togglePlayerDisplay,
      },
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
      ...(state.isDevelopment ? [{ type: 'separator' } as const, { role: 'reload' } as const, { role: 'toggleDevTools' } as const] : []),
    ],
  }
  const help: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [
      { label: 'Keyboard Shortcuts', accelerator: 'F1', click: () => actions.command('help.shortcuts') },
      ...(mac ? [] : [{ label: 'About GM Console', click: () => actions.command('help.about') }]),
    ],
  }
  const appMenu: MenuItemConstructorOptions = {
    label: 'GM Console',
    submenu: [
      { label: 'About GM Console', click: () => actions.command('help.about') },
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  }
  const edit: MenuItemConstructorOptions = { role: 'editMenu' }
  const window: MenuItemConstructorOptions = { role: 'windowMenu' }
  return mac ? [appMenu, file, edit, view, window, help] : [file, edit, view, help]
}
