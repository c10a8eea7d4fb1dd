import { z } from 'zod'
import type { Campaign } from '../../../campaign'
import { Id } from '../../../campaign/common'
import { JoiningCombatant } from '../../../combat/core-events'
import { instanceNames } from '../../../combat/roster'
import type { RunPlan, SystemContext } from '../../rule-system'
import { ActionPointsSetup, ActionPointsStatBlock, actionPointsSettingsOf } from '../campaign'
import { npcStats, pcStats, type ApStats } from '../combat/stats'
import { hexesWithin, hexKey, onMap } from '../rules/hex'
import type { ActionPointsSettings } from '../rules/settings'
import type { Hex } from '../rules/types'
import { apBlockOf, type ApState } from './state'

/** The GM's request to start a fight: an encounter and the PCs who take part (every PC with an Action-points block still in the game, by default). */
export const FightRequest = z.strictObject({ encounterId: Id, pcIds: z.array(Id).max(50).optional() })
export type FightRequest = z.infer<typeof FightRequest>

const Settings = z.strictObject({
  successLevels: z.enum(['computed', 'manual']),
  initiativeModifier: z.enum(['tenthOfAgility', 'agility']),
  fumbles: z.enum(['doubleZero', 'highRollsWhenUnskilled']),
  surprisedRp: z.enum(['firstOwnTurn', 'roundOne']),
  /** AG20: logged since it became a campaign setting; a fight logged before it played the default. */
  disarmEarnsFp: z.boolean().optional(),
  showPcHp: z.boolean(),
  /** AG49: logged since it became a campaign setting; a fight logged before it showed enemies' points. */
  showEnemyPoints: z.boolean().optional(),
})

/**
 * What a fight's start logs: every combatant as it enters (read from the campaign then, with
 * its starting hex), the map, the surprised side and the settings in force, so replay never
 * depends on later prep edits.
 */
export const FightStart = z.strictObject({
  encounterId: Id,
  name: z.string().min(1).max(120),
  combatants: z.array(JoiningCombatant).min(1).max(250),
  grid: z.strictObject({ on: z.boolean(), radius: z.number().int().min(2).max(40) }),
  surprised: z.enum(['players', 'enemies']).nullable(),
  settings: Settings,
})
export type FightStart = z.infer<typeof FightStart>

const refused = (reason: string) => ({ refused: reason })

/** The settings a campaign puts in force: its Action-points settings (or their defaults), and R22's success levels from its own settings. */
export function settingsOf(campaign: Campaign): ActionPointsSettings {
  const { pcHitPoints, ...rulings } = actionPointsSettingsOf(campaign)
  return { ...rulings, successLevels: campaign.settings.actionPointsSuccessLevels, showPcHp: pcHitPoints === 'exact' }
}

/**
 * Starting hexes: where the encounter puts each combatant, and for anyone it does not (or
 * whose hex is off the map or taken), the nearest free hex to its side's corner of the map.
 */
function placeEveryone(combatants: JoiningCombatant[], setup: ActionPointsSetup): Map<string, Hex> {
  const placed = new Map<string, Hex>()
  const taken = new Set<string>()
  for (const c of combatants) {
    const at = setup.positions[c.id]
    if (at && onMap(at, setup.radius) && !taken.has(hexKey(at))) {
      placed.set(c.id, at)
      taken.add(hexKey(at))
    }
  }
  const anchor = (side: string): Hex => ({ q: 0, r: side === 'players' ? Math.ceil(setup.radius / 2) : -Math.ceil(setup.radius / 2) })
  for (const c of combatants) {
    if (placed.has(c.id)) continue
    const free = hexesWithin(anchor(c.side), setup.radius * 2).find((h) => onMap(h, setup.radius) && !taken.has(hexKey(h)))
    if (!free) continue
    placed.set(c.id, free)
    taken.add(hexKey(free))
  }
  return placed
}

/**
 * Sets a fight up from an encounter: its NPCs, one combatant per copy (Sand Raider 1 and 2),
 * hidden when the players have not met that NPC; the party, each PC with its Action-points
 * block; each on its starting hex. A PC or NPC without a block is named, with where to add it.
 */
export function planFight(request: FightRequest, state: ApState, { campaign }: SystemContext): RunPlan<FightStart> | { refused: string } {
  if (state.fight) return refused(`“${state.fight.snapshot.context.encounterId}” is still open: close it first.`)
  if (!campaign) return refused('A fight starts from an open campaign.')
  const encounter = campaign.encounters.find((e) => e.id === request.encounterId)
  if (!encounter) return refused(`There is no encounter “${request.encounterId}”.`)
  if (encounter.system !== 'actionPoints') return refused(`“${encounter.name}” is prepared for another combat system.`)
  const setup = ActionPointsSetup.safeParse(encounter.setup)
  if (!setup.success) return refused(`“${encounter.name}”'s map does not read: fix it in Encounters.`)
  const combatants: JoiningCombatant[] = []
  const party = request.pcIds ?? campaign.characters.filter((pc) => !pc.outOfGame && apBlockOf(pc)).map((pc) => pc.id)
  for (const id of party) {
    const pc = campaign.characters.find((p) => p.id === id)
    if (!pc) return refused(`There is no PC “${id}”.`)
    const block = apBlockOf(pc)
    if (!block) return refused(`${pc.name} has no Action-points block yet: add one in Characters, or leave ${pc.name} out of this fight.`)
    combatants.push(joining(pc.id, pc.name, 'players', { kind: 'pc', id: pc.id }, block.hpMax, false, pcStats(block)))
  }
  for (const entry of encounter.combatants) {
    const npc = campaign.npcs.find((n) => n.id === entry.npcId)
    if (!npc) return refused(`The encounter names an NPC “${entry.npcId}” the campaign does not have.`)
    const block = ActionPointsStatBlock.safeParse(npc.statBlocks.actionPoints)
    if (!npc.statBlocks.actionPoints || !block.success) return refused(`${npc.name} has no Action-points stat block: add one in NPCs.`)
    instanceNames(npc.name, entry.count).forEach((name, i) =>
      combatants.push(
        joining(
          `${npc.id}-${i + 1}`,
          name,
          'enemies',
          { kind: 'npc', id: npc.id, instance: i + 1 },
          block.data.hp,
          !npc.revealed,
          npcStats(block.data),
        ),
      ),
    )
  }
  if (combatants.length === 0) return refused(`“${encounter.name}” has nobody in it: add NPCs to the encounter or PCs to the fight.`)
  const places = setup.data.grid ? placeEveryone(combatants, setup.data) : new Map<string, Hex>()
  const placed = combatants.map((c) => ({ ...c, stats: { ...(c.stats as ApStats), position: places.get(c.id) ?? null } }))
  return {
    start: {
      encounterId: encounter.id,
      name: encounter.name,
      combatants: placed,
      grid: { on: setup.data.grid, radius: setup.data.radius },
      surprised: setup.data.surprised,
      settings: settingsOf(campaign),
    },
    sceneId: null,
    item: encounter.id,
    visibility: encounter.revealed ? 'public' : 'private',
    summary: `The fight “${encounter.name}” is set up (${combatants.length} combatants${setup.data.grid ? ', on the hex map' : ', theatre of the mind'}).`,
  }
}

/** A combatant as it joins, from its block's data. */
export function joining(
  id: string,
  name: string,
  side: 'players' | 'enemies',
  source: JoiningCombatant['source'],
  hp: number,
  hidden: boolean,
  stats: ApStats,
): JoiningCombatant {
  return { id, name, side, source, maxHp: hp, hp, hidden, revealOnTurn: false, stats }
}
