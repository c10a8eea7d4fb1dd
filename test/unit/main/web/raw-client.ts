import { randomBytes } from 'node:crypto'
import { connect as tcpConnect, type Socket } from 'node:net'

/**
 * A WebSocket client written by hand over a TCP socket: the upgrade request and every frame
 * are bytes we choose, so the tests can send what no WebSocket library would (a frame over
 * the size cap, invalid UTF-8, no mask, reserved bits and opcodes, bad close frames).
 */

export interface FrameSpec {
  opcode: number
  payload?: Buffer
  fin?: boolean
  /** RSV1..RSV3 as the bits 0x40, 0x20, 0x10. */
  rsv?: number
  masked?: boolean
  /** A length to claim instead of the payload's own (the payload is then not sent). */
  claimedLength?: number
}

/** One frame's bytes, masked as a client's must be unless told otherwise. */
export function frame({ opcode, payload = Buffer.alloc(0), fin = true, rsv = 0, masked = true, claimedLength }: FrameSpec): Buffer {
  const length = claimedLength ?? payload.length
  const head = [(fin ? 0x80 : 0) | rsv | opcode]
  const maskBit = masked ? 0x80 : 0
  let extended = Buffer.alloc(0)
  if (length < 126) head.push(maskBit | length)
  else if (length < 65536) {
    head.push(maskBit | 126)
    extended = Buffer.alloc(2)
    extended.writeUInt16BE(length)
  } else {
    head.push(maskBit | 127)
    extended = Buffer.alloc(8)
    extended.writeBigUInt64BE(BigInt(length))
  }
  if (claimedLength !== undefined) return Buffer.concat([Buffer.from(head), extended, masked ? randomBytes(4) : Buffer.alloc(0)])
  if (!masked) return Buffer.concat([Buffer.from(head), extended, payload])
  const mask = randomBytes(4)
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!))
  return Buffer.concat([Buffer.from(head), extended, mask, body])
}

export const text = (value: string | object) => frame({ opcode: 1, payload: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)) })

export function closeFrame(code: number, reason = ''): Buffer {
  const payload = Buffer.alloc(2 + Buffer.byteLength(reason))
  payload.writeUInt16BE(code)
  payload.write(reason, 2)
  return frame({ opcode: 8, payload })
}

/** What the host sent back on a raw connection, read as it arrives. */
export interface RawConnection {
  socket: Socket
  /** The HTTP status line's code of the answer to the upgrade request. */
  status: Promise<number>
  /** Text frames from the host, parsed as JSON. */
  messages: Record<string, unknown>[]
  /** The code of the host's close frame, once it came. */
  closeCode: number | null
  /** Settles once the TCP connection is closed, either side. */
  closed: Promise<void>
  /** Starts reading a connection opened with `neverRead`: what piled up comes in now. */
  startReading(): void
  /** Settles on the first text frame that `match` accepts. */
  message(match: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>
  write(bytes: Buffer | string): void
}

export interface UpgradeRequest {
  /** The request target; /ws unless told. */
  target?: string
  /** Header lines, each "Name: value"; Host, Upgrade and the WebSocket key are added unless `raw`. */
  headers?: string[]
  host?: string | null
  /** Sends exactly `headers`, nothing added. */
  raw?: boolean
  /** Leaves the socket unread: the host's answers pile up unread, as with a client that froze. */
  neverRead?: boolean
}

/** Opens a TCP connection to the web host on 127.0.0.1 and sends an upgrade request of our own bytes. */
export function rawUpgrade(port: number, request: UpgradeRequest = {}): RawConnection {
  const socket = tcpConnect(port, '127.0.0.1')
  // A host that cut us off makes our own writes fail: that is expected here.
  socket.on('error', () => undefined)
  const host = request.host === undefined ? `127.0.0.1:${port}` : request.host
  const lines = request.raw
    ? (request.headers ?? [])
    : [
        ...(host === null ? [] : [`Host: ${host}`]),
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        ...(request.headers ?? []),
      ]
  socket.write(`GET ${request.target ?? '/ws'} HTTP/1.1\r\n${lines.map((line) => `${line}\r\n`).join('')}\r\n`)

  const closed = new Promise<void>((done) => socket.once('close', () => done()))
  const waiting: { match: (message: Record<string, unknown>) => boolean; done: (message: Record<string, unknown>) => void }[] = []
  let settleStatus: (status: number) => void = () => undefined
  const status = new Promise<number>((done) => (settleStatus = done))
  const connection: RawConnection = {
    socket,
    status,
    messages: [],
    closeCode: null,
    closed,
    message: (match) =>
      new Promise((done) => {
        const seen = connection.messages.find(match)
        if (seen) return done(seen)
        waiting.push({ match, done })
      }),
    write: (bytes) => {
      if (socket.writable) socket.write(bytes)
    },
    startReading: () => read(),
  }
  // `closed` only ever resolves: a connection closed before any answer has status 0.
  void closed.then(() => settleStatus(0))
  if (!request.neverRead) read()
  return connection

  function read(): void {
    let buffer = Buffer.alloc(0)
    let inHeaders = true
    let upgraded = false
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      if (inHeaders) {
        const end = buffer.indexOf('\r\n\r\n')
        if (end === -1) return
        const code = Number(/^HTTP\/1\.1 (\d{3})/.exec(buffer.subarray(0, end).toString('latin1'))?.[1] ?? 0)
        settleStatus(code)
        buffer = buffer.subarray(end + 4)
        inHeaders = false
        upgraded = code === 101
      }
      // A refusal's body is text, not frames.
      if (!upgraded) return
      for (;;) {
        const next = readServerFrame(buffer)
        if (!next) return
        buffer = buffer.subarray(next.size)
        if (next.opcode === 1) {
          const message = JSON.parse(next.payload.toString('utf8')) as Record<string, unknown>
          connection.messages.push(message)
          for (const wait of waiting.filter((w) => w.match(message))) {
            waiting.splice(waiting.indexOf(wait), 1)
            wait.done(message)
          }
        } else if (next.opcode === 8) {
          connection.closeCode = next.payload.length >= 2 ? next.payload.readUInt16BE(0) : 1005
          // Answer the close as a client should, and end our side.
          connection.write(closeFrame(1000))
          socket.end()
        }
      }
    })
  }
}

/** One unmasked frame from the host, or null until all of it has come. */
function readServerFrame(buffer: Buffer): { opcode: number; payload: Buffer; size: number } | null {
  if (buffer.length < 2) return null
  let length = buffer[1]! & 0x7f
  let offset = 2
  if (length === 126) {
    if (buffer.length < 4) return null
    length = buffer.readUInt16BE(2)
    offset = 4
  } else if (length === 127) {
    if (buffer.length < 10) return null
    length = Number(buffer.readBigUInt64BE(2))
    offset = 10
  }
  if (buffer.length < offset + length) return null
  return { opcode: buffer[0]! & 0x0f, payload: buffer.subarray(offset, offset + length), size: offset + length }
}
