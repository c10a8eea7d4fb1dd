/** Z30: how a creature without a set attitude first meets the characters. */
export const REACTIONS = ['hostile', 'wary', 'curious', 'kind', 'helpful'] as const
export type Reaction = (typeof REACTIONS)[number]

export const REACTION_LABEL: Record<Reaction, string> = { hostile: 'Hostile', wary: 'Wary', curious: 'Curious', kind: 'Kind', helpful: 'Helpful' }

/** Z30: the d10 reaction table: 1 Hostile, 2-3 Wary, 4-7 Curious, 8-9 Kind, 10 Helpful. */
export function reactionOf(face: number): Reaction {
  if (!Number.isInteger(face) || face < 1 || face > 10) throw new RangeError(`the reaction roll is a d10 and shows 1 to 10, not ${face}`)
  if (face === 1) return 'hostile'
  if (face <= 3) return 'wary'
  if (face <= 7) return 'curious'
  if (face <= 9) return 'kind'
  return 'helpful'
}

/** The table as the console lists it. */
export const REACTION_TABLE: readonly { faces: string; reaction: Reaction }[] = [
  { faces: '1', reaction: 'hostile' },
  { faces: '2-3', reaction: 'wary' },
  { faces: '4-7', reaction: 'curious' },
  { faces: '8-9', reaction: 'kind' },
  { faces: '10', reaction: 'helpful' },
]
