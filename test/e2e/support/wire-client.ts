import WebSocket from 'ws'

export interface WireClient {
  request(channel: string, payload: unknown): Promise<Record<string, unknown>>
  send(text: string): Promise<Record<string, unknown>>
  frames: Record<string, unknown>[]
  close(): void
}

/** Who a client says it is in its hello frame. */
export interface Who {
  role: 'gm' | 'player' | string
  token: string
  /** The page's id, as a page's hello gives it, for the host to remember its answers under. */
  page?: unknown
}

/** Opens the bare WebSocket path and says hello, as the pages do. */
function open(origin: string, who: Who, headers: Record<string, string>): WebSocket {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, { headers })
  const page = 'page' in who ? { page: who.page } : {}
  socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', role: who.role, token: who.token, ...page })))
  return socket
}

/**
 * A raw WebSocket client of the web host, for probing what the contract allows. Ready once
 * the host has accepted the connection; a refusal fails it with the host's frame.
 */
export function connect(origin: string, who: Who, headers: Record<string, string> = {}): Promise<WireClient> {
  const socket = open(origin, who, headers)
  const frames: Record<string, unknown>[] = []
  const waiting: { done: (frame: Record<string, unknown>) => void; fail: (error: Error) => void }[] = []
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>
    frames.push(frame)
    if (frame.type === 'response') waiting.shift()?.done(frame)
  })
  // A request the host never answers fails when the connection closes, rather than hanging.
  socket.on('close', (code) => {
    for (const request of waiting.splice(0)) request.fail(new Error(`The connection closed (${code}) before the answer came`))
  })
  let nextId = 1
  const send = (text: string) =>
    new Promise<Record<string, unknown>>((done, fail) => {
      waiting.push({ done, fail })
      socket.send(text)
    })
  return new Promise((done, fail) => {
    socket.on('message', () => {
      if (frames.at(-1)?.type !== 'accepted') return
      done({
        request: (channel, payload) => send(JSON.stringify({ type: 'request', id: nextId++, channel, payload })),
        send,
        frames,
        close: () => socket.close(),
      })
    })
    socket.once('close', () => fail(new Error(`The host refused the connection: ${JSON.stringify(frames.at(-1))}`)))
    socket.once('error', fail)
  })
}

/** The first frame a connection receives, for connections the host refuses at once. */
export function firstFrame(
  origin: string,
  who: Who,
  headers: Record<string, string> = {},
): Promise<{ frame: Record<string, unknown>; closeCode: number }> {
  const socket = open(origin, who, headers)
  return new Promise((done, fail) => {
    let frame: Record<string, unknown> = {}
    socket.on('message', (data) => (frame = JSON.parse(String(data)) as Record<string, unknown>))
    socket.once('close', (code) => done({ frame, closeCode: code }))
    socket.once('error', fail)
  })
}
