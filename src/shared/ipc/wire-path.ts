// The wire's plain numbers and its path, apart from its schemas (`./wire`): a page reads these
// and no zod, whose schemas would run as the page loads.

/** Path of the WebSocket endpoint; it takes no query: role and token travel in the hello frame. */
export const WIRE_PATH = '/ws'

/**
 * The most bytes a hello may take, frame header included: a token is 22 characters, so a
 * real hello is under 80 bytes. A connection that sends more before it is accepted is cut
 * off, so a stranger without a token cannot make the host hold a large message.
 */
export const HELLO_MAX_BYTES = 512

/** WebSocket close codes the host uses when it refuses a connection. */
export const CLOSE_UNAUTHORIZED = 4401
export const CLOSE_FORBIDDEN = 4403
/**
 * The host closes a connection that fell so far behind that updates for it were dropped: the
 * page reconnects and fetches every view afresh. 1013 is the standard "try again later".
 */
export const CLOSE_FELL_BEHIND = 1013
