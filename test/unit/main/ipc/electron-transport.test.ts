import { describe, expect, it, vi } from 'vitest'
import { electronModule, FakeWebContents, ipcHandlers } from '../windows/electron-mock'
import type { PushListener } from '../../../../src/main/api/push'
import { waitingPlayerView } from '../../../../src/shared/views/waiting'

vi.mock('electron', () => electronModule())

const { TrustedSenders } = await import('../../../../src/main/ipc/trusted-senders')
const { registerIpc } = await import('../../../../src/main/ipc/electron-transport')

function setup() {
  const requests: unknown[][] = []
  let push: PushListener = () => undefined
  const services = {
    request: vi.fn(async (...args: unknown[]) => {
      requests.push(args)
      return { ok: true, result: 'answered' }
    }),
    subscribe: (listener: PushListener) => {
      push = listener
      return () => undefined
    },
  }
  const senders = new TrustedSenders()
  const gm = new FakeWebContents()
  const player = new FakeWebContents()
  senders.add(gm as never, 'gm')
  senders.add(player as never, 'player')
  const unregister = registerIpc(services as never, senders)
  const invoke = (channel: string, sender: FakeWebContents, frame: unknown = sender.mainFrame) =>
    ipcHandlers.get(`gmc:${channel}`)!({ sender, senderFrame: frame }, { some: 'payload' })
  return { services, requests, gm, player, invoke, push: (...args: Parameters<PushListener>) => push(...args), unregister }
}

describe('Electron IPC transport', () => {
  it('registers one handler per contract channel', () => {
    const { unregister } = setup()
    expect([...ipcHandlers.keys()]).toContain('gmc:campaign.open')
    expect([...ipcHandlers.keys()]).toContain('gmc:player.view')
    unregister()
    expect(ipcHandlers.size).toBe(0)
  })

  it('answers trusted windows with their own audience', async () => {
    const { invoke, gm, player, requests, unregister } = setup()
    await invoke('campaign.current', gm)
    await invoke('player.view', player)
    expect(requests).toEqual([
      ['gm', 'campaign.current', { some: 'payload' }],
      ['player', 'player.view', { some: 'payload' }],
    ])
    unregister()
  })

  it('refuses unknown senders and sub-frames without running anything', async () => {
    const { invoke, gm, services, unregister } = setup()
    const stranger = new FakeWebContents()
    expect(await invoke('campaign.current', stranger)).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(await invoke('campaign.current', gm, { url: 'https://evil.example/frame' })).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(await invoke('campaign.current', gm, null)).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(services.request).not.toHaveBeenCalled()
    unregister()
  })

  it('a destroyed window is forgotten and never sent to', async () => {
    const { invoke, gm, push, services, unregister } = setup()
    gm.destroyed = true
    push({ event: 'campaign.changed', data: null }, 'gm')
    expect(gm.sent).toEqual([])
    gm.emit('destroyed')
    expect(await invoke('campaign.current', gm)).toMatchObject({ ok: false })
    expect(services.request).not.toHaveBeenCalled()
    unregister()
  })

  it('pushes go only to the windows of their audience', () => {
    const { gm, player, push, unregister } = setup()
    push({ event: 'campaign.changed', data: null }, 'gm')
    push({ event: 'player.view', data: waitingPlayerView('X') }, 'player')
    expect(gm.sent.map((s) => s.channel)).toEqual(['gmc:campaign.changed'])
    expect(player.sent.map((s) => s.channel)).toEqual(['gmc:player.view'])
    unregister()
  })
})
