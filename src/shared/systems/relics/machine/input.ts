import { z } from 'zod'
import {
  AgonyTrait,
  Count,
  ExpertiseDice,
  Id,
  Name,
  ResolvedDiceEffect,
  ThreatLevel,
  Trait,
  TraitModifier,
  TraitTrigger,
  type CampaignSettings,
  type Challenge,
  type MoonRelic,
  type PlayerCharacter,
  type Pools,
} from '@shared/campaign'
import type { DisasterTrait } from '../rules/disaster'
import { infusedRelics } from '../rules/relics'
import { allowed, refused, type RuleResult } from '../rules/result'

/**
 * A trait as a running Challenge needs it. Its trigger and its hold on resolved dice came
 * with campaign format 3: a Challenge logged before them has neither (the Huddle, none).
 */
export const ChallengeTrait = Trait.pick({ id: true, name: true, side: true, target: true, modifier: true, cost: true, revealed: true }).extend({
  trigger: TraitTrigger.optional(),
  resolvedDice: ResolvedDiceEffect.nullable().optional(),
})
export type ChallengeTrait = z.infer<typeof ChallengeTrait>

/** A trait the GM activates: the Challenge's own, or the Event's. */
export const GmTrait = ChallengeTrait.extend({ origin: z.enum(['challenge', 'event']) })
export type GmTrait = z.infer<typeof GmTrait>

/** A PC of the Cohort facing the Challenge, with what the rules read and write. */
export const CohortPc = z.strictObject({
  id: Id,
  name: Name,
  bioform: z.string().min(1),
  primaryExpertise: z.string().min(1),
  secondaryExpertise: z.string().min(1).nullable(),
  stress: Count,
  stressedOut: z.boolean(),
  agony: z.array(AgonyTrait),
  /** One level of Moon Relic Disruption each, which sets the maximum Stress (ruling 10). */
  infusedRelics: z.array(z.strictObject({ id: Id, name: Name })),
  outOfGame: z.boolean(),
  traits: z.array(ChallengeTrait),
})
export type CohortPc = z.infer<typeof CohortPc>

export const DisasterTraitSchema = z.strictObject({
  id: z.string().min(1),
  name: Name,
  actingSide: z.enum(['cohort', 'challenge']),
  modifier: TraitModifier,
  challengeId: z.string().min(1),
  round: z.number().int().min(1),
}) satisfies z.ZodType<DisasterTrait>

export const ChallengeInfo = z.strictObject({
  id: Id,
  name: Name,
  type: z.string().min(1),
  rating: z.number().int().min(1).max(30),
  threat: ThreatLevel,
})
export type ChallengeInfo = z.infer<typeof ChallengeInfo>

/**
 * A part split off a Challenge (ruling RG2), run as a Challenge of its own: the rating of
 * `ChallengeInfo` is the part's, and it starts with the resolved dice it took along.
 */
export const ChallengePart = z.strictObject({
  id: Id,
  name: Name,
  resolvedDice: Count,
  /** The Challenge it was split off, by name. */
  of: Name,
})
export type ChallengePart = z.infer<typeof ChallengePart>

/** What a Challenge machine starts from: plain JSON, built by `challengeInputFrom`. */
export const ChallengeInput = z.strictObject({
  challenge: ChallengeInfo,
  gmTraits: z.array(GmTrait),
  cohort: z.array(CohortPc).min(1),
  destiny: Count,
  doom: Count,
  expertiseDice: ExpertiseDice,
  /** Disaster traits from earlier Challenges of the same Event (ruling 9). */
  disasterTraits: z.array(DisasterTraitSchema),
  /** Present when this run plays a part split off a Challenge (RG2). */
  part: ChallengePart.optional(),
})
export type ChallengeInput = z.infer<typeof ChallengeInput>

