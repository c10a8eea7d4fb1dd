import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { servicesEachTest } from '../../../support/services-each-test'

const { start } = servicesEachTest()

/** A short session played and ended on one console, exported as the GM's JSON. */
async function exportedSession(): Promise<{ content: string; sessionId: string }> {
  const { call } = await start()
  const view: { session: { id: string } } = await call('session.start', { name: 'Night one' })
  await call('session.note', { text: 'The Cohort reaches the market.', private: false })
  await call('session.end')
  const exported: { content: string } = await call('session.export', { sessionId: view.session.id, format: 'json', audience: 'gm' })
  return { content: exported.content, sessionId: view.session.id }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  )

describe('importing a session’s JSON export from the Session log', () => {
  it('adds it to the campaign as an ended, read-only session that the log lists and exports', async () => {
    const { content, sessionId } = await exportedSession()
    const { call, services, dataDir } = await start()
    const result: { sessionId: string; entries: number } = await call('session.import', { content })
    expect(result).toMatchObject({ sessionId, name: 'Night one', entries: 2 })
    expect(services.campaigns.require().data.sessions).toEqual([
      expect.objectContaining({ id: sessionId, name: 'Night one', endedAt: expect.any(String) }),
    ])
    const log: { lines: { summary: string }[] } = await call('session.log', { sessionId })
    expect(log.lines.map((line) => line.summary)).toContain('The Cohort reaches the market.')
    expect(await readdir(join(dataDir, 'sessions'))).toContain(`${sessionId}.log.jsonl`)
    // No session runs: the import is for reading and exporting, never played on.
    expect(services.session.ledger).toBeNull()
  })

  it('refuses the same session twice, a player copy and a broken file, with the reason, and changes nothing', async () => {
    const { content } = await exportedSession()
    const { call, services } = await start()
    await call('session.import', { content })
    const sessions = structuredClone(services.campaigns.require().data.sessions)
    expect(await refusal(call('session.import', { content }))).toMatch(/already has the session “Night one”.*nothing was imported/)
    expect(await refusal(call('session.import', { content: '{"format": "something else"' }))).toBe(
      'This session log cannot be imported: This is not a JSON file.',
    )
    const file = JSON.parse(content) as { entries: { summary: string }[] }
    file.entries[1]!.summary = 7 as never
    expect(await refusal(call('session.import', { content: JSON.stringify(file) }))).toMatch(
      /cannot be imported: The log is not valid \(entries\.1\.summary/,
    )
    expect(await refusal(call('session.import', { content: JSON.stringify({ ...JSON.parse(content), audience: 'public' }) }))).toMatch(/player copy/)
    expect(services.campaigns.require().data.sessions).toEqual(sessions)
  })

  it('refuses a log played in another campaign', async () => {
    const { content } = await exportedSession()
    const { call, services } = await start()
    const other = JSON.parse(content) as { session: { campaignId: string }; entries: { campaignId?: string }[] }
    other.session.campaignId = 'campaign-elsewhere'
    other.entries[0]!.campaignId = 'campaign-elsewhere'
    expect(await refusal(call('session.import', { content: JSON.stringify(other) }))).toMatch(/played in another campaign \(campaign-elsewhere\)/)
    expect(services.campaigns.require().data.sessions).toEqual([])
  })
})
