/**
 * Z25-Z29: the Hinderances of the text. Each lasts until its bearer passes a Test the GM
 * picks (sometimes needing an Action); while it lasts it limits what the bearer may do.
 */
export const HINDERANCES = ['weakened', 'distracted', 'stuck', 'paralysed'] as const
export type Hinderance = (typeof HINDERANCES)[number]

/** The Zones conditions the tracker knows: the four Hinderances and ongoing damage (Z21). */
export const ZONES_CONDITIONS = [...HINDERANCES, 'ongoing'] as const
export type ZonesCondition = (typeof ZONES_CONDITIONS)[number]

export const CONDITION_LABEL: Record<ZonesCondition, string> = {
  weakened: 'Weakened',
  distracted: 'Distracted',
  stuck: 'Stuck',
  paralysed: 'Paralysed',
  ongoing: 'Ongoing damage',
}

/** What each does, in a line, with its rule. */
export const CONDITION_RULE: Record<ZonesCondition, { rule: string; summary: string }> = {
  weakened: { rule: 'Z26', summary: 'Every Test is rolled with Disadvantage.' },
  distracted: { rule: 'Z27', summary: 'No Actions; moving is still allowed.' },
  stuck: { rule: 'Z28', summary: 'No moving; Actions as normal.' },
  paralysed: { rule: 'Z29', summary: 'Neither moving nor Actions.' },
  ongoing: { rule: 'Z21', summary: 'Loses HP equal to its Level at the start of each of its turns; a Test at the end of the turn ends it.' },
}

/** What a bearer's Hinderances allow. */
export interface HinderanceEffects {
  /** Z26: every Test with Disadvantage. */
  weakened: boolean
  /** Z27, Z29: no Actions. */
  noActions: boolean
  /** Z28, Z29: no moving. */
  noMove: boolean
}

/** Z26-Z29: the effects of the Hinderances a combatant bears (named as the tracker holds them). */
export function hinderanceEffects(names: readonly string[]): HinderanceEffects {
  const has = (name: Hinderance) => names.includes(name)
  return {
    weakened: has('weakened'),
    noActions: has('distracted') || has('paralysed'),
    noMove: has('stuck') || has('paralysed'),
  }
}

/** Z27, Z29: why a hindered combatant may not take an Action, or null. */
export function whyNoActions(names: readonly string[], who: string): string | null {
  if (names.includes('paralysed')) return `${who} is Paralysed: no moving and no Actions (Z29).`
  if (names.includes('distracted')) return `${who} is Distracted: no Actions, though moving is allowed (Z27).`
  return null
}

/** Z28, Z29: why a hindered combatant may not move, or null. */
export function whyNoMove(names: readonly string[], who: string): string | null {
  if (names.includes('paralysed')) return `${who} is Paralysed: no moving and no Actions (Z29).`
  if (names.includes('stuck')) return `${who} is Stuck: no moving, though Actions are allowed (Z28).`
  return null
}
