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
 * Opening a long campaign freezes some ten thousand objects among a hundred thousand
 * strings and numbers: the walk steps only into objects and lists, without a call or an
 * array of values per leaf, which made it several times cheaper.
 */
function freezeTree(value: object): void {
  Object.freeze(value)
  if (Array.isArray(value)) {
    for (const child of value) if (isUnfrozenObject(child)) freezeTree(child)
    return
  }
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key]
    if (isUnfrozenObject(child)) freezeTree(child)
  }
}
