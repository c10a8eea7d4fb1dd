import { z } from 'zod'
import { Count, LongText } from '../../campaign/common'
import type { CampaignPart } from '../../campaign/parts'

// The Action-points data of the campaign file: an NPC's stat block.

const Stat = z.number().int().min(-99).max(999)

/** An NPC's Action-points stat block: d100 skills, and the AP/RP/FP economy on a hex grid. */
export const ActionPointsStatBlock = z.strictObject({
  hp: Count,
  agility: Stat,
  moveSpeed: Count,
  skills: z.record(z.string().min(1).max(60), z.number().int().min(0).max(100)),
  notes: LongText,
})
export type ActionPointsStatBlock = z.infer<typeof ActionPointsStatBlock>

/** Action points' part of the campaign. */
export const actionPointsCampaignPart: CampaignPart = {
  system: 'actionPoints',
  name: 'Action points',
  npcBlock: {
    schema: ActionPointsStatBlock,
    blank: (): ActionPointsStatBlock => ({ hp: 20, agility: 30, moveSpeed: 4, skills: {}, notes: '' }),
  },
  encounters: { setup: z.strictObject({}), blank: () => ({}) },
}
