import type { Campaign, PlayerCharacter } from '../../../campaign'
import { maxStress } from '../rules/stress'
import { setValueRecovery } from '../rules/recovery'
import { charactersNow, type RelicsState, type WaitingPart } from '../session/state'
import { challengeView, type ChallengeView } from './challenge-view'
import { oddsView, type OddsView } from './odds-view'

export interface RecoveryPc {
  id: string
  name: string
  stress: number
  maxStress: number
  stressedOut: boolean
  outOfGame: boolean
}

/** What the GM console shows of Relics of the Moon in a session: the Challenge, its odds, end-of-scene recovery. */
export interface RelicsGmView {
  challenge: ChallengeView | null
  /** Exact odds of the turn's pool before the roll, steps 1 to 4 of either turn; null otherwise. */
  odds: OddsView | null
  recovery: {
    due: boolean
    setValue: number
    downtime: number
    roll: { dice: readonly number[]; recovered: number } | null
    cohort: RecoveryPc[]
  }
  /** Parts split off Challenges waiting in their Event to be run (RG2). */
  waitingParts: (WaitingPart & { eventId: string })[]
}

/** The PCs as the session has them (`charactersNow`), with what recovery shows of each. */
function cohortForRecovery(pcs: readonly PlayerCharacter[], campaign: Campaign): RecoveryPc[] {
  return pcs.map((pc) => {
    const relics = campaign.relics.filter((r) => r.infusedBy === pc.id && !r.destroyed).length
    return {
      id: pc.id,
      name: pc.name,
      stress: pc.stress,
      maxStress: maxStress({ infusedRelics: relics }),
      stressedOut: pc.stressedOut,
      outOfGame: pc.outOfGame,
    }
  })
}

/** The GM's view of Relics of the Moon in the session. */
export function relicsGmView(state: RelicsState, { campaign }: { campaign: Campaign }): RelicsGmView {
  const pcs = charactersNow(campaign.characters, state.cohort)
  return {
    challenge: state.challenge ? challengeView(state.challenge.snapshot) : null,
    odds: state.challenge ? oddsView(state.challenge.snapshot) : null,
    recovery: {
      due: state.recoveryDue !== null,
      setValue: setValueRecovery(pcs, campaign.settings),
      downtime: campaign.settings.extendedDowntimeRecovery,
      roll: state.recoveryRoll,
      cohort: cohortForRecovery(pcs, campaign),
    },
    waitingParts: Object.entries(state.splits ?? {}).flatMap(([eventId, parts]) => parts.map((part) => ({ ...part, eventId }))),
  }
}

/** The Event the Challenge runs in, by name, for the session bar ("The Glass Market › The Deal"). */
export function relicsPlaceDetail(state: RelicsState, campaign: Campaign): string | null {
  const running = state.challenge
  if (!running) return null
  const scene = campaign.scenes.find((s) => s.id === running.sceneId)
  return scene?.events.find((e) => e.id === running.eventId)?.name ?? null
}
