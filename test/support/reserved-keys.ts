/** The keys every record refuses (`safeRecord`). */
export const RESERVED_KEYS = ['__proto__', 'constructor', 'prototype'] as const

const PLACEHOLDER = 'reserved-key-goes-here'

/**
 * JSON text of `document` with an entry named `key` in the object at `path`, written into the
 * text itself: JSON.parse makes `__proto__` an own key, as the host's parse of a request or a
 * file does, where an object literal would set the prototype instead.
 */
export function jsonWithKey(document: unknown, path: readonly (string | number)[], key: string, value: unknown): string {
  const copy = structuredClone(document) as Record<string | number, unknown>
  let target = copy
  for (const step of path) target = target[step] as Record<string | number, unknown>
  target[PLACEHOLDER] = value
  return JSON.stringify(copy, null, 2).replace(JSON.stringify(PLACEHOLDER), JSON.stringify(key))
}
