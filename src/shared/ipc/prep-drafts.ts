import { z } from 'zod'
import { PlayerCharacter, Trait, MoonRelic, Npc, SavedScene, Encounter, Id, checkBlocks, checkEncounterSetup, checkThenKeep } from '../campaign'

/*
 * The prep items an editor sends, as the contract checks them: each kind's draft, and every
 * system's blocks and setups checked by that system's own schema and kept as it gave them back.
 */

const newItemId = { id: Id.optional() }

type ItemProblem = (path: (string | number)[], message: string, issue?: z.core.$ZodIssue) => void

/**
 * Reports each problem at its path in the item. A system schema's own issue is passed on whole
 * (its kind and bounds too), so an editor words it for its field as it words the item's own
 * ("Level can't be below 1", not zod's "Too small: expected number to be >=1").
 */
const problemIn =
  (ctx: z.RefinementCtx): ItemProblem =>
  (path, message, issue) =>
    ctx.addIssue(issue ? { ...issue, path } : { code: 'custom', path, message })

/** A PC's or an NPC's blocks as each system's schema gave them back: what main keeps is what was checked. */
const blocksOf = <T extends { statBlocks: Record<string, unknown> }>(kind: 'pcBlock' | 'npcBlock') =>
  checkThenKeep(
    (item: T, ctx) => checkBlocks(item.statBlocks, kind, ['statBlocks'], problemIn(ctx)),
    (item, statBlocks): T => ({ ...item, statBlocks }),
  )

const CharacterDraft = PlayerCharacter.extend(newItemId)
const NpcDraft = Npc.extend(newItemId)
const EncounterDraft = Encounter.extend(newItemId)
const pcBlocks = blocksOf<z.output<typeof CharacterDraft>>('pcBlock')
const npcBlocks = blocksOf<z.output<typeof NpcDraft>>('npcBlock')
/** An encounter's setup as its system's schema gave it back. */
const encounterSetup = checkThenKeep(
  (encounter: z.output<typeof EncounterDraft>, ctx) => checkEncounterSetup(encounter, [], problemIn(ctx)) as Encounter['setup'],
  (encounter, setup) => ({ ...encounter, setup }),
)

/** Each prep item as an editor holds it: a new one has no id until main gives it one. */
export const PrepDrafts = {
  character: CharacterDraft.superRefine(pcBlocks.check).overwrite(pcBlocks.keep),
  trait: Trait.extend(newItemId),
  relic: MoonRelic.extend(newItemId),
  npc: NpcDraft.superRefine(npcBlocks.check).overwrite(npcBlocks.keep),
  scene: SavedScene.extend(newItemId),
  encounter: EncounterDraft.superRefine(encounterSetup.check).overwrite(encounterSetup.keep),
}

/** Every kind of prep item the GM can create, edit and delete. */
export const PrepItem = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('character'), item: PrepDrafts.character }),
  z.strictObject({ kind: z.literal('trait'), item: PrepDrafts.trait }),
  z.strictObject({ kind: z.literal('relic'), item: PrepDrafts.relic }),
  z.strictObject({ kind: z.literal('npc'), item: PrepDrafts.npc }),
  z.strictObject({ kind: z.literal('scene'), item: PrepDrafts.scene }),
  z.strictObject({ kind: z.literal('encounter'), item: PrepDrafts.encounter }),
])
export type PrepItem = z.infer<typeof PrepItem>
export const PrepKind = z.enum(['character', 'trait', 'relic', 'npc', 'scene', 'encounter'])
export type PrepKind = z.infer<typeof PrepKind>
