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

/**
 * The largest message a page may send, and the web host's frame limit. The largest legitimate
 * one is a prep upsert of the largest Scene the GM may save (`SavedScene`: at most 10 Events
 * of at most 5 Challenges, 20 traits each): 61 items with two texts of 20,000 characters each.
 * Full of characters JSON writes as six-byte escapes (control characters), that frame is
 * 14.8 MB; full of 3-byte UTF-8 characters (a script such as Japanese), 7.5 MB. A session note
 * is at most 120 KB even fully escaped. 16 MiB holds the very worst case and still bounds what
 * one frame costs (`largest-message.test.ts` builds that Scene and sends it). A prep file
 * under its own limit in characters can still exceed it once escaped: the page measures the
 * request as it will send it, and never sends a longer one.
 */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024

/** The close code of a message too large to read (the WebSocket standard's "message too big"). */
export const CLOSE_TOO_LARGE = 1009
