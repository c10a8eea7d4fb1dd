import { readFileSync } from 'node:fs'
import { Campaign } from '@shared/campaign'
import { demoCampaignFile } from '../../test/support/services'

/** The size of the campaign the load benchmark opens. */
export const BIG_CAMPAIGN = { characters: 1000, npcs: 1000, challenges: 500, encounters: 200, traits: 120 } as const

const EVENTS_PER_SCENE = 5
const CHALLENGES_PER_EVENT = 2

/**
 * A long-running campaign, valid per the `Campaign` schema and its cross-references: the
 * demo campaign's characters, traits, NPCs, scenes and encounters copied with fresh ids
 * until it holds 1,000 PCs, 1,000 NPCs, 500 Challenges and 200 encounters.
 */
export function bigCampaign(): Campaign {
  const demo = Campaign.parse(JSON.parse(readFileSync(demoCampaignFile, 'utf8')))
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!
  const traits = Array.from({ length: BIG_CAMPAIGN.traits }, (_, i) => ({
    ...pick(demo.traits, i),
    id: `trait-${i}`,
    name: `${pick(demo.traits, i).name} ${i}`,
  }))
  const traitIds = (i: number, n: number) => Array.from({ length: n }, (_, k) => `trait-${(i * 7 + k * 13) % BIG_CAMPAIGN.traits}`)
  const characters = Array.from({ length: BIG_CAMPAIGN.characters }, (_, i) => ({
    ...pick(demo.characters, i),
    id: `pc-${i}`,
    name: `${pick(demo.characters, i).name} ${i}`,
    traitIds: traitIds(i, 3),
  }))
  const npcs = Array.from({ length: BIG_CAMPAIGN.npcs }, (_, i) => ({
    ...pick(demo.npcs, i),
    id: `npc-${i}`,
    name: `${pick(demo.npcs, i).name} ${i}`,
  }))
  const template = demo.scenes[0]!
  const challenge = template.events[0]!.challenges[0]!
  const perScene = EVENTS_PER_SCENE * CHALLENGES_PER_EVENT
  const scenes = Array.from({ length: BIG_CAMPAIGN.challenges / perScene }, (_, s) => ({
    ...template,
    id: `scene-${s}`,
    name: `${template.name} ${s}`,
    events: Array.from({ length: EVENTS_PER_SCENE }, (_, e) => ({
      ...template.events[0]!,
      id: `event-${s}-${e}`,
      traitIds: traitIds(s + e, 1),
      challenges: Array.from({ length: CHALLENGES_PER_EVENT }, (_, c) => ({
        ...challenge,
        id: `challenge-${s}-${e}-${c}`,
        name: `${challenge.name} ${s}.${e}.${c}`,
        traitIds: traitIds(s * 3 + e + c, 2),
      })),
    })),
  }))
  const encounters = Array.from({ length: BIG_CAMPAIGN.encounters }, (_, i) => ({
    ...pick(demo.encounters, i),
    id: `encounter-${i}`,
    combatants: [
      { npcId: `npc-${i % BIG_CAMPAIGN.npcs}`, count: 3 },
      { npcId: `npc-${(i * 11 + 1) % BIG_CAMPAIGN.npcs}`, count: 1 },
    ],
  }))
  const relics = demo.relics.map((relic) => ({ ...relic, infusedBy: relic.infusedBy === null ? null : 'pc-1' }))
  return Campaign.parse({ ...demo, name: 'A long campaign', traits, characters, npcs, scenes, encounters, relics, sessions: [] })
}
