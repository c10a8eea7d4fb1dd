import { labelledNumbers, type LineRule } from './stat-block-text'

/*
 * Line rules more than one layout needs: a labelled whole number ("HP 45"), a line of several
 * ("AC 17, PD 14, MD 12"), and notes. Each layout gives its own labels and its own words.
 */

const NUMBER = /^[+-]?\d+$/

/** "Label N": the line that starts with `label` gives `field` its whole number, or says what it `needs`. */
export function numberLine<B extends Record<string, unknown>>(label: RegExp, field: keyof B & string, needs: string): LineRule<B> {
  return {
    claims: (text) => label.test(text),
    read(line, block, fields) {
      const value = line.text.replace(label, '').replace(/^\s*:?\s*/, '')
      if (!NUMBER.test(value)) return needs
      ;(block as Record<string, unknown>)[field] = Number(value)
      fields.mark(field, line)
      return null
    },
  }
}

/** The words a line of several labelled numbers uses for its two problems. */
export interface LabelledWords {
  /** A label with no number after it ("PD"). */
  lacking(label: string): string
  /** What follows the last label read that is no label of the line. */
  unread(text: string): string
}

/**
 * A line of labelled numbers ("AC 17, PD 14, MD 12"): claimed when it starts with one of the
 * labels, each label giving the field it names. What the line gave before its problem stands,
 * so the block does not also say that field is missing.
 */
export function labelledLine<B extends Record<string, unknown>>(
  fieldOf: Readonly<Record<string, keyof B & string>>,
  words: LabelledWords,
): LineRule<B> {
  const labels = Object.keys(fieldOf)
  const starts = new RegExp(`^(${labels.join('|')})\\b`, 'i')
  return {
    claims: (text) => starts.test(text),
    read(line, block, fields) {
      const read = labelledNumbers(line.text, labels)
      for (const [label, value] of Object.entries(read.values)) {
        const field = fieldOf[label]
        if (field === undefined) continue
        ;(block as Record<string, unknown>)[field] = value
        fields.mark(field, line)
      }
      if (read.lacking !== undefined) return words.lacking(read.lacking)
      if (read.unread !== undefined) return words.unread(read.unread)
      return null
    },
  }
}

/** "Notes: …" lines: each one a line of the block's notes. */
export function notesLine<B extends { notes: string }>(): LineRule<B> {
  return {
    claims: (text) => /^notes?\s*:/i.test(text),
    read(line, block, fields) {
      const text = line.text.replace(/^notes?\s*:\s*/i, '')
      block.notes = block.notes === '' ? text : `${block.notes}\n${text}`
      fields.mark('notes', line)
      return null
    },
  }
}
