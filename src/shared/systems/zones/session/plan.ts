import { ZONES_BLOCK_WORDS } from '../block-words'
import { z } from 'zod'
import type { Encounter } from '../../../campaign'
import { safeRecord } from '../../../campaign/common'
import { blockOf, FIGHT_START_SHAPE, FightRequest, planFight as planCombat, type CombatantReader } from '../../../combat/from-campaign'
import type { RunPlan, SystemContext } from '../../rule-system'
import { ZonesSettingsSchema, ZonesSetup, ZonesStatBlock, zonesSettingsOf } from '../campaign'
import { addedStats, npcStats, pcStats } from '../combat/stats'
import { linkBothWays } from '../rules/zone-graph'
import { marksFor, zonesBlockOf, type ZonesState } from './state'

export { FightRequest }

const ZoneRef = z.string().min(1).max(80)

/** Z5, Z8: the battlefield as the fight logs it, read from the encounter then (so replay never depends on later prep edits). */
export const Battlefield = z.strictObject({
  zones: z
    .array(
      z.strictObject({
        id: ZoneRef,
        name: z.string().min(1).max(120),
        conditions: z.string().max(20_000),
        capacity: z.number().int().min(1).max(50).nullable(),
        hazard: z
          .strictObject({
            attribute: z.enum(['STR', 'DEX', 'WIL']),
            dr: z.number().int().min(1).max(40),
            damage: z.string().max(100),
            what: z.string().max(200),
          })
          .nullable(),
        secret: z.boolean(),
      }),
    )
    .min(1)
    .max(50),
  links: safeRecord('Links between zones', ZoneRef, z.array(ZoneRef).max(50)),
})
export type Battlefield = z.infer<typeof Battlefield>

/**
 * What a fight's start logs: every combatant as it enters, the battlefield, where each stands,
 * and the campaign's Zones settings then (so replay never depends on a later change of them;
 * a fight logged before the settings were plays the defaults).
 */
export const FightStart = z.strictObject({
  ...FIGHT_START_SHAPE,
  battlefield: Battlefield,
  positions: safeRecord('Starting zones', z.string().min(1).max(80), ZoneRef),
  starts: z.strictObject({ players: ZoneRef.nullable(), enemies: ZoneRef.nullable() }),
  settings: ZonesSettingsSchema.optional(),
})
export type FightStart = z.infer<typeof FightStart>

/** Z5, ZR4: the encounter's zones as a graph: ids by their place, names kept, links both ways. */
export function battlefieldOf(setup: ZonesSetup): Battlefield {
  const zones = setup.zones.map((z, i) => ({
    id: `zone-${i + 1}`,
    name: z.name.trim(),
    conditions: z.conditions,
    capacity: z.capacity ?? null,
    hazard: z.hazard ?? null,
    secret: z.secret ?? false,
  }))
  const idOf = new Map(zones.map((z) => [z.name, z.id]))
  const pairs = setup.zones.flatMap((z, i) =>
    (z.links ?? []).flatMap((name): [string, string][] => (idOf.has(name.trim()) ? [[zones[i]!.id, idOf.get(name.trim())!]] : [])),
  )
  return linkBothWays(zones, pairs)
}

/**
 * How Zones reads a combatant: a PC with its Zones block, the HP and usage marks it carries
 * (Z20, ZR14); a creature by its stat block; one the GM makes up with no weapons.
 */
export function zonesReader(state: ZonesState): CombatantReader {
  return {
    pc(pc) {
      const block = zonesBlockOf(pc)
      if (!block) return null
      const carried = state.pcs[pc.id]
      return { maxHp: block.hpMax, hp: carried?.hp ?? block.hpMax, stats: pcStats(block, marksFor(block, carried)) }
    },
    npc(npc) {
      const block = blockOf(ZonesStatBlock, npc, 'zones')
      return block && { maxHp: block.hp, hp: block.hp, stats: npcStats(block) }
    },
    custom: () => addedStats(),
  }
}

/** Z5: the encounter's battlefield, with where each side starts (ZR2), or why it cannot be fought on. */
function battlefieldFor(encounter: Encounter): { battlefield: Battlefield; starts: { players: string; enemies: string } } | { refused: string } {
  const setup = ZonesSetup.safeParse(encounter.setup)
  if (!setup.success) return { refused: `The battlefield of “${encounter.name}” does not read: fix it in Encounters.` }
  if (setup.data.zones.length === 0) return { refused: `Draw the battlefield of “${encounter.name}” first: a Zones fight needs zones (Z5).` }
  const battlefield = battlefieldOf(setup.data)
  const zoneNamed = (name: string | undefined, fallback: string) => battlefield.zones.find((z) => z.name === name?.trim())?.id ?? fallback
  const starts = {
    players: zoneNamed(setup.data.partyZone, battlefield.zones[0]!.id),
    enemies: zoneNamed(setup.data.enemyZone, battlefield.zones.at(-1)!.id),
  }
  return { battlefield, starts }
}

/**
 * Sets a fight up from an encounter: its battlefield (Z5), its creatures (a Sand Raider × 3
 * is Sand Raider 1 to 3, each with its own HP), hidden when the players have not met them,
 * and the party, each PC with its Zones block, the HP and usage marks it carries. The
 * characters stand in the party's zone and the enemies in theirs (ZR2). A PC or NPC without
 * Zones stats is named, with where to add them.
 */
export function planFight(request: FightRequest, state: ZonesState, { campaign }: SystemContext): RunPlan<FightStart> | { refused: string } {
  return planCombat(request, state.fight?.snapshot.context, campaign, {
    system: 'zones',
    words: ZONES_BLOCK_WORDS,
    reader: () => zonesReader(state),
    setup: battlefieldFor,
    start: (base, { battlefield, starts }, campaign) => {
      const positions = Object.fromEntries(base.combatants.map((c) => [c.id, c.side === 'players' ? starts.players : starts.enemies]))
      return {
        start: { ...base, battlefield, positions, starts, settings: zonesSettingsOf(campaign) },
        detail: `, ${battlefield.zones.length} zones`,
      }
    },
  })
}

export { ZONES_BLOCK_WORDS }
