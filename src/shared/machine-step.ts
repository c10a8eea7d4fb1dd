import { createActor, type AnyActorScope, type AnyStateMachine, type EventFrom, type SnapshotFrom } from 'xstate'

/*
 * xstate's `transition(machine, snapshot, event)` builds a new inert actor for every call, and
 * building one works out the machine's initial snapshot (a fight machine's, from no input, fails
 * and is caught inside): most of what a step of a fight cost in the machine. A machine's steps
 * here are pure (no child actors, no delayed events, no side effects: the session's
 * machines keep everything in their context), so one inert scope per machine serves every
 * step, and what the step would execute is dropped as `transition` drops it.
 */
const scopes = new WeakMap<AnyStateMachine, AnyActorScope>()

function inertScope(machine: AnyStateMachine): AnyActorScope {
  let scope = scopes.get(machine)
  if (!scope) {
    // Never started: it only stands for the machine's `self` while a step is worked out.
    const self = createActor(machine)
    const nothing = () => undefined
    scope = {
      self,
      id: '',
      sessionId: '',
      system: self.system,
      logger: nothing,
      defer: nothing,
      emit: nothing,
      stopChild: nothing,
      actionExecutor: nothing,
    }
    scopes.set(machine, scope)
  }
  return scope
}

/** The machine's snapshot after one event, as xstate's pure `transition` gives it (its actions are not run). */
export function machineStep<Machine extends AnyStateMachine>(
  machine: Machine,
  snapshot: SnapshotFrom<Machine>,
  event: EventFrom<Machine>,
): SnapshotFrom<Machine> {
  return machine.transition(snapshot, event, inertScope(machine)) as SnapshotFrom<Machine>
}
