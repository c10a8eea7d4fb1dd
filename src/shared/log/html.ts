import { Marked } from 'marked'
import { sessionMarkdown, type MarkdownOptions } from './markdown'
import type { ReadableSession } from './readable'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text as HTML that shows it, never runs it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

/**
 * marked as the export uses it. The Markdown export escapes user text already; raw HTML
 * that reached marked anyway is shown as text too, so no user text can become markup.
 */
const markdownToHtml = new Marked({
  gfm: true,
  breaks: true,
  renderer: { html: ({ text }) => escapeHtml(text) },
})

/** Styles for reading on screen and on paper; inline, so the file needs nothing else. */
const STYLE = `
:root { color-scheme: light; }
body { margin: 0; background: #f7f5f0; color: #1f1d1a; font: 17px/1.55 Georgia, 'Iowan Old Style', 'Times New Roman', serif; }
main { max-width: 44rem; margin: 0 auto; padding: 2.5rem 1.5rem 4rem; background: #fffdf8; }
h1, h2, h3, h4 { font-family: 'Segoe UI', Helvetica, Arial, sans-serif; line-height: 1.25; break-after: avoid; }
h1 { font-size: 1.9rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.45rem; margin: 2.2rem 0 0.6rem; padding-bottom: 0.2rem; border-bottom: 2px solid #d9d2c3; }
h3 { font-size: 1.2rem; margin: 1.6rem 0 0.4rem; }
h4 { font-size: 1rem; margin: 1.2rem 0 0.3rem; text-transform: uppercase; letter-spacing: 0.05em; color: #5b5448; }
ul { padding-left: 1.2rem; margin: 0.4rem 0; }
li { margin: 0.15rem 0; }
li em { color: #5b5448; }
del { color: #8a8376; }
blockquote { margin: 0.8rem 0; padding: 0.4rem 1rem; border-left: 4px solid #b5651d; background: #f6efe4; }
p { margin: 0.6rem 0; }
@media print {
  body { background: none; font-size: 11pt; }
  main { max-width: none; padding: 0; background: none; }
  h2, h3, h4 { break-after: avoid; }
  li, blockquote, p { break-inside: avoid; }
}
`

/** Styles of the pictures, only in a file that has some (a file without is as it always was). */
const PICTURE_STYLE = `
.pictures { display: flex; flex-wrap: wrap; gap: 1rem; }
figure { margin: 0; max-width: 100%; break-inside: avoid; }
figure img { max-width: 100%; max-height: 24rem; display: block; }
figcaption { font-family: 'Segoe UI', Helvetica, Arial, sans-serif; font-size: 0.9rem; color: #5b5448; }
`

/** A picture the export carries inside itself: its words, and its bytes as a data: URI. */
export interface ExportPicture {
  caption: string
  dataUri: string
}

/** Only a WebP, PNG or JPEG in base64 goes into the file: nothing else can be made of a data: URI here. */
const PICTURE_URI = /^data:image\/(?:webp|png|jpeg);base64,[A-Za-z0-9+/]*={0,2}$/

/** The pictures as figures under their own heading, or nothing. */
function pictureSection(pictures: readonly ExportPicture[]): string {
  const figures = pictures.filter((p) => PICTURE_URI.test(p.dataUri))
  if (!figures.length) return ''
  const shown = figures.map(
    (p) => `<figure><img src="${p.dataUri}" alt="${escapeHtml(p.caption)}"><figcaption>${escapeHtml(p.caption)}</figcaption></figure>`,
  )
  return ['<h2>Pictures</h2>', '<div class="pictures">', ...shown, '</div>'].join('\n')
}

/**
 * The session as one self-contained HTML file for reading and printing: the Markdown export
 * rendered by marked, with inline styles and a policy that lets the file load nothing and
 * run nothing. The pictures, when asked for, are inside the file as data: URIs, the only
 * source its policy allows them.
 */
export function sessionHtml(session: ReadableSession, options: MarkdownOptions, pictures: readonly ExportPicture[] = []): string {
  const figures = pictureSection(pictures)
  const body = [markdownToHtml.parse(sessionMarkdown(session, options), { async: false }).trim(), figures].filter(Boolean).join('\n')
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'${figures ? '; img-src data:' : ''}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(`${session.name} · ${session.campaign}`)}</title>`,
    `<style>${figures ? STYLE + PICTURE_STYLE : STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
