import { BAND_LABEL, DEFAULT_BAND, INITIATIVE_BANDS, type InitiativeBand, type Side } from './types'
import { allowed, refused, type RuleResult } from './result'

/** What initiative reads of a combatant. */
export interface BandedCombatant {
  id: string
  side: Side
  /** EG8: Medium when none is given. */
  band?: InitiativeBand | null
}

/** One step of a round: everyone of one side in one band; they act in any order among themselves (EG9). */
export interface OrderGroup {
  band: InitiativeBand
  side: Side
  /** In the order given; the players (PCs) or the GM (enemies) pick who goes next. */
  ids: string[]
}

const SIDES: readonly Side[] = ['pcs', 'enemies']

/** E15: 0 for Very Fast to 4 for Very Slow. */
export const bandRank = (band: InitiativeBand): number => INITIATIVE_BANDS.indexOf(band)

/**
 * E15, E16, EG8, EG9: a round's order. Bands from Very Fast to Very Slow; in each band the PCs'
 * group, then the enemies' group. Empty groups are left out; everyone appears exactly once.
 * A combatant without a band is Medium (EG8).
 */
export function roundOrder(combatants: readonly BandedCombatant[]): OrderGroup[] {
  const seen = new Set<string>()
  for (const c of combatants) {
    if (seen.has(c.id)) throw new RangeError(`${c.id} is listed twice in the initiative`)
    seen.add(c.id)
  }
  const groups: OrderGroup[] = []
  for (const band of INITIATIVE_BANDS)
    for (const side of SIDES) {
      const ids = combatants.filter((c) => (c.band ?? DEFAULT_BAND) === band && c.side === side).map((c) => c.id)
      if (ids.length > 0) groups.push({ band, side, ids })
    }
  return groups
}

/**
 * EG39: who is still to act this round, in order, from the bands as they stand now (after a
 * Delay or a fired readied action); turns already taken are not run again.
 */
export function yetToAct(combatants: readonly BandedCombatant[], acted: readonly string[]): OrderGroup[] {
  const done = new Set(acted)
  return roundOrder(combatants.filter((c) => !done.has(c.id)))
}

/** EG9: the group whose members may take the next turn, or null when the round is over. */
export function groupUp(combatants: readonly BandedCombatant[], acted: readonly string[]): OrderGroup | null {
  return yetToAct(combatants, acted)[0] ?? null
}

/** E16, EG9: why `id` may not take the next turn, or null if it may. */
export function whyNotNext(combatants: readonly BandedCombatant[], acted: readonly string[], id: string): string | null {
  const who = combatants.find((c) => c.id === id)
  if (!who) return `${id} is not in this fight`
  if (acted.includes(id)) return 'This combatant has already acted this round'
  const group = groupUp(combatants, acted)!
  if (group.ids.includes(id)) return null
  const waiting = group.side === 'pcs' ? 'PCs' : 'enemies'
  return `The ${BAND_LABEL[group.band]} ${waiting} act first`
}

/**
 * E21, EG39: Delay moves a combatant to a slower band for the rest of the encounter; it must be
 * lower than its current band, and happens on its own turn (never to interrupt anyone).
 */
export function delayTo(current: InitiativeBand, target: InitiativeBand): RuleResult<InitiativeBand> {
  if (bandRank(target) <= bandRank(current)) return refused(`Delay goes to a slower band than ${BAND_LABEL[current]}, not ${BAND_LABEL[target]}`)
  return allowed(target)
}

/** E22: the kinds of action one may ready. */
export type ReadiedKind = 'standard' | 'move' | 'quick'

/** E22, EG30: what firing a readied action does to its owner's band (and next turn). */
export interface ReadiedFiring {
  /** The band from now on (same round) or from after the owner's next turn (next round). */
  band: InitiativeBand
  /** When the new band takes hold. */
  bandChanges: 'now' | 'afterOwnTurn'
  /** Fired next round before the owner's turn: that action kind is gone from that turn. */
  spendsOnNextTurn: ReadiedKind | null
}

/**
 * E22, EG30, EG39, EG53: a readied action fires in `firedInBand` (just before its trigger's actor).
 * Fired in the round it was readied: the owner's band becomes that band now. Fired in the next
 * round before the owner's turn: the owner cannot use that action kind on that turn, and after
 * that turn its band becomes the band it fired in.
 */
export function fireReadiedAction(readied: { kind: ReadiedKind; firedInBand: InitiativeBand; round: 'same' | 'next' }): ReadiedFiring {
  return readied.round === 'same'
    ? { band: readied.firedInBand, bandChanges: 'now', spendsOnNextTurn: null }
    : { band: readied.firedInBand, bandChanges: 'afterOwnTurn', spendsOnNextTurn: readied.kind }
}

/** E17, EG7: at most two actors of the ambushing side act in the Surprise Round. */
export const SURPRISE_ACTORS = 2

/**
 * E17, EG7: the Surprise Round's order: only the (up to two) chosen actors of the ambushing
 * side, in band order; the surprised side does nothing at all.
 */
export function surpriseRoundOrder(combatants: readonly BandedCombatant[], ambushers: Side, chosen: readonly string[]): RuleResult<OrderGroup[]> {
  if (chosen.length > SURPRISE_ACTORS) return refused(`At most ${SURPRISE_ACTORS} characters act in the Surprise Round, not ${chosen.length}`)
  if (new Set(chosen).size !== chosen.length) return refused('A character is chosen twice for the Surprise Round')
  for (const id of chosen) {
    const who = combatants.find((c) => c.id === id)
    if (!who) return refused(`${id} is not in this fight`)
    if (who.side !== ambushers) return refused('Only the ambushing side acts in the Surprise Round')
  }
  return allowed(roundOrder(combatants.filter((c) => chosen.includes(c.id))))
}
