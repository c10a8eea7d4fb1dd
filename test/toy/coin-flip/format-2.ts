import { z } from 'zod'
import type { RuleSystem, SystemStep } from '@shared/systems/rule-system'
import type { HostSystem } from '../../../src/main/systems/host-system'
import { coinFlipHost } from './host'
import { CoinEvent, coinFlipSystem, type CoinStart, type CoinState } from './system'

/*
 * The coin-flip contest as a later console would have it, to prove that a session saved today
 * survives two kinds of change:
 * - format 2 renames a field: a call is `{ side, face }`, no longer `{ side, call }`; the
 *   upcaster from format 1 renames it in every logged call before anything replays it;
 * - rules 2 fixes a rule: a flip that goes against the caller scores for nobody (rules 1 gave
 *   the point to the other side). A contest started under rules 1 keeps scoring as it did.
 * Same id as today's contest: a test registers one or the other, never both.
 */

const Side = z.enum(['players', 'gm'])
const Face = z.enum(['heads', 'tails'])

const CallV2 = z.strictObject({ type: z.literal('coin.call'), side: Side, face: Face })
export const CoinEventV2 = z.discriminatedUnion('type', [CallV2, CoinEvent.options[1], CoinEvent.options[2]])
type CoinEventV2 = z.infer<typeof CoinEventV2>
const CoinActionV2 = z.discriminatedUnion('type', [CallV2, CoinEvent.options[2]])

/** A contest of format 2 remembers the rules it started under. */
export type CoinStateV2 = CoinState & { contest: (NonNullable<CoinState['contest']> & { rules: number }) | null }

/** Today's event, for the parts of the contest this later console did not change. */
function asFormat1(event: CoinEventV2): CoinEvent {
  return event.type === 'coin.call' ? { type: 'coin.call', side: event.side, call: event.face } : event
}

function stepAsFormat1(step: SystemStep<CoinEventV2, CoinStart>): SystemStep<CoinEvent, CoinStart> {
  return step.kind === 'event' ? { kind: 'event', event: asFormat1(step.event) } : step
}

function apply(state: CoinStateV2, step: SystemStep<CoinEventV2, CoinStart>): CoinStateV2 {
  if (step.kind === 'start') {
    const next = coinFlipSystem.apply(state, step)
    return { ...next, contest: { ...next.contest!, rules: step.run.rules } }
  }
  const contest = state.contest
  // Rules 2: a flip against the caller scores for nobody.
  if (step.kind === 'event' && step.event.type === 'coin.flipped' && contest && contest.rules >= 2 && contest.called?.call !== step.event.face)
    return { ...state, contest: { ...contest, called: null, flips: contest.flips + 1, lastFlip: step.event.face } }
  const next = coinFlipSystem.apply(state, stepAsFormat1(step))
  return { ...next, contest: next.contest && contest ? { ...next.contest, rules: contest.rules } : null }
}

export const coinFlipFormat2 = {
  ...coinFlipSystem,
  format: {
    version: 2,
    rules: 2,
    upcast: {
      1: {
        event: (event) => (event.type === 'coin.call' ? { type: event.type, side: event.side, face: event.call } : event),
      },
    },
  },
  events: CoinEventV2,
  actions: CoinActionV2,
  whyRefused: (state, step) => coinFlipSystem.whyRefused(state, stepAsFormat1(step)),
  apply,
  describe: (step, state, context) =>
    step.kind === 'event' &&
    step.event.type === 'coin.flipped' &&
    state.contest &&
    state.contest.rules >= 2 &&
    state.contest.called?.call !== step.event.face
      ? { gm: `The coin shows ${step.event.face}: nobody scores.`, players: `The coin shows ${step.event.face}: nobody scores.` }
      : coinFlipSystem.describe(stepAsFormat1(step), state, context),
  actor: (event) => coinFlipSystem.actor(asFormat1(event)),
  dice: (event) => coinFlipSystem.dice(asFormat1(event)),
} satisfies RuleSystem<CoinStateV2, CoinEventV2, CoinStart, unknown, z.infer<typeof CoinActionV2>, Record<string, never>, { type: 'flip' }>

/** The host part is today's: flipping did not change. */
export const coinFlipFormat2Host = {
  ...coinFlipHost,
  act: (action) => action,
} satisfies HostSystem<CoinStateV2, CoinEventV2, CoinEventV2, { type: 'flip' }>
