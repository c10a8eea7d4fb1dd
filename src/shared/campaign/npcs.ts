import { z } from 'zod'
import { Id, Name, LongText, Count } from './common'
// The campaign file holds Escalation stat blocks, whose schema the Escalation rules own. The
// registry cannot hand it over (its systems import the campaign: a cycle), so until the
// campaign's schema is built from the systems' descriptors this is the one place core code
// reaches into a system's folder.
// eslint-disable-next-line no-restricted-imports -- the campaign format embeds Escalation's stat block (see above)
import { EscalationStatBlock } from '../systems/escalation/campaign'

/** Escalation combat: 3d6 + mods against AC/PD/MD (its schema lives with the Escalation rules). */
export { EscalationStatBlock }

const Stat = z.number().int().min(-99).max(999)

/** Zones combat: d20 + attribute tests against DR 12. */
export const ZonesStatBlock = z.strictObject({
  level: z.number().int().min(0).max(20),
  hp: Count,
  str: Stat,
  dex: Stat,
  wil: Stat,
  skill: Stat,
  damage: z.string().max(200),
  notes: LongText,
})

/** Action-point combat: d100 skills, AP/RP/FP economy on a hex grid. */
export const ActionPointsStatBlock = z.strictObject({
  hp: Count,
  agility: Stat,
  moveSpeed: Count,
  skills: z.record(z.string().min(1).max(60), z.number().int().min(0).max(100)),
  notes: LongText,
})

/** An NPC or creature, with a stat block for each combat system it can appear in. */
export const Npc = z.strictObject({
  id: Id,
  name: Name,
  description: LongText,
  gmNotes: LongText,
  revealed: z.boolean(),
  statBlocks: z.strictObject({
    escalation: EscalationStatBlock.optional(),
    zones: ZonesStatBlock.optional(),
    actionPoints: ActionPointsStatBlock.optional(),
  }),
})
export type Npc = z.infer<typeof Npc>

export const CombatSystemId = z.enum(['escalation', 'zones', 'actionPoints'])
export type CombatSystemId = z.infer<typeof CombatSystemId>

/** A prepared fight: which system runs it, who takes part, and (for Zones) the battlefield. */
export const Encounter = z.strictObject({
  id: Id,
  name: Name,
  system: CombatSystemId,
  description: LongText,
  gmNotes: LongText,
  combatants: z.array(z.strictObject({ npcId: Id, count: z.number().int().min(1).max(50) })),
  zones: z.array(z.strictObject({ name: Name, conditions: LongText })),
  revealed: z.boolean(),
})
export type Encounter = z.infer<typeof Encounter>
