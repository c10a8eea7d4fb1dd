import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { WIRE_PATH, type WireMessage } from '@shared/ipc/wire'
import type { Services } from '../services'
import { staticFiles } from './static-files'
import { identify, serveConnection, type Tokens } from './connections'
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
  let players = 0

  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://host').pathname !== WIRE_PATH) return socket.destroy()
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const who = identify(request, tokens, true)
      if ('refused' in who) {
        const refusal: WireMessage = { type: 'refused', error: who.refused }
        ws.send(JSON.stringify(refusal))
        return ws.close(who.code, who.refused.code)
      }
      if (who.audience === 'player') players += 1
      const unsubscribe = serveConnection(ws, who.audience, services)
      ws.on('close', () => {
        unsubscribe()
        if (who.audience === 'player') players -= 1
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
  return {
    gmUrl: `${base}/gm#token=${tokens.gm}`,
    playerUrl: `${base}/player#token=${tokens.player}`,
    port,
    tokens,
    playerCount: () => players,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
