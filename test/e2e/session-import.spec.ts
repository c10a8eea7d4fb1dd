import { expect, test } from './support/host-fixture'
import { expectNoAxeViolations } from './support/axe'
import { removeDir, startHost } from './support/web-host'
import { connect } from './support/wire-client'

test.use({ hostSetup: { diceSeed: 3 } })

test('a session’s JSON is imported from the Session log page; a bad file says why and changes nothing', async ({ page, host }) => {
  // A session played and ended on another console of the same campaign, exported as the GM's JSON.
  const other = await startHost({ diceSeed: 3 })
  const wire = await connect(other.origin, { role: 'gm', token: other.gmToken })
  const started = (await wire.request('session.start', { name: 'Night elsewhere' })) as { result: { session: { id: string } } }
  await wire.request('session.note', { text: 'The Cohort crosses the dunes at night.', private: false })
  await wire.request('session.end', {})
  const exported = (await wire.request('session.export', { sessionId: started.result.session.id, format: 'json', audience: 'gm' })) as {
    result: { content: string }
  }
  wire.close()
  await other.stop()
  await removeDir(other.dataDir)

  await page.goto(host.gmUrl)
  await page.getByTestId('nav-log').click()
  await page.getByTestId('log-import-file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') })
  await expect(page.getByTestId('log-import-error')).toHaveText('This session log cannot be imported: This is not a JSON file.')
  await expect(page.getByTestId('log-session').locator('option')).toHaveCount(1)
  await expectNoAxeViolations(page, 'GM console, Session log with an import refused')

  await page
    .getByTestId('log-import-file')
    .setInputFiles({ name: 'night.json', mimeType: 'application/json', buffer: Buffer.from(exported.result.content) })
  await expect(page.getByTestId('log-import-error')).toHaveCount(0)
  await expect(page.getByTestId('log-session')).toContainText('Night elsewhere')
  await expect(page.getByTestId('log-lines')).toContainText('The Cohort crosses the dunes at night.')
  // The same session twice is refused.
  await page
    .getByTestId('log-import-file')
    .setInputFiles({ name: 'night.json', mimeType: 'application/json', buffer: Buffer.from(exported.result.content) })
  await expect(page.getByTestId('log-import-error')).toContainText('already has the session “Night elsewhere”')
})

test('the console has a favicon', async ({ request, host }) => {
  for (const path of ['/favicon.ico', '/favicon.svg']) expect((await request.get(`${host.origin}${path}`)).status(), path).toBe(200)
})
