/**
 * The answer of a rule that may refuse: the value, or the reason in words, so the fight's
 * refusals and the console's disabled buttons say the same thing.
 */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; reason: string }

export function allowed<T>(value: T): RuleResult<T> {
  return { ok: true, value }
}

export function refused<T = never>(reason: string): RuleResult<T> {
  return { ok: false, reason }
}
