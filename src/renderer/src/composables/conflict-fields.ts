/** One field where the GM's version and the stored one differ, each as the GM reads it. */
export interface ConflictingField {
  field: string
  mine: string
  stored: string
}

/** Longest a value shows in full; a longer one is cut, since the GM only needs to tell the two apart. */
const SHOWN_CHARACTERS = 300

/** A field's name as words: "gmNotes" reads "gm notes", "statBlocks" "stat blocks". */
function fieldWords(field: string): string {
  return field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text
}

/**
 * The fields where two versions of a prep item differ, in the order the GM's version lists
 * them (then any only the stored one has). Its id and revision are how the console tells
 * versions apart, not what the GM wrote, so they are left out.
 */
export function conflictingFields(mine: Record<string, unknown>, stored: Record<string, unknown>): ConflictingField[] {
  const fields = [...new Set([...Object.keys(mine), ...Object.keys(stored)])].filter((field) => field !== 'id' && field !== 'revision')
  return fields
    .filter((field) => JSON.stringify(mine[field]) !== JSON.stringify(stored[field]))
    .map((field) => ({ field: fieldWords(field), mine: shown(mine[field]), stored: shown(stored[field]) }))
}
