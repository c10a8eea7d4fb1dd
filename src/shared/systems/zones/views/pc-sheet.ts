import type { Campaign, PlayerCharacter } from '../../../campaign'
import { fightSection, hitPointFacts, pcCombatant } from '../../../combat/pc-sheet'
import type { PcSheetSection } from '../../../views/pc-view'
import { freshCarry, zonesBlockOf, type ZonesState } from '../session/state'

/**
 * Zones' sheet of one PC on its own device: its exact hit points and every condition on it (in
 * a fight, as the fight holds them; between fights, as the PC carries them), and the weapons
 * it carries with the usages marked on them (Z20, ZG7). Only this PC's.
 */
export function zonesPcSheet(state: ZonesState, { pc }: { campaign: Campaign; pc: PlayerCharacter }): PcSheetSection[] | null {
  const block = zonesBlockOf(pc)
  if (!block) return null
  const carry = state.pcs[pc.id]
  const track = state.fight?.snapshot.context.track
  const c = pcCombatant(track, pc.id)
  const health: PcSheetSection =
    c && track
      ? fightSection(track, c)
      : { title: 'Between fights', facts: hitPointFacts(carry?.hp ?? block.hpMax, carry?.maxHp ?? block.hpMax, 0), items: [] }
  const weapons = carry?.weapons ?? freshCarry(block).weapons
  if (!weapons.length) return [health]
  return [
    health,
    {
      title: 'Weapons',
      facts: [],
      items: weapons.map((w) => ({ name: w.name, detail: `${w.usages} ${w.usages === 1 ? 'usage' : 'usages'} marked`, mark: null })),
    },
  ]
}
