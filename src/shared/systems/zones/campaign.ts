import { z } from 'zod'
import { diceProblem } from '../../dice'
import { Count, hitPoints, storedHitPoints, LongText, Name } from '../../campaign/common'
import type { CampaignPart } from '../../campaign/parts'
import { REACTIONS } from './rules/reaction'
import { DEFAULT_ZONES_RULINGS } from './rules/settings'

// The Zones data of the campaign file: a PC's block, an NPC's stat block and an encounter's battlefield.

const Stat = z.number().int().min(-99).max(999)

/** Damage notation (`1d8`, `2d6+1`), checked by the dice notation's own reader. */
const DamageDice = z
  .string()
  .max(100)
  .superRefine((text, ctx) => {
    const problem = diceProblem(text)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/** Z13, Z17, Z20: a character's weapon: its damage dice, melee or ranged, one- or two-handed, and its usage marks. */
export const ZonesWeapon = z.strictObject({
  name: Name,
  damage: DamageDice,
  reach: z.enum(['melee', 'ranged']),
  /** Z17: only two one-handed weapons are dual-wielded. */
  hands: z.union([z.literal(1), z.literal(2)]),
  /** Z20, ZG7: usages marked on natural 1s; the count is kept here (what a limit does comes from the item rules). */
  usages: Count.max(99).default(0),
})
export type ZonesWeapon = z.infer<typeof ZonesWeapon>

/**
 * A PC's Zones block (digest 2c): Level (ongoing damage, Z21), the attributes Tests add (STR,
 * DEX, WIL: Z11, Z14, Z25), hit points, and weapons with their damage dice and usage marks.
 */
export const ZonesPcBlock = z.strictObject({
  level: z.number().int().min(1).max(20),
  str: Stat,
  dex: Stat,
  wil: Stat,
  hpMax: hitPoints(1),
  weapons: z.array(ZonesWeapon).max(20).default([]),
})
export type ZonesPcBlock = z.infer<typeof ZonesPcBlock>
export type ZonesPcBlockInput = z.input<typeof ZonesPcBlock>

/** ZG2: one attack of a creature: its damage dice and reach (creatures never roll to hit, Z14). */
export const ZonesCreatureAttack = z.strictObject({ name: Name, damage: z.string().max(200), reach: z.enum(['melee', 'ranged']) })
export type ZonesCreatureAttack = z.infer<typeof ZonesCreatureAttack>

/**
 * An NPC's Zones stat block: Level, HP, attributes and Skill (morale, ongoing damage: Z21,
 * Z31). `damage` is its attack when it lists none; `attacks` (ZG2) and a set `attitude` (Z30:
 * without one, the reaction table is rolled) are optional, so files written before them stay valid.
 */
export const ZonesStatBlock = z.strictObject({
  level: z.number().int().min(0).max(20),
  hp: storedHitPoints,
  str: Stat,
  dex: Stat,
  wil: Stat,
  skill: Stat,
  damage: z.string().max(200),
  attacks: z.array(ZonesCreatureAttack).max(20).optional(),
  attitude: z.enum(REACTIONS).nullable().optional(),
  notes: LongText,
})
export type ZonesStatBlock = z.infer<typeof ZonesStatBlock>

/** Z8, ZG21: a zone's hazard: the Test it forces each turn and the damage a failure deals (empty: the GM says what happens). */
export const ZonesHazard = z.strictObject({
  attribute: z.enum(['STR', 'DEX', 'WIL']),
  dr: z.number().int().min(1).max(40),
  damage: z
    .string()
    .max(100)
    .superRefine((text, ctx) => {
      const problem = text.trim() === '' ? null : diceProblem(text)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  what: z.string().max(200),
})

/**
 * One zone of a battlefield (Z5, Z8): its name, conditions, the zones Nearby (by name; ZR4:
 * a link named on either side counts both ways), a capacity for choke points, a hazard, and
 * whether its conditions are the GM's secret. Everything but the name and conditions is
 * optional, so battlefields drawn before stay valid.
 */
export const ZonesZone = z.strictObject({
  name: Name,
  conditions: LongText,
  links: z.array(Name).max(49).optional(),
  capacity: z.number().int().min(1).max(50).nullable().optional(),
  hazard: ZonesHazard.nullable().optional(),
  secret: z.boolean().optional(),
})
export type ZonesZone = z.infer<typeof ZonesZone>

/** A battlefield's zones and start zones as its own rules read them. */
interface BattlefieldNames {
  zones: readonly { name: string; links?: readonly string[] }[]
  partyZone?: string
  enemyZone?: string
}

/**
 * Z5, ZR2, ZR4: a battlefield's own rules: zone names are unique, a link names another zone
 * of the battlefield, and a start zone is one of them. Said once, for zod's refinement and for
 * the fast check of a campaign on opening (`battlefieldHolds`).
 */
function battlefieldProblems(setup: BattlefieldNames): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = []
  const names = setup.zones.map((zone) => zone.name.trim())
  setup.zones.forEach((zone, i) => {
    if (names.indexOf(zone.name.trim()) !== i) problems.push({ path: ['zones', i, 'name'], message: 'two zones share this name' })
    zone.links?.forEach((link, j) => {
      if (!names.includes(link.trim())) problems.push({ path: ['zones', i, 'links', j], message: `there is no zone “${link}”` })
      else if (link.trim() === zone.name.trim()) problems.push({ path: ['zones', i, 'links', j], message: 'a zone is not Nearby itself' })
    })
  })
  for (const key of ['partyZone', 'enemyZone'] as const) {
    const name = setup[key]
    if (name !== undefined && !names.includes(name.trim())) problems.push({ path: [key], message: `there is no zone “${name}”` })
  }
  return problems
}

/**
 * The battlefield's rules as the fast check asks them, on a value ajv has checked the fields
 * of: anything not shaped as a battlefield is ajv's to refuse, so it holds here.
 */
const battlefieldHolds = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return true
  const { zones, partyZone, enemyZone } = value as Record<string, unknown>
  const named = (zone: unknown) =>
    typeof zone === 'object' &&
    zone !== null &&
    typeof (zone as { name?: unknown }).name === 'string' &&
    ((zone as { links?: unknown }).links === undefined ||
      (Array.isArray((zone as { links?: unknown }).links) && (zone as { links: unknown[] }).links.every((link) => typeof link === 'string')))
  if (!Array.isArray(zones) || !zones.every(named)) return true
  if ((partyZone !== undefined && typeof partyZone !== 'string') || (enemyZone !== undefined && typeof enemyZone !== 'string')) return true
  return battlefieldProblems(value as BattlefieldNames).length === 0
}

/**
 * A Zones encounter's battlefield (Z5): its named zones, and where each side starts (by
 * zone name; by default the characters in the first zone and the enemies in the last, ZR2).
 */
export const ZonesSetup = z
  .strictObject({
    zones: z.array(ZonesZone).max(50),
    partyZone: Name.optional(),
    enemyZone: Name.optional(),
  })
  .superRefine((setup, ctx) => {
    for (const { path, message } of battlefieldProblems(setup)) ctx.addIssue({ code: 'custom', path, message })
  })
export type ZonesSetup = z.infer<typeof ZonesSetup>

/**
 * Zones' campaign settings: the digest's rulings a GM may change per campaign (ZG3, ZG6, ZG8,
 * ZG10, ZG12, ZG13, ZG16; ruling 25), and whether the player display shows PCs' hit points as
 * numbers or in words (creatures' are always in words).
 */
export const ZonesSettingsSchema = z.strictObject({
  attackNaturals: z.boolean(),
  dualWieldCrit: z.enum(['keptRoll', 'eachRoll']),
  dualWieldMark: z.enum(['oneWeapon', 'bothWeapons']),
  ongoingLevel: z.enum(['bearer', 'source']),
  freeAttacks: z.enum(['each', 'one']),
  creaturesDrawFreeAttacks: z.boolean(),
  rangedReach: z.enum(['farAway', 'distant']),
  characterAtZero: z.enum(['unconscious', 'dying', 'dead']),
  pcHitPoints: z.enum(['exact', 'described']),
})
export type ZonesCampaignSettings = z.infer<typeof ZonesSettingsSchema>

/** The settings a campaign starts from: the digest's defaults, PCs' hit points shown as numbers. */
export function defaultZonesSettings(): ZonesCampaignSettings {
  return { ...DEFAULT_ZONES_RULINGS, pcHitPoints: 'exact' }
}

/** The Zones settings a campaign plays with: its own where it has them, else the defaults. */
export function zonesSettingsOf(campaign: { settings: { systems?: Record<string, unknown> } }): ZonesCampaignSettings {
  const parsed = ZonesSettingsSchema.safeParse(campaign.settings.systems?.zones)
  return parsed.success ? parsed.data : defaultZonesSettings()
}

/** Zones' part of the campaign. */
export const zonesCampaignPart: CampaignPart = {
  system: 'zones',
  name: 'Zones',
  pcBlock: {
    schema: ZonesPcBlock,
    blank: (): ZonesPcBlock => ({ level: 1, str: 0, dex: 0, wil: 0, hpMax: 8, weapons: [] }),
    fastCheck: { trimmed: [Name], refined: [DamageDice] },
  },
  npcBlock: {
    schema: ZonesStatBlock,
    blank: (): ZonesStatBlock => ({ level: 1, hp: 6, str: 0, dex: 0, wil: 0, skill: 0, damage: '1d6', notes: '' }),
    fastCheck: { trimmed: [Name] },
  },
  encounters: {
    setup: ZonesSetup,
    // ZR2: three zones by default (Z5): where the party starts, the ground between, where the enemies start.
    blank: (): ZonesSetup => ({
      zones: [
        { name: 'Party', conditions: '', links: ['Between'] },
        { name: 'Between', conditions: '', links: ['Enemies'] },
        { name: 'Enemies', conditions: '' },
      ],
    }),
    // The battlefield's own rules (names unique, links and start zones naming its zones) are a refinement of the whole, said also as a plain test.
    fastCheck: { trimmed: [Name], refined: [{ schema: ZonesSetup, holds: battlefieldHolds }, ZonesHazard.shape.damage] },
  },
  settings: { schema: ZonesSettingsSchema, blank: defaultZonesSettings },
}
