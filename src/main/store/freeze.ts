/**
 * Freezes a plain JSON value all the way down. The open campaign's state is shared with every
 * reader; freezing it turns an accidental in-place edit (which would bypass validation and
 * the disk) into an immediate TypeError instead of silent divergence.
 */
export function deepFreeze<T>(value: T): T {
  if (isUnfrozenObject(value)) freezeTree(value)
  return value
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
