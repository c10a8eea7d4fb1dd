import { z } from 'zod'
import { Count, LongText, Name } from '../../campaign/common'
import type { CampaignPart } from '../../campaign/parts'

// The Zones data of the campaign file: an NPC's stat block and an encounter's battlefield.

const Stat = z.number().int().min(-99).max(999)

/** An NPC's Zones stat block: d20 + attribute Tests against DR 12. */
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
export type ZonesStatBlock = z.infer<typeof ZonesStatBlock>

/** A Zones encounter's battlefield: its named zones and what holds in each. */
export const ZonesSetup = z.strictObject({
  zones: z.array(z.strictObject({ name: Name, conditions: LongText })).max(50),
})
export type ZonesSetup = z.infer<typeof ZonesSetup>

/** Zones' part of the campaign. */
export const zonesCampaignPart: CampaignPart = {
  system: 'zones',
  name: 'Zones',
  npcBlock: {
    schema: ZonesStatBlock,
    blank: (): ZonesStatBlock => ({ level: 1, hp: 6, str: 0, dex: 0, wil: 0, skill: 0, damage: '1d6', notes: '' }),
  },
  encounters: { setup: ZonesSetup, blank: (): ZonesSetup => ({ zones: [] }), fastCheck: { trimmed: [Name] } },
}
