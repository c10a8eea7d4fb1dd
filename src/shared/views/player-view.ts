import { z } from 'zod'

/*
 * The player display's contract. Main builds it from an allowlist (src/main/player/
 * to-player-view.ts): every field below is something the GM has revealed or the players
 * already know. Nothing here is a GM object with parts removed, so a new GM field can never
 * reach a display by accident. Each rule system adds its part, checked by its own strict
 * schema (the descriptor's `playerPartSchema`).
 */

const Text = z.string()
const Whole = z.number().int()

/**
 * How a combat part shows an enemy's health: the exact numbers only where the GM chose to
 * show them, otherwise a word for its state.
 */
export const PlayerHealth = z.discriminatedUnion('shown', [
  z.strictObject({ shown: z.literal('exact'), hp: Whole, maxHp: Whole }),
  z.strictObject({ shown: z.literal('described'), state: z.enum(['unhurt', 'hurt', 'bloodied', 'near death', 'down']) }),
])
export type PlayerHealth = z.infer<typeof PlayerHealth>

/** One rule system's part of the display. `stage`: it holds the middle of the screen (a Challenge, a fight). */
export const PlayerPart = z.strictObject({ system: Text, stage: z.boolean(), part: z.unknown() })
export type PlayerPart = z.infer<typeof PlayerPart>

/**
 * The pictures on the display, by stored name (a SHA-256: nothing to guess from it). A
 * portrait belongs to an id the view shows elsewhere (a PC, a revealed NPC, a shown
 * combatant); the map to the running fight's encounter, once the GM revealed it.
 */
export const PlayerPictures = z.strictObject({
  portraits: z.array(z.strictObject({ of: Text, picture: Text })),
  map: z.strictObject({ picture: Text, scale: z.number(), offsetX: Whole, offsetY: Whole }).nullable(),
})
export type PlayerPictures = z.infer<typeof PlayerPictures>

/**
 * What a player display receives: built in main from an allowlist, never a redacted copy of
 * GM data. A blank view carries only the campaign name.
 */
export const PlayerView = z.strictObject({
  campaignName: Text.nullable(),
  /** The GM blanked the screen: show nothing but the campaign name. */
  blank: z.boolean(),
  /** The headline when no run is on the stage ("Waiting for the GM"). */
  status: Text,
  scene: z.strictObject({ id: Text, name: Text, description: Text }).nullable(),
  /** Each rule system's part, in the registry's order. */
  parts: z.array(PlayerPart),
  /** What the players know of: revealed NPCs, the systems' revealed items, revealed encounters. */
  known: z.array(z.strictObject({ id: Text, name: Text, symbol: Text, detail: Text.nullable() })),
  /** The latest public, not undone log lines, oldest first. */
  feed: z.array(z.strictObject({ seq: Whole, text: Text })),
  pictures: PlayerPictures,
})
export type PlayerView = z.infer<typeof PlayerView>
