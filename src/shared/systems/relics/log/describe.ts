import type { Actor, StepText, SystemContext } from '../../rule-system'
import { forAll } from '../../step-text'
import type { ChallengeEvent } from '../machine/events'
import { positionOf } from '../machine/steps'
import { liveSnapshot, type RelicsStep } from '../session/apply'
import { isRelicsSessionEvent, type RelicsEvent, type RelicsSessionEvent } from '../session/events'
import { recoveringPcs } from '../session/refuse'
import type { ActiveChallenge, RelicsState } from '../session/state'
import { describeChallengeEvent, list } from './describe-event'
import { describeMoveOn, stepDoneWords } from './describe-outcome'

function describeSessionEvent(event: RelicsSessionEvent, state: RelicsState, context: SystemContext): string {
  switch (event.type) {
    case 'recovery.rolled':
      return `Stallion test: rolled ${event.dice.join(', ')}; ${event.recovered} Stress recovered.`
    case 'scene.recovered': {
      const pcs = recoveringPcs(state, context)
      const names = Object.entries(event.allocations)
        .filter(([, n]) => n > 0)
        .map(([id, n]) => `${pcs.find((pc) => pc.id === id)?.name ?? id} ${n}`)
      return `End of scene: ${event.recovered} Stress recovered (${names.join(', ') || 'nobody'})${event.downtime ? `; extended downtime: ${event.downtime} more each` : ''}.`
    }
    case 'gm.adjustCohort': {
      const name = recoveringPcs(state, context).find((pc) => pc.id === event.pcId)?.name ?? event.pcId
      const flags = [event.stressedOut ? 'Stressed Out' : '', event.outOfGame ? 'out of the game' : ''].filter(Boolean)
      const agony = event.agony.length ? `, Agony ${event.agony.map((a) => a.name).join(', ')}` : ''
      return `The GM sets ${name} to Stress ${event.stress}${flags.length ? ` (${flags.join(', ')})` : ''}${agony}.`
    }
  }
}

/** A step's one line, the same for whoever may read it, with names as they are at that moment. */
function lineOf(step: RelicsStep, state: RelicsState, context: SystemContext, after?: () => RelicsState): string {
  switch (step.kind) {
    case 'start': {
      const { challenge, part } = step.start.input
      if (part)
        return `Challenge “${challenge.name}”, a part split off, starts (${challenge.threat.name} ${challenge.rating}, ${part.resolvedDice} resolved).`
      return `Challenge “${challenge.name}” starts (${challenge.threat.name} ${challenge.rating}).`
    }
    case 'close':
      return `Challenge “${state.challenge?.snapshot.context.challenge.name ?? ''}” closed.`
    case 'event': {
      if (isRelicsSessionEvent(step.event)) return describeSessionEvent(step.event, state, context)
      // Moving on tells what came of it: the Final Result, the dice resolved, the Tides, the turn that begins.
      const movedOn = step.event.type === 'step.next' && state.challenge && after ? describeMoveOn(state.challenge, after().challenge) : null
      if (movedOn) return movedOn
      const snapshot = state.challenge ? liveSnapshot(state.challenge) : null
      return describeChallengeEvent(step.event, snapshot?.context ?? null, snapshot ? positionOf(snapshot.value) : null)
    }
  }
}

/**
 * What the players read of each event, type by type: its line (`true`), where Relics' rules
 * let them read the step at all, or nothing (`false`: the GM's dice overrides). A new event
 * type says here which it is.
 */
const PLAYERS_READ: Record<RelicsEvent['type'], boolean> = {
  'cohort.chooseLeader': true,
  'cohort.activateTrait': true,
  'cohort.deactivateTrait': true,
  'gm.activateChallengeTrait': true,
  'gm.deactivateChallengeTrait': true,
  'gm.activateAgony': true,
  'gm.deactivateAgony': true,
  'gm.overrideContribution': false,
  'gm.removeDisasterTrait': true,
  'cohort.spendDestiny': true,
  'cohort.returnDestiny': true,
  'pool.rolled': true,
  'cohort.assignSimpleModifier': true,
  'gm.assignSimpleModifier': true,
  'pool.unassignSimpleModifier': true,
  'pool.applySuggestion': true,
  'stress.distribute': true,
  'gm.createDisasterTrait': true,
  'gm.noteAction': true,
  'step.next': true,
  'gm.endChallenge': true,
  'cohort.fireTrait': true,
  'gm.fireChallengeTrait': true,
  'gm.splitChallenge': true,
  'cohort.chooseRoller': true,
  'recovery.rolled': true,
  'scene.recovered': true,
  'gm.adjustCohort': true,
}

