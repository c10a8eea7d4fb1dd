import { z } from 'zod'
import type { AnyRuleSystem, StepText, SystemStep } from '@shared/systems/rule-system'
import { registerSystem } from '@shared/systems/registry'
import { registerHostSystem } from '../../../src/main/systems/registry'
import type { AnyHostSystem } from '../../../src/main/systems/host-system'
import { MARK, type ConformanceKit } from '../../conformance/kit'
import type { SessionMove } from '../../../src/main/session/headless-session'
import { coinFlipKit } from './kit'
import { coinFlipHost } from './host'
import { CoinAction, CoinEvent, coinFlipSystem, type CoinStart, type CoinState } from './system'

/*
 * The coin-flip contest with one event type more, forged here as a system's author might add
 * one and forget the players: the GM peeks at the coin, and the toy's describe words it for
 * the GM alone. Whatever else is true (a contest in a scene the players were shown), an
 * event with no players' line must stay with the GM.
 */

const Peek = z.strictObject({ type: z.literal('coin.peek'), saw: z.string().min(1).max(80) })
type Peek = z.infer<typeof Peek>
type ForgedEvent = CoinEvent | Peek
type ForgedStep = SystemStep<ForgedEvent, CoinStart>
type Peeked = CoinState & { contest: (CoinState['contest'] & { peeks?: number }) | null }

const isPeek = (step: ForgedStep): step is { kind: 'event'; event: Peek } => step.kind === 'event' && step.event.type === 'coin.peek'

/** What the GM sees when peeking: the secret the players must never read. */
export const PEEKED = `${MARK} the coin lies heads up`

/** The contest with the forged event type, under its own id so the real toy stays as it is. */
export const peekingCoinFlip: AnyRuleSystem = {
  ...coinFlipSystem,
  id: 'coinFlipPeek',
  name: 'Coin-flip contest with a peek',
  events: z.union([CoinEvent, Peek]),
  actions: z.union([CoinAction, Peek]),
  whyRefused: (state: Peeked, step: ForgedStep) =>
    isPeek(step)
      ? state.contest
        ? null
        : 'No contest is on: nothing to peek at.'
      : coinFlipSystem.whyRefused(state, step as SystemStep<CoinEvent, CoinStart>),
  apply: (state: Peeked, step: ForgedStep): Peeked =>
    isPeek(step)
      ? { ...state, contest: { ...state.contest!, peeks: (state.contest!.peeks ?? 0) + 1 } }
      : coinFlipSystem.apply(state, step as SystemStep<CoinEvent, CoinStart>),
  // The GM's words alone: no line for the players, as an author in a hurry might leave it.
  describe: (step: ForgedStep, state: Peeked, context): StepText =>
    isPeek(step) ? { gm: `The GM peeks: ${step.event.saw}.` } : coinFlipSystem.describe(step as SystemStep<CoinEvent, CoinStart>, state, context),
  actor: (event: ForgedEvent) => (event.type === 'coin.peek' ? 'gm' : coinFlipSystem.actor(event)),
  dice: (event: ForgedEvent) => (event.type === 'coin.peek' ? null : coinFlipSystem.dice(event)),
}

const peekingHost: AnyHostSystem = { ...coinFlipHost, id: peekingCoinFlip.id }

/** Registers the forged contest with the shared and the host registries. */
export function registerPeekingCoinFlip(): void {
  registerSystem(peekingCoinFlip)
  registerHostSystem(peekingHost)
}

/** The toy's moves, for the forged system, with a peek whenever a contest is on. */
function moves(state: { systems: Record<string, unknown> }, campaign: Parameters<ConformanceKit['moves']>[1]): SessionMove[] {
  const own = { ...state, systems: { ...state.systems, [coinFlipSystem.id]: state.systems[peekingCoinFlip.id] } }
  const toy = coinFlipKit
    .moves(own as Parameters<ConformanceKit['moves']>[0], campaign)
    .map((move) => ('system' in move ? { ...move, system: peekingCoinFlip.id } : move))
  const contest = (state.systems[peekingCoinFlip.id] as Peeked | undefined)?.contest
  return contest ? [{ kind: 'act', system: peekingCoinFlip.id, action: { type: 'coin.peek', saw: PEEKED } }, ...toy] : toy
}

/** The forged contest in the conformance suite: its peeks must reach no display and no player copy. */
export const peekingCoinFlipKit: ConformanceKit = {
  system: peekingCoinFlip,
  host: peekingHost,
  campaign: coinFlipKit.campaign,
  moves,
  isProgress: (move) => move.kind !== 'act' || (move.action as { type: string }).type !== 'contest.concede',
  register: registerPeekingCoinFlip,
}
