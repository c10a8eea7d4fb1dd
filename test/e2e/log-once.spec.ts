import type { Page } from '@playwright/test'
import { expect, test } from './support/host-fixture'
import { expectNoAxeViolations } from './support/axe'
import { everyStepByHand, type RunningHost } from './support/web-host'

/*
 * One thing the GM does makes one line in the log, however the console is used: a double
 * click, a key pressed on a focused control, a toggle turned on and off again.
 */
const HAGGLE = 'scene-glass-market/event-the-deal/challenge-haggle'

test.use({ hostSetup: { diceSeed: 4 } })

async function startHaggle(page: Page, host: RunningHost): Promise<void> {
  await everyStepByHand(page)
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await page.getByTestId('start-challenge').click()
  await expect(page.getByTestId('step-name')).toHaveText('Set the Action (The Huddle)')
}

const lines = (page: Page, text: string) => page.getByTestId('recent-log').locator('li', { hasText: text })

test('Huddle: an override double-clicked is logged once, and the button then says it is in force', async ({ page, host }) => {
  await startHaggle(page, host)
  await page.getByTestId('override-pc-ixa').fill('2')
  await page.getByTestId('override-set-pc-ixa').dblclick()
  await expect(lines(page, 'Ixa Marrow contributes 2d6.')).toHaveCount(1)
  await expect(page.getByTestId('override-set-pc-ixa')).toBeDisabled()
  await expect(page.getByTestId('override-set-pc-ixa-reason')).toHaveText('Ixa Marrow brings 2d6 by your override already')
  // The second click was no refusal either: nothing to dismiss.
  await expect(page.getByTestId('notice')).toHaveCount(0)
  await expectNoAxeViolations(page, 'GM console, an override in force')
  // Another value is a new decision, logged as ever.
  await page.getByTestId('override-pc-ixa').fill('3')
  await page.getByTestId('override-set-pc-ixa').click()
  await expect(lines(page, 'Ixa Marrow contributes 3d6.')).toHaveCount(1)
  await expect(lines(page, 'Ixa Marrow contributes 2d6.')).toHaveCount(1)
})

test('Huddle: Enter on a focused trait toggles it once and does not also move the step on', async ({ page, host }) => {
  await startHaggle(page, host)
  const toggle = page.getByTestId('trait-pc-ixa-trait-scrap-savant')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(lines(page, 'Ixa Marrow activates Scrap Savant.')).toHaveCount(1)
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Enter')
  await expect(lines(page, 'Ixa Marrow takes back Scrap Savant.')).toHaveCount(1)
  await expect(lines(page, 'Ixa Marrow activates Scrap Savant.')).toHaveCount(1)
  await expect(page.getByTestId('step-name')).toHaveText('Set the Action (The Huddle)')
  await expect(lines(page, 'done.')).toHaveCount(0)
})
