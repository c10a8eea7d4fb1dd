import type { AsyncLocalStorage } from 'node:async_hooks'
import type { Duplex } from 'node:stream'
import type { RawData, WebSocket } from 'ws'
import { HELLO_MAX_BYTES, CLOSE_UNAUTHORIZED, type WireMessage } from '@shared/ipc/wire'
import type { Services } from '../services'
import { pcOfAudience, type Audience, type PushMessage } from '../api/push'
import { authenticate, foreignOriginRefusal, parseRequestFrame, refuse, unauthorizedRefusal, type Refusal, type Tokens } from './connections'
import { Outbox, type OutboxLimits, type OutboxStats } from './outbox'
import type { LogLine } from './web-log'
import type { RequestMemory } from './request-memory'

/** A client frame's header at its longest: 2 bytes, an 8-byte length, a 4-byte mask. */
const MAX_FRAME_HEADER_BYTES = 14

/** The channel that replaces the links: its caller hears the answer before its old link is closed. */
export const ROTATE_CHANNEL = 'host.rotateLinks'

export interface ConnectionHost {
  services: Services
  tokens(): Tokens
  /** The PC whose device token this is, or null. */
  pcOf(token: string): string | null
  log: LogLine
  limits: OutboxLimits
  helloTimeoutMs: number
  /** The latest answers each page had, so a request it sends again is not done twice. */
  memory: RequestMemory
  /** Which connection a request came from, for the handlers that must know (link rotation). */
  requester: AsyncLocalStorage<WebConnection>
  closed(connection: WebConnection): void
}

/**
 * What went wrong with a connection, for the log. A message over the frame limit is never
 * read (ws closes the connection with 1009); the page fails that request in words instead of
 * sending it again, so the log says so rather than repeat ws's words.
 */
function errorInWords(error: Error & { code?: string }): string {
  if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')
    return 'it sent a message longer than the host reads in one request: the message was not read, and the page was told it is too large (1009)'
  return error.message
}

function asBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)
}

/**
 * One WebSocket connection, from the moment it exists to its close. It first waits for the
 * hello (a few seconds, HELLO_MAX_BYTES) and reads nothing else; once accepted it answers
 * requests through the shared dispatcher and forwards its audience's pushes through a bounded
 * outbox. A frame that breaks the WebSocket protocol closes this connection alone, with the
 * protocol's close code (1002, 1007, 1009), and is logged in one line. Nothing a client sends
 * can throw out of here.
 */
export class WebConnection {
  audience: Audience | null = null
  /** The page's key in the request memory, when its hello named it. */
  private page: string | null = null
  private state: 'hello' | 'open' | 'closing after reply' | 'closed' = 'hello'
  private readonly outbox: Outbox
  private helloTimer: ReturnType<typeof setTimeout> | null = null
  /** Bytes received before the hello was accepted (the upgrade's leftover comes again as data). */
  private helloBytes = 0
  private unsubscribe: () => void = () => undefined
  private release: () => void = () => undefined
  private logged = false
  private readonly countHelloBytes = (chunk: Buffer) => this.helloGrew(chunk.length)

  constructor(
    private readonly ws: WebSocket,
    private readonly socket: Duplex,
    private readonly remote: string,
    origin: { kind: 'absent' | 'own' | 'foreign'; value: string },
    private readonly host: ConnectionHost,
  ) {
    ws.on('error', (error) => this.problem(errorInWords(error)))
    ws.on('close', () => this.closed())
    this.outbox = new Outbox(
      ws,
      socket,
      (why) => this.problem(`it ${why === 'not reading' ? 'stopped reading: updates for it were dropped' : 'fell behind and missed updates'}`),
      host.limits,
    )
    ws.on('message', (data, isBinary) => this.received(data, isBinary))
    if (origin.kind === 'foreign') {
      this.refuse(foreignOriginRefusal(origin.value))
      return
    }
    socket.on('data', this.countHelloBytes)
    this.helloTimer = setTimeout(
      () => this.refuse(unauthorizedRefusal('No hello came in time: a page says who it is as soon as it connects.')),
      host.helloTimeoutMs,
    )
  }

  /** The PC whose device this is, or null for the GM and the table's display. */
  get pc(): string | null {
    return this.audience ? pcOfAudience(this.audience) : null
  }

  /** Whether the connection is accepted and served now. */
  get open(): boolean {
    return this.state === 'open'
  }

  stats(): OutboxStats & { audience: Audience | null } {
    return { audience: this.audience, ...this.outbox.stats() }
  }

  /** Turns the connection away with the reason, now. */
  refuse(refusal: Refusal): void {
    if (this.state === 'closed') return
    this.state = 'closed'
    this.stopWaitingForHello()
    this.stopServing()
    refuse(this.ws, refusal)
  }

