import type { AnyRuleSystem, SystemStep } from '../systems/rule-system'
import { frozenState } from './frozen'

/** The latest event applied to each system state, and what it gave. */
const latest = new WeakMap<object, { key: string; next: unknown }>()

/**
 * A system's step applied to its state, remembering the latest event applied to each state.
 * Applying is pure, so the answer for the same state and event is always the same; a step
 * is applied while it is checked and told (the line it makes)
 * and again when the ledger takes it, and a Relics transition costs a millisecond or two:
 * the second time is free. What comes of it is frozen where states are (`frozenState`): the
 * memo, undo and the kept views hold on to it by identity.
 */
export function applyStep(system: AnyRuleSystem, state: unknown, step: SystemStep<{ type: string }, unknown>): unknown {
  if (step.kind !== 'event' || typeof state !== 'object' || state === null) return frozenState(system.apply(state, step))
  const key = `${system.id}\n${JSON.stringify(step.event)}`
  const hit = latest.get(state)
  if (hit?.key === key) return hit.next
  const next: unknown = frozenState(system.apply(state, step))
  latest.set(state, { key, next })
  return next
}
