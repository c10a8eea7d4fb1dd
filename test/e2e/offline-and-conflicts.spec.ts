import type { Browser, Page } from '@playwright/test'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/host-fixture'

/*
 * What the GM does while the web host is down waits and is done once it is back, exactly
 * once; and two windows editing the same NPC never overwrite each other silently. Each test
 * runs its own real host process, killed and started again where the pages expect it.
 */

async function gmPage(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(url)
  await expect(page.getByTestId('connection-status')).toHaveText('● Connected')
  return page
}

const HAGGLE = 'scene-glass-market/event-the-deal/challenge-haggle'

test('N pressed while the host is down waits, is done exactly once when the host is back, and the banner clears', async ({
  browser,
  host: first,
}) => {
  test.setTimeout(120_000)
  const page = await gmPage(browser, first.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await page.getByTestId('start-challenge').click()
  await page.getByTestId('leader-pc-vell').click()
  await expect(page.getByTestId('leader-picker')).toContainText('leads the Cohort.')
  await expect(page.getByTestId('step-name')).toHaveText('Set the Action (The Huddle)')

  // The host dies as a crash would: no goodbye to the page.
  await first.kill()
  await expect(page.getByTestId('connection-reconnecting')).toContainText('what you do now waits')
  await page.keyboard.press('n')
  // Nothing is done yet, and nothing says it failed.
  await expect(page.getByTestId('step-name')).toHaveText('Set the Action (The Huddle)')
  await expectNoAxeViolations(page, 'GM console, offline with N waiting')

  await first.startAgain({ samePort: true })
  await expect(page.getByTestId('connection-status')).toHaveText('● Connected')
  await expect(page.getByTestId('connection-reconnecting')).toHaveCount(0)
  // Once, not twice: the next step, not the one after it.
  await expect(page.getByTestId('step-name')).toHaveText('Add Dice Modifiers (Build the Pool)')
  await expect(page.getByText('The connection to the console was lost')).toHaveCount(0)
  await expect(page.getByTestId('save-failure')).toHaveCount(0)
  await expectNoAxeViolations(page, 'GM console, back with N done')

  // The session's log, on disk, holds the step once.
  const sessions = join(first.dataDir, 'sessions')
  const [log] = (await readdir(sessions)).filter((file) => file.endsWith('.log.jsonl'))
  const lines = (await readFile(join(sessions, log!), 'utf8')).trim().split('\n')
  const steps = lines.map((line) => JSON.parse(line) as { event?: { type: string } }).filter((entry) => entry.event?.type === 'step.next')
  expect(steps).toHaveLength(1)
})

test('two windows edit the same NPC: the second save shows both versions and the GM chooses; nothing is lost silently', async ({ browser, host }) => {
  test.setTimeout(120_000)
  const first = await gmPage(browser, host.gmUrl)
  const second = await (await browser.newContext()).newPage()
  // The second window's clock is the test's: its autosave waits until the test lets it go.
  await second.clock.install()
  await second.goto(host.gmUrl)
  await expect(second.getByTestId('connection-status')).toHaveText('● Connected')
  for (const page of [first, second]) {
    await page.getByTestId('nav-npcs').click()
    await page.getByRole('option', { name: /Sand Raider/ }).click()
  }
  await second.clock.pauseAt(new Date(Date.now() + 60_000))
  await second.getByTestId('npc-description').fill('Raiders from the second window.')

  await first.getByTestId('npc-description').fill('Raiders from the first window.')
  await expect(first.getByTestId('save-status')).toHaveText('✔ Saved')

  // The second window's autosave goes now, based on the revision it opened.
  await second.clock.runFor(1000)
  const conflict = second.getByTestId('save-conflict')
  await expect(conflict).toBeVisible()
  const row = conflict.getByTestId('conflict-field').filter({ hasText: 'description' })
  await expect(row.getByTestId('conflict-mine')).toHaveText('Raiders from the second window.')
  await expect(row.getByTestId('conflict-stored')).toHaveText('Raiders from the first window.')
  await expect(second.getByTestId('npc-description')).toHaveValue('Raiders from the second window.')
  // Time runs again (axe needs it): while the GM chooses, nothing is saved behind their back.
  await second.clock.resume()
  await expectNoAxeViolations(second, 'GM console, a save conflict on an NPC')
  const fileNow = async () => {
    const state = JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8')) as { npcs: { name: string; description: string }[] }
    return state.npcs.find((npc) => npc.name === 'Sand Raider')!.description
  }
  expect(await fileNow()).toBe('Raiders from the first window.')

  // The GM keeps theirs, having seen the other.
  await second.getByTestId('conflict-keep-mine').click()
  await expect(second.getByTestId('save-conflict')).toHaveCount(0)
  await expect(second.getByTestId('save-status')).toHaveText('✔ Saved')
  await expect.poll(fileNow).toBe('Raiders from the second window.')
  await expect(first.getByTestId('npc-description')).toHaveValue('Raiders from the second window.')
  await expectNoAxeViolations(second, 'GM console, the conflict settled')

  // And the other way: mid-edit again, the GM takes the stored one this time.
  await second.clock.pauseAt(new Date(Date.now() + 120_000))
  await second.getByTestId('npc-gm-notes').fill('Notes from the second window.')
  await first.getByTestId('npc-gm-notes').fill('Notes from the first window.')
  await expect(first.getByTestId('save-status')).toHaveText('✔ Saved')
  await second.clock.runFor(1000)
  await expect(second.getByTestId('save-conflict')).toBeVisible()
  await second.clock.resume()
  await second.getByTestId('conflict-take-stored').click()
  await expect(second.getByTestId('npc-gm-notes')).toHaveValue('Notes from the first window.')
  await expect(second.getByTestId('save-conflict')).toHaveCount(0)
  await expect(second.getByTestId('save-status')).toHaveText('✔ Saved')
  await expectNoAxeViolations(second, 'GM console, the stored NPC taken')
})
