import type { PcSheetFact, PcSheetSection } from '../views/pc-view'
import { durationWords } from './conditions'
import { shownCombatants } from './player'
import type { Combatant, CombatTrack } from './types'

/*
 * The tracker's part of every combat system's sheet on a PC's own device: the PC's exact hit
 * points and every condition on it, its secret ones too (the player sees their own PC whole),
 * marked so they know the table does not. Who a condition lasts for is named through the
 * table's lookup, so a hidden combatant stays "someone" even here.
 */

/** The mark of a condition the table does not see. */
export const SECRET_MARK = 'secret: only you see it'

/** The PC's combatant in the fight, if it takes part (and has not been taken out by the GM). */
export function pcCombatant<S>(track: CombatTrack<S> | null | undefined, pcId: string): Combatant<S> | null {
  if (!track) return null
  return track.combatants.find((c) => c.source.kind === 'pc' && c.source.id === pcId && c.status !== 'removed') ?? null
}

/** "23 / 30", and the temporary ones when there are any. */
export function hitPointFacts(hp: number, maxHp: number, tempHp: number): PcSheetFact[] {
  return [{ label: 'Hit points', value: `${hp} / ${maxHp}` }, ...(tempHp > 0 ? [{ label: 'Temporary hit points', value: String(tempHp) }] : [])]
}

const STATUS_WORDS: Record<Combatant<unknown>['status'], string> = {
  fighting: 'Fighting',
  down: 'Down',
  dead: 'Dead',
  fled: 'Fled',
  removed: 'Out of the fight',
}

/** The PC in the fight: its hit points, standing and every condition on it, with whatever else the system adds. */
export function fightSection<S>(track: CombatTrack<S>, c: Combatant<S>, extra: PcSheetFact[] = []): PcSheetSection {
  const { nameOf } = shownCombatants(track)
  return {
    title: track.current === c.id ? 'In the fight: your turn' : 'In the fight',
    facts: [...hitPointFacts(c.hp, c.maxHp, c.tempHp), { label: 'Standing', value: STATUS_WORDS[c.status] }, ...extra],
    items: c.conditions.map((x) => ({ name: x.label, detail: durationWords(x.duration, nameOf), mark: x.secret ? SECRET_MARK : null })),
  }
}
