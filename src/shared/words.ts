/* Words any part of the console puts together: counts with their nouns, sentences in a row. */

/** A number with its noun, one or many: "1 round", "3 rounds", "1 more hex", "2 more hexes". */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

/** Sentences joined with one space between them, the empty ones left out ("…into the sand. 3 rounds."). */
export function sentences(...parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
}

/**
 * A chance (0 to 1) as every screen words it: a percent to a tenth ("86%", "11.4%"), so the
 * odds the GM reads and the chance a player's device shows for the same roll never differ.
 */
export function chancePercent(chance: number): string {
  return `${Math.round(chance * 1000) / 10}%`
}

/** Words in a list as a sentence says them: "a", "a and b", "a, b and c". */
export function listed(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
