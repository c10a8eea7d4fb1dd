import { z } from 'zod'
import { Id, Revision, Name, LongText, SystemBlocks, SystemId, safeRecord } from './common'
import { EncounterMap, PictureRef } from './pictures'

/** An NPC or creature, with a stat block for each combat system it can appear in (under the system's id). */
export const Npc = z.strictObject({
  id: Id,
  /** How many times the GM saved it (see `Revision`); none in files written before. */
  revision: Revision.optional(),
  name: Name,
  description: LongText,
  gmNotes: LongText,
  revealed: z.boolean(),
  /** The NPC's portrait, shown to the players only once the NPC (or its combatant) is; none in files written before portraits. */
  portrait: PictureRef.optional(),
  statBlocks: SystemBlocks,
  /** The bestiary entry this NPC was copied from or saved into, and that entry's revision then; none for an NPC of this campaign alone. */
  library: z.strictObject({ entryId: Id, revision: Revision }).optional(),
})
export type Npc = z.infer<typeof Npc>

/**
 * A prepared fight: which combat system runs it, who takes part, and what that system needs
 * prepared besides (Zones: the battlefield), which the system's own schema checks.
 */
export const Encounter = z.strictObject({
  id: Id,
  /** How many times the GM saved it (see `Revision`); none in files written before. */
  revision: Revision.optional(),
  name: Name,
  system: SystemId,
  description: LongText,
  gmNotes: LongText,
  /**
   * Who takes part, in copies. `hidden`: kept from the players as the fight starts, until the GM
   * reveals them or their first turn does (absent, as in every file written before the mark: not
   * marked). Read only when the campaign shows a new fight's combatants (`showNewFights`).
   */
  combatants: z.array(z.strictObject({ npcId: Id, count: z.number().int().min(1).max(50), hidden: z.boolean().optional() })),
  setup: safeRecord('The setup', z.string().max(60), z.unknown()),
  /** The map under the battlefield (or alone), placed by the GM; shown once the encounter is revealed. None in files written before maps. */
  map: EncounterMap.optional(),
  revealed: z.boolean(),
})
export type Encounter = z.infer<typeof Encounter>
