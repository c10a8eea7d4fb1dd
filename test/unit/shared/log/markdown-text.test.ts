import fc from 'fast-check'
import { Marked } from 'marked'
import { describe, expect, it } from 'vitest'
import { escapeInline, escapeParagraphs } from '@shared/log/markdown-text'

const marked = new Marked({ gfm: true, breaks: true })
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/** What a reader sees of rendered HTML: the text, with links (GFM autolinks) reduced to theirs. */
function shownText(html: string): string {
  const tags = html.match(/<[^>]*>/g) ?? []
  for (const tag of tags) expect(tag).toMatch(/^<\/?(p|br|a)( href="[^"]*")?>$/)
  return html
    .replace(/<br>\n?/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)
}

/** Text a GM could type: markup characters, words, spaces and line breaks, mixed. */
const userText = fc.string({ unit: fc.constantFrom(...'abc 12#*_-+.)[]()<>!`~|&$=%\\\n>:/@'.split('')), maxLength: 60 })

describe('user text in the Markdown export', () => {
  it('renders, inline, as exactly its words and no markup', () => {
    fc.assert(
      fc.property(userText, (text) => {
        const shown = shownText(marked.parseInline(escapeInline(text), { async: false }))
        expect(shown).toBe(text.replace(/\s+/g, ' ').trim())
      }),
      { numRuns: 500 },
    )
  })

  it('renders, as paragraphs, as exactly its lines and no lists, headings, quotes or code', () => {
    fc.assert(
      fc.property(userText, (text) => {
        const html = marked.parse(escapeParagraphs(text).join('\n\n'), { async: false })
        expect(html.replace(/<p>[\s\S]*?<\/p>\n?/g, '')).toBe('')
        const shown = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => shownText(m[1]!))
        const typed = text
          .split(/\n\s*\n/)
          .map((p) =>
            p
              .split('\n')
              .map((line) => line.replace(/\s+/g, ' ').trim())
              .filter(Boolean)
              .join('\n'),
          )
          .filter(Boolean)
        expect(shown).toEqual(typed)
      }),
      { numRuns: 500 },
    )
  })
})
