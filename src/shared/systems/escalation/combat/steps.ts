import { whyNotTheirTurn } from '../../../combat/flow'
import { combatantOf, withCombatant } from '../../../combat/roster'
import type { Combatant, CombatTrack } from '../../../combat/types'
import { spendActions } from '../rules/actions'
import { naturalFrom } from '../rules/natural'
import type { ActionKind } from '../rules/types'
import type { EscalationFightEvent } from './events'
import type { EscalationFight } from './fight'
import type { EscalationStats } from './stats'

/*
 * What the steps of a fight share, whichever file states their rule: the checks every step of
 * a turn makes first, and the small edits of a combatant's Escalation data.
 */

export type Event<T extends EscalationFightEvent['type']> = Extract<EscalationFightEvent, { type: T }>

export const of = (fight: EscalationFight, id: string) => combatantOf(fight.track, id)

/** Events of the current combatant's own turn wait while a duty (a Death Save, a save at the turn's end) comes first. */
export function whyNotActing(fight: EscalationFight, who: string): string | null {
  return whyNotTheirTurn(fight.track, who)
}

/** E17, EG7: in the Surprise Round the surprised side does nothing at all, not even out of turn. */
export function whySurprised(fight: EscalationFight, who: Combatant<EscalationStats>): string | null {
  return fight.track.surprise && fight.surprise && who.side !== fight.surprise.ambushers
    ? `${who.name} is surprised: the surprised side does nothing in the Surprise Round.`
    : null
}

/** The natural of a save, a check or a Death Save from its faces, with the net Advantage (+) or Disadvantage (-) it rolls with (R16). */
export function checkNatural(faces: readonly number[], net: number): { natural: number } | { refused: string } {
  const natural = naturalFrom(faces, net)
  return natural.ok ? { natural: natural.value.natural } : { refused: natural.reason }
}

/** One combatant's Escalation data changed. */
export function withStats(
  track: CombatTrack<EscalationStats>,
  id: string,
  change: (s: EscalationStats) => EscalationStats,
): CombatTrack<EscalationStats> {
  return withCombatant(track, id, (c) => ({ ...c, stats: change(c.stats) }))
}

/** E23, E24, EG13: actions spent from a combatant's turn, a better one standing in for a lesser where needed. */
export function spend(fight: EscalationFight, who: string, kinds: readonly ActionKind[]): EscalationFight {
  const c = of(fight, who)!
  const spent = spendActions(c.stats.budget, [...kinds])
  return spent.ok ? { ...fight, track: withStats(fight.track, who, (s) => ({ ...s, budget: spent.value.budget })) } : fight
}
