import { describe, expect, it, vi } from 'vitest'
import { dispatch, type Handlers } from '../../../../src/main/api/dispatch'
import { PushHub } from '../../../../src/main/api/push'
import { requests, events } from '../../../../src/shared/ipc/contract'
import {
  GM_REQUEST_CHANNELS,
  PLAYER_REQUEST_CHANNELS,
  PC_REQUEST_CHANNELS,
  EVENT_NAMES,
  PLAYER_EVENT_NAMES,
} from '../../../../src/shared/ipc/channels'
import { IpcError } from '../../../../src/shared/ipc/errors'
import { waitingPlayerView } from '../../../../src/shared/views/waiting'

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const all = Object.fromEntries(Object.keys(requests).map((c) => [c, vi.fn(async () => 'ran')]))
  return { ...all, ...overrides } as unknown as Handlers
}

describe('the contract', () => {
  it('the channel lists and the contract agree on every name and audience', () => {
    expect(Object.keys(requests).sort()).toEqual([...GM_REQUEST_CHANNELS, ...PLAYER_REQUEST_CHANNELS, ...PC_REQUEST_CHANNELS].sort())
    for (const c of PLAYER_REQUEST_CHANNELS) expect(requests[c].audience).toBe('player')
    for (const c of PC_REQUEST_CHANNELS) expect(requests[c].audience).toBe('pc')
    for (const c of GM_REQUEST_CHANNELS) expect(requests[c].audience).toBe('gm')
    expect(Object.keys(events).sort()).toEqual([...EVENT_NAMES].sort())
    expect(EVENT_NAMES.filter((e) => events[e].audience === 'player')).toEqual([...PLAYER_EVENT_NAMES])
  })
})

describe('dispatch', () => {
  it("lets a PC's device read its own PC and the table, and nothing of the GM's or of another PC", async () => {
    const h = handlers()
    expect(await dispatch(h, { audience: 'pc:pc-ixa', channel: 'pc.view', payload: { pc: 'pc-ixa' } })).toEqual({ ok: true, result: 'ran' })
    expect(await dispatch(h, { audience: 'pc:pc-ixa', channel: 'player.view', payload: {} })).toEqual({ ok: true, result: 'ran' })
    expect(await dispatch(h, { audience: 'pc:pc-ixa', channel: 'pc.view', payload: { pc: 'pc-vell' } })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
    expect(await dispatch(h, { audience: 'pc:pc-ixa', channel: 'session.undo', payload: {} })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
    expect(await dispatch(h, { audience: 'player', channel: 'pc.view', payload: { pc: 'pc-ixa' } })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
    expect(h['pc.view']).toHaveBeenCalledTimes(1)
    expect(h['session.undo']).not.toHaveBeenCalled()
  })

  it('runs the handler with the validated payload', async () => {
    const h = handlers()
    expect(await dispatch(h, { audience: 'gm', channel: 'campaign.open', payload: { file: 'demo.json' } })).toEqual({ ok: true, result: 'ran' })
    expect(h['campaign.open']).toHaveBeenCalledWith({ file: 'demo.json' })
  })

  it('an invalid payload gets a typed error naming the path, and nothing runs', async () => {
    const h = handlers()
    const answer = await dispatch(h, { audience: 'gm', channel: 'campaign.open', payload: { file: '../../etc/passwd.json', extra: 1 } })
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_payload' } })
    const problems = answer.ok ? [] : answer.error.problems!
    expect(problems.map((p) => p.path)).toEqual(expect.arrayContaining(['file']))
    expect(h['campaign.open']).not.toHaveBeenCalled()
  })

  it('unknown channels and missing payloads are told apart', async () => {
    expect(await dispatch(handlers(), { audience: 'gm', channel: '__proto__', payload: {} })).toMatchObject({
      ok: false,
      error: { code: 'unknown_channel' },
    })
    expect(await dispatch(handlers(), { audience: 'gm', channel: 'campaign.create', payload: undefined })).toMatchObject({
      ok: false,
      error: { code: 'invalid_payload' },
    })
  })

  it('a player display may only read its own view', async () => {
    const h = handlers()
    expect(await dispatch(h, { audience: 'player', channel: 'player.view', payload: {} })).toEqual({ ok: true, result: 'ran' })
    expect(await dispatch(h, { audience: 'player', channel: 'campaign.current', payload: {} })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
    expect(h['campaign.current']).not.toHaveBeenCalled()
  })

  it('a handler error keeps its code; a crash becomes internal', async () => {
    const h = handlers({
      'campaign.current': async () => {
        throw new IpcError('no_campaign', 'No campaign is open.')
      },
      'app.info': async () => {
        throw new TypeError('boom')
      },
    })
    expect(await dispatch(h, { audience: 'gm', channel: 'campaign.current', payload: {} })).toEqual({
      ok: false,
      error: { code: 'no_campaign', message: 'No campaign is open.' },
    })
    expect(await dispatch(h, { audience: 'gm', channel: 'app.info', payload: {} })).toMatchObject({ ok: false, error: { code: 'internal' } })
  })
})

describe('push hub', () => {
  it('players receive only player events; GM windows receive everything', () => {
    const hub = new PushHub()
    const got: string[] = []
    hub.subscribe((message, audience) => got.push(`${audience}:${message.event}`))
    hub.publish('campaign.changed', null)
    hub.publish('player.view', waitingPlayerView(null))
    expect(got).toEqual(['gm:campaign.changed', 'gm:player.view', 'player:player.view'])
  })
})
