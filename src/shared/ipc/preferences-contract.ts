import { z } from 'zod'

/** Each preference, left out when the GM never chose it: the console's default holds then. */
const preferences = {
  /** Steps where nobody has anything to decide pass by themselves (on unless the GM turned it off). */
  passSteps: z.boolean().optional(),
  /** The GM said "Got it" to the first-run hint (shown until the campaign has had a session). */
  firstRunHintDismissed: z.boolean().optional(),
}

/**
 * How the GM likes to run the console, whatever campaign is open. The host keeps them in its
 * data folder rather than the page in its browser: a page's storage belongs to its origin,
 * and the web host takes a new port, so a new origin, each time it starts.
 */
export const ConsolePreferences = z.strictObject(preferences)
export type ConsolePreferences = z.infer<typeof ConsolePreferences>

/** The preferences as a file keeps them: a preference this version does not know is dropped, not an error. */
export const KeptPreferences = z.object(preferences)

/** The console preferences' requests, part of the contract (`requests`). */
export const preferencesRequests = {
  /** The GM's console preferences as the host keeps them; a missing or broken file reads as none chosen. */
  'preferences.current': { audience: 'gm', payload: z.strictObject({}), result: ConsolePreferences },
  /** Sets the preferences given and keeps the others; answers with all of them. */
  'preferences.update': { audience: 'gm', payload: ConsolePreferences, result: ConsolePreferences },
} as const
