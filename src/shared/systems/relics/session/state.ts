import { z } from 'zod'
import { AgonyTrait } from '../../../campaign/traits'
import type { Campaign, Pools } from '../../../campaign'
import { Count, safeRecord } from '../../../campaign/common'
import type { DeepReadonly } from '../../../session/frozen'
import type { ChallengeContext } from '../machine/context'
import type { DisasterTrait } from '../rules/disaster'

/** The Cohort as a session changes it: each PC's Stress, Stressed Out, out of the game and Agony, and the pools. */
export const CohortState = z.strictObject({
  characters: safeRecord(
    'The PCs',
    z.string(),
    z.strictObject({ stress: Count, stressedOut: z.boolean(), outOfGame: z.boolean(), agony: z.array(AgonyTrait) }),
  ),
  pools: z.strictObject({ destiny: Count, doom: Count }),
})
export type CohortState = DeepReadonly<z.infer<typeof CohortState>>
export type CohortPcState = CohortState['characters'][string]

/** What a session of Relics of the Moon starts from, logged in its first entry: the Cohort as the campaign has it. */
export const RelicsBegin = z.strictObject({ cohort: CohortState })
export type RelicsBegin = DeepReadonly<z.infer<typeof RelicsBegin>>

/** What the players knew when a Challenge started: a hidden one must not show what it changes. */
export interface KnownBefore {
  readonly characters: Readonly<Record<string, CohortPcState>>
  readonly pools: Readonly<Pools>
}

/** The Challenge being run, with its machine snapshot as plain JSON. */
export interface ActiveChallenge {
  readonly run: string
  readonly sceneId: string | null
  readonly eventId: string
  readonly challengeId: string
  /** The seq of its start entry: makes ids of what it creates unique. */
  readonly startedAt: number
  readonly before: KnownBefore
  readonly snapshot: { readonly value: unknown; readonly context: ChallengeContext; readonly status: string }
}

/** A part split off a Challenge (RG2), waiting in its Event to be run as a Challenge of its own. */
export interface WaitingPart {
  /** Unique in the session: the split's run start and its place among the run's splits. */
  readonly id: string
  /** The campaign Challenge it was split off: its type, threat and traits. */
  readonly challengeId: string
  readonly sceneId: string | null
  readonly name: string
  readonly rating: number
  readonly resolvedDice: number
  /** The run that split it off. */
  readonly fromRun: string
}

/** Everything a session of Relics of the Moon has changed, rebuilt exactly by replaying its log. */
export interface RelicsState {
  readonly cohort: CohortState
  readonly challenge: ActiveChallenge | null
  /** Disaster traits still in force, per Event (ruling 9: until the Event ends). */
  readonly disasterTraits: Readonly<Record<string, readonly DisasterTrait[]>>
  /** The Scene ended with everyone Stressed Out (ruling 11): recovery comes next. */
  readonly recoveryDue: { readonly sceneId: string | null } | null
  /** A rolled Stallion test waiting for its Stress to be shared. */
  readonly recoveryRoll: { readonly dice: readonly number[]; readonly recovered: number } | null
  /** The scene of the latest Challenge, where recovery happens. */
  readonly sceneId: string | null
  /**
   * Parts split off Challenges (RG2) waiting to be run, per Event; absent until the first
   * split (a resume point saved before splits existed has none).
   */
  readonly splits?: Readonly<Record<string, readonly WaitingPart[]>>
}

/** The Cohort as the campaign has it now: what a session starts from. */
export function cohortOf(campaign: Pick<Campaign, 'characters' | 'pools'>): CohortState {
  return {
    characters: Object.fromEntries(
      campaign.characters.map((pc) => [pc.id, { stress: pc.stress, stressedOut: pc.stressedOut, outOfGame: pc.outOfGame, agony: pc.agony }]),
    ),
    pools: { ...campaign.pools },
  }
}

/** The state a session starts in. */
export function initialRelicsState(begin: RelicsBegin): RelicsState {
  return { cohort: begin.cohort, challenge: null, disasterTraits: {}, recoveryDue: null, recoveryRoll: null, sceneId: null }
}

/**
 * The campaign's PCs as the session has them now (Stress, Stressed Out, out of the game,
 * Agony). The campaign file catches up with the session in the background, so rules that
 * count PCs read them through this rather than from the file.
 */
export function charactersNow<PC extends { id: string }>(characters: readonly PC[], cohort: CohortState): PC[] {
  return characters.map((pc) => ({ ...pc, ...cohort.characters[pc.id] }))
}
