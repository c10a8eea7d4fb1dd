import type { Campaign, PlayerCharacter } from '../../../campaign'
import { fightSection, hitPointFacts, pcCombatant } from '../../../combat/pc-sheet'
import type { PcSheetFact, PcSheetSection } from '../../../views/pc-view'
import { FREQUENCY_LABEL } from '../rules/abilities'
import { escalationBlockOf, type EscalationState } from '../session/state'

/**
 * Escalation's sheet of one PC on its own device: its exact hit points, recoveries and every
 * condition on it (in a fight, as the fight holds them; between fights, as the PC carries
 * them), then its abilities with those spent marked (E28, ruling 28) and its Power (E31).
 * Only this PC's: nothing of another combatant but a shown one's name in a condition's words.
 */
export function escalationPcSheet(state: EscalationState, { pc }: { campaign: Campaign; pc: PlayerCharacter }): PcSheetSection[] | null {
  const block = escalationBlockOf(pc)
  if (!block) return null
  const carry = state.pcs[pc.id]
  const track = state.fight?.snapshot.context.track
  const c = pcCombatant(track, pc.id)
  const recoveries = c?.stats.recoveries ?? (carry ? { left: carry.recoveriesLeft, max: carry.recoveriesMax } : null)
  const power = c?.stats.power ?? (block.power !== undefined ? { left: carry?.powerLeft ?? block.power, max: block.power } : null)
  const extra: PcSheetFact[] = [
    ...(recoveries ? [{ label: 'Recoveries', value: `${recoveries.left} / ${recoveries.max}` }] : []),
    ...(power ? [{ label: 'Power', value: `${power.left} / ${power.max}` }] : []),
  ]
  const health: PcSheetSection =
    c && track
      ? fightSection(track, c, extra)
      : {
          title: 'Between fights',
          facts: [...hitPointFacts(carry?.hp ?? block.hpMax, carry?.maxHp ?? block.hpMax, carry?.tempHp ?? 0), ...extra],
          items: [],
        }
  const spent = new Set(c?.stats.abilities ? c.stats.abilities.filter((a) => a.spent).map((a) => a.name) : (carry?.spent ?? []).map((a) => a.name))
  const abilities: PcSheetSection = {
    title: 'Abilities',
    facts: [],
    items: (block.abilities ?? []).map((a) => ({ name: a.name, detail: FREQUENCY_LABEL[a.frequency], mark: spent.has(a.name) ? 'spent' : null })),
  }
  return [health, abilities]
}
