/** A GM's words closed with a full stop, unless they already end as a sentence does ("…into the sand." keeps its one stop). */
export function asSentence(words: string): string {
  const text = words.trim()
  return /[.!?…]$/.test(text) ? text : `${text}.`
}
