/**
 * A value worked out once per key object and kept while what else it reads stays the same
 * (each compared by identity): the console's options for the acting combatant against each
 * other combatant are made again only for those a step changed, so a fight of 200 costs one
 * look-up per combatant a step, not its checks and odds again.
 */
export function keptPer<K extends object, V>(): (key: K, reads: readonly unknown[], make: () => V) => V {
  const kept = new WeakMap<K, { reads: readonly unknown[]; value: V }>()
  return (key, reads, make) => {
    const hit = kept.get(key)
    if (hit && hit.reads.length === reads.length && hit.reads.every((r, i) => r === reads[i])) return hit.value
    const value = make()
    kept.set(key, { reads, value })
    return value
  }
}
