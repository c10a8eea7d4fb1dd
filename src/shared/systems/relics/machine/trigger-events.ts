import { modifierLabel, type TraitTrigger } from '@shared/campaign'
import { placedDice } from '../rules/simple-modifiers'
import type { Turn } from '../rules/tides'
import { whyMomentClosed, whyNotItsMoment, type MomentFacts } from '../rules/triggers'
import { deciderOf, findPc, opponent, type Activation, type CarriedActivation, type ChallengeContext, type PoolSimpleModifier } from './context'
import { inBothTurns, withTurn, type EventRules } from './event-rule'
import { activate, gmTraitActivation, pcTraitActivation, poolName, whyCannotLand, whyPcCannotAct, whyPoolsCannotPay } from './huddle-events'
import { stressToApply } from './outcome-events'
import type { StepRef } from './steps'
import { reachesAPool, whyEffectRefused, withEffect, type TraitPlay } from './trait-effects'

/** The steps where a trait may fire at its own moment (RG3): after the roll, on resolved dice, on Stress, on a Disaster. */
export const FIRE_STEPS: readonly string[] = [
  ...inBothTurns('adjustResults', 'disaster'),
  'cohortTurn.resolveChallengeDice',
  'challengeTurn.applyStress',
]

/** RG3: the trigger moment a step offers, or null for a step that offers none but the Huddle's. */
export function momentAt(at: StepRef): TraitTrigger | null {
  switch (at.step) {
    case 'huddle':
      return 'huddle'
    case 'adjustResults':
      return 'afterRoll'
    case 'resolveChallengeDice':
      return 'diceResolved'
    case 'applyStress':
      return 'stressTaken'
    case 'disaster':
      return 'disaster'
    // Steps that act as they are entered, or only build and roll the pool: nothing triggers there.
    case 'buildPool':
    case 'autoResults':
    case 'rollRemainingDice':
    case 'finalResult':
    case 'tides':
    case 'actionMovesForward':
      return null
  }
}

/** What this turn has done that opens a trigger moment. */
function factsOf(context: ChallengeContext): MomentFacts {
  const { finalResult, resolution, stress } = context.current
  const stressTaken = stress ? stress.stress - stress.dropped : stressToApply(context) === 0 ? 0 : null
  return { disaster: finalResult?.disaster ?? false, newlyResolved: resolution?.newlyResolved ?? null, stressTaken }
}

const landingPool = (activation: Activation, target: TraitPlay['target']): Turn => (target === 'own' ? activation.owner : opponent(activation.owner))

/** The pool a trait fired at step 7 or 9 waits for: its modifier's, else the Challenge's for freed dice. */
function carriedPool(play: TraitPlay): Turn {
  return play.activation.modifier ? landingPool(play.activation, play.target) : 'challenge'
}

/** A trait already declared or fired this turn, or waiting for a pool, is in play once (RG3). */
function whyInPlay(context: ChallengeContext, activation: Activation): string | null {
  if (context.current.activations.some((a) => a.id === activation.id)) return `${activation.label} is already in play this turn`
  const waiting = context.carried?.find((a) => a.id === activation.id)
  return waiting ? `${activation.label} already fired and waits for ${poolName(waiting.pool)}` : null
}

/**
 * After the roll (step 5, RG3): the dice are down, so only a Simple modifier still changes
 * them, in the pool just rolled; a Hindering one comes before any Beneficial one is placed.
 */
function whyCannotJoinThisPool(context: ChallengeContext, play: TraitPlay, turn: Turn): string | null {
  const { label, modifier, side } = play.activation
  if (!modifier) return null
  const pool = landingPool(play.activation, play.target)
  if (pool !== turn) return `${label} acts on ${poolName(pool)}, and this turn rolled ${poolName(turn)}`
  if (modifier.kind !== 'simple')
    return `The dice are rolled: only a Simple modifier still changes them, and ${label} is ${modifierLabel(side, modifier)}`
  const current = context.current.pool!
  if (side === 'hindering' && placedDice('beneficial', current.simpleModifiers, current.placements) > 0)
    return `Take the Beneficial modifiers off first: ${label} is Hindering, and Hindering modifiers are placed before them`
  return null
}

