import { AsyncLocalStorage } from 'node:async_hooks'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type ServerOptions } from 'ws'
import { MAX_REQUEST_BYTES, WIRE_PATH } from '@shared/ipc/wire'
import { IpcError } from '@shared/ipc/errors'
import type { RequestResult } from '@shared/ipc/contract'
import type { Services } from '../services'
import { sendText, staticFiles } from './static-files'
import { linksReplacedRefusal, networkOffRefusal, type Tokens } from './connections'
import type { Audience } from '../api/push'
import { pcLinksOffer } from './pc-links'
import { TokenStore } from './token-file'
import { HostNames, type Interfaces } from './host-names'
import { checkHost, originOf, refuseUpgrade, requestPath } from './http-guard'
import { OUTBOX_LIMITS, type OutboxLimits, type OutboxStats } from './outbox'
import { WebConnection, type ConnectionHost } from './web-connection'
import { RequestMemory } from './request-memory'
import { limitedLog, type LogLine } from './web-log'
import { PICTURES_PATH, servePicture } from './picture-route'

/**
 * The largest frame the host reads (`MAX_REQUEST_BYTES`, which says why it is safe). A longer
 * one is never read: its connection is closed with 1009, and the page fails that request in
 * words instead of sending it again.
 */
export const MAX_PAYLOAD_BYTES = MAX_REQUEST_BYTES

/** How long a new connection has to say hello: a page says it at once; this is for sockets that never do. */
export const HELLO_TIMEOUT_MS = 5000

/** How long a closing connection may take to answer the close before it is cut. */
const CLOSE_TIMEOUT_MS = 5000

export type WebLinks = RequestResult<'host.rotateLinks'>

export interface WebHostOptions {
  services: Services
  /** The built renderer (out/renderer). */
  rendererDir: string
  /** 127.0.0.1 unless the GM opts into other interfaces. */
  host?: string
  port?: number
  /** The links' tokens; those kept in the data folder unless given. */
  tokens?: TokenStore
  /** Where problems with connections are told, one line each; stderr unless given. */
  log?: LogLine
  helloTimeoutMs?: number
  /** The machine's network interfaces (for a host listening on every interface). */
  interfaces?: () => Interfaces
  limits?: OutboxLimits
  /** A lower frame limit than `MAX_PAYLOAD_BYTES`, for tests; never a higher one. */
  maxPayloadBytes?: number
}

/** The outgoing side of every connection, for tests and for the curious: see `Outbox`. */
export interface WebHostStats {
  connections: (OutboxStats & { audience: Audience | null })[]
}

export interface WebHost {
  readonly gmUrl: string
  readonly playerUrl: string
  port: number
  readonly tokens: Tokens
  /** Connected player displays right now. */
  playerCount(): number
  /** Each open connection's buffered, peak and dropped bytes. */
  stats(): WebHostStats
  /** New links: saved, then every connection that used the old ones is closed. */
  rotateLinks(): Promise<WebLinks>
  close(): Promise<void>
}

