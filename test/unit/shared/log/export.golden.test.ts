import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportSessionLog, type ExportFormat } from '@shared/log/export'
import { importSessionLog } from '@shared/log/json'
import { exportNamesOf } from '@shared/log/names'
import type { ExportAudience } from '@shared/log/readable'
import { playFixedSession } from './support/scripted-session'

const GOLDEN = new URL('./golden/', import.meta.url).pathname
const EXTENSION: Record<ExportFormat, string> = { markdown: 'md', html: 'html', json: 'json' }

let session: Awaited<ReturnType<typeof playFixedSession>>

beforeAll(async () => {
  session = await playFixedSession()
})
afterAll(async () => {
  await session.services.close()
  await session.cleanup()
})

function exported(format: ExportFormat, audience: ExportAudience) {
  const names = exportNamesOf(session.services.campaigns.require().data)
  const file = exportSessionLog(session.ledger, { format, audience, names, timeZone: 'UTC' })
  // The session id is the one random part of the session: the golden file holds a fixed one.
  return { ...file, content: file.content.replaceAll(session.sessionId, 'session-golden') }
}

describe('exports of a fixed session (fixed clock, seeded dice)', () => {
  const cases: [ExportFormat, ExportAudience][] = [
    ['markdown', 'gm'],
    ['html', 'gm'],
    ['json', 'gm'],
    ['markdown', 'public'],
    ['html', 'public'],
    ['json', 'public'],
  ]
  it.each(cases)('%s for %s matches its golden file', async (format, audience) => {
    const file = exported(format, audience)
    await expect(file.content).toMatchFileSnapshot(`${GOLDEN}session.${audience === 'gm' ? 'gm' : 'players'}.${EXTENSION[format]}`)
  })

  it('names the file <campaign>-<date>-<session>', () => {
    expect(exported('markdown', 'gm').fileName).toBe('relics-of-anasta-demo-2026-01-01-night-at-the-glass-market.md')
    expect(exported('html', 'public')).toMatchObject({
      fileName: 'relics-of-anasta-demo-2026-01-01-night-at-the-glass-market-players.html',
      mimeType: 'text/html;charset=utf-8',
    })
  })

  it('tells what came of each turn: the Final Result with net successes, the dice resolved, the Tides, the Stress and who took it, the Disaster and its trait', () => {
    const story = exported('markdown', 'public').content
    expect(story).toContain("The Cohort's Final Result: net -2 (2 botches): a Disaster.")
    expect(story).toContain("The Challenge's Final Result: net 1 (1 success).")
    expect(story).toContain('No Challenge die resolved (0 of 3).')
    expect(story).toContain('Stress applied: Ixa Marrow 1.')
    expect(story).toContain('Disaster: “Sand in the Gears” (-1 / 1d) takes hold.')
    expect(story).toContain("Round 2: the Cohort's turn.")
    // A move on with nothing to tell stays out of the story.
    expect(story).not.toMatch(/ done\./)
  })

  it('the GM JSON export re-imports to the same final state and undo history', () => {
    const imported = importSessionLog(exported('json', 'gm').content.replaceAll('session-golden', session.sessionId))
    if (!imported.ok) throw new Error(imported.reason)
    expect(imported.ledger.state).toEqual(session.ledger.state)
    expect(imported.ledger.timeline).toEqual(session.ledger.timeline)
    expect(imported.ledger.all()).toEqual(session.ledger.all())
  })

  it('the HTML export is one file that loads and runs nothing, with user text shown as text', () => {
    const html = exported('html', 'gm').content
    expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|@import|url\(/i)
    expect(html).toContain('&lt;script&gt;alert(&quot;boo&quot;)&lt;/script&gt;')
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`)
    expect(html).toMatch(/<style>[\s\S]*@media print[\s\S]*<\/style>/)
  })

  it('the Markdown export keeps user text from becoming markup', () => {
    const markdown = exported('markdown', 'gm').content
    expect(markdown).toContain('\\<script\\>')
    expect(markdown).toContain('\\# not a heading')
    expect(markdown).not.toMatch(/^- not a list/m)
    expect(markdown).toContain('\n1\\. not a list either')
  })
})
