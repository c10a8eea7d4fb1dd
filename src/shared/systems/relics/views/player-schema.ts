import { z } from 'zod'

/*
 * Relics of the Moon's part of the player display. Built from an allowlist of what the GM
 * revealed (views/player-part.ts): nothing here is a GM object with parts removed.
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
  /** The Cohort's roll: whose player rolled it, and whether by consensus (RG4); null when unsaid. */
  rolledBy: z.strictObject({ name: Text, consensus: z.boolean() }).nullable(),
})
export type PlayerRoll = z.infer<typeof PlayerRoll>

/**
 * The revealed Challenge being run, where it stands (round, whose turn, which step by the
 * text's name), its resolved dice as a progress track, its revealed traits and the Event's
 * Disaster traits, and the latest roll.
 */
export const PlayerChallengePart = z.strictObject({
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
  /** RG2: the part of the Challenge this run plays (its name, as the GM gave it), or null. */
  part: Text.nullable(),
  /** RG2: parts split off this Challenge, each to be faced on its own. */
  splitOff: z.array(z.strictObject({ name: Text, rating: Whole, resolvedDice: Whole })),
})
export type PlayerChallengePart = z.infer<typeof PlayerChallengePart>

/** Relics of the Moon on the player display: the Challenge on screen, its Event, the pools and the Cohort. */
export const RelicsPlayerPart = z.strictObject({
  /** The revealed Challenge being run, or null. */
  challenge: PlayerChallengePart.nullable(),
  /** The Event a Challenge runs in, when the GM revealed it, with its revealed traits. */
  event: z.strictObject({ id: Text, name: Text, description: Text, traits: z.array(PlayerTrait) }).nullable(),
  /** Destiny, and Doom only when the campaign setting shows it (null otherwise). */
  pools: z.strictObject({ destiny: Whole, doom: Whole.nullable() }),
  cohort: z.array(PlayerPc),
})
export type RelicsPlayerPart = z.infer<typeof RelicsPlayerPart>
