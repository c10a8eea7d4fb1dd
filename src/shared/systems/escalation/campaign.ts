import { z } from 'zod'
import { diceProblem } from '@shared/dice'
import { hitPoints, storedHitPoints, LongText, Name } from '../../campaign/common'
import type { CampaignPart } from '../../campaign/parts'
import { Abilities, Ability } from './ability-schema'
import { MISS_DAMAGE, STANCE_DICE } from './rules/basic-attack'
import { DEFAULT_RECOVERIES } from './rules/recoveries'
import { DEFAULT_ESCALATION_SETTINGS, type EscalationSettings } from './rules/settings'
import { tierFromLevel } from './rules/tier'
import { DAMAGE_TYPES, DEFAULT_BAND, DEFENSES, INITIATIVE_BANDS } from './rules/types'

// The Escalation data of the campaign file: a PC's block, an NPC's stat block.

const Stat = z.number().int().min(-99).max(999)

/** E15, EG8: an initiative band. */
export const InitiativeBandSchema = z.enum(INITIATIVE_BANDS)

/** E10: a damage type. */
export const DamageTypeSchema = z.enum(DAMAGE_TYPES)

/** E31: a Power pool's size, what Spend X Power abilities pay from. */
const PowerPool = z.number().int().min(0).max(99)

/** E12: "Resist [type] X+"; X is a natural, 3 to 18 (X of 3 or less never halves). */
export const ResistanceSchema = z.strictObject({
  type: DamageTypeSchema,
  threshold: z.number().int().min(3).max(18),
})

