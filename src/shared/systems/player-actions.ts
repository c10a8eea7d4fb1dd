import type { Campaign } from '../campaign'

/*
 * What a player may do from their device, at the seam. A player acts for one PC; the session
 * checks that the GM lets players act and that the PC is in the campaign, and the system
 * alone says which of its commands that PC's player may send now (its turn, its reaction, its
 * proposal), since only the system knows whose turn and whose reaction it is. What a player
 * sends then goes through the very rules the GM's request does.
 */

/** One command a player sends: a system action (as `run.act` takes it) or a roll the host makes (as `run.roll`). */
export type PlayerCommand<Action = unknown, Roll = unknown> = { kind: 'act'; action: Action } | { kind: 'roll'; roll: Roll }

/** Who sends a command: the GM's console, or the player of one PC from their device. */
export type CommandActor = { kind: 'gm' } | { kind: 'player'; pcId: string }

/** One thing a player may choose now, with the command that does it, for a phone to draw as a button. */
export interface PlayerOption {
  /** What the option belongs to, in the system's words ("Attack", "Reaction"): a phone groups by it. */
  group: string
  /** What it is ("Spear", "Dodge"). */
  label: string
  /** Whom it aims at, if anyone. */
  target: { id: string; name: string } | null
  /** What it costs, in words ("2 AP"), or null. */
  cost: string | null
  /** The chance it succeeds, 0 to 1, or null where the rules give none. */
  chance: number | null
  /** Why it may not be chosen now (the rules' own words), or null. */
  why: string | null
  /** What the phone sends for it. */
  command: PlayerCommand
}

/** What a PC's player may do now: a line saying where they stand, the options, and a form of the system's own (a proposal), if any. */
export interface PlayerChoices {
  /** "Your turn", "Kor attacks you: react?", "Propose your traits": the phone's heading. */
  headline: string
  options: PlayerOption[]
  /** A form the system lets the player fill in (what it may hold, in the system's shape), or null. */
  form: { kind: string; [field: string]: unknown } | null
}

/** What the player rules read besides the state: the campaign as it is now (the same as a system's `SystemContext`). */
export interface PlayerContext {
  campaign: Campaign | null
}

/**
 * A system's rules for players acting from their devices. Pure, like all rules: they read the
 * state and never roll, read the clock or touch files.
 */
export interface PlayerRules<State = unknown, Action = unknown, Roll = unknown> {
  /**
   * Why the player of PC `pcId` may not send this command now (not its turn, not its
   * reaction, another PC's step, a command players never send), or null. The rules of the
   * step itself are checked after, as for the GM.
   */
  whyRefused(state: State, pcId: string, command: PlayerCommand<Action, Roll>, context: PlayerContext): string | null
  /** What the player of PC `pcId` may do now, or null when the system has nothing for them. */
  choices(state: State, pcId: string, context: PlayerContext): PlayerChoices | null
}
