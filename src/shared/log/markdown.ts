import { clockTime, dayAndTime } from './clock'
import { escapeInline, escapeParagraphs } from './markdown-text'
import type { ReadableEntry, ReadableSession } from './readable'

/** How the Markdown (and the HTML made from it) writes times. */
export interface MarkdownOptions {
  /** The IANA time zone the times are written in (the table's own). */
  timeZone: string
}

const NOTICE = {
  gm: 'GM copy: every entry of the log. Entries the players never saw are marked “GM only”; undone steps are struck through.',
  public: 'Player copy: what the GM kept private and the steps that were undone are left out.',
} as const

/** One list line: time, step, what happened; struck through when undone. */
function entryLine(entry: ReadableEntry, timeZone: string): string {
  const parts = [`**${clockTime(entry.at, timeZone)}**`]
  if (entry.step) parts.push(`*${escapeInline(entry.step)}*`)
  parts.push(escapeInline(entry.summary))
  const text = parts.join(' · ')
  const marks = [entry.private ? '*GM only*' : '', entry.undone ? '*(undone)*' : ''].filter(Boolean)
  return `- ${entry.undone ? `~~${text}~~` : text}${marks.length ? ` · ${marks.join(' ')}` : ''}`
}

/** A narrative as paragraphs; a private one as a quote that says it is the GM's. */
function narrativeBlocks(entry: ReadableEntry, text: string): string[] {
  const paragraphs = escapeParagraphs(text)
  if (!entry.private) return paragraphs
  const [first = '', ...rest] = paragraphs
  return [[`**GM only:** ${first}`, ...rest].map((p) => p.replace(/^/gm, '> ')).join('\n>\n')]
}

/**
 * Builds the document block by block: a heading whenever the scene, the run or the round
 * changes, list lines for what happened, paragraphs for the narrative.
 */
class MarkdownWriter {
  private readonly blocks: string[] = []
  private list: string[] = []
  private scene: string | null | undefined = undefined
  private run: string | null | undefined = undefined
  /** What the run just left was, in its system's words: "Challenge", "fight". */
  private runNoun: string | null = null
  private round: number | null = null

  constructor(private readonly timeZone: string) {}

  add(entry: ReadableEntry): void {
    // Bookkeeping ("next step") tells nothing the next line's step does not: the JSON export keeps it.
    if (entry.quiet) return
    this.headings(entry)
    if (entry.narrative !== null && !entry.undone) {
      this.flush()
      this.blocks.push(...narrativeBlocks(entry, entry.narrative))
    } else {
      this.list.push(entryLine(entry, this.timeZone))
    }
  }

  block(text: string): void {
    this.flush()
    this.blocks.push(text)
  }

  text(): string {
    this.flush()
    return `${this.blocks.join('\n\n')}\n`
  }

  private headings(entry: ReadableEntry): void {
    const scene = entry.scene?.key ?? null
    if (scene !== this.scene) {
      // Entries before any scene sit under the session's title; later ones get a heading.
      if (entry.scene) this.block(`## ${escapeInline(entry.scene.name)}`)
      else if (this.scene !== undefined) this.block('## Between scenes')
      this.scene = scene
      this.run = undefined
    }
    const run = entry.run?.key ?? null
    if (run !== this.run) {
      if (entry.run) this.block(`### ${escapeInline(entry.run.name)} (${escapeInline(entry.run.detail)})`)
      else if (this.run !== undefined) this.block(`### After the ${this.runNoun ?? 'run'}`)
      this.run = run
      this.runNoun = entry.runNoun ?? this.runNoun
      this.round = null
    }
    if (entry.round !== null && entry.round !== this.round) {
      this.block(`#### Round ${entry.round}`)
      this.round = entry.round
    }
  }

  private flush(): void {
    if (this.list.length) this.blocks.push(this.list.join('\n'))
    this.list = []
  }
}

/**
 * The session as Markdown that note apps such as Obsidian read well: a heading per scene,
 * run (a Challenge, a fight) and round, one line per entry with its time, step and dice as text, the
 * narrative (notes, The Action Moves Forward) as paragraphs. User text is escaped, never
 * markup.
 */
export function sessionMarkdown(session: ReadableSession, options: MarkdownOptions): string {
  const writer = new MarkdownWriter(options.timeZone)
  writer.block(`# ${escapeInline(session.name)}`)
  writer.block(
    `**Campaign:** ${escapeInline(session.campaign)} · **Started:** ${dayAndTime(session.startedAt, options.timeZone)} (${escapeInline(options.timeZone)})`,
  )
  writer.block(`*${NOTICE[session.audience]}*`)
  for (const entry of session.entries) writer.add(entry)
  return writer.text()
}
