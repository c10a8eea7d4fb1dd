import { z } from 'zod'
import type { Campaign } from '../../../campaign'
import { Id, safeRecord } from '../../../campaign/common'
import { JoiningCombatant } from '../../../combat/core-events'
import { instanceNames } from '../../../combat/roster'
import type { RunPlan, SystemContext } from '../../rule-system'
import { ZonesSettingsSchema, ZonesSetup, ZonesStatBlock, zonesSettingsOf } from '../campaign'
import { npcStats, pcStats } from '../combat/stats'
import { linkBothWays } from '../rules/zone-graph'
import { marksFor, zonesBlockOf, type ZonesState } from './state'

/** The GM's request to start a fight: an encounter and the PCs who take part (every PC with a Zones block still in the game, by default). */
export const FightRequest = z.strictObject({ encounterId: Id, pcIds: z.array(Id).max(50).optional() })
export type FightRequest = z.infer<typeof FightRequest>

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
  encounterId: Id,
  name: z.string().min(1).max(120),
  combatants: z.array(JoiningCombatant).min(1).max(250),
  battlefield: Battlefield,
  positions: safeRecord('Starting zones', z.string().min(1).max(80), ZoneRef),
  starts: z.strictObject({ players: ZoneRef.nullable(), enemies: ZoneRef.nullable() }),
  settings: ZonesSettingsSchema.optional(),
})
export type FightStart = z.infer<typeof FightStart>

const refused = (reason: string) => ({ refused: reason })

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
 * Sets a fight up from an encounter: its battlefield (Z5), its creatures (a Sand Raider × 3
 * is Sand Raider 1 to 3, each with its own HP), hidden when the players have not met them,
 * and the party, each PC with its Zones block, the HP and usage marks it carries. The
 * characters stand in the party's zone and the enemies in theirs (ZR2). A PC or NPC without
 * Zones stats is named, with where to add them.
 */
export function planFight(request: FightRequest, state: ZonesState, { campaign }: SystemContext): RunPlan<FightStart> | { refused: string } {
  if (state.fight) return refused(`“${state.fight.snapshot.context.encounterId}” is still open: close it first.`)
  if (!campaign) return refused('A fight starts from an open campaign.')
  const encounter = campaign.encounters.find((e) => e.id === request.encounterId)
  if (!encounter) return refused(`There is no encounter “${request.encounterId}”.`)
  if (encounter.system !== 'zones') return refused(`“${encounter.name}” is prepared for another combat system.`)
  const setup = ZonesSetup.safeParse(encounter.setup)
  if (!setup.success) return refused(`The battlefield of “${encounter.name}” does not read: fix it in Encounters.`)
  if (setup.data.zones.length === 0) return refused(`Draw the battlefield of “${encounter.name}” first: a Zones fight needs zones (Z5).`)
  const battlefield = battlefieldOf(setup.data)
  const zoneNamed = (name: string | undefined, fallback: string) => battlefield.zones.find((z) => z.name === name?.trim())?.id ?? fallback
  const starts = {
    players: zoneNamed(setup.data.partyZone, battlefield.zones[0]!.id),
    enemies: zoneNamed(setup.data.enemyZone, battlefield.zones.at(-1)!.id),
  }
  const combatants: JoiningCombatant[] = []
  const party = request.pcIds ?? campaign.characters.filter((pc) => !pc.outOfGame && zonesBlockOf(pc)).map((pc) => pc.id)
  for (const id of party) {
    const pc = campaign.characters.find((p) => p.id === id)
    if (!pc) return refused(`There is no PC “${id}”.`)
    const block = zonesBlockOf(pc)
    if (!block)
      return refused(`${pc.name} has no Zones block yet: add one in Characters (Combat stats, Zones), or leave ${pc.name} out of this fight.`)
    const carried = state.pcs[pc.id]
    combatants.push({
      id: pc.id,
      name: pc.name,
      side: 'players',
      source: { kind: 'pc', id: pc.id },
      maxHp: block.hpMax,
      hp: Math.min(carried?.hp ?? block.hpMax, block.hpMax),
      hidden: false,
      revealOnTurn: false,
      stats: pcStats(block, marksFor(block, carried)),
    })
  }
  for (const entry of encounter.combatants) {
    const npc = campaign.npcs.find((n) => n.id === entry.npcId)
    if (!npc) return refused(`The encounter names an NPC “${entry.npcId}” the campaign does not have.`)
    const block = ZonesStatBlock.safeParse(npc.statBlocks.zones)
    if (!npc.statBlocks.zones || !block.success) return refused(`${npc.name} has no Zones stat block: add one in NPCs.`)
    instanceNames(npc.name, entry.count).forEach((name, i) =>
      combatants.push({
        id: `${npc.id}-${i + 1}`,
        name,
        side: 'enemies',
        source: { kind: 'npc', id: npc.id, instance: i + 1 },
        maxHp: block.data.hp,
        hp: block.data.hp,
        hidden: !npc.revealed,
        revealOnTurn: false,
        stats: npcStats(block.data),
      }),
    )
  }
  if (combatants.length === 0) return refused(`“${encounter.name}” has nobody in it: add NPCs to the encounter or PCs to the fight.`)
  const positions = Object.fromEntries(combatants.map((c) => [c.id, c.side === 'players' ? starts.players : starts.enemies]))
  return {
    start: { encounterId: encounter.id, name: encounter.name, combatants, battlefield, positions, starts, settings: zonesSettingsOf(campaign) },
    sceneId: null,
    item: encounter.id,
    visibility: encounter.revealed ? 'public' : 'private',
    summary: `The fight “${encounter.name}” is set up (${combatants.length} combatants, ${battlefield.zones.length} zones).`,
  }
}

/** The encounter a fight plays, for names. */
export function encounterOf(campaign: Campaign | null, id: string) {
  return campaign?.encounters.find((e) => e.id === id)
}
