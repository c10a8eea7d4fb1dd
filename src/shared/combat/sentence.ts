/** A GM's words closed with a full stop, unless they already end as a sentence does ("…into the sand." keeps its one stop). */
export function asSentence(words: string): string {
  const text = words.trim()
  return /[.!?…]$/.test(text) ? text : `${text}.`
}

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
