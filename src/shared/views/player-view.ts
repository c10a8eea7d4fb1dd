import { z } from 'zod'

/*
 * The player display's contract. Main builds it from an allowlist (src/main/player/
 * to-player-view.ts): every field below is something the GM has revealed or the players
 * already know. Nothing here is a GM object with parts removed, so a new GM field can never
 * reach a display by accident.
 */

const Text = z.string()
const Whole = z.number().int()
const Side = z.enum(['cohort', 'challenge'])

/** A revealed trait: its name and the rule texts' shorthand ("-1 / 2d", "A5 / 1d", "narrative"). */
export const PlayerTrait = z.strictObject({
  id: Text,
  name: Text,
  shorthand: Text,
  /** Declared in the Huddle of the turn being played. */
  active: z.boolean(),
})
export type PlayerTrait = z.infer<typeof PlayerTrait>

/** A PC as the table sees them: Stress against its maximum, Stressed Out and Agony (rulings 10-12). */
export const PlayerPc = z.strictObject({
  id: Text,
  name: Text,
  stress: Whole,
  maxStress: Whole,
  stressedOut: z.boolean(),
  outOfGame: z.boolean(),
  /** Names of the PC's Agony traits. */
  agony: z.array(Text),
  /** Leads the Cohort in the Challenge on screen. */
  leader: z.boolean(),
})
export type PlayerPc = z.infer<typeof PlayerPc>

/** One die of a roll: the face before Simple modifiers (when known) and the final value. */
export const PlayerDie = z.strictObject({
  face: Whole.nullable(),
  final: Whole.nullable(),
  outcome: z.enum(['overpowering', 'critical', 'success', 'nothing', 'botch', 'majorBotch']).nullable(),
})
export type PlayerDie = z.infer<typeof PlayerDie>

/** Step 6, Final Result, in the words of the text. */
export const PlayerTally = z.strictObject({
  successes: Whole,
  criticals: Whole,
  overpowering: Whole,
  botches: Whole,
  majorBotches: Whole,
  net: Whole,
  disaster: z.boolean(),
})
export type PlayerTally = z.infer<typeof PlayerTally>

/** The latest roll of the Challenge on screen; `result` once step 6 has tallied it. */
export const PlayerRoll = z.strictObject({
  side: Side,
  round: Whole,
  dice: z.array(PlayerDie),
  result: PlayerTally.nullable(),
})
export type PlayerRoll = z.infer<typeof PlayerRoll>

/**
 * Relics of the Moon's part: the revealed Challenge being run, where it stands (round, whose
 * turn, which step by the text's name), its resolved dice as a progress track, its revealed
 * traits and the Event's Disaster traits, and the latest roll.
 */
export const RelicsPlayerPart = z.strictObject({
  id: z.literal('relics'),
  challenge: z.strictObject({
    id: Text,
    name: Text,
    description: Text,
    type: Text,
    threat: Text,
    rating: Whole,
    resolvedDice: Whole,
  }),
  status: z.enum(['running', 'resolved', 'endedUnresolved']),
  round: Whole,
  turn: Side.nullable(),
  step: z.strictObject({ number: Whole, name: Text }).nullable(),
  traits: z.array(PlayerTrait),
  disasterTraits: z.array(z.strictObject({ id: Text, name: Text, shorthand: Text, side: Side })),
  lastRoll: PlayerRoll.nullable(),
})
export type RelicsPlayerPart = z.infer<typeof RelicsPlayerPart>

/**
 * How a combat part will show an enemy's health: the exact numbers only where the GM chose to
 * show them, otherwise a word for its state. Combat systems add their part to `system` with
 * this rule; none is on screen yet.
 */
export const PlayerHealth = z.discriminatedUnion('shown', [
  z.strictObject({ shown: z.literal('exact'), hp: Whole, maxHp: Whole }),
  z.strictObject({ shown: z.literal('described'), state: z.enum(['unhurt', 'hurt', 'bloodied', 'near death', 'down']) }),
])
export type PlayerHealth = z.infer<typeof PlayerHealth>

/**
 * What a player display receives: built in main from an allowlist, never a redacted copy of
 * GM data. A blank view carries only the campaign name.
 */
export const PlayerView = z.strictObject({
  campaignName: Text.nullable(),
  /** The GM blanked the screen: show nothing but the campaign name. */
  blank: z.boolean(),
  /** The headline when no revealed Challenge is on screen ("Waiting for the GM"). */
  status: Text,
  scene: z.strictObject({ id: Text, name: Text, description: Text }).nullable(),
  event: z.strictObject({ id: Text, name: Text, description: Text, traits: z.array(PlayerTrait) }).nullable(),
  /** The rule system's part: the running Challenge (later: a combat), or null. */
  system: z.discriminatedUnion('id', [RelicsPlayerPart]).nullable(),
  /** Destiny, and Doom only when the campaign setting shows it (null otherwise). */
  pools: z.strictObject({ destiny: Whole, doom: Whole.nullable() }).nullable(),
  cohort: z.array(PlayerPc),
  /** Revealed NPCs, Moon Relics (with who holds them) and encounters, by name. */
  known: z.strictObject({
    npcs: z.array(z.strictObject({ id: Text, name: Text })),
    relics: z.array(z.strictObject({ id: Text, name: Text, holder: Text.nullable() })),
    encounters: z.array(z.strictObject({ id: Text, name: Text })),
  }),
  /** The latest public, not undone log lines, oldest first. */
  feed: z.array(z.strictObject({ seq: Whole, text: Text })),
})
export type PlayerView = z.infer<typeof PlayerView>

/** What the display says before anything is on screen; also the blank view's headline. */
export const WAITING = 'Waiting for the GM'

/** A view with nothing on it but the campaign name and a headline. */
export function emptyPlayerView(campaignName: string | null, status: string, blank = false): PlayerView {
  return {
    campaignName,
    blank,
    status,
    scene: null,
    event: null,
    system: null,
    pools: null,
    cohort: [],
    known: { npcs: [], relics: [], encounters: [] },
    feed: [],
  }
}

/** The view of a display that has heard nothing from main yet. */
export function waitingPlayerView(campaignName: string | null): PlayerView {
  return emptyPlayerView(campaignName, WAITING)
}