/**
 * How a step of a Relics session reads in the log: one line, which the players read too when
 * the event is one they read (`PLAYERS_READ`) and Relics' rules let them read this step
 * (`playersMayRead`); only the GM otherwise.
 */
export function describeRelics(step: RelicsStep, state: RelicsState, context: SystemContext, after?: () => RelicsState): StepText {
  const line = lineOf(step, state, context, after)
  const theirs = (step.kind !== 'event' || PLAYERS_READ[step.event.type]) && playersMayRead(step, state, context)
  return theirs ? forAll(line) : { gm: line }
}

/**
 * Whether a Challenge of the running one's Event is revealed now. Looked up through the
 * Scene and Event it runs in, so the per-event cost does not grow with the campaign.
 */
function isRevealed(context: SystemContext, running: { sceneId: string | null; eventId: string }, challengeId: string): boolean {
  const scene = context.campaign?.scenes.find((s) => s.id === running.sceneId)
  const event = scene?.events.find((e) => e.id === running.eventId)
  return event?.challenges.some((c) => c.id === challengeId && c.revealed) ?? false
}

/**
 * Whether players may read a Challenge event: never while the Challenge is hidden, never for
 * a hidden Challenge trait or a Disaster trait born in a hidden Challenge.
 */
function mayReadChallengeEvent(event: ChallengeEvent, challenge: ActiveChallenge, context: SystemContext): boolean {
  const revealed = (id: string) => isRevealed(context, challenge, id)
  if (!revealed(challenge.challengeId)) return false
  const { gmTraits, disasterTraits, current } = challenge.snapshot.context
  const secret = (traitId: string): boolean => {
    const trait = gmTraits.find((t) => t.id === traitId)
    // Hidden when the Challenge started, or hidden by the GM since.
    if (trait && (!trait.revealed || !context.campaign?.traits.find((t) => t.id === trait.id)?.revealed)) return true
    // A Disaster trait born in a hidden Challenge of the same Event keeps its name secret.
    const disaster = disasterTraits.find((d) => d.id === traitId)
    return disaster !== undefined && !revealed(disaster.challengeId)
  }
  if ('traitId' in event) return !secret(event.traitId)
  // A Simple modifier is named after its trait ("Pack Tactics +1 / 2d"): placing it says the trait's name.
  if ('modifierId' in event) {
    const id = event.modifierId
    const source = id.startsWith('disaster/') ? id.slice('disaster/'.length) : current.activations.find((a) => a.id === id)?.traitId
    return source === undefined || !secret(source)
  }
  return true
}

/** Whether players may read a step: a hidden Challenge and everything secret in it stays with the GM; the Cohort's recovery is theirs. */
function playersMayRead(step: RelicsStep, state: RelicsState, context: SystemContext): boolean {
  switch (step.kind) {
    case 'start':
      return isRevealed(context, { sceneId: step.run.sceneId, eventId: step.start.eventId }, step.run.item)
    case 'close':
      return !!state.challenge && isRevealed(context, state.challenge, state.challenge.challengeId)
    case 'event': {
      const { event } = step
      if (event.type === 'recovery.rolled' || event.type === 'scene.recovered' || event.type === 'gm.adjustCohort') return true
      return state.challenge ? mayReadChallengeEvent(event, state.challenge, context) : false
    }
  }
}

/** Who acts, read from the event's name: `cohort.*` the players, the dice the console's, the rest the GM's. */
export function relicsActor(event: RelicsEvent): Actor {
  if (event.type.startsWith('cohort.') || event.type === 'stress.distribute') return 'players'
  if (event.type === 'pool.rolled' || event.type === 'recovery.rolled') return 'console'
  return 'gm'
}

/**
 * Whether a story leaves an event's line out: a move on that only names the step it ends
 * (the next line says where the Challenge is); one that tells an outcome stays.
 */
export function relicsQuiet(event: RelicsEvent, summary: string): boolean {
  return event.type === 'step.next' && (summary === stepDoneWords(null) || summary.endsWith(' done.'))
}

/** The faces a logged event rolled. */
export function relicsDice(event: RelicsEvent): readonly number[] | null {
  if (event.type === 'pool.rolled') return event.values
  if (event.type === 'recovery.rolled') return event.dice
  return null
}

/** The Action Moves Forward's narrative, when the GM wrote one. */
export function relicsNarrative(event: RelicsEvent): string | null {
  return event.type === 'gm.noteAction' && event.text.trim() ? event.text : null
}

export { list }
