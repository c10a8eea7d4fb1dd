import { reactive } from 'vue'
import { defaultTarget, type TargetCandidate } from '@shared/combat/default-target'

/** Whom each attacker aimed at last, per combat system, for as long as the console is open. */
const remembered = reactive(new Map<string, string>())

/**
 * An attack form's target memory, for any combat system: the default target of an attacker
 * (its last target while the rules still allow it, else the nearest valid enemy, never an
 * ally: see `defaultTarget`), and remembering the one it rolls against.
 */
export function useLastTargets(system: string) {
  const key = (attacker: string) => `${system}/${attacker}`
  return {
    /** The target an attack of `attacker` (on `side`) aims at before the GM says otherwise, or null. */
    aim: (attacker: string, side: TargetCandidate['side'], candidates: readonly TargetCandidate[]) =>
      defaultTarget(side, candidates, remembered.get(key(attacker))),
    /** Keeps `target` as `attacker`'s last target. */
    remember: (attacker: string, target: string) => void remembered.set(key(attacker), target),
  }
}
