/*
 * The combat tracker every combat system shares: combatants with hit points and conditions,
 * rounds and turns, hidden combatants, what must be rolled before the fight moves on, and
 * the tally a fight's summary reads. Plain JSON throughout, so a machine's context holds it
 * and a resume point saves it. Each system adds its own data per combatant (`stats`) and per
 * fight (its own state beside the tracker's). Read-only throughout: a step builds new objects
 * and never writes into the state before it (in development and tests the state is frozen too).
 */

/** Which side a combatant fights on: the players' characters and their allies, or the enemies. */
export type CombatSide = 'players' | 'enemies'

/** Where a combatant came from: a PC, one instance of an encounter's NPC, or one the GM added. */
export type CombatantSource = Readonly<{ kind: 'pc'; id: string } | { kind: 'npc'; id: string; instance: number } | { kind: 'added' }>

/** In the fight, or out of it: down (unconscious, dying), dead, fled or surrendered, or taken out by the GM. */
export type CombatantStatus = 'fighting' | 'down' | 'dead' | 'fled' | 'removed'

/**
 * How long a condition lasts (combat digest §4): until the start or the end of a named
 * combatant's next turn, until a save succeeds (rolled at the end of the bearer's turn),
 * for N rounds (ending at the end of the last), until a Test is passed (Zones), for the whole
 * encounter, or until the GM removes it.
 */
export type ConditionDuration = Readonly<
  | { kind: 'untilStartOfTurn'; of: string }
  /** `ongoing`: applied during that very turn, which does not count: it lasts through the next one. */
  | { kind: 'untilEndOfTurn'; of: string; ongoing?: boolean }
  | { kind: 'saveEnds'; target: number }
  | { kind: 'rounds'; rounds: number; lastRound: number }
  | { kind: 'untilTest'; test: string; target: number; needsAction: boolean }
  | { kind: 'encounter' }
  | { kind: 'manual' }
>

/** One condition on a combatant. */
export interface ConditionInstance {
  /** Unique in the fight, so undo, expiry and saves name this very instance. */
  readonly id: string
  /** The system's name for it ("dazed"), or the GM's own for a custom one. */
  readonly name: string
  /** Words for it: the system's label, or the GM's text. */
  readonly label: string
  readonly custom: boolean
  /** Who caused it: a combatant id, or null. */
  readonly source: string | null
  readonly duration: ConditionDuration
  /** The round it was applied in. */
  readonly round: number
  /** Ongoing damage: how much, of which type, each time it comes round. */
  readonly ongoing: { readonly amount: number; readonly type: string } | null
  /** Hidden from the players even when its bearer is shown (a curse they have not noticed). */
  readonly secret: boolean
}

/** What a fight's summary counts for each combatant. */
export interface CombatTally {
  readonly dealt: number
  readonly taken: number
  readonly healed: number
  /** The round it fell in (down or dead), if it did. */
  readonly fellInRound: number | null
}

/** One combatant of a fight, with the system's own data in `stats`. */
export interface Combatant<Stats> {
  /** Unique in the fight: the PC's id, `<npc id>-<n>` for an encounter's NPCs, `added-<n>` for others. */
  readonly id: string
  readonly name: string
  readonly side: CombatSide
  readonly source: CombatantSource
  /** Hidden combatants never reach the player display, not even as a slot in the order. */
  readonly hidden: boolean
  /** Revealed by itself when its first turn comes, if the GM chose so. */
  readonly revealOnTurn: boolean
  readonly hp: number
  readonly maxHp: number
  readonly tempHp: number
  readonly status: CombatantStatus
  readonly conditions: readonly ConditionInstance[]
  /** The round it joined in (0: from the start). */
  readonly joined: number
  readonly tally: CombatTally
  readonly stats: Stats
}

/**
 * Something that must be done before the fight moves on, in the order listed: a save at the
 * end of a turn, a Death Save at its start. The host rolls what needs dice; the GM decides the
 * rest. Systems name their own kinds.
 */
export interface Duty {
  readonly kind: string
  /** The combatant it is for. */
  readonly who: string
  /** The condition it concerns, if any. */
  readonly condition: string | null
  /** What it is, in words, for the console and for a refusal. */
  readonly label: string
}

/** Where the fight stands: setup, the turns of a round, or over. */
export type CombatPhase = 'setup' | 'turn' | 'over'

/** The tracker's part of a fight's state. */
export interface CombatTrack<Stats> {
  /** The encounter it plays. */
  readonly encounterId: string
  readonly phase: CombatPhase
  /** 0 in setup and during a surprise round, then 1, 2, … */
  readonly round: number
  /** The surprise round is being played (before round 1). */
  readonly surprise: boolean
  readonly combatants: readonly Combatant<Stats>[]
  /** Who takes a turn this round, in order; rebuilt by the system at every round's start. */
  readonly order: readonly string[]
  /** Who has taken their turn this round. */
  readonly acted: readonly string[]
  /** Whose turn it is, or null in setup and once the fight is over. */
  readonly current: string | null
  readonly duties: readonly Duty[]
  /** The current turn is ending: its end-of-turn duties are what waits. */
  readonly closing: boolean
  /** Who the GM chose to go next, waiting for the current turn's duties. */
  readonly nextChoice: string | null
  /** The next number for ids the fight hands out (conditions, added combatants). */
  readonly serial: number
  /** How it ended, once it has. */
  readonly ending: { readonly reason: string; readonly round: number } | null
}
