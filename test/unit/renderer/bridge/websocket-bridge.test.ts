import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WireMessage } from '@shared/ipc/wire'
import { MAX_WAITING, websocketBridge } from '../../../../src/renderer/src/bridge/websocket-bridge'
import { FIRST_RETRY_MS, PAUSED_RETRY_MS } from '../../../../src/renderer/src/bridge/reconnect'
import type { ConnectionStatus } from '../../../../src/renderer/src/bridge/types'

const NETWORK_OFF = { code: 'forbidden', message: 'The GM has turned the network player display off.' } as const
const NO_TOKEN = { code: 'unauthorized', message: 'This link has no valid token.' } as const

/**
 * The browser's WebSocket as far as the bridge uses it, played by the test as the web host
 * would: every connection opens, then the host says yes (`accepted`) or no (`refused`).
 */
class HostSocket {
  static readonly OPEN = 1
  static readonly CLOSED = 3
  static tries: HostSocket[] = []
  readyState = 0
  readonly sent: string[] = []
  onopen: (() => void) | null = null
  onmessage: ((message: { data: string }) => void) | null = null
  onclose: ((event?: { code: number }) => void) | null = null
  closedByPage = false
  /** The hello this socket carried, once it opened. */
  hello: { type: string; role: string; token: string; page?: string } = { type: '', role: '', token: '' }

  constructor(readonly url: string) {
    HostSocket.tries.push(this)
  }

  send(text: string): void {
    this.sent.push(text)
  }

  close(): void {
    this.closedByPage = true
    this.readyState = HostSocket.CLOSED
  }

  /** The socket opens: the page says hello, which the test reads back. */
  open(): { type: string; role: string; token: string; page?: string } {
    this.readyState = HostSocket.OPEN
    this.onopen?.()
    this.hello = JSON.parse(this.sent.shift()!) as HostSocket['hello']
    return this.hello
  }

  accept(): void {
    if (this.readyState !== HostSocket.OPEN) this.open()
    this.receive({ type: 'accepted' })
  }

  refuse(error: typeof NETWORK_OFF | typeof NO_TOKEN, retry: boolean): void {
    if (this.readyState !== HostSocket.OPEN) this.open()
    this.receive({ type: 'refused', error, retry })
    this.drop()
  }

  drop(code?: number): void {
    this.readyState = HostSocket.CLOSED
    this.onclose?.(code === undefined ? undefined : { code })
  }

