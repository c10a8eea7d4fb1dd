import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { WIRE_PATH } from '@shared/ipc/wire'
import type { Services } from '../services'
import { staticFiles } from './static-files'
import { identify, networkOffRefusal, refuse, serveConnection, type Tokens } from './connections'
import { newToken } from './tokens'

export interface WebHostOptions {
  services: Services
  /** The built renderer (out/renderer). */
  rendererDir: string
  /** 127.0.0.1 unless the GM opts into other interfaces. */
  host?: string
  port?: number
  tokens?: Tokens
}

export interface WebHost {
  gmUrl: string
  playerUrl: string
  port: number
  tokens: Tokens
  /** Connected player displays right now. */
  playerCount(): number
  close(): Promise<void>
}

/**
 * The console without Electron: the built renderer over HTTP and the contract over
 * WebSocket. GM connections need the GM token, player displays their own token and are
 * read-only.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const { services, rendererDir } = options
  const host = options.host ?? '127.0.0.1'
  const tokens = options.tokens ?? { gm: newToken(), player: newToken() }
  const serveFile = staticFiles(rendererDir)
  const server: Server = createServer((request, response) => {
    serveFile(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 })
  const players = new Set<WebSocket>()
  const stopFollowingSwitch = services.player.onNetworkChange((enabled) => {
    if (!enabled) for (const ws of players) refuse(ws, networkOffRefusal())
  })

  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://host').pathname !== WIRE_PATH) return socket.destroy()
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const who = identify(request, tokens, services.player.networkEnabled)
      if ('refused' in who) return refuse(ws, who)
      const unsubscribe = serveConnection(ws, who.audience, services)
      const release = who.audience === 'player' ? services.player.connectDisplay() : () => undefined
      if (who.audience === 'player') players.add(ws)
      ws.on('close', () => {
        unsubscribe()
        release()
        players.delete(ws)
      })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const base = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`
  const playerUrl = `${base}/player#token=${tokens.player}`
  services.player.setPlayerUrl(playerUrl)
  return {
    gmUrl: `${base}/gm#token=${tokens.gm}`,
    playerUrl,
    port,
    tokens,
    playerCount: () => players.size,
    close: () =>
      new Promise<void>((resolve) => {
        stopFollowingSwitch()
        services.player.setPlayerUrl(null)
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
