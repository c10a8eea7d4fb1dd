/**
 * Values worked out once per key object (a combatant) and kept while the rest of what they read
 * stays the same: the console's options for the acting combatant against each other combatant
 * are made again only for those a step changed, so a fight of 200 costs a look-up per
 * combatant a step, not its checks and odds again.
 *
 * `open` starts a pass with what every value reads besides its key (the actor, where the fight
 * stands), compared by identity: anything different and all that was kept is dropped. `get`
 * then gives a key's value, made again when the key or its one `extra` read changed.
 */
export function keptPer<K extends object, V>(): { open(gate: readonly unknown[]): void; get(key: K, extra: unknown, make: () => V): V } {
  let gate: readonly unknown[] = []
  let kept = new WeakMap<K, { extra: unknown; value: V }>()
  return {
    open(next) {
      if (next.length === gate.length && next.every((read, i) => read === gate[i])) return
      gate = next
      kept = new WeakMap()
    },
    get(key, extra, make) {
      const hit = kept.get(key)
      if (hit && hit.extra === extra) return hit.value
      const value = make()
      kept.set(key, { extra, value })
      return value
    },
  }
}
