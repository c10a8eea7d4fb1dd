import type { WireHello, WireMessage, WireRequest } from '@shared/ipc/wire'
import { CLOSE_TOO_LARGE, MAX_REQUEST_BYTES, WIRE_PATH } from '@shared/ipc/wire-path'
import type { Envelope } from '@shared/ipc/errors'
import { BridgeError, unwrap, type Bridge, type ConnectionStatus } from './types'
import { afterClose, statusOfRefusal, FIRST_RETRY_MS } from './reconnect'

interface Pending {
  /** The request's frame, sent again as it is after a drop: the same id, so the host does it once. */
  frame: string
  /** The frame's size as sent (UTF-8 bytes). */
  bytes: number
  /** The connection it was last sent on, or null while it waits. */
  sentOn: WebSocket | null
  resolve: (envelope: Envelope<unknown>) => void
  reject: (error: Error) => void
}

/**
 * The most requests that wait for the connection at once. A GM who keeps pressing keys
 * while the host is down is told the rest were not sent, rather than have them pile up to be
 * done in a burst when it is back.
 */
export const MAX_WAITING = 100

const MEGABYTE = 1_000_000

/** A size in the GM's words: "17.2 MB". */
const inMegabytes = (bytes: number): string => `${(bytes / MEGABYTE).toFixed(1)} MB`

/** Why a request is not sent, in words: it is measured as it would be sent, escapes and all. */
export function tooLargeToSend(bytes: number): string {
  return `Not sent: it takes ${inMegabytes(bytes)} once written into a request (JSON writes some characters, such as control characters, as several bytes), and the console reads at most ${inMegabytes(MAX_REQUEST_BYTES)} at once.`
}

/** A fresh random id for this page (see `WireHello.page`). */
function newPageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** What the bridge needs of the page: where it was served from, its link's #token, and news of a new one. */
export interface PageLink {
  location: Pick<Location, 'protocol' | 'host' | 'hash'>
  addEventListener(type: 'hashchange', listener: () => void): void
}

/** The token in the page's link (#token=...), if any. */
export function tokenOf(page: PageLink): string {
  return new URLSearchParams(page.location.hash.slice(1)).get('token') ?? ''
}

/**
 * The bridge in a browser: the same contract over the web host's WebSocket. The token
 * never travels in an HTTP request: the page connects to the bare WebSocket path and says
 * who it is in its first frame (`hello`). Reconnects after a drop (the host restarted, the
 * laptop slept) unless the host refused the link for good; a display the GM paused keeps
 * asking and comes back by itself. A new #token in the link (the GM made new links, or
 * someone pasted the right one) is read at once and tried, even after a refusal.
 *
 * A request is never dropped: one made while the connection is down waits and is sent once
 * it is back, and one whose answer was lost in a drop is sent again with the same id, which
 * the host answers from memory (it knows this page by the id in its hello) instead of doing
 * it twice. Only a refused link, too many waiting, or a request too large for the host (never
 * sent, or refused by the host's close) fails a request, in words.
 */
