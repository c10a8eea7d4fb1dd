/** One character's initiative: its 1d6 and its DEX (Z4). */
export interface CharacterInitiative {
  id: string
  face: number
  dex: number
}

/** Z4: a character's initiative total, 1d6 + DEX. */
export function initiativeTotal(c: Pick<CharacterInitiative, 'face' | 'dex'>): number {
  return c.face + c.dex
}

/**
 * Z4, R21, ZG1: characters act from the highest 1d6 + DEX to the lowest; a tie goes to the
 * higher DEX (ZR1); still tied, they keep the order they are listed in, which the GM sets.
 * Characters who have not rolled (they joined late) come after those who have, as listed.
 */
export function characterOrder(characters: readonly (CharacterInitiative | { id: string; face: null; dex: number })[]): string[] {
  return characters
    .map((c, listed) => ({ ...c, listed }))
    .sort((a, b) => {
      if (a.face === null || b.face === null) return a.face === b.face ? a.listed - b.listed : a.face === null ? 1 : -1
      return initiativeTotal(b) - initiativeTotal(a) || b.dex - a.dex || a.listed - b.listed
    })
    .map((c) => c.id)
}

/**
 * ZG1, ZR1: whether the GM's order of the characters keeps the roll: only characters tied on
 * both the total and DEX may swap places. Null when it does, else why not.
 */
export function whyCharacterOrderRefused(order: readonly string[], characters: readonly CharacterInitiative[]): string | null {
  const byId = new Map(characters.map((c) => [c.id, c]))
  if (order.length !== characters.length || order.some((id) => !byId.has(id)) || new Set(order).size !== order.length)
    return 'List every character once.'
  for (let i = 1; i < order.length; i++) {
    const before = byId.get(order[i - 1]!)!
    const after = byId.get(order[i]!)!
    const rank = initiativeTotal(before) - initiativeTotal(after) || before.dex - after.dex
    if (rank < 0) return 'Characters act from the highest 1d6 + DEX to the lowest, the higher DEX first on a tie (Z4, ZG1).'
  }
  return null
}
