/**
 * Freezes a plain JSON value all the way down. The open campaign's state is shared with every
 * reader; freezing it turns an accidental in-place edit (which would bypass validation and
 * the disk) into an immediate TypeError instead of silent divergence.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
