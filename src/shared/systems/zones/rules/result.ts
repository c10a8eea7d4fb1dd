/**
 * The answer of a rule that may refuse: the value, or the reason in words, so a guard can
 * refuse with it and the console can show it beside a disabled button.
 */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; reason: string }

export const allowed = <T>(value: T): RuleResult<T> => ({ ok: true, value })
export const refused = <T = never>(reason: string): RuleResult<T> => ({ ok: false, reason })
