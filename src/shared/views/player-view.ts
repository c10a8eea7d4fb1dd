import { z } from 'zod'

/**
 * What a player display receives: built in main from an allowlist, never a redacted copy of
 * GM data. Later parts (the running Challenge, combat) add their own sections.
 */
export const PlayerView = z.strictObject({
  campaignName: z.string().nullable(),
  /** The GM blanked the screen: show nothing but the campaign name. */
  blank: z.boolean(),
  /** What to say when nothing is running. */
  status: z.string(),
})
export type PlayerView = z.infer<typeof PlayerView>

export function waitingPlayerView(campaignName: string | null): PlayerView {
  return { campaignName, blank: false, status: 'Waiting for the GM' }
}
