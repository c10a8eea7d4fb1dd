/**
 * The answer of a rule that may refuse: either the new value or the reason in words, so a
 * machine guard can refuse with it and the console can show it on a disabled button.
 */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; reason: string }

export function allowed<T>(value: T): RuleResult<T> {
  return { ok: true, value }
}

export function refused<T = never>(reason: string): RuleResult<T> {
  return { ok: false, reason }
}
