import { z } from 'zod'
import { durationWords } from './conditions'
import type { Combatant, CombatTrack } from './types'

/*
 * The tracker's part of every combat system's player display, built from an allowlist: only
 * combatants the GM has revealed (a hidden one is left out entirely, not even a slot in the
 * order), enemies' hit points as a word, public conditions. Each system adds its own (the
 * escalation die, zones) beside it.
 */

const Text = z.string()
const Whole = z.number().int()

/** A combatant's health as the table sees it: PCs' numbers when the setting shows them, otherwise (and always for enemies) a word. */
export const PlayerCombatHealth = z.discriminatedUnion('shown', [
  z.strictObject({ shown: z.literal('exact'), hp: Whole, maxHp: Whole, tempHp: Whole }),
  z.strictObject({ shown: z.literal('described'), state: z.enum(['unhurt', 'hurt', 'staggered', 'dying', 'down', 'dead', 'fled']) }),
])
export type PlayerCombatHealth = z.infer<typeof PlayerCombatHealth>
export type DescribedHealth = Extract<PlayerCombatHealth, { shown: 'described' }>['state']

export const PlayerCombatant = z.strictObject({
  id: Text,
  name: Text,
  side: z.enum(['players', 'enemies']),
  health: PlayerCombatHealth,
  /** Words for the combatant's state ("Staggered", "Dying: 2 failed Death Saves"). */
  standing: Text,
  conditions: z.array(z.strictObject({ label: Text, lasts: Text })),
  current: z.boolean(),
  acted: z.boolean(),
})
export type PlayerCombatant = z.infer<typeof PlayerCombatant>

/** How a system words a combatant's standing for the table: the described state and its words. */
export type StandingWords<S> = (c: Combatant<S>) => { state: DescribedHealth; words: string }

/** The combatants the players may see, in turn order (those not in this round's order after), with a name lookup that never names a hidden one. */
export function shownCombatants<S>(track: CombatTrack<S>): {
  inOrder: Combatant<S>[]
  shown: Map<string, Combatant<S>>
  nameOf: (id: string) => string
} {
  const shown = new Map(track.combatants.filter((c) => !c.hidden && c.status !== 'removed').map((c) => [c.id, c]))
  const ordered = new Set(track.order)
  const ids = [...track.order, ...track.combatants.map((c) => c.id).filter((id) => !ordered.has(id))]
  return { inOrder: ids.flatMap((id) => (shown.has(id) ? [shown.get(id)!] : [])), shown, nameOf: (id) => shown.get(id)?.name ?? 'someone' }
}

/** One shown combatant for the table; PCs' numbers only when `showPcHp`. */
export function playerCombatant<S>(
  track: CombatTrack<S>,
  c: Combatant<S>,
  words: StandingWords<S>,
  showPcHp: boolean,
  nameOf: (id: string) => string,
): PlayerCombatant {
  const standing = words(c)
  return {
    id: c.id,
    name: c.name,
    side: c.side,
    health:
      c.side === 'players' && showPcHp
        ? { shown: 'exact', hp: c.hp, maxHp: c.maxHp, tempHp: c.tempHp }
        : { shown: 'described', state: standing.state },
    standing: standing.words,
    conditions: c.conditions.filter((x) => !x.secret).map((x) => ({ label: x.label, lasts: durationWords(x.duration, nameOf) })),
    current: track.current === c.id,
    acted: track.acted.includes(c.id),
  }
}
