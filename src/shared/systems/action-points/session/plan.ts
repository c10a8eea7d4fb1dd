import { AP_BLOCK_WORDS } from '../block-words'
import { z } from 'zod'
import type { Campaign, Encounter } from '../../../campaign'
import type { JoiningCombatant } from '../../../combat/core-events'
import { blockOf, FIGHT_START_SHAPE, FightRequest, planFight as planCombat, type CombatantReader } from '../../../combat/from-campaign'
import type { RunPlan, SystemContext } from '../../rule-system'
import { ActionPointsSetup, ActionPointsStatBlock, actionPointsSettingsOf } from '../campaign'
import { npcStats, pcStats, type ApStats } from '../combat/stats'
import { hexesWithin, hexKey, onMap } from '../rules/hex'
import type { ActionPointsSettings } from '../rules/settings'
import type { Hex } from '../rules/types'
import { apBlockOf, type ApState } from './state'

export { FightRequest }

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
  ...FIGHT_START_SHAPE,
  grid: z.strictObject({ on: z.boolean(), radius: z.number().int().min(2).max(40) }),
  surprised: z.enum(['players', 'enemies']).nullable(),
  settings: Settings,
})
export type FightStart = z.infer<typeof FightStart>

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
 * How Action points reads a combatant: from its block alone, at full hit points (AG37: each
 * fight starts from the sheets), off the map until placed; one the GM makes up is an NPC with
 * no skills or weapons.
 */
export const AP_READER: CombatantReader = {
  pc(pc) {
    const block = apBlockOf(pc)
    return block ? { maxHp: block.hpMax, hp: block.hpMax, stats: pcStats(block) } : null
  },
  npc(npc) {
    const block = blockOf(ActionPointsStatBlock, npc, 'actionPoints')
    return block && { maxHp: block.hp, hp: block.hp, stats: npcStats(block) }
  },
  custom: (hp) => npcStats(ActionPointsStatBlock.parse({ hp, agility: 0, moveSpeed: 6, skills: {}, notes: '' })),
}

/** The encounter's map, or why it does not read. */
function mapOf(encounter: Encounter): ActionPointsSetup | { refused: string } {
  const setup = ActionPointsSetup.safeParse(encounter.setup)
  return setup.success ? setup.data : { refused: `“${encounter.name}”'s map does not read: fix it in Encounters.` }
}

/**
 * Sets a fight up from an encounter: its NPCs, one combatant per copy (Sand Raider 1 and 2),
 * hidden when the players have not met that NPC; the party, each PC with its Action-points
 * block; each on its starting hex. A PC or NPC without a block is named, with where to add it.
 */
export function planFight(request: FightRequest, state: ApState, { campaign }: SystemContext): RunPlan<FightStart> | { refused: string } {
  return planCombat(request, state.fight?.snapshot.context, campaign, {
    system: 'actionPoints',
    words: AP_BLOCK_WORDS,
    reader: () => AP_READER,
    setup: mapOf,
    start: ({ combatants, ...base }, setup, campaign) => {
      const places = setup.grid ? placeEveryone(combatants, setup) : new Map<string, Hex>()
      const placed = combatants.map((c) => ({ ...c, stats: { ...(c.stats as ApStats), position: places.get(c.id) ?? null } }))
      return {
        start: {
          ...base,
          combatants: placed,
          grid: { on: setup.grid, radius: setup.radius },
          surprised: setup.surprised,
          settings: settingsOf(campaign),
        },
        detail: setup.grid ? ', on the hex map' : ', theatre of the mind',
      }
    },
  })
}

export { AP_BLOCK_WORDS }
