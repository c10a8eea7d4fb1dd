import type { Combatant, CombatTrack } from '../../../combat/types'
import type { ApStats } from './stats'

/** Each fight's combatants by id, made once per list of them: a step replaces the list only when it changes a combatant. */
const indexes = new WeakMap<readonly Combatant<ApStats>[], Map<string, Combatant<ApStats>>>()

/** A combatant of the fight by its id, found without walking the list (a fight of 200 asks this often on every step). */
export function fighterOf(track: CombatTrack<ApStats>, id: string | null | undefined): Combatant<ApStats> | undefined {
  if (!id) return undefined
  const list = track.combatants
  let index = indexes.get(list)
  if (!index) indexes.set(list, (index = new Map(list.map((c) => [c.id, c]))))
  return index.get(id)
}
