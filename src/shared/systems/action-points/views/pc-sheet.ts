import type { Campaign, PlayerCharacter } from '../../../campaign'
import { fightSection, hitPointFacts, pcCombatant } from '../../../combat/pc-sheet'
import type { PcSheetSection } from '../../../views/pc-view'
import { RESOURCES, RESOURCE_LABEL } from '../rules/types'
import { apBlockOf, type ApState } from '../session/state'

/**
 * Action points' sheet of one PC on its own device: in a fight its exact hit points, every
 * condition on it and what it has left of its Action, Reaction and Fate points (A3, A6, A42);
 * between fights its hit points. Only this PC's.
 */
export function actionPointsPcSheet(state: ApState, { pc }: { campaign: Campaign; pc: PlayerCharacter }): PcSheetSection[] | null {
  const block = apBlockOf(pc)
  if (!block) return null
  const track = state.fight?.snapshot.context.track
  const c = pcCombatant(track, pc.id)
  if (!c || !track) return [{ title: 'Between fights', facts: hitPointFacts(block.hpMax, block.hpMax, 0), items: [] }]
  const resources = RESOURCES.map((r) => ({ label: RESOURCE_LABEL[r], value: String(c.stats.resources[r]) }))
  return [fightSection(track, c, resources)]
}