  receive(message: WireMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
}

/** The page as the bridge sees it: where it came from, its link's #token, and hashchange. */
class Page {
  readonly location = { protocol: 'http:', host: '127.0.0.1:8080', hash: '' }
  private readonly hashListeners: (() => void)[] = []
  constructor(token: string) {
    this.location.hash = `#token=${token}`
  }
  addEventListener(_type: 'hashchange', listener: () => void): void {
    this.hashListeners.push(listener)
  }
  /** Someone gives the page a new link, as location.hash = … would. */
  newHash(hash: string): void {
    this.location.hash = hash
    for (const listener of this.hashListeners) listener()
  }
}

const lastTry = () => HostSocket.tries.at(-1)!

function playerPage(token = 'player-token') {
  const page = new Page(token)
  const bridge = websocketBridge('player', page)
  const seen: { status: ConnectionStatus; detail?: string }[] = []
  bridge.onStatus((status, detail) => seen.push({ status, detail }))
  // Each change once: a paused display hears "paused" again on every refused try.
  const statuses = () => seen.map((s) => s.status).filter((s, i, all) => s !== all[i - 1])
  return { bridge, seen, statuses, page }
}

beforeEach(() => {
  HostSocket.tries = []
  vi.stubGlobal('WebSocket', HostSocket)
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the browser bridge after the host closes its connection', () => {
  it('a display the GM paused stays paused while it asks again, and is open once the host says yes', async () => {
    const { bridge, seen, statuses } = playerPage()
    lastTry().accept()
    lastTry().refuse(NETWORK_OFF, true)
    expect(seen.at(-1)).toEqual({ status: 'paused', detail: NETWORK_OFF.message })

    // Still off: the next try opens for a moment, is refused again, and the page stays paused.
    vi.advanceTimersByTime(PAUSED_RETRY_MS)
    expect(HostSocket.tries).toHaveLength(2)
    lastTry().refuse(NETWORK_OFF, true)
    const view = bridge.request('player.view', {})

    // On again: the next try is accepted; the request made while paused goes out then.
    vi.advanceTimersByTime(PAUSED_RETRY_MS)
    expect(HostSocket.tries).toHaveLength(3)
    expect(lastTry().sent).toEqual([])
    lastTry().accept()
    const request = JSON.parse(lastTry().sent[0]!) as { id: number; channel: string }
    expect(request.channel).toBe('player.view')
    lastTry().receive({ type: 'response', id: request.id, ok: true, result: { campaignName: 'Relics of Anasta (demo)' } })
    await expect(view).resolves.toEqual({ campaignName: 'Relics of Anasta (demo)' })
    expect(statuses()).toEqual(['connecting', 'open', 'paused', 'open'])
    // The token is never in the URL: it goes in the first frame.
    expect(HostSocket.tries.map((socket) => socket.url)).toEqual(Array(3).fill('ws://127.0.0.1:8080/ws'))
  })

  it('a link that will never work is refused for good: no more tries, requests fail at once', async () => {
    const { bridge, seen, statuses } = playerPage('not-the-token')
    lastTry().refuse(NO_TOKEN, false)
    vi.advanceTimersByTime(10 * 60_000)
    expect(HostSocket.tries).toHaveLength(1)
    expect(statuses()).toEqual(['connecting', 'refused'])
    expect(seen.at(-1)?.detail).toBe(NO_TOKEN.message)
    await expect(bridge.request('player.view', {})).rejects.toMatchObject({ code: 'unauthorized' })
  })

  it('a request made while the host is down waits through every failed try and is sent once when it is back', async () => {
    const { bridge } = playerPage()
    lastTry().accept()
    lastTry().drop()
    const waiting = bridge.request('player.view', {})
    vi.advanceTimersByTime(FIRST_RETRY_MS)
    lastTry().drop()
    vi.advanceTimersByTime(2 * FIRST_RETRY_MS)
    expect(HostSocket.tries).toHaveLength(3)
    lastTry().accept()
    expect(lastTry().sent).toHaveLength(1)
    const request = JSON.parse(lastTry().sent[0]!) as { id: number; channel: string }
    expect(request.channel).toBe('player.view')
    lastTry().receive({ type: 'response', id: request.id, ok: true, result: 'the view' })
    await expect(waiting).resolves.toBe('the view')
  })

  it('a request whose answer was lost in a drop is sent again with the same id, for the host to answer from memory', async () => {
    const { bridge } = playerPage()
    lastTry().accept()
    const asked = bridge.request('player.view', {})
    const [first] = lastTry().sent
    lastTry().drop()
    vi.advanceTimersByTime(FIRST_RETRY_MS)
    const hello = lastTry().open()
    lastTry().accept()
    expect(lastTry().sent).toEqual([first])
    // The same page says who it is each time, so the host knows the id.
    expect(hello).toMatchObject({ page: HostSocket.tries[0]!.hello.page })
    lastTry().receive({ type: 'response', id: (JSON.parse(first!) as { id: number }).id, ok: true, result: 'answered once' })
    await expect(asked).resolves.toBe('answered once')
  })

  it('a request the host closed over as too large (1009) fails in words and is not sent again; the rest are', async () => {
    const { bridge } = playerPage()
    lastTry().accept()
    const small = bridge.request('player.view', {})
    const large = bridge.request('player.picture', { ref: 'x'.repeat(200_000) })
    const [first] = lastTry().sent
    lastTry().drop(1009)
    await expect(large).rejects.toThrow('Not done: the console refused this request as too large (0.2 MB).')
    vi.advanceTimersByTime(FIRST_RETRY_MS)
    lastTry().accept()
    expect(lastTry().sent).toEqual([first])
    lastTry().receive({ type: 'response', id: (JSON.parse(first!) as { id: number }).id, ok: true, result: 'the view' })
    await expect(small).resolves.toBe('the view')
  })

  it('a request larger than the host reads is refused in words before it is sent, and the connection stays', async () => {
    const { bridge, statuses } = playerPage()
    lastTry().accept()
    // Three million control characters, each written by JSON as six bytes.
    await expect(bridge.request('player.picture', { ref: '\u0001'.repeat(3_000_000) })).rejects.toThrow(
      'Not sent: it takes 18.0 MB once written into a request (JSON writes some characters, such as control characters, as several bytes), and the console reads at most 16.8 MB at once.',
    )
    expect(lastTry().sent).toEqual([])
    expect(statuses()).toEqual(['connecting', 'open'])
  })

  it(`at most ${MAX_WAITING} requests wait for the host; the next is refused in words, not dropped`, async () => {
    const { bridge } = playerPage()
    lastTry().accept()
    lastTry().drop()
    for (let i = 0; i < MAX_WAITING; i++) void bridge.request('player.view', {})
    await expect(bridge.request('player.view', {})).rejects.toThrow(`the console is offline and ${MAX_WAITING} requests already wait for it`)
    vi.advanceTimersByTime(FIRST_RETRY_MS)
    lastTry().accept()
    expect(lastTry().sent).toHaveLength(MAX_WAITING)
  })

  it('what waits when the host refuses the link for good fails with the refusal, and is never sent', async () => {
    const { bridge } = playerPage()
    lastTry().accept()
    lastTry().drop()
    const waiting = bridge.request('player.view', {})
    vi.advanceTimersByTime(FIRST_RETRY_MS)
    lastTry().refuse(NO_TOKEN, false)
    await expect(waiting).rejects.toThrow(`Not sent: ${NO_TOKEN.message}`)
  })

  it('a dropped connection tries again at once, then backs off, saying it is reconnecting until it is back', () => {
    const { statuses } = playerPage()
    lastTry().accept()
    lastTry().drop()
    vi.advanceTimersByTime(FIRST_RETRY_MS)
    expect(HostSocket.tries).toHaveLength(2)
    // The host is still down: the next try waits twice as long.
    lastTry().drop()
    vi.advanceTimersByTime(FIRST_RETRY_MS)
    expect(HostSocket.tries).toHaveLength(2)
    vi.advanceTimersByTime(FIRST_RETRY_MS)
    expect(HostSocket.tries).toHaveLength(3)
    expect(lastTry().open()).toMatchObject({ type: 'hello', role: 'player', token: 'player-token' })
    lastTry().accept()
    expect(statuses()).toEqual(['connecting', 'open', 'closed', 'open'])
  })

  it('says hello first, with the role and the token of the link', () => {
    playerPage('the-player-token')
    expect(lastTry().sent).toEqual([])
    expect(lastTry().open()).toEqual({ type: 'hello', role: 'player', token: 'the-player-token', page: expect.stringMatching(/^[0-9a-f]{32}$/) })
  })

  it('a new #token is read at once: a refused page tries it, an open one moves to it', () => {
    const { page, statuses } = playerPage('old-token')
    lastTry().refuse(NO_TOKEN, false)
    vi.advanceTimersByTime(60_000)
    expect(HostSocket.tries).toHaveLength(1)

    page.newHash('#token=new-token')
    expect(HostSocket.tries).toHaveLength(2)
    expect(lastTry().open()).toMatchObject({ type: 'hello', role: 'player', token: 'new-token' })
    lastTry().accept()
    expect(statuses()).toEqual(['connecting', 'refused', 'connecting', 'open'])

    // The same token again changes nothing; another one replaces the open connection.
    page.newHash('#token=new-token')
    expect(HostSocket.tries).toHaveLength(2)
    const previous = lastTry()
    page.newHash('#token=newer-token')
    expect(previous.closedByPage).toBe(true)
    expect(HostSocket.tries).toHaveLength(3)
    expect(lastTry().open()).toMatchObject({ token: 'newer-token' })
    // The old socket's late close does not start another try.
    previous.drop()
    vi.advanceTimersByTime(60_000)
    expect(HostSocket.tries).toHaveLength(3)
  })
})