/** At step 7 or 9 (RG3): the modifier and the freed dice must be able to land in the pool they wait for. */
function whyCannotWait(play: TraitPlay): string | null {
  const { activation, target, effect } = play
  const pool = carriedPool(play)
  if (effect?.kind === 'free' && pool !== 'challenge')
    return `${activation.label} frees dice in the Challenge's pool but its modifier lands in the Cohort's: it cannot do both`
  return whyCannotLand(activation.label, activation.owner, target, activation.modifier, pool)
}

function whyFireRefused(context: ChallengeContext, play: TraitPlay | string, at: StepRef): string | null {
  if (typeof play === 'string') return play
  const moment = momentAt(at)!
  const { activation } = play
  return (
    whyNotItsMoment(activation.label, play.trigger, moment) ??
    whyMomentClosed(moment, factsOf(context)) ??
    whyInPlay(context, activation) ??
    (moment === 'afterRoll' ? whyCannotJoinThisPool(context, play, at.turn) : whyCannotWait(play)) ??
    whyEffectRefused(context, play, moment === 'afterRoll' ? 'none' : 'laterPool') ??
    whyPoolsCannotPay(context, activation.costPaid, `Firing ${activation.label}`)
  )
}

/** After the roll, a fired Simple modifier joins the pool's, placed as any other (Beneficial by the side rolling). */
function joinPool(context: ChallengeContext, activation: Activation, turn: Turn): ChallengeContext {
  const { modifier } = activation
  const pool = context.current.pool!
  if (modifier?.kind !== 'simple') return context
  const joined: PoolSimpleModifier = {
    id: activation.id,
    label: `${activation.label} ${modifierLabel(activation.side, modifier)}`,
    side: activation.side,
    value: modifier.value,
    dice: modifier.dice,
    placedBy: deciderOf(activation.side === 'beneficial' ? turn : opponent(turn)),
  }
  return withTurn(context, { pool: { ...pool, simpleModifiers: [...pool.simpleModifiers, joined] } })
}

/**
 * RG3: a trait fires. Its cost is paid and its hold on resolved dice acts at once (RG1); it
 * is in play this turn. After the roll its Simple modifier joins this pool; at step 7 or 9
 * its modifier (or freed dice) waits for the next pool it lands in.
 */
function fire(context: ChallengeContext, play: TraitPlay | string, at: StepRef): ChallengeContext {
  if (typeof play === 'string') return context
  const moment = momentAt(at)!
  const acted = withEffect(context, play)
  const activation: Activation = { ...acted.activation, fired: moment }
  const next = activate(acted.context, activation)
  if (moment === 'afterRoll') return joinPool(next, activation, at.turn)
  if (!reachesAPool(activation.modifier, play.effect)) return next
  return { ...next, carried: [...(next.carried ?? []), { ...activation, pool: carriedPool(play) }] }
}

/**
 * A new turn takes in the fired traits waiting for its pool (RG3), as if declared in its
 * Huddle. A PC's lapses if they are Stressed Out or out of the game by then (ruling 10).
 */
export function takeInCarried(context: ChallengeContext, turn: Turn): ChallengeContext {
  const carried = context.carried ?? []
  if (carried.length === 0) return context
  const arriving = carried.filter((a) => a.pool === turn)
  if (arriving.length === 0) return context
  const standing = (a: CarriedActivation) => a.pcId === null || whyPcCannotAct(context, a.pcId) === null
  const taken: Activation[] = arriving.filter(standing).map(({ pool: _pool, ...activation }) => activation)
  return withTurn({ ...context, carried: carried.filter((a) => a.pool !== turn) }, { activations: [...context.current.activations, ...taken] })
}

/** Steps 5, 7 and 9: traits that trigger at another time than the Huddle fire (RG3). */
export const triggerRules: EventRules<'cohort.fireTrait' | 'gm.fireChallengeTrait'> = {
  'cohort.fireTrait': {
    label: "Fire a PC's trait",
    steps: FIRE_STEPS,
    refuse: (context, { pcId, traitId }, at) =>
      whyPcCannotAct(context, pcId) ?? whyFireRefused(context, pcTraitActivation(context, pcId, traitId), at),
    apply: (context, { pcId, traitId }, at) => (findPc(context, pcId) ? fire(context, pcTraitActivation(context, pcId, traitId), at) : context),
  },
  'gm.fireChallengeTrait': {
    label: 'Fire a Challenge trait',
    steps: FIRE_STEPS,
    refuse: (context, { traitId }, at) => whyFireRefused(context, gmTraitActivation(context, traitId), at),
    apply: (context, { traitId }, at) => fire(context, gmTraitActivation(context, traitId), at),
  },
}
