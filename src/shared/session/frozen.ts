/*
 * States are never changed in place: undo, the views kept per combatant, the memo of the last
 * step applied and the ledger's checkpoints all find their values by the identity of a state's
 * objects, so a step that wrote into the state before it would corrupt every one of them
 * silently. Frozen, such a write throws a TypeError where it happens.
 *
 * Invariant: an object is frozen only together with everything it reaches (`deepFreeze` is the
 * way states are frozen, and a constant a state may hold is made with it too). That is what
 * lets `deepFreeze` stop at an object that is frozen already, so freezing the state after a step
 * walks only what the step built, not the whole state it shares the rest with.
 */

/**
 * Whether the session freezes every state it makes: in development and in every test run,
 * where a write into a state should fail loudly; never in a production build (nor in the
 * benchmarks, built as production), where the walk would cost every step for nothing. Vite
 * sets it in each bundle (the host, the renderer, the benchmarks' build) and Vitest in tests; code
 * run without Vite (the end-to-end tests' own helpers) has no `import.meta.env` and freezes, as
 * a test should.
 */
export const FREEZES_STATES: boolean = import.meta.env?.DEV ?? true

/**
 * Freezes a plain JSON value and everything it reaches that is not frozen yet; primitives pass
 * through. Stops at a frozen object, which by the invariant above is frozen all the way down.
 */
export function deepFreeze<T>(value: T): T {
  if (isUnfrozenObject(value)) freezeTree(value)
  return value
}

/** The state, frozen all the way down where states are frozen (`FREEZES_STATES`), else as it is. */
export function frozenState<T>(state: T): T {
  return FREEZES_STATES ? deepFreeze(state) : state
}

function isUnfrozenObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Object.isFrozen(value)
}

/*
 * Opening a long campaign freezes some thirteen thousand objects and lists among thirty
 * thousand strings: the walk steps only into objects and lists, without a call per leaf, and
 * reads keys with for-in, which uses the engine's key cache where Object.keys builds a new
 * array per object; together several times cheaper. A JSON value has no inherited keys.
 */
function freezeTree(value: object): void {
  Object.freeze(value)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i]
      if (isUnfrozenObject(child)) freezeTree(child)
    }
    return
  }
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key]
    if (isUnfrozenObject(child)) freezeTree(child)
  }
}

/**
 * A value no code may write into, all the way down: the type of a state part that is read
 * from a schema (`z.infer` gives writable fields). Hand-written state types mark their fields
 * `readonly` themselves.
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown ? T : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T
