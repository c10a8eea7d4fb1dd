/** The latest refusal asked of each fight: which rules, which event, and their answer. */
const latest = new WeakMap<object, { rules: object; event: unknown; reason: string | null }>()

/**
 * The rules' refusal of an event in a fight, remembering the latest question asked of each
 * fight. A logged step asks the same question of the same fight up to three times (whether the
 * action changes anything, whether the entry may be logged, the machine's guard as it is
 * applied), each with the very event object; the rules are pure and neither the fight nor the
 * event is ever changed in place, so the answer by identity is the answer.
 */
export function rememberedRefusal<Fight extends object, Event>(
  whyRefused: (fight: Fight, event: Event) => string | null,
  fight: Fight,
  event: Event,
): string | null {
  const hit = latest.get(fight)
  if (hit && hit.rules === whyRefused && hit.event === event) return hit.reason
  const reason = whyRefused(fight, event)
  latest.set(fight, { rules: whyRefused, event, reason })
  return reason
}
