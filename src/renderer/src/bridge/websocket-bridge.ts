import { WIRE_PATH, type WireMessage, type WireRequest } from '@shared/ipc/wire'
import type { Envelope } from '@shared/ipc/errors'
import { BridgeError, unwrap, type Bridge, type ConnectionStatus } from './types'
import { afterClose, statusOfRefusal, FIRST_RETRY_MS } from './reconnect'

interface Pending {
  resolve: (envelope: Envelope<unknown>) => void
  reject: (error: Error) => void
}

/**
 * The bridge in a browser: the same contract over the web host's WebSocket. Reconnects
 * after a drop (the host restarted, the laptop slept) unless the host refused the link for
 * good; a display the GM paused keeps asking and comes back by itself.
 */
export function websocketBridge(role: 'gm' | 'player', token: string, location: Location = window.location): Bridge {
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  const statusListeners = new Set<(status: ConnectionStatus, detail?: string) => void>()
  const pending = new Map<number, Pending>()
  const queue: string[] = []
  let nextId = 1
  let socket: WebSocket | null = null
  let status: ConnectionStatus = 'connecting'
  let retryDelay = FIRST_RETRY_MS

  const setStatus = (next: ConnectionStatus, detail?: string) => {
    status = next
    for (const listener of statusListeners) listener(next, detail)
  }

  const connect = () => {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
    const query = new URLSearchParams({ role, token })
    const ws = new WebSocket(`${scheme}//${location.host}${WIRE_PATH}?${query}`)
    socket = ws
    // A paused display stays paused while it asks again, so the TV does not flicker.
    if (status !== 'paused') setStatus('connecting')
    ws.onmessage = (message) => handle(ws, JSON.parse(String(message.data)) as WireMessage)
    ws.onclose = () => {
      for (const call of pending.values()) call.reject(new Error('The connection to the console was lost.'))
      pending.clear()
      // Their callers were told the call failed: sending them later would act behind their backs.
      queue.length = 0
      const next = afterClose(status, retryDelay)
      if (next.status !== status) setStatus(next.status)
      retryDelay = next.nextDelay
      if (next.retryIn !== null) setTimeout(connect, next.retryIn)
    }
  }

  const handle = (ws: WebSocket, message: WireMessage) => {
    if (message.type === 'accepted') {
      retryDelay = FIRST_RETRY_MS
      setStatus('open')
      for (const frame of queue.splice(0)) ws.send(frame)
    } else if (message.type === 'event') {
      for (const listener of listeners.get(message.event) ?? []) listener(message.data)
    } else if (message.type === 'refused') {
      setStatus(statusOfRefusal(message), message.error.message)
    } else if (typeof message.id === 'number') {
      const call = pending.get(message.id)
      pending.delete(message.id)
      call?.resolve(message.ok ? { ok: true, result: message.result } : { ok: false, error: message.error })
    }
  }

  connect()

  return {
    transport: 'websocket',
    request(channel, payload) {
      if (status === 'refused') return Promise.reject(new BridgeError({ code: 'unauthorized', message: 'The console refused this link.' }))
      const id = nextId++
      const frame: WireRequest = { type: 'request', id, channel, payload }
      const text = JSON.stringify(frame)
      return new Promise<Envelope<unknown>>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        if (status === 'open' && socket?.readyState === WebSocket.OPEN) socket.send(text)
        else queue.push(text)
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
