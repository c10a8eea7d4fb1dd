import { z } from 'zod'
import { diceProblem } from '@shared/dice'
import { Count, hitPoints, storedHitPoints, LongText, Name, safeRecord } from '../../campaign/common'
import type { CampaignPart } from '../../campaign/parts'
import { DEFAULT_MOVE_SPEED } from './rules/movement'
import { STANDARD_MAXIMA } from './rules/resources'
import { DEFAULT_ACTION_POINTS_SETTINGS } from './rules/settings'
import { HANDS, SIZES, WEAPON_KINDS } from './rules/types'

// The Action-points data of the campaign file: a PC's block, an NPC's stat block, an encounter's map.

const Stat = z.number().int().min(-99).max(999)
/** A d100 skill, as a percentage. */
const Percent = z.number().int().min(0).max(100)

/** A skill's name, as a weapon or a block names it. */
const SkillName = z.string().trim().min(1).max(60)

/** Damage notation (`1d8+2`), checked by the dice notation's own reader. */
const DamageNotation = z
  .string()
  .max(100)
  .superRefine((text, ctx) => {
    const problem = diceProblem(text)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/**
 * A weapon (or a shield) a combatant carries: the skill it rolls (Melee or Ranged unless
 * named), its damage notation, Reach for a melee weapon (A36), Range for a ranged one (A38),
 * how many hands it takes (0 for natural weapons, always ready), Finesse and Brawl (A41), and
 * the hand it is held in when the fight starts (AG41).
 */
export const ActionPointsWeapon = z
  .strictObject({
    name: Name,
    kind: z.enum(WEAPON_KINDS),
    skill: SkillName.optional(),
    damage: DamageNotation.optional(),
    reach: z.number().int().min(1).max(6).optional(),
    range: z.number().int().min(1).max(200).optional(),
    hands: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
    finesse: z.boolean().default(false),
    brawl: z.boolean().default(false),
    /** A single-target spell cast as an attack: it provokes as casting does (AG15). */
    spell: z.boolean().default(false),
    heldIn: z.enum(HANDS).nullable().default(null),
  })
  .superRefine((w, ctx) => {
    for (const { field, message } of weaponProblems(w)) ctx.addIssue({ code: 'custom', path: [field], message })
  })
export type ActionPointsWeapon = z.infer<typeof ActionPointsWeapon>
export type ActionPointsWeaponInput = z.input<typeof ActionPointsWeapon>

/** The fields a weapon's own rules read. */
type WeaponRuleFields = Pick<ActionPointsWeapon, 'kind' | 'range' | 'damage' | 'hands' | 'heldIn'>

/** A38, A41, AG41: what a weapon needs for its kind, and the hands it may be held in. */
function weaponProblems(w: WeaponRuleFields): { field: keyof WeaponRuleFields; message: string }[] {
  const problems: { field: keyof WeaponRuleFields; message: string }[] = []
  if (w.kind === 'ranged' && w.range === undefined) problems.push({ field: 'range', message: 'a ranged weapon needs a Range' })
  if (w.kind !== 'shield' && w.damage === undefined) problems.push({ field: 'damage', message: 'a weapon needs its damage' })
  if (w.hands === 0 && w.heldIn !== null) problems.push({ field: 'heldIn', message: 'a natural weapon is never held' })
  if (w.heldIn === 'both' && w.hands !== 2) problems.push({ field: 'heldIn', message: 'only a two-handed weapon is held in both hands' })
  if (w.hands === 2 && (w.heldIn === 'main' || w.heldIn === 'off'))
    problems.push({ field: 'heldIn', message: 'a two-handed weapon is held in both hands' })
  return problems
}

/** AG41: at most one item in each hand when the fight starts. */
function handProblems(weapons: readonly Pick<ActionPointsWeapon, 'heldIn'>[]): string[] {
  const uses = { main: 0, off: 0 }
  for (const w of weapons) {
    if (w.heldIn === 'main' || w.heldIn === 'both') uses.main += 1
    if (w.heldIn === 'off' || w.heldIn === 'both') uses.off += 1
  }
  return [...(uses.main > 1 ? ['more than one item in the main hand'] : []), ...(uses.off > 1 ? ['more than one item in the off hand'] : [])]
}

/** What a combatant carries, at most one item in each hand (AG41). */
const Weapons = z
  .array(ActionPointsWeapon)
  .max(20)
  .superRefine((weapons, ctx) => {
    for (const message of handProblems(weapons)) ctx.addIssue({ code: 'custom', message })
  })

/**
 * The weapons' rules as a test of a list as the file stores it, for opening a campaign fast:
 * the same rules as the schema's refinements, on a list whose fields ajv has checked (every
 * default written out, as the console writes a block). Anything else is ajv's to refuse.
 */
const weaponsHold = (value: unknown): boolean => {
  if (!Array.isArray(value) || !value.every((w) => typeof w === 'object' && w !== null)) return true
  const weapons = value as WeaponRuleFields[]
  return weapons.every((w) => weaponProblems(w).length === 0) && handProblems(weapons).length === 0
}

/** What PCs and NPCs share: size, Move Speed, Reach, weapons, the resources' maxima (digest 3c). */
const combatFields = {
  size: z.enum(SIZES).default('medium'),
  /** A34: hexes per AP of movement. */
  moveSpeed: z.number().int().min(0).max(60).default(DEFAULT_MOVE_SPEED),
  /** A36: a Reach other than the size's (null: from the size). */
  reach: z.number().int().min(1).max(6).nullable().default(null),
  weapons: Weapons.default([]),
  /** A41: a perk removes the off-hand penalty. */
  offHandTraining: z.boolean().default(false),
  apPerTurn: z.number().int().min(0).max(20).default(STANDARD_MAXIMA.apPerTurn),
  rpMax: z.number().int().min(0).max(20).default(STANDARD_MAXIMA.rpMax),
  fpStart: z.number().int().min(0).max(20).default(STANDARD_MAXIMA.fpStart),
  /**
   * Ruling 27: the combatant's own initiative modifier; left out, the campaign setting of R23
   * supplies it from Agility. Optional with no default, so a block written before it reads,
   * and is kept, exactly as it was.
   */
  initiativeModifier: Stat.optional(),
}

/**
 * A PC's Action-points block: hit points from the sheet (AG27), Agility and the other skills as
 * percentages (R22), and the fields PCs share with NPCs. Defaults from the text: Medium,
 * 6 hexes per AP, 5 AP, 2 RP, 2 FP.
 */
export const ActionPointsPcBlock = z.strictObject({
  hpMax: hitPoints(1),
  agility: Percent,
  skills: safeRecord('Skills', SkillName, Percent).default({}),
  ...combatFields,
})
export type ActionPointsPcBlock = z.infer<typeof ActionPointsPcBlock>
export type ActionPointsPcBlockInput = z.input<typeof ActionPointsPcBlock>

/**
 * An NPC's Action-points stat block: d100 skills, and the AP/RP/FP economy on a hex grid. The
 * fields after `notes` came later and are optional with the text's defaults, so stat blocks
 * written before them stay valid.
 */
export const ActionPointsStatBlock = z.strictObject({
  hp: storedHitPoints,
  agility: Stat,
  moveSpeed: Count,
  skills: safeRecord('Skills', z.string().min(1).max(60), z.number().int().min(0).max(100)),
  notes: LongText,
  size: combatFields.size,
  reach: combatFields.reach,
  weapons: combatFields.weapons,
  offHandTraining: combatFields.offHandTraining,
  apPerTurn: combatFields.apPerTurn,
  rpMax: combatFields.rpMax,
  fpStart: combatFields.fpStart,
  initiativeModifier: combatFields.initiativeModifier,
})
export type ActionPointsStatBlock = z.infer<typeof ActionPointsStatBlock>
export type ActionPointsStatBlockInput = z.input<typeof ActionPointsStatBlock>

const Axial = z.number().int().min(-60).max(60)
/** A hex of the battle map, in axial coordinates. */
export const HexSchema = z.strictObject({ q: Axial, r: Axial })

/**
 * What an Action-points encounter needs prepared: the hex map (on, or theatre of the mind),
 * its radius, where each combatant starts (by its id in the fight: the PC's id, `<npc id>-<n>`),
 * and which side, if any, is surprised (A33). Every field is optional, so an encounter
 * prepared before them still runs (on a grid, everyone placed by the console).
 */
export const ActionPointsSetup = z.strictObject({
  grid: z.boolean().default(true),
  radius: z.number().int().min(2).max(40).default(8),
  positions: safeRecord('Starting positions', z.string().min(1).max(80), HexSchema).default({}),
  surprised: z.enum(['players', 'enemies']).nullable().default(null),
})
export type ActionPointsSetup = z.infer<typeof ActionPointsSetup>

/**
 * Action points' campaign settings: the digest's rulings a GM may change per campaign (R23 and
 * AG4, AG2, AG24, AG20), whether the player display shows PCs' hit points as numbers or in
 * words (enemies' are always in words), and whether it shows an enemy's AP, RP and FP on its
 * turn (AG49). R22's success levels stay in the campaign's own settings, where they were first
 * kept. A setting added later has a default, so settings saved before it still read.
 */
export const ActionPointsSettingsSchema = z.strictObject({
  initiativeModifier: z.enum(['tenthOfAgility', 'agility']),
  fumbles: z.enum(['doubleZero', 'highRollsWhenUnskilled']),
  surprisedRp: z.enum(['firstOwnTurn', 'roundOne']),
  disarmEarnsFp: z.boolean(),
  pcHitPoints: z.enum(['exact', 'described']),
  showEnemyPoints: z.boolean().default(DEFAULT_ACTION_POINTS_SETTINGS.showEnemyPoints),
})
export type ActionPointsCampaignSettings = z.infer<typeof ActionPointsSettingsSchema>

/** The settings a campaign starts from: the digest's defaults, PCs' hit points shown as numbers, enemies' points shown. */
export function defaultActionPointsSettings(): ActionPointsCampaignSettings {
  const { initiativeModifier, fumbles, surprisedRp, disarmEarnsFp, showEnemyPoints } = DEFAULT_ACTION_POINTS_SETTINGS
  return { initiativeModifier, fumbles, surprisedRp, disarmEarnsFp, pcHitPoints: 'exact', showEnemyPoints }
}

/** The Action-points settings a campaign plays with: its own where it has them, else the defaults. */
export function actionPointsSettingsOf(campaign: { settings: { systems?: Record<string, unknown> } }): ActionPointsCampaignSettings {
  const parsed = ActionPointsSettingsSchema.safeParse(campaign.settings.systems?.actionPoints)
  return parsed.success ? parsed.data : defaultActionPointsSettings()
}

/** Action points' part of the campaign: a block on PCs and NPCs, an encounter's map, and its settings. */
export const actionPointsCampaignPart: CampaignPart = {
  system: 'actionPoints',
  name: 'Action points',
  pcBlock: {
    schema: ActionPointsPcBlock,
    blank: (): ActionPointsPcBlock => ActionPointsPcBlock.parse({ hpMax: 20, agility: 40, skills: { Melee: 40, Athletics: 30 } }),
    // The weapons' rules (what each needs, the hands they are held in) are refinements, said also as a plain test.
    fastCheck: { trimmed: [Name, SkillName], refined: [{ schema: Weapons, holds: weaponsHold }, DamageNotation] },
  },
  npcBlock: {
    schema: ActionPointsStatBlock,
    blank: (): ActionPointsStatBlock => ActionPointsStatBlock.parse({ hp: 20, agility: 30, moveSpeed: 4, skills: {}, notes: '' }),
    fastCheck: { trimmed: [Name, SkillName], refined: [{ schema: Weapons, holds: weaponsHold }, DamageNotation] },
  },
  encounters: { setup: ActionPointsSetup, blank: (): ActionPointsSetup => ActionPointsSetup.parse({}) },
  settings: { schema: ActionPointsSettingsSchema, blank: defaultActionPointsSettings },
}