  /**
   * The link this connection used was replaced at its own request: it hears the answer (the
   * new links) and nothing else, then it is closed and the page reconnects with the new link.
   */
  closeAfterReply(): void {
    if (this.state === 'open') this.state = 'closing after reply'
  }

  private received(data: RawData, isBinary: boolean): void {
    if (this.state === 'hello') return this.hello(isBinary ? null : asBuffer(data))
    if (this.state !== 'open') return
    this.answer(isBinary ? null : asBuffer(data).toString('utf8')).catch((error: unknown) =>
      this.problem(`a request could not be answered: ${error instanceof Error ? error.message : String(error)}`),
    )
  }

  private hello(frame: Buffer | null): void {
    this.stopWaitingForHello()
    const { services } = this.host
    const who = authenticate(frame, this.host.tokens(), services.player.networkEnabled, (token) => this.host.pcOf(token))
    if ('refused' in who) return this.refuse(who)
    this.state = 'open'
    this.audience = who.audience
    this.page = who.page ?? null
    this.ws.send(JSON.stringify({ type: 'accepted' } satisfies WireMessage))
    const pc = pcOfAudience(who.audience)
    // A PC's device shows the table's view too, and its own PC's sheet: never another's.
    this.unsubscribe = services.subscribe((message: PushMessage, to: Audience) => {
      if ((to === who.audience || (pc !== null && to === 'player')) && this.state === 'open') this.push(message)
    })
    if (who.audience === 'player') this.release = services.player.connectDisplay()
    if (pc !== null) this.release = services.player.connectPcDevice(pc)
  }

  /** Runs inside the service that published: nothing here may throw back into it. */
  private push(message: PushMessage): void {
    try {
      const text = JSON.stringify({ type: 'event', event: message.event, data: message.data } satisfies WireMessage)
      this.outbox.send(text, message.event === 'player.view' ? 'view' : 'update')
    } catch (error) {
      this.host.log(`the "${message.event}" update could not be sent: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  private async answer(text: string | null): Promise<void> {
    const frame = parseRequestFrame(text)
    if ('error' in frame) return this.reply({ type: 'response', id: frame.id, ok: false, error: frame.error }, 'update')
    const { id, channel, payload } = frame.request
    const run = () => this.host.requester.run(this, () => this.host.services.request(this.audience!, channel, payload))
    const envelope = await (this.page === null ? run() : this.host.memory.answer(this.page, id, run))
    const view = channel === 'player.view' && envelope.ok
    if (this.state === 'open') return this.reply({ type: 'response', id, ...envelope }, view ? 'view' : 'update')
    if (this.state === 'closing after reply' && channel === ROTATE_CHANNEL) {
      this.reply({ type: 'response', id, ...envelope }, 'update')
      this.state = 'closed'
      this.stopServing()
      // No refusal frame: the page has its new link and simply reconnects with it.
      this.ws.close(CLOSE_UNAUTHORIZED, 'links replaced')
    }
  }

  private reply(message: WireMessage, kind: 'view' | 'update'): void {
    let text: string
    try {
      text = JSON.stringify(message)
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      text = JSON.stringify({
        type: 'response',
        id: 'id' in message ? message.id : null,
        ok: false,
        error: { code: 'internal', message: `The answer could not be sent: ${why}` },
      })
    }
    this.outbox.send(text, kind)
  }

  private helloGrew(bytes: number): void {
    this.helloBytes += bytes
    if (this.state !== 'hello' || this.helloBytes <= HELLO_MAX_BYTES + MAX_FRAME_HEADER_BYTES) return
    this.problem(`it sent more than ${HELLO_MAX_BYTES} bytes before its hello was accepted`)
    this.state = 'closed'
    this.stopWaitingForHello()
    this.ws.terminate()
  }

  private stopWaitingForHello(): void {
    if (this.helloTimer) clearTimeout(this.helloTimer)
    this.helloTimer = null
    this.socket.removeListener('data', this.countHelloBytes)
  }

  /** One line per connection, however many ways it went wrong. */
  private problem(what: string): void {
    if (this.logged) return
    this.logged = true
    this.host.log(
      `closed the connection of ${this.audience ? `a ${this.audience === 'gm' ? 'GM console' : this.audience === 'player' ? 'player display' : "player's device"}` : 'a page not signed in'} from ${this.remote}: ${what}`,
    )
  }

  private closed(): void {
    this.state = 'closed'
    this.stopWaitingForHello()
    this.outbox.dispose()
    this.stopServing()
    this.host.closed(this)
  }

  /** No more pushes, and a display stops counting as connected: the moment it is refused, not when its socket is gone. */
  private stopServing(): void {
    this.unsubscribe()
    this.release()
    this.unsubscribe = () => undefined
    this.release = () => undefined
  }
}
