import type { z } from 'zod'

/** Field names as the forms label them, where the path's last key is not already the word. */
const FIELD_WORDS: Record<string, string> = {
  stress: 'Stress',
  destiny: 'Destiny',
  doom: 'Doom',
  rating: 'The rating',
  cost: 'The cost',
  value: 'The value',
  dice: 'The number of dice',
  amount: 'The amount',
  extendedDowntimeRecovery: 'Extended downtime recovery',
  autoResult: 'The auto result',
  // Combat blocks: the words their editors label the fields with.
  hp: 'HP',
  hpMax: 'Max HP',
  maxHp: 'Max HP',
  usages: 'Usage marks',
  ac: 'AC',
  pd: 'PD',
  md: 'MD',
}

/** "stress" → "Stress", "hitPoints" → "Hit points": the field a message is about, in words. */
export function fieldWord(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string') ?? 'This value'
  if (FIELD_WORDS[key]) return FIELD_WORDS[key]
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A schema problem in a person's words. Messages the schemas word themselves ("a name is
 * required") stay; zod's own ("Too small: expected number to be >=0") become "Stress can't
 * be below 0", "Stress is at most 10", "Stress is a whole number", "Stress is needed".
 */
export function wordsFor(issue: z.core.$ZodIssue): string {
  const field = fieldWord(issue.path)
  const isNumber = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint'
  if (issue.code === 'too_small' && issue.message.startsWith('Too small'))
    return isNumber(issue.origin) ? `${field} can't be below ${String(issue.minimum)}` : `${field} is needed`
  if (issue.code === 'too_big' && issue.message.startsWith('Too big'))
    return isNumber(issue.origin)
      ? `${field} is at most ${String(issue.maximum)}`
      : `${field} is at most ${String(issue.maximum)} ${issue.origin === 'array' ? 'items' : 'characters'}`
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'int') return `${field} is a whole number`
    if (issue.expected === 'number') return `${field} needs a number`
    if (issue.message.startsWith('Invalid input')) return `${field} is needed`
  }
  // Messages the schemas word themselves ("a name is required") are already a person's.
  return issue.message
}
