import type { PlayerView } from './player-view'

// The views a display shows before main sends one, apart from the view's schema
// (`./player-view`): the player page reads these and loads no zod.

/** What the display says before anything is on screen; also the blank view's headline. */
export const WAITING = 'Waiting for the GM'

/** A view with nothing on it but the campaign name and a headline. */
export function emptyPlayerView(campaignName: string | null, status: string, blank = false): PlayerView {
  return { campaignName, blank, status, scene: null, parts: [], known: [], feed: [], pictures: { portraits: [], map: null } }
}

/** The view of a display that has heard nothing from main yet. */
export function waitingPlayerView(campaignName: string | null): PlayerView {
  return emptyPlayerView(campaignName, WAITING)
}
