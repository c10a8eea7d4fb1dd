import type { CombatSide, CombatTrack } from '../../../combat/types'
import { deepFreeze } from '../../../session/frozen'
import type { Modifier } from '../rules/modifiers'
import type { AttackOrigin } from '../rules/reactions'
import type { ActionPointsSettings } from '../rules/settings'
import type { Advantage, Hex, ReactionKind, SuccessLevel } from '../rules/types'
import type { ApStats } from './stats'

/** One d100 check as it was rolled: who, for what, against which skill, the dice, the level. */
export interface CheckRecord {
  readonly who: string
  /** What was checked, in words ("Spear attack", "Dodge", "Feint"). */
  readonly what: string
  readonly skillName: string
  /** The skill rolled against, modifiers included. */
  readonly skill: number
  readonly modifiers: readonly Modifier[]
  readonly advantage: Advantage
  readonly faces: readonly number[]
  readonly roll: number
  readonly level: SuccessLevel
  readonly margin: number
  /** R22: the GM entered the level by hand. */
  readonly entered: boolean
}

/** A reaction made against an attack in flight. */
export interface ReactionRecord {
  readonly who: string
  readonly kind: ReactionKind
  readonly check: CheckRecord
  readonly won: boolean
}

/** An attack rolled and not yet resolved: the chain's links (A14, A15, A19). */
export interface AttackInFlight {
  readonly attacker: string
  readonly target: string
  /** The attacker's weapon, by its place in the attacker's list. */
  readonly weapon: number
  readonly origin: AttackOrigin
  readonly melee: boolean
  readonly check: CheckRecord
  /** A22: a Disarm names the item it goes for, and whether the attacker would take it. */
  readonly disarm: { readonly item: number; readonly take: boolean } | null
  /** A Riposte that won its Parry: its counterattack is due (A19). */
  readonly reaction: ReactionRecord | null
}

/**
 * What waits before the turn goes on: attacks in flight (the innermost last), Reaction
 * Attacks offered against a provoking action (A10, A11), a provoking attack held until they
 * are made (AG36), and the rest of a Move they interrupted (AG35).
 */
export interface Pending {
  readonly attacks: readonly AttackInFlight[]
  readonly provoked: { readonly by: string; readonly offered: readonly string[]; readonly why: string } | null
  readonly held: AttackInFlight | null
  readonly move: { readonly mover: string; readonly rest: readonly Hex[]; readonly offered: readonly string[] } | null
}

/**
 * A18, AG13: a Parry (or Riposte) against an attacker one size larger: the level the reaction
 * counted as for the opposed check, one below the level it rolled, so the GM sees why it lost.
 */
export interface SizeBumpRecord {
  readonly who: string
  readonly rolled: SuccessLevel
  readonly counts: SuccessLevel
}

/**
 * A22, AG46: where a disarmed item goes, as data: the item (by its place in the target's list),
 * whether the attacker took it, and otherwise how far from the target it lands, around which
 * hex (null off the grid), and who picks the hex: the target on a Normal Success, the attacker
 * from a Hard Success up.
 */
export interface DisarmRecord {
  readonly target: string
  readonly item: number
  readonly itemName: string
  readonly takenBy: string | null
  readonly lands: { readonly within: number; readonly around: Hex | null; readonly chooser: string } | null
}

/** The attack a chain link finished, and the reaction that answered it (none when it landed unanswered): A7 reads it. */
export interface AnsweredRecord {
  readonly attacker: string
  readonly target: string
  readonly reaction: { readonly who: string; readonly kind: ReactionKind } | null
}

/**
 * What came of the latest roll, for the log, the console and the players. The fields after
 * `about` came later: they are optional, so a resume point saved before them reads (they are
 * only ever read for what they add to the words and the console).
 */
export interface ResultRecord {
  readonly checks: readonly CheckRecord[]
  /** Damage dealt, after the multiplier (A44, A17). */
  readonly damage: { readonly target: string; readonly amount: number; readonly multiplier: number } | null
  /** What else happened, in words ("RP refunded (A16)", "knocked Prone"). */
  readonly effects: readonly string[]
  /** Every combatant the record speaks of: a display shows it only if it may show them all. */
  readonly about: readonly string[]
  /** A18: a Parry that counted one level lower against a larger attacker. */
  readonly sizeBump?: SizeBumpRecord
  /** A22: where a disarmed item went. */
  readonly disarm?: DisarmRecord
  /** A7: the attack this link finished. */
  readonly answered?: AnsweredRecord
}

/** An Action-points fight: the tracker's part and the system's own. */
export interface ApFight {
  readonly run: string
  readonly encounterId: string
  readonly sceneId: string | null
  readonly track: CombatTrack<ApStats>
  readonly settings: ActionPointsSettings
  /** The hex map, or theatre of the mind (AG40). */
  readonly grid: { readonly on: boolean; readonly radius: number }
  /** A33: the side caught by surprise, chosen in setup. */
  readonly surprised: CombatSide | null
  /** A1, A26: the standing initiative order, the same every round unless a readied action moves someone. */
  readonly initiative: readonly string[]
  readonly pending: Pending | null
  /** A26, AG44: a readied action firing on someone else's turn: who acts now. */
  readonly interjection: { readonly who: string } | null
  readonly lastResult: ResultRecord | null
  /**
   * The rules version the fight follows to its end (docs/history.md); a fight in a resume
   * point saved before it was kept has none, and started under rules 1.
   */
  readonly rules?: number
}

/** The Action-points rules version today: 2 refuses condition durations the text does not have (a save, a Test). */
export const AP_RULES = 2

/** The rules version a fight follows (see `ApFight.rules`). */
export const rulesOf = (fight: Pick<ApFight, 'rules'>): number => fight.rules ?? 1

export const NO_PENDING: Readonly<Pending> = deepFreeze({ attacks: [], provoked: null, held: null, move: null })

/** Whether anything waits (an attack in flight, Reaction Attacks offered, a held attack, an interrupted move). */
export function isPending(p: Pending | null): p is Pending {
  return p !== null && (p.attacks.length > 0 || p.provoked !== null || p.held !== null || p.move !== null)
}

/** Who is acting now: a readied action's owner while it fires, else whose turn it is. */
export function actingNow(fight: ApFight): string | null {
  return fight.interjection?.who ?? fight.track.current
}
