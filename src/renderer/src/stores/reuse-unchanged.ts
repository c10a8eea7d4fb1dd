import { toRaw } from 'vue'

/**
 * The next view with every part that did not change replaced by the part the page already
 * holds (structural sharing). Main sends whole views; keeping the old objects where nothing
 * changed lets Vue skip every component whose props are the same objects as before, so a
 * push re-renders only what moved (a step's name, a die), not the whole runner. Returns
 * `previous` itself when nothing changed at all. Plain JSON only, as views are.
 */
export function reuseUnchanged<T>(previous: unknown, next: T): T {
  return reuse(toRaw(previous), next) as T
}

function reuse(previous: unknown, next: unknown): unknown {
  if (previous === next || previous === null || next === null || typeof previous !== 'object' || typeof next !== 'object') return next
  if (Array.isArray(previous) !== Array.isArray(next)) return next
  if (Array.isArray(previous) && Array.isArray(next)) {
    const merged = next.map((item, i) => reuse(previous[i], item))
    return merged.length === previous.length && merged.every((item, i) => item === previous[i]) ? previous : merged
  }
  const before = previous as Record<string, unknown>
  const after = next as Record<string, unknown>
  const keys = Object.keys(after)
  let same = keys.length === Object.keys(before).length
  const merged: Record<string, unknown> = {}
  for (const key of keys) {
    // Own keys only: a view's key may be any text, "__proto__" and "constructor" too.
    const had = Object.hasOwn(before, key)
    const value = reuse(had ? before[key] : undefined, after[key])
    Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true })
    if (!had || value !== before[key]) same = false
  }
  return same ? previous : merged
}
