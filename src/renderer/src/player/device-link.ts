/*
 * A player's own device opens the player page with its PC in the link: `#pc=<id>&token=...`.
 * The page reads which PC from there; the host checks the token is that PC's, so a PC typed
 * into the link by hand only gets a refusal.
 */

/** The PC this page's link was made for, or null for the table's display. */
export function pcOfLink(hash: string = window.location.hash): string | null {
  return new URLSearchParams(hash.slice(1)).get('pc') || null
}