/**
 * The console without Electron: the built renderer over HTTP and the contract over
 * WebSocket. Only requests naming an address the host listens on are answered; GM
 * connections need the GM token, player displays their own token and are read-only. Every
 * socket has an error handler and no header or frame can throw out of a handler.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const { services, rendererDir } = options
  const host = options.host ?? '127.0.0.1'
  const tokens = options.tokens ?? (await TokenStore.open(services.info.dataDir))
  const log = limitedLog(options.log ?? ((line) => console.error(line)))
  const serveFile = staticFiles(rendererDir)
  const connections = new Set<WebConnection>()
  let names: HostNames | null = null
  let closing = false

  const server: Server = createServer((request, response) => {
    const failed = (error: unknown) => {
      log(`a page request failed: ${error instanceof Error ? error.message : String(error)}`)
      if (!response.headersSent) sendText(response, 500, 'The file could not be read.')
      else response.destroy()
    }
    try {
      const target = requestPath(request.url)
      const refusal = checkHost(request, names!) ?? (target ? null : { status: 400, text: 'The request target is not a path.' })
      if (refusal) return sendText(response, refusal.status, refusal.text)
      if (target!.path.startsWith(PICTURES_PATH)) return void servePicture(services, tokens, target!.path, request, response).catch(failed)
      serveFile(request.method, target!.path, response).catch(failed)
    } catch (error) {
      failed(error)
    }
  })
  // A request Node cannot parse ends there, with a 400 when the socket can still take one.
  server.on('clientError', (_error, socket: Duplex) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    else socket.destroy()
  })
  // perMessageDeflate stays off: compression costs the host memory per connection for views
  // that are small anyway. closeTimeout is a documented option of ws 8.23 that @types/ws lacks.
  const maxPayload = Math.min(options.maxPayloadBytes ?? MAX_PAYLOAD_BYTES, MAX_PAYLOAD_BYTES)
  const serverOptions = { noServer: true, maxPayload, perMessageDeflate: false, closeTimeout: CLOSE_TIMEOUT_MS }
  const sockets = new WebSocketServer(serverOptions as ServerOptions)
  sockets.on('error', (error) => log(`the WebSocket server reported: ${error.message}`))

  const requester = new AsyncLocalStorage<WebConnection>()
  const connectionHost: ConnectionHost = {
    services,
    tokens: () => tokens.current,
    pcOf: (token) => tokens.pcOf(token),
    log,
    limits: options.limits ?? OUTBOX_LIMITS,
    helloTimeoutMs: options.helloTimeoutMs ?? HELLO_TIMEOUT_MS,
    requester,
    memory: new RequestMemory(),
    closed: (connection) => connections.delete(connection),
  }
  const stopFollowingSwitch = services.player.onNetworkChange((enabled) => {
    if (!enabled)
      for (const connection of connections)
        if (connection.open && (connection.audience === 'player' || connection.pc !== null)) connection.refuse(networkOffRefusal())
  })

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // From here on the socket is ours, not the HTTP server's: a reset must end it alone.
    socket.on('error', () => socket.destroy())
    try {
      upgrade(request, socket, head)
    } catch (error) {
      // Nothing above should throw; if it does, this connection ends and the host does not.
      log(`an upgrade failed: ${error instanceof Error ? error.message : String(error)}`)
      socket.destroy()
    }
  })

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (closing) return void socket.destroy()
    const target = requestPath(request.url)
    if (!target) return refuseUpgrade(socket, { status: 400, text: 'The request target is not a path.' })
    if (target.path !== WIRE_PATH) return refuseUpgrade(socket, { status: 404, text: 'Not found' })
    if (target.query !== null)
      return refuseUpgrade(socket, { status: 400, text: 'The WebSocket endpoint takes no query: a page sends its token in its first frame.' })
    const hostRefusal = checkHost(request, names!)
    if (hostRefusal) return refuseUpgrade(socket, hostRefusal)
    const origin = originOf(request, names!)
    if (typeof origin === 'object') return refuseUpgrade(socket, origin)
    const remote = `${request.socket.remoteAddress ?? '?'}:${request.socket.remotePort ?? '?'}`
    sockets.handleUpgrade(request, socket, head, (ws) => {
      connections.add(new WebConnection(ws, socket, remote, { kind: origin, value: request.headers.origin ?? '' }, connectionHost))
    })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.removeListener('error', reject)
      resolve()
    })
  })
  server.on('error', (error) => log(`the HTTP server reported: ${error.message}`))
  const { port } = server.address() as AddressInfo
  names = new HostNames(host, port, options.interfaces)
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const base = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`
  const links = (): WebLinks => ({ gmUrl: `${base}/gm#token=${tokens.current.gm}`, playerUrl: `${base}/player#token=${tokens.current.player}` })

  let rotations: Promise<unknown> = Promise.resolve()
  /** One rotation at a time; a connection whose link a rotation just replaced may not start another. */
  const rotateLinks = (): Promise<WebLinks> => {
    const by = requester.getStore()
    const turn = rotations.then(async () => {
      if (by && !by.open) throw new IpcError('unauthorized', 'This link was replaced meanwhile: use the new link from the GM console.')
      await tokens.rotate()
      for (const connection of connections) {
        if (connection === by) connection.closeAfterReply()
        // Each PC's device keeps its own link: the GM replaces that one on its own.
        else if (connection.open && connection.pc === null) connection.refuse(linksReplacedRefusal())
      }
      // Only now: no connection with an old link hears the new player link.
      services.player.setPlayerUrl(links().playerUrl)
      return links()
    })
    rotations = turn.catch(() => undefined)
    return turn
  }
  services.player.setPlayerUrl(links().playerUrl)
  const withdrawLinks = services.offerWebLinks({ rotate: rotateLinks, ...pcLinksOffer({ services, tokens, base, connections }) })

  return {
    get gmUrl() {
      return links().gmUrl
    },
    get playerUrl() {
      return links().playerUrl
    },
    port,
    get tokens() {
      return tokens.current
    },
    playerCount: () => [...connections].filter((connection) => connection.open && connection.audience === 'player').length,
    stats: () => ({ connections: [...connections].map((connection) => connection.stats()) }),
    rotateLinks,
    close: () =>
      new Promise<void>((resolve) => {
        closing = true
        stopFollowingSwitch()
        withdrawLinks()
        services.player.setPlayerUrl(null)
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
