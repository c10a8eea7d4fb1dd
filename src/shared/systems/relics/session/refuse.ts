import { whyStressTooHigh } from '@shared/campaign'
import type { SystemContext } from '../../rule-system'
import { whyRefused as whyChallengeRefused } from '../machine/event-rules'
import { positionOf } from '../machine/steps'
import { whyRecoveryRefused, type RecoveringPc } from '../rules/recovery'
import { liveSnapshot, type RelicsStep } from './apply'
import { isRelicsSessionEvent, type RelicsSessionEvent } from './events'
import { charactersNow, type RelicsState } from './state'

/** The PCs recovery reads: the campaign's as the session has them, or the session's alone when replaying an import. */
export function recoveringPcs(state: RelicsState, context: SystemContext): RecoveringPc[] {
  if (context.campaign) return charactersNow(context.campaign.characters, state.cohort)
  return Object.entries(state.cohort.characters).map(([id, pc]) => ({ id, name: id, ...pc }))
}

/**
 * Why a Challenge cannot start now: one is open, or a rolled Stallion test is the Cohort's
 * choice made (ruling 14) and its Stress must be shared first.
 */
export function whyNoChallengeNow(state: RelicsState): string | null {
  if (state.challenge) return `“${state.challenge.snapshot.context.challenge.name}” is still open: close it first.`
  return whyTestWaits(state)
}

function whyTestWaits(state: RelicsState): string | null {
  return state.recoveryRoll ? 'The Stallion test is rolled: share the recovered Stress first.' : null
}

function whyRecoveryNow(state: RelicsState): string | null {
  return state.challenge ? 'Close the Challenge before recovering at the end of the scene.' : null
}

/**
 * Ruling 10: the GM's adjustment cannot set Stress above the maximum the PC's infused relics
 * leave. Only with the campaign at hand: an imported log replays as it was taken.
 */
function whyAdjustedStressTooHigh(pcId: string, stress: number, { campaign }: SystemContext): string | null {
  const pc = campaign?.characters.find((p) => p.id === pcId)
  if (!campaign || !pc) return null
  const infused = campaign.relics.filter((relic) => relic.infusedBy === pcId && !relic.destroyed).length
  return whyStressTooHigh({ name: pc.name, stress }, infused)
}

function whySessionEventRefused(state: RelicsState, event: RelicsSessionEvent, context: SystemContext): string | null {
  switch (event.type) {
    case 'recovery.rolled':
      return whyRecoveryNow(state) ?? whyTestWaits(state)
    case 'scene.recovered': {
      const reason = whyRecoveryNow(state) ?? (event.method === 'test' ? null : whyTestWaits(state))
      if (reason) return reason
      if (event.method === 'test' && !state.recoveryRoll) return 'Roll the Stallion test first.'
      if (event.method === 'test' && state.recoveryRoll?.recovered !== event.recovered)
        return 'The Stress recovered must be what the Stallion test rolled.'
      return whyRecoveryRefused(recoveringPcs(state, context), event.recovered, event.allocations)
    }
    case 'gm.adjustCohort': {
      const running = state.challenge
      const pc = running?.snapshot.context.cohort.find((p) => p.id === event.pcId)
      if (running && pc)
        return `${pc.name} is in the running Challenge “${running.snapshot.context.challenge.name}”: their Stress and Agony change there. Close it first to change them here.`
      return whyAdjustedStressTooHigh(event.pcId, event.stress, context)
    }
  }
}

/**
 * Why the rules refuse a step of a Relics session now, or null: the one place that decides,
 * for the host before it logs, for an imported log as it is replayed, and (through the
 * machine's own `whyRefused`) for the machine's guards and the runner's disabled buttons.
 */
export function whyRelicsRefused(state: RelicsState, step: RelicsStep, context: SystemContext): string | null {
  switch (step.kind) {
    case 'start':
      return whyNoChallengeNow(state)
    case 'close': {
      if (!state.challenge) return 'No Challenge is open.'
      if (positionOf(state.challenge.snapshot.value).turn !== null) return 'The Challenge is still running: end it first (it will end unresolved).'
      return null
    }
    case 'event': {
      const { event } = step
      if (isRelicsSessionEvent(event)) return whySessionEventRefused(state, event, context)
      if (!state.challenge) return 'No Challenge is running: start one from a scene.'
      return whyChallengeRefused(liveSnapshot(state.challenge), event)
    }
  }
}
