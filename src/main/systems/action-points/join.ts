import type { Campaign } from '@shared/campaign'
import { instanceNames } from '@shared/combat/roster'
import type { JoiningCombatant } from '@shared/combat/core-events'
import { ActionPointsStatBlock, type ApFightAction, type ApFightEvent, type ApState } from '@shared/systems/action-points'
import { npcStats, pcStats } from '@shared/systems/action-points/combat/stats'
import { joining } from '@shared/systems/action-points/session/plan'
import { apBlockOf } from '@shared/systems/action-points/session/state'
import type { Refused } from '../host-system'

const refused = (reason: string): Refused => ({ refused: reason })

/**
 * AG28: combatants joining a fight under way, read from the campaign: an encounter's NPC (as
 * many copies as asked), a PC, or one the GM makes up (an NPC with no skills or weapons). They
 * join off the map and without an initiative: the GM places them and the host rolls theirs.
 */
export function joinFight(action: Extract<ApFightAction, { type: 'combatant.add' }>, state: ApState, campaign: Campaign): ApFightEvent | Refused {
  const fight = state.fight?.snapshot.context
  if (!fight) return refused('No fight is running: start one from an encounter.')
  const taken = new Set(fight.track.combatants.map((c) => c.id))
  const unique = (id: string) => {
    let n = 1
    while (taken.has(`${id}-${n}`)) n += 1
    taken.add(`${id}-${n}`)
    return { id: `${id}-${n}`, n }
  }
  const { from, hidden, revealOnTurn } = action
  let combatants: JoiningCombatant[]
  if (from.kind === 'npc') {
    const npc = campaign.npcs.find((n) => n.id === from.id)
    const block = npc && ActionPointsStatBlock.safeParse(npc.statBlocks.actionPoints)
    if (!npc || !npc.statBlocks.actionPoints || !block?.success)
      return refused(`${npc?.name ?? from.id} has no Action-points stat block: add one in NPCs.`)
    combatants = instanceNames(npc.name, from.count).map((name) => {
      const { id, n } = unique(npc.id)
      return { ...joining(id, name, 'enemies', { kind: 'npc', id: npc.id, instance: n }, block.data.hp, hidden, npcStats(block.data)), revealOnTurn }
    })
  } else if (from.kind === 'pc') {
    const pc = campaign.characters.find((c) => c.id === from.id)
    const block = pc && apBlockOf(pc)
    if (!pc || !block) return refused(`${pc?.name ?? from.id} has no Action-points block yet: add one in Characters.`)
    combatants = [{ ...joining(pc.id, pc.name, 'players', { kind: 'pc', id: pc.id }, block.hpMax, hidden, pcStats(block)), revealOnTurn }]
  } else {
    const { id } = unique('added')
    const stats = npcStats(ActionPointsStatBlock.parse({ hp: from.hp, agility: 0, moveSpeed: 6, skills: {}, notes: '' }))
    combatants = [{ ...joining(id, from.name, from.side, { kind: 'added' }, from.hp, hidden, stats), revealOnTurn }]
  }
  return { type: 'combatant.joined', combatants }
}
