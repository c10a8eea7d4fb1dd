import { expect, test } from './support/host-fixture'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { docsScreenshot } from './support/docs-screenshot'
import { connect, firstFrame } from './support/wire-client'

test('first start opens the demo campaign in the GM console', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  await expect(page.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')
  await expect(page.getByTestId('connection-status')).toContainText('Connected')
  await expect(page.getByRole('option', { name: /Ixa Marrow/ })).toBeVisible()
  await docsScreenshot(page, 'console.png')
})

test('a PC created in the console is still there after a reload, and in the campaign file', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  await page.getByTestId('new-character').click()
  await page.getByTestId('create-character').click()
  await expect(page.locator('#pc-name-error')).toContainText('a name is required')
  await page.getByTestId('pc-name').fill('Nessa Quill')
  await page.getByTestId('pc-player').fill('Kim')
  await page.getByTestId('pc-bioform').fill('Lunari')
  await page.getByTestId('pc-primary').selectOption('Sparrow')
  await page.getByTestId('create-character').click()
  await expect(page.getByTestId('save-status')).toHaveText('✔ Saved')
  await page.getByTestId('pc-notes').fill('Flies the Cohort’s skiff.')
  await expect(page.getByTestId('save-status')).toHaveText('✔ Saved')

  await page.reload()
  await page.getByRole('option', { name: /Nessa Quill/ }).click()
  await expect(page.getByTestId('pc-notes')).toHaveValue('Flies the Cohort’s skiff.')
  const file = JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8'))
  expect(file.characters.find((c: { name: string }) => c.name === 'Nessa Quill')).toMatchObject({ primaryExpertise: 'Sparrow', player: 'Kim' })
})

test('the player display shows the campaign name and waits for the GM', async ({ browser, host }) => {
  const context = await browser.newContext()
  const player = await context.newPage()
  await player.goto(host.playerUrl)
  await expect(player.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  await expect(player.getByTestId('player-status')).toHaveText('Waiting for the GM')
  await context.close()
})

test('a GM request without the token is refused, and so is a wrong one', async ({ page, host }) => {
  for (const who of [
    { role: 'gm', token: '' },
    { role: 'gm', token: host.playerToken },
  ]) {
    const { frame, closeCode } = await firstFrame(host.origin, who)
    expect(frame).toMatchObject({ type: 'refused', error: { code: 'unauthorized' } })
    expect(closeCode).toBe(4401)
  }
  await page.goto(host.gmUrl.replace(/#.*$/, ''))
  await expect(page.getByTestId('connection-refused')).toContainText('no valid token')
})

test('a connection from another site is refused even with the token', async ({ host }) => {
  const { frame, closeCode } = await firstFrame(host.origin, { role: 'gm', token: host.gmToken }, { Origin: 'http://evil.example' })
  expect(frame).toMatchObject({ type: 'refused', error: { code: 'forbidden' } })
  expect(closeCode).toBe(4403)
})

test('a malformed request gets the typed error and changes nothing', async ({ host }) => {
  const before = await readFile(join(host.dataDir, 'demo-campaign.json'))
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  expect(await gm.send('not json')).toMatchObject({ ok: false, error: { code: 'invalid_payload' } })
  const bad = await gm.request('prep.upsert', { kind: 'character', item: { name: 42 } })
  expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_payload' } })
  expect((bad.error as { problems: { path: string }[] }).problems.map((p) => p.path)).toContain('item.name')
  expect(await gm.request('no.such.channel', {})).toMatchObject({ ok: false, error: { code: 'unknown_channel' } })
  gm.close()
  expect(await readFile(join(host.dataDir, 'demo-campaign.json'))).toEqual(before)
})

test('a player connection is read-only: every GM request is refused', async ({ host }) => {
  const player = await connect(host.origin, { role: 'player', token: host.playerToken })
  expect(await player.request('player.view', {})).toMatchObject({ ok: true, result: { campaignName: 'Relics of Anasta (demo)' } })
  for (const channel of ['campaign.current', 'campaign.create', 'prep.delete'])
    expect(await player.request(channel, {})).toMatchObject({ ok: false, error: { code: 'forbidden' } })
  player.close()
})

test('pages are served with the strict Content-Security-Policy', async ({ request, host }) => {
  for (const path of ['/gm', '/player']) {
    const response = await request.get(host.origin + path)
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'")
    expect(await response.text()).toContain('http-equiv="Content-Security-Policy"')
  }
  expect((await request.get(`${host.origin}/../package.json`)).status()).toBe(404)
})
