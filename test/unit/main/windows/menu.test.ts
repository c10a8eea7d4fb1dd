import { describe, expect, it, vi } from 'vitest'
import type { MenuItemConstructorOptions } from 'electron'
import { menuTemplate, PLAYER_DISPLAY_ACCELERATOR } from '../../../../src/main/windows/menu'

const actions = () => ({ command: vi.fn(), openRecent: vi.fn(), togglePlayerDisplay: vi.fn(), quit: vi.fn() })
const labels = (items: MenuItemConstructorOptions[]) => items.map((i) => i.label ?? i.role)
const submenu = (item: MenuItemConstructorOptions | undefined) => (item?.submenu ?? []) as MenuItemConstructorOptions[]
const find = (items: MenuItemConstructorOptions[], label: string) => items.find((i) => i.label === label)

describe('application menu', () => {
  const state = { platform: 'linux' as NodeJS.Platform, recent: ['a.json', 'b.json'], playerDisplayOpen: false, isDevelopment: false }

  it('File has New, Open, Open Recent, Save As and Export; View has the player display', () => {
    const menu = menuTemplate(state, actions())
    expect(labels(menu)).toEqual(['&File', 'editMenu', '&View', 'help'])
    expect(labels(submenu(menu[0])).filter(Boolean)).toEqual([
      'New Campaign…',
      'Open Campaign…',
      'Open Recent',
      'Save As…',
      'Export Session…',
      'E&xit',
    ])
    const player = find(submenu(menu[2]), 'Player Display')
    expect(player).toMatchObject({ type: 'checkbox', checked: false, accelerator: PLAYER_DISPLAY_ACCELERATOR })
  })

  it('menu items reach the console: commands, recent files, the player display', () => {
    const act = actions()
    const menu = menuTemplate(state, act)
    const file = submenu(menu[0])
    find(file, 'New Campaign…')!.click!(undefined as never, undefined, undefined as never)
    expect(act.command).toHaveBeenCalledWith('campaign.new')
    find(submenu(find(file, 'Open Recent')), 'b.json')!.click!(undefined as never, undefined, undefined as never)
    expect(act.openRecent).toHaveBeenCalledWith('b.json')
    find(submenu(menu[2]), 'Player Display')!.click!(undefined as never, undefined, undefined as never)
    expect(act.togglePlayerDisplay).toHaveBeenCalled()
  })

  it('follows macOS conventions: an app menu with About and Quit, no Exit in File', () => {
    const menu = menuTemplate({ ...state, platform: 'darwin' }, actions())
    expect(labels(menu)).toEqual(['GM Console', '&File', 'editMenu', '&View', 'windowMenu', 'help'])
    expect(submenu(menu[0]).some((i) => i.role === 'quit')).toBe(true)
    expect(labels(submenu(menu[1]))).not.toContain('E&xit')
  })

  it('says so when there are no recent campaigns', () => {
    const menu = menuTemplate({ ...state, recent: [] }, actions())
    expect(submenu(find(submenu(menu[0]), 'Open Recent'))).toEqual([{ label: 'No recent campaigns', enabled: false }])
  })
})
