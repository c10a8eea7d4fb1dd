/*
 * User text (names, notes) inside a Markdown export: it must read as the words it is, never
 * as markup, in marked (the HTML export) and in note apps such as Obsidian, which also read
 * #tags, $math$, ==highlights== and %%comments%%.
 */

/** Characters that could start markup anywhere in a line. */
const MARKUP = /[\\`*_[\]<>~|&#$=%]/g

/** One line of user text, safe anywhere inside a Markdown line. */
export function escapeInline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(MARKUP, (c) => `\\${c}`)
}

/** Escapes what would open a list at the start of a line: "- ", "+ ", "1. ", "1) ". */
function escapeLineStart(line: string): string {
  return line.replace(/^[-+]/, (c) => `\\${c}`).replace(/^(\d+)([.)])/, '$1\\$2')
}

/**
 * User text as paragraphs: blank lines part them, single line breaks stay inside them, and
 * no line can open a list, heading, quote or code block.
 */
export function escapeParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => escapeLineStart(escapeInline(line)))
        .filter((line) => line.length > 0)
        .join('\n'),
    )
    .filter((paragraph) => paragraph.length > 0)
}
