import type { ActionPointsSettings } from './settings'

/** R23, AG4: what Agility adds to the d10: a tenth of it rounded down (the default), or all of it. */
export function initiativeModifier(agility: number, rule: ActionPointsSettings['initiativeModifier'] = 'tenthOfAgility'): number {
  return rule === 'agility' ? agility : Math.floor(agility / 10)
}

/** Ruling 27: where a combatant's initiative modifier comes from: its own block, or the campaign setting (R23). */
export type ModifierSource = 'block' | 'campaign'

/**
 * Ruling 27 (refines R23): a combatant's initiative modifier: the one its block states, else
 * the campaign setting's, from its Agility.
 */
export function combatantModifier(
  own: number | undefined,
  agility: number,
  rule: ActionPointsSettings['initiativeModifier'] = 'tenthOfAgility',
): { value: number; from: ModifierSource; words: string } {
  if (own !== undefined) return { value: own, from: 'block', words: 'its own block' }
  return {
    value: initiativeModifier(agility, rule),
    from: 'campaign',
    words: rule === 'agility' ? 'the campaign: Agility' : 'the campaign: Agility/10',
  }
}

/** A32, R23: an initiative score: 1d10 plus the Agility modifier. */
export function initiativeScore(face: number, agility: number, rule: ActionPointsSettings['initiativeModifier'] = 'tenthOfAgility'): number {
  return face + initiativeModifier(agility, rule)
}

/** One combatant as initiative sorts it. */
export interface InitiativeEntry {
  id: string
  score: number
  agility: number
}

/** Orders two entries by score, then Agility (R23); 0 when only the GM can tell them apart. */
function compareEntries(a: InitiativeEntry, b: InitiativeEntry): number {
  return b.score - a.score || b.agility - a.agility
}

/**
 * A32, R23: the initiative order, highest score first; a tie goes to the higher Agility,
 * then the GM: ties the rules cannot break keep the order of `previous` (the GM's last word,
 * or the order combatants were listed in).
 */
export function initiativeOrder(entries: readonly InitiativeEntry[], previous: readonly string[] = []): string[] {
  const place = (id: string) => {
    const at = previous.indexOf(id)
    return at === -1 ? previous.length : at
  }
  return [...entries]
    .map((entry, listed) => ({ entry, listed }))
    .sort((a, b) => compareEntries(a.entry, b.entry) || place(a.entry.id) - place(b.entry.id) || a.listed - b.listed)
    .map(({ entry }) => entry.id)
}

/**
 * R23: the GM orders ties the rules leave open, and nothing else: an order is refused if it
 * leaves anyone out, names anyone twice, or puts a lower score (or, at the same score, a
 * lower Agility) before a higher one.
 */
export function whyOrderRefused(entries: readonly InitiativeEntry[], order: readonly string[]): string | null {
  const byId = new Map(entries.map((e) => [e.id, e]))
  if (new Set(order).size !== order.length) return 'The order names a combatant twice.'
  if (order.length !== entries.length || order.some((id) => !byId.has(id))) return 'The order must list everyone with an initiative, once each.'
  for (let i = 1; i < order.length; i++) {
    const before = byId.get(order[i - 1]!)!
    const after = byId.get(order[i]!)!
    if (compareEntries(before, after) > 0)
      return after.score > before.score
        ? 'A higher initiative acts first (A32): the GM orders only ties.'
        : 'At the same initiative the higher Agility acts first (R23): the GM orders only what is still tied.'
  }
  return null
}

/**
 * A26: a readied action that fires moves its owner's place: it acts just before the one whose
 * action triggered it, in this and every later round.
 */
export function readiedPlace(order: readonly string[], who: string, before: string): string[] {
  if (who === before) return [...order]
  const rest = order.filter((id) => id !== who)
  const at = rest.indexOf(before)
  return at === -1 ? [...rest, who] : [...rest.slice(0, at), who, ...rest.slice(at)]
}

/**
 * AG28: a combatant joining a fight under way is slotted by its score (and Agility), after
 * those already there whom it ties with.
 */
export function slotIn(order: readonly string[], entries: readonly InitiativeEntry[], joining: InitiativeEntry): string[] {
  const byId = new Map(entries.map((e) => [e.id, e]))
  const at = order.findIndex((id) => {
    const there = byId.get(id)
    return there !== undefined && compareEntries(joining, there) < 0
  })
  return at === -1 ? [...order, joining.id] : [...order.slice(0, at), joining.id, ...order.slice(at)]
}

/**
 * A33: the Surprise Round's order: the initiative order with the surprised side left out;
 * only the surprising side acts.
 */
export function surpriseRoundOrder(order: readonly string[], surprised: (id: string) => boolean): string[] {
  return order.filter((id) => !surprised(id))
}
