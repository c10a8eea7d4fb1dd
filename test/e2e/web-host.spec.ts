import type { Browser, Page } from '@playwright/test'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/host-fixture'
import { connect, firstFrame } from './support/wire-client'

/*
 * The web host's links across restarts and rotations, in Chromium against the real host
 * process: pages come back by themselves, and a page given a new #token reads it.
 */

/** A page in its own browser context, marked so that a reload (which would lose the mark) is seen. */
async function openPage(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(url)
  await page.evaluate(() => Object.assign(globalThis, { stillTheSamePage: true }))
  return page
}

/** The page's own #fragment (these run in the page; the test file has no DOM types). */
const hashOf = (page: Page) => page.evaluate(() => (globalThis as unknown as { location: { hash: string } }).location.hash)
/** Gives the page a new #fragment, as a person pasting the new link into the same tab would. */
const setHash = (page: Page, hash: string) =>
  page.evaluate((next) => ((globalThis as unknown as { location: { hash: string } }).location.hash = next), hash)

const sameDocument = (page: Page) => page.evaluate(() => 'stillTheSamePage' in globalThis)

test('a restarted host: the open GM console and player display say they are reconnecting, then come back with the same links', async ({
  browser,
  host: first,
}) => {
  const gm = await openPage(browser, first.gmUrl)
  await expect(gm.getByTestId('connection-status')).toHaveText('● Connected')
  await expect(gm.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')
  const player = await openPage(browser, first.playerUrl)
  await expect(player.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')

  await first.stop()
  await expect(gm.getByTestId('connection-reconnecting')).toContainText('Reconnecting…')
  await expect(gm.getByTestId('connection-status')).toHaveText('○ Reconnecting…')
  await expect(player.getByTestId('player-reconnecting')).toHaveText('Reconnecting…')
  // The last view stays on the TV underneath the notice.
  await expect(player.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  await player.screenshot({ path: test.info().outputPath('player-reconnecting.png') })
  await gm.screenshot({ path: test.info().outputPath('gm-reconnecting.png') })
  await expectNoAxeViolations(gm, 'GM console, reconnecting')
  await expectNoAxeViolations(player, 'player display, reconnecting')

  const second = await first.startAgain({ samePort: true })
  expect(second.gmUrl).toBe(first.gmUrl)
  expect(second.playerUrl).toBe(first.playerUrl)
  await expect(gm.getByTestId('connection-status')).toHaveText('● Connected')
  await expect(gm.getByTestId('connection-reconnecting')).toHaveCount(0)
  await expect(player.getByTestId('player-reconnecting')).toHaveCount(0)

  // Served again, not just connected: what the GM does reaches the display.
  const client = await connect(second.origin, { role: 'gm', token: second.gmToken })
  expect(await client.request('session.start', { name: 'After the restart' })).toMatchObject({ ok: true })
  expect(await client.request('session.note', { text: 'The Cohort is back at the table.', private: false })).toMatchObject({ ok: true })
  client.close()
  await expect(player.getByTestId('player-feed')).toContainText('The Cohort is back at the table.')
  expect(await sameDocument(gm)).toBe(true)
  expect(await sameDocument(player)).toBe(true)
  await expectNoAxeViolations(gm, 'GM console, back')
  await expectNoAxeViolations(player, 'player display, back')
})

test('a page given a new #token reads it at once, without a reload', async ({ browser, host }) => {
  const player = await openPage(browser, host.playerUrl.replace(host.playerToken, 'not-the-token-at-all-xx'))
  await expect(player.getByTestId('player-refused')).toContainText('no valid token')
  await setHash(player, `#token=${host.playerToken}`)
  await expect(player.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  await expect(player.getByTestId('player-refused')).toHaveCount(0)

  const gm = await openPage(browser, host.gmUrl.replace(host.gmToken, 'not-the-token-at-all-xx'))
  await expect(gm.getByTestId('connection-refused')).toContainText('no valid token')
  await setHash(gm, `#token=${host.gmToken}`)
  await expect(gm.getByTestId('connection-status')).toHaveText('● Connected')
  await expect(gm.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')
  expect(await sameDocument(player)).toBe(true)
  expect(await sameDocument(gm)).toBe(true)
  await expectNoAxeViolations(gm, 'GM console')
  await expectNoAxeViolations(player, 'player display')
})

test('"New links" in the Player display section: after a confirm the old links stop working and this tab moves to its new one', async ({
  browser,
  host,
}) => {
  const gm = await openPage(browser, host.gmUrl)
  const player = await openPage(browser, host.playerUrl)
  await expect(player.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  await gm.getByTestId('nav-display').click()
  await expect(gm.getByTestId('display-connected')).toHaveText('1 display connected')

  // A second thought keeps the links.
  await gm.getByTestId('display-rotate-links').click()
  await expect(gm.getByRole('dialog', { name: 'Make new links?' })).toContainText('stop working at once')
  await expectNoAxeViolations(gm, 'GM console, the confirm')
  await gm.getByTestId('cancel-rotate-links').click()
  await expect(gm.getByRole('dialog')).toHaveCount(0)
  await expect(gm.getByTestId('display-player-link')).toHaveValue(host.playerUrl)

  await gm.getByTestId('display-rotate-links').click()
  await gm.getByTestId('confirm-rotate-links').click()
  await expect(gm.getByTestId('display-new-links')).toContainText('the old ones no longer work')
  const newGmUrl = await gm.getByTestId('display-new-gm-link').inputValue()
  const newPlayerUrl = await gm.getByTestId('display-new-player-link').inputValue()
  expect(newGmUrl).not.toBe(host.gmUrl)
  expect(newPlayerUrl).not.toBe(host.playerUrl)
  // This tab is on its new link and served again; the player link shown is the new one.
  await expect.poll(() => hashOf(gm)).toBe(new URL(newGmUrl).hash)
  await expect(gm.getByTestId('connection-status')).toHaveText('● Connected')
  await expect(gm.getByTestId('display-player-link')).toHaveValue(newPlayerUrl)
  await gm.screenshot({ path: test.info().outputPath('gm-new-links.png') })
  await expectNoAxeViolations(gm, 'GM console, new links')

  // The TV on the old link is turned away for good, until it is given the new one.
  await expect(player.getByTestId('player-refused')).toContainText('new links')
  await expect(gm.getByTestId('display-connected')).toHaveText('0 displays connected')
  await setHash(player, new URL(newPlayerUrl).hash)
  await expect(player.getByTestId('player-refused')).toHaveCount(0)
  await expect(player.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  await expect(gm.getByTestId('display-connected')).toHaveText('1 display connected')
  expect(await sameDocument(gm)).toBe(true)
  expect(await sameDocument(player)).toBe(true)
  expect(await firstFrame(host.origin, { role: 'gm', token: host.gmToken })).toMatchObject({ frame: { type: 'refused' }, closeCode: 4401 })
})

test('the links are the same at every start until `--rotate-tokens`, which makes new ones', async ({ host: first }) => {
  const tokensFile = join(first.dataDir, '.web-host-tokens.json')
  expect((await stat(tokensFile)).mode & 0o777).toBe(0o600)
  await first.stop()
  const second = await first.startAgain()
  expect([second.gmToken, second.playerToken]).toEqual([first.gmToken, first.playerToken])
  await expect.poll(() => second.output()).toContain('Press Ctrl+C to stop the host')
  await second.stop()

  const rotated = await first.startAgain({ extraArgs: ['--rotate-tokens'] })
  expect(rotated.output()).toContain('New links were made')
  expect(rotated.gmToken).not.toBe(first.gmToken)
  expect(rotated.playerToken).not.toBe(first.playerToken)
  expect(await firstFrame(rotated.origin, { role: 'gm', token: first.gmToken })).toMatchObject({
    frame: { type: 'refused', error: { code: 'unauthorized' } },
    closeCode: 4401,
  })
  const gm = await connect(rotated.origin, { role: 'gm', token: rotated.gmToken })
  expect(await gm.request('app.info', {})).toMatchObject({ ok: true })
  gm.close()
  expect((await stat(tokensFile)).mode & 0o777).toBe(0o600)
})