/** Damage or healing notation (`3d8+4`), checked by the dice notation's own reader. */
export const DiceNotation = z
  .string()
  .max(100)
  .superRefine((text, ctx) => {
    const problem = diceProblem(text)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/**
 * A PC's Escalation block (digest 1c). Defaults from the rules: 8 recoveries (E48), the
 * Medium band (EG8), a d8 stance, no miss damage, no resistances or weaknesses. Tier is
 * optional: without it, EG34 takes it from the level (`pcTier`).
 */
export const EscalationPcBlock = z.strictObject({
  level: z.number().int().min(1).max(10),
  volition: Stat,
  vitality: Stat.optional(),
  ac: Stat,
  pd: Stat,
  md: Stat,
  hpMax: hitPoints(1),
  recoveriesMax: z.number().int().min(0).max(99).default(DEFAULT_RECOVERIES),
  recoveryDice: DiceNotation,
  initiativeBand: InitiativeBandSchema.default(DEFAULT_BAND),
  stanceDamageDie: z.enum(STANCE_DICE).default('d8'),
  missDamage: z.enum(MISS_DAMAGE).default('none'),
  tier: z.number().int().min(1).max(3).optional(),
  resists: z.array(ResistanceSchema).max(20).default([]),
  weaknesses: z.array(DamageTypeSchema).max(20).default([]),
  /** Ruling 28: the PC's abilities beside its basic attacks; none when absent (blocks written before them read unchanged). */
  abilities: Abilities.optional(),
  /** E31: the most Power (or the class's secondary resource) the PC holds; none when absent. */
  power: PowerPool.optional(),
})
export type EscalationPcBlock = z.infer<typeof EscalationPcBlock>
export type EscalationPcBlockInput = z.input<typeof EscalationPcBlock>

/** EG34 (campaign setting): the PC's tier, from its block or else from its level. */
export function pcTier(
  block: Pick<EscalationPcBlock, 'level' | 'tier'>,
  tierStarts: EscalationSettings['tierStarts'] = DEFAULT_ESCALATION_SETTINGS.tierStarts,
): number {
  return block.tier ?? tierFromLevel(block.level, tierStarts)
}

/**
 * An NPC's Escalation stat block: 3d6 + its attack bonus against AC/PD/MD (EG11). `band` (EG8,
 * Medium when absent), an attack's `usesEscalation` (EG10, off when absent) and `miss` damage
 * are optional, so campaign files written before them stay valid.
 */
export const EscalationStatBlock = z.strictObject({
  level: z.number().int().min(0).max(20),
  hp: storedHitPoints,
  ac: Stat,
  pd: Stat,
  md: Stat,
  initiative: Stat,
  band: InitiativeBandSchema.optional(),
  attacks: z.array(
    z.strictObject({
      name: Name,
      bonus: Stat,
      defense: z.enum(DEFENSES),
      damage: z.string().max(200),
      usesEscalation: z.boolean().optional(),
      miss: z.string().max(200).optional(),
      /** E8, E36: a ranged attack (it provokes Opportunity Attacks while engaged, and is no Opportunity Attack); melee when absent. */
      ranged: z.boolean().optional(),
    }),
  ),
  /** E12: what this creature resists, and (E13) what it is weak to; none when absent. */
  resists: z.array(ResistanceSchema).max(20).optional(),
  weaknesses: z.array(DamageTypeSchema).max(20).optional(),
  /** Ruling 28: its abilities beside its plain attacks; none when absent. */
  abilities: Abilities.optional(),
  /** E31: the Power it holds in each fight; none when absent. */
  power: PowerPool.optional(),
  notes: LongText,
})
export type EscalationStatBlock = z.infer<typeof EscalationStatBlock>

/**
 * Escalation's campaign settings: the rulings a GM may change per campaign (digest 1d, ruling
 * 25), and whether the player display shows PCs' hit points as numbers or in words (enemies'
 * are always in words).
 */
export const EscalationSettingsSchema = z.strictObject({
  critAlwaysHits: z.boolean(),
  critDoubling: z.enum(['whole', 'dice']),
  defaultSaveTarget: z.number().int().min(2).max(20),
  disengageCarriesMove: z.boolean(),
  /** Added after the others: settings saved before it read as the default. */
  interceptOncePerRound: z.boolean().default(DEFAULT_ESCALATION_SETTINGS.interceptOncePerRound),
  stunnedMove: z.enum(['slotLost', 'noMoveActions']),
  tierStarts: z.tuple([z.number().int().min(1).max(20), z.number().int().min(1).max(20)]),
  unconsciousInsteadOfDying: z.boolean(),
  pcHitPoints: z.enum(['exact', 'described']),
})
export type EscalationCampaignSettings = z.infer<typeof EscalationSettingsSchema>

/** The settings a campaign starts from: the digest's defaults, PCs' hit points shown as numbers. */
export function defaultEscalationSettings(): EscalationCampaignSettings {
  return { ...DEFAULT_ESCALATION_SETTINGS, tierStarts: [...DEFAULT_ESCALATION_SETTINGS.tierStarts], pcHitPoints: 'exact' }
}

/** The Escalation settings a campaign plays with: its own where it has them, else the defaults. */
export function escalationSettingsOf(campaign: { settings: { systems?: Record<string, unknown> } }): EscalationCampaignSettings {
  const parsed = EscalationSettingsSchema.safeParse(campaign.settings.systems?.escalation)
  return parsed.success ? parsed.data : defaultEscalationSettings()
}

/** Escalation's part of the campaign: a block on PCs and NPCs, and encounters with nothing else to prepare. */
export const escalationCampaignPart: CampaignPart = {
  system: 'escalation',
  name: 'Escalation',
  pcBlock: {
    schema: EscalationPcBlock,
    blank: (): EscalationPcBlock => EscalationPcBlock.parse({ level: 1, volition: 0, ac: 12, pd: 10, md: 10, hpMax: 24, recoveryDice: '1d8' }),
    fastCheck: { trimmed: [Name], refined: [DiceNotation, Ability, Abilities] },
  },
  npcBlock: {
    schema: EscalationStatBlock,
    blank: (): EscalationStatBlock => ({ level: 1, hp: 10, ac: 15, pd: 12, md: 12, initiative: 0, attacks: [], notes: '' }),
    fastCheck: { trimmed: [Name], refined: [Ability, Abilities] },
  },
  encounters: { setup: z.strictObject({}), blank: () => ({}) },
  settings: { schema: EscalationSettingsSchema, blank: defaultEscalationSettings },
}
