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

/** One thing a proposal may hold, for a phone to draw as a toggle. */
export interface ProposalItem {
  /** What the proposal names when the player picks it. */
  key: string
  /** What it is, in the system's words ("Keen Eyes", "Old Wound (Agony)"). */
  label: string
  /** What it does and costs, in words ("+1d6 · costs 1 Destiny"), or null. */
  detail: string | null
  /** Why it may not be picked now (the rules' own words), or null. */
  why: string | null
}

/**
 * A proposal the player may make now: the things they may pick, each as the system words it,
 * and a line saying what the picks would cost from what there is. The GM confirms or declines it.
 */
export interface ProposalForm {
  kind: 'proposal'
  /** What the player proposes, in the system's words ("Your traits for the Cohort's pool"). */
  heading: string
  items: ProposalItem[]
  /** A line on what there is to spend ("The Destiny pool holds 2"), or null. */
  note: string | null
}

/** What a PC's player may do now: a line saying where they stand, the options, and a proposal they may make, if any. */
export interface PlayerChoices {
  /** "Your turn", "Kor attacks you: react?", "Propose your traits": the phone's heading. */
  headline: string
  options: PlayerOption[]
  /** A proposal the system lets the player make now, or null. */
  form: ProposalForm | null
}

/** What a player proposes: the keys of the items they picked from the system's form, in their order. */
export interface Proposal {
  picks: string[]
}

/**
 * A system's rules for proposals: a player picks some of what the form offers, the GM
 * confirms or declines. Confirming sends the system's own actions, checked by the very rules
 * the GM's requests meet; a proposal itself changes no rule state. Pure, like all rules.
 */
export interface ProposalRules<State = unknown, Action = unknown> {
  /** Why the player of PC `pcId` may not make this proposal now (not the moment for one, a pick not theirs or not allowed), or null. */
  whyRefused(state: State, pcId: string, proposal: Proposal, context: PlayerContext): string | null
  /** The actions confirming sends, in order, exactly as the GM would have sent them. */
  actions(state: State, pcId: string, proposal: Proposal, context: PlayerContext): Action[]
  /** The proposal in the system's words, for the log and the GM ("Keen Eyes and Old Wound (Agony), spending 1 Destiny"). */
  words(state: State, pcId: string, proposal: Proposal, context: PlayerContext): string
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
  /** Proposals the GM confirms or declines, where the system takes its players' steps so; absent where it does not. */
  proposals?: ProposalRules<State, Action>
}