/** Campaign items a Challenge is started from. */
export interface ChallengeSetup {
  challenge: Challenge
  /** Trait ids of the Event the Challenge belongs to. */
  eventTraitIds?: readonly string[]
  /** The campaign's trait library. */
  traits: readonly Trait[]
  characters: readonly PlayerCharacter[]
  /** PCs facing the Challenge; by default every PC still in the game. */
  cohortIds?: readonly string[]
  relics: readonly MoonRelic[]
  settings: CampaignSettings
  pools: Pools
  disasterTraits?: readonly DisasterTrait[]
  /** A part split off the Challenge earlier (RG2): its name, rating and resolved dice. */
  part?: { id: string; name: string; rating: number; resolvedDice: number }
}

/** A library trait as the Challenge takes it: the trigger and the hold on resolved dice only when they are not the Huddle and none. */
function pickTrait(trait: Trait): ChallengeTrait {
  const { id, name, side, target, modifier, cost, revealed, trigger, resolvedDice } = trait
  return { id, name, side, target, modifier, cost, revealed, ...(trigger !== 'huddle' ? { trigger } : {}), ...(resolvedDice ? { resolvedDice } : {}) }
}

function cohortPc(pc: PlayerCharacter, relics: readonly MoonRelic[], library: ReadonlyMap<string, Trait>): CohortPc {
  const infused = infusedRelics(pc.id, relics).map((r) => ({ id: r.id, name: r.name }))
  return {
    id: pc.id,
    name: pc.name,
    bioform: pc.bioform,
    primaryExpertise: pc.primaryExpertise,
    secondaryExpertise: pc.secondaryExpertise,
    stress: pc.stress,
    stressedOut: pc.stressedOut,
    agony: pc.agony,
    infusedRelics: infused,
    outOfGame: pc.outOfGame,
    traits: pc.traitIds.flatMap((id) => {
      const trait = library.get(id)
      return trait ? [pickTrait(trait)] : []
    }),
  }
}

/**
 * Builds a Challenge machine's input from campaign items: the Challenge with its threat
 * level from the settings, its and its Event's traits, the Cohort's PCs with their traits,
 * relics and maximum Stress, the Destiny and Doom pools, and the Event's Disaster traits.
 */
export function challengeInputFrom(setup: ChallengeSetup): RuleResult<ChallengeInput> {
  const { challenge, settings } = setup
  const threat = settings.threatLevels.find((t) => t.name === challenge.threat)
  if (!threat) return refused(`"${challenge.threat}" is not a threat level of this campaign`)
  const library = new Map(setup.traits.map((t) => [t.id, t]))
  const eventOnly = (setup.eventTraitIds ?? []).filter((id) => !challenge.traitIds.includes(id))
  const gmTraitIds = [
    ...challenge.traitIds.map((id) => ({ id, origin: 'challenge' as const })),
    ...eventOnly.map((id) => ({ id, origin: 'event' as const })),
  ]
  const missing = gmTraitIds.find((t) => !library.has(t.id))
  if (missing) return refused(`No trait with id "${missing.id}" in the trait library`)
  const ids = setup.cohortIds ?? setup.characters.filter((pc) => !pc.outOfGame).map((pc) => pc.id)
  const characters = ids.map((id) => setup.characters.find((pc) => pc.id === id))
  const unknown = ids.find((_, i) => !characters[i])
  if (unknown) return refused(`No PC with id "${unknown}"`)
  const gone = characters.find((pc) => pc?.outOfGame)
  if (gone) return refused(`${gone.name} is out of the game`)
  if (characters.length === 0) return refused('A Challenge needs at least one PC in the Cohort')
  const { part } = setup
  return allowed({
    challenge: { id: challenge.id, name: part?.name ?? challenge.name, type: challenge.type, rating: part?.rating ?? challenge.rating, threat },
    gmTraits: gmTraitIds.map(({ id, origin }) => ({ ...pickTrait(library.get(id)!), origin })),
    cohort: characters.map((pc) => cohortPc(pc!, setup.relics, library)),
    destiny: setup.pools.destiny,
    doom: setup.pools.doom,
    expertiseDice: settings.expertiseDice,
    disasterTraits: [...(setup.disasterTraits ?? [])],
    ...(part ? { part: { id: part.id, name: part.name, resolvedDice: part.resolvedDice, of: challenge.name } } : {}),
  })
}