export function websocketBridge(role: 'gm' | 'player' | 'pc', page: PageLink = window): Bridge {
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  const statusListeners = new Set<(status: ConnectionStatus, detail?: string) => void>()
  /** Every request not yet answered, in the order it was made: sent, or waiting to be. */
  const pending = new Map<number, Pending>()
  const pageId = newPageId()
  let nextId = 1
  let socket: WebSocket | null = null
  let status: ConnectionStatus = 'connecting'
  let retryDelay = FIRST_RETRY_MS
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  let token = tokenOf(page)

  const setStatus = (next: ConnectionStatus, detail?: string) => {
    status = next
    for (const listener of statusListeners) listener(next, detail)
  }

  /** The link will never work: what waits is told so, in the host's words, and never sent. */
  const failPending = (why: string) => {
    for (const call of pending.values()) call.reject(new BridgeError({ code: 'unauthorized', message: `Not sent: ${why}` }))
    pending.clear()
  }

  /**
   * The host closed the connection over a message too large to read (its limit is lower than
   * this page's, as an older host's may be): the largest request sent on it fails in words and
   * is never sent again, so the page does not lose its connection over it at every reconnect.
   */
  const failLargest = (ws: WebSocket) => {
    let largest: [number, Pending] | null = null
    for (const entry of pending) if (entry[1].sentOn === ws && (!largest || entry[1].bytes > largest[1].bytes)) largest = entry
    if (!largest) return
    pending.delete(largest[0])
    largest[1].reject(
      new BridgeError({
        code: 'invalid_payload',
        message: `Not done: the console refused this request as too large (${inMegabytes(largest[1].bytes)}).`,
      }),
    )
  }

  const send = (ws: WebSocket, call: Pending) => {
    call.sentOn = ws
    ws.send(call.frame)
  }

  const connect = () => {
    retryTimer = null
    token = tokenOf(page)
    const scheme = page.location.protocol === 'https:' ? 'wss:' : 'ws:'
    const ws = new WebSocket(`${scheme}//${page.location.host}${WIRE_PATH}`)
    socket = ws
    // A paused display stays paused while it asks again, and a dropped page keeps saying it is
    // reconnecting through every try, so neither flickers.
    if (status !== 'paused' && status !== 'closed') setStatus('connecting')
    const hello: WireHello = { type: 'hello', role, token, page: pageId }
    ws.onopen = () => ws.send(JSON.stringify(hello))
    ws.onmessage = (message) => {
      let frame: WireMessage
      try {
        frame = JSON.parse(String(message.data)) as WireMessage
      } catch {
        return
      }
      handle(ws, frame)
    }
    ws.onclose = (event?: { code?: number }) => {
      if (socket !== ws) return
      socket = null
      if (event?.code === CLOSE_TOO_LARGE) failLargest(ws)
      // What was sent and not answered stays pending: it goes again once the host is back.
      const next = afterClose(status, retryDelay)
      if (next.status !== status) setStatus(next.status)
      retryDelay = next.nextDelay
      if (next.retryIn !== null) retryTimer = setTimeout(connect, next.retryIn)
    }
  }

  const handle = (ws: WebSocket, message: WireMessage) => {
    if (message.type === 'accepted') {
      retryDelay = FIRST_RETRY_MS
      // What waited goes first, in order, before the views are fetched afresh on 'open'.
      for (const call of pending.values()) send(ws, call)
      setStatus('open')
    } else if (message.type === 'event') {
      for (const listener of listeners.get(message.event) ?? []) listener(message.data)
    } else if (message.type === 'refused') {
      const next = statusOfRefusal(message)
      if (next === 'refused') failPending(message.error.message)
      setStatus(next, message.error.message)
    } else if (typeof message.id === 'number') {
      const call = pending.get(message.id)
      pending.delete(message.id)
      call?.resolve(message.ok ? { ok: true, result: message.result } : { ok: false, error: message.error })
    }
  }

  /** A new link: the old connection and its refusal are forgotten and the new token is tried at once. */
  page.addEventListener('hashchange', () => {
    if (tokenOf(page) === token) return
    const old = socket
    socket = null
    if (old) {
      old.onclose = null
      old.onmessage = null
      old.close()
    }
    if (retryTimer) clearTimeout(retryTimer)
    // What waits is kept: it is sent with the new link, once the host accepts it.
    retryDelay = FIRST_RETRY_MS
    setStatus('connecting')
    connect()
  })

  connect()

  return {
    transport: 'websocket',
    request(channel, payload) {
      if (status === 'refused') return Promise.reject(new BridgeError({ code: 'unauthorized', message: 'The console refused this link.' }))
      const open = status === 'open' && socket?.readyState === WebSocket.OPEN
      if (!open && pending.size >= MAX_WAITING)
        return Promise.reject(
          new BridgeError({
            code: 'internal',
            message: `Not sent: the console is offline and ${MAX_WAITING} requests already wait for it. Try again once it is back.`,
          }),
        )
      const id = nextId++
      const frame: WireRequest = { type: 'request', id, channel, payload }
      const text = JSON.stringify(frame)
      // Measured as sent: a text within its limit in characters may take six bytes for one.
      const bytes = new TextEncoder().encode(text).length
      if (bytes > MAX_REQUEST_BYTES) return Promise.reject(new BridgeError({ code: 'invalid_payload', message: tooLargeToSend(bytes) }))
      return new Promise<Envelope<unknown>>((resolve, reject) => {
        const call: Pending = { frame: text, bytes, sentOn: null, resolve, reject }
        pending.set(id, call)
        if (open) send(socket!, call)
      }).then((envelope) => unwrap(envelope) as never)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (data: unknown) => void)
      return () => set.delete(listener as (data: unknown) => void)
    },
    onStatus(listener) {
      statusListeners.add(listener)
      listener(status)
      return () => statusListeners.delete(listener)
    },
  }
}
