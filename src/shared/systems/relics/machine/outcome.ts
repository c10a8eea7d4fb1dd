import type { AgonyTrait, Pools } from '@shared/campaign'
import type { DisasterTrait } from '../rules/disaster'
import type { ChallengeContext, EndReason } from './context'

/** What a Challenge leaves for the campaign. */
export interface ChallengeOutcome {
  status: 'running' | 'resolved' | 'endedUnresolved'
  endReason: EndReason | null
  /** Ruling 11: every PC Stressed Out ends the Event and the Scene; recovery comes next. */
  endsScene: boolean
  resolvedDice: number
  rating: number
  pools: Pools
  characters: {
    id: string
    stress: number
    stressedOut: boolean
    outOfGame: boolean
    /** Agony gained in this Challenge; its ids are the machine's, the host gives campaign ids. */
    newAgony: AgonyTrait[]
  }[]
  /** The Event's Disaster traits still in force, to hand to its next Challenge. */
  disasterTraits: readonly DisasterTrait[]
}

/**
 * The Challenge's results in campaign terms: Stress, Stressed Out, Agony and out of game per
 * PC, the Destiny and Doom pools, and the Event's Disaster traits. Read it at any time; it is
 * also the machine's output once it is over.
 */
export function challengeOutcome(context: ChallengeContext): ChallengeOutcome {
  const status = context.endReason === null ? 'running' : context.endReason === 'resolved' ? 'resolved' : 'endedUnresolved'
  return {
    status,
    endReason: context.endReason,
    endsScene: context.endReason === 'everyoneStressedOut',
    resolvedDice: context.resolvedDice,
    rating: context.challenge.rating,
    pools: { destiny: context.destiny, doom: context.doom },
    characters: context.cohort.map((pc) => ({
      id: pc.id,
      stress: pc.stress,
      stressedOut: pc.stressedOut,
      outOfGame: pc.outOfGame,
      newAgony: context.agonyGained.filter((g) => g.pcId === pc.id).map((g) => g.agony),
    })),
    disasterTraits: context.disasterTraits,
  }
}
