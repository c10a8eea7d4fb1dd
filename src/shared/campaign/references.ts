import type { z } from 'zod'
import { SYNTH_BIOFORM, whyStressTooHigh } from './characters'
import { checkBlocks, checkEncounterSetup, checkSystemSettings, type PartShapeCheck } from './check-parts'
import type { Campaign } from './shape'

/** Most Moon Relics a non-Synth PC may infuse (ruling 12). */
export const MAX_RELICS_NON_SYNTH = 4

type Path = (string | number)[]

/**
 * Each rule system's data in a campaign as that system's schema gave it back, item by item
 * (index for index with the campaign's lists): `Campaign` keeps these, never what came in.
 */
export interface CheckedParts {
  /** `settings.systems`, absent when the campaign has none. */
  systems: Record<string, unknown> | undefined
  characters: Record<string, unknown>[]
  npcs: Record<string, unknown>[]
  setups: unknown[]
}

/**
 * Checks what a schema of one item cannot: ids are unique, references point at existing
 * items, names match the campaign settings, relic limits hold (how many relics a PC infuses, the maximum Stress they leave), and each rule system's data
 * holds by that system's schema (asking `fast` first, when given). Each problem names the
 * path inside the data. Gives back each system's data as its schema gave it.
 */
export function checkReferences(campaign: Campaign, ctx: z.RefinementCtx, fast?: PartShapeCheck): CheckedParts {
  const problem = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message })

  // Paths are joined into words only for a duplicate: a long campaign has thousands of ids.
  const ids = new Map<string, Path>()
  const claim = (id: string, path: Path) => {
    const earlier = ids.get(id)
    if (earlier) problem([...path, 'id'], `id "${id}" is already used at ${earlier.join('.')}`)
    else ids.set(id, path)
  }
  const traitIds = new Set(campaign.traits.map((t) => t.id))
  const characterIds = new Set(campaign.characters.map((c) => c.id))
  const npcIds = new Set(campaign.npcs.map((n) => n.id))
  const expertise = new Set(campaign.settings.expertise)
  const threats = new Set(campaign.settings.threatLevels.map((t) => t.name))

  const checkTraitIds = (list: string[], path: Path) =>
    list.forEach((id, i) => {
      if (!traitIds.has(id)) problem([...path, i], `no trait with id "${id}" in the trait library`)
    })

  const parts: CheckedParts = {
    systems: checkSystemSettings(campaign.settings.systems, ['settings', 'systems'], problem, fast),
    characters: [],
    npcs: [],
    setups: [],
  }
  campaign.traits.forEach((t, i) => claim(t.id, ['traits', i]))
  campaign.characters.forEach((pc, i) => {
    claim(pc.id, ['characters', i])
    parts.characters.push(checkBlocks(pc.statBlocks, 'pcBlock', ['characters', i, 'statBlocks'], problem, fast))
    checkTraitIds(pc.traitIds, ['characters', i, 'traitIds'])
    if (!expertise.has(pc.primaryExpertise))
      problem(['characters', i, 'primaryExpertise'], `"${pc.primaryExpertise}" is not an expertise of this campaign`)
    if (pc.secondaryExpertise !== null && !expertise.has(pc.secondaryExpertise))
      problem(['characters', i, 'secondaryExpertise'], `"${pc.secondaryExpertise}" is not an expertise of this campaign`)
  })
  const infusedCount = new Map<string, number>()
  campaign.relics.forEach((relic, i) => {
    claim(relic.id, ['relics', i])
    if (relic.infusedBy === null) return
    if (!characterIds.has(relic.infusedBy)) problem(['relics', i, 'infusedBy'], `no character with id "${relic.infusedBy}"`)
    if (relic.destroyed) problem(['relics', i, 'infusedBy'], 'a destroyed relic cannot be infused')
    infusedCount.set(relic.infusedBy, (infusedCount.get(relic.infusedBy) ?? 0) + 1)
  })
  campaign.characters.forEach((pc, i) => {
    const relics = infusedCount.get(pc.id) ?? 0
    if (pc.bioform !== SYNTH_BIOFORM && relics > MAX_RELICS_NON_SYNTH)
      problem(['characters', i], `${pc.name} has ${relics} infused relics; a non-Synth PC can infuse at most ${MAX_RELICS_NON_SYNTH}`)
    // Ruling 10: the schema of one PC knows 10 at most; each infused relic lowers it.
    const tooHigh = whyStressTooHigh(pc, relics)
    if (tooHigh) problem(['characters', i, 'stress'], tooHigh)
  })
  campaign.npcs.forEach((npc, i) => {
    claim(npc.id, ['npcs', i])
    parts.npcs.push(checkBlocks(npc.statBlocks, 'npcBlock', ['npcs', i, 'statBlocks'], problem, fast))
  })
  campaign.scenes.forEach((scene, s) => {
    claim(scene.id, ['scenes', s])
    scene.events.forEach((event, e) => {
      claim(event.id, ['scenes', s, 'events', e])
      checkTraitIds(event.traitIds, ['scenes', s, 'events', e, 'traitIds'])
      event.challenges.forEach((challenge, c) => {
        const path: Path = ['scenes', s, 'events', e, 'challenges', c]
        claim(challenge.id, path)
        checkTraitIds(challenge.traitIds, [...path, 'traitIds'])
        if (!threats.has(challenge.threat)) problem([...path, 'threat'], `"${challenge.threat}" is not a threat level of this campaign`)
        if (!expertise.has(challenge.type)) problem([...path, 'type'], `"${challenge.type}" is not an expertise of this campaign`)
      })
    })
  })
  campaign.encounters.forEach((encounter, i) => {
    claim(encounter.id, ['encounters', i])
    parts.setups.push(checkEncounterSetup(encounter, ['encounters', i], problem, fast))
    encounter.combatants.forEach((c, j) => {
      if (!npcIds.has(c.npcId)) problem(['encounters', i, 'combatants', j, 'npcId'], `no NPC with id "${c.npcId}"`)
    })
  })
  campaign.sessions.forEach((session, i) => claim(session.id, ['sessions', i]))
  return parts
}
