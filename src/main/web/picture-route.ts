import type { IncomingMessage, ServerResponse } from 'node:http'
import { isPictureRef } from '@shared/campaign/pictures'
import { IpcError } from '@shared/ipc/errors'
import type { Services } from '../services'
import type { TokenStore } from './token-file'
import { tokenMatches } from './tokens'
import { SECURITY_HEADERS, sendText } from './static-files'

/** Where the pictures are: `/pictures/<sha-256>.webp`, and nothing else under it. */
export const PICTURES_PATH = '/pictures/'

/** The bearer token of a request, or null: the token travels in a header, never in the URL (logs, history). */
function bearerOf(request: IncomingMessage): string | null {
  const header = request.headers.authorization
  const match = header ? /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header) : null
  return match?.[1] ?? null
}

/**
 * Serves a stored picture to a page that holds a link's token: a GM page any picture the data
 * folder stores, a player display or a PC's own device only a picture the table's view shows
 * now (and none while the GM has network displays off). No token is 401, a wrong one 403, anything that is not a
 * picture's name (`..`, another file of the data folder) 404, as is a picture the players may
 * not see: they learn nothing of it. Pictures are named by their SHA-256, so a name is not
 * guessed, and the token decides in any case.
 */
export async function servePicture(
  services: Services,
  tokens: Pick<TokenStore, 'current' | 'pcOf'>,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' })
  const token = bearerOf(request)
  if (token === null) return sendText(response, 401, 'A picture is served only with a link’s token.', { 'WWW-Authenticate': 'Bearer' })
  const gm = tokenMatches(tokens.current.gm, token)
  // A PC's device shows the table's view below its sheet: it may load what the table may.
  const player = !gm && (tokenMatches(tokens.current.player, token) || tokens.pcOf(token) !== null)
  if (!gm && !player) return sendText(response, 403, 'This link’s token is not valid.')
  const ref = path.slice(PICTURES_PATH.length)
  if (!isPictureRef(ref)) return sendText(response, 404, 'Not found')
  if (player && (!services.player.networkEnabled || !services.pictures.shownToPlayers(ref))) return sendText(response, 404, 'Not found')
  let bytes: Buffer
  try {
    bytes = await services.pictures.store.read(ref)
  } catch (error) {
    if (error instanceof IpcError && error.code === 'not_found') return sendText(response, 404, 'Not found')
    throw error
  }
  response.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'image/webp',
    'Content-Length': bytes.length,
    // What players may see changes as the GM reveals and hides: never kept.
    'Cache-Control': 'no-store',
  })
  response.end(request.method === 'HEAD' ? undefined : bytes)
}
