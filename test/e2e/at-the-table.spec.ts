import type { Page } from '@playwright/test'
import { expect, test } from './support/host-fixture'
import { expectNoAxeViolations } from './support/axe'
import { everyStepByHand } from './support/web-host'

/*
 * What a GM notices at the table, in Chromium against the real web host at the laptop size
 * the console is made for (1440×900, the Playwright default here): where a newcomer starts,
 * where a reload lands, and whether the runner's main action is on screen without scrolling.
 */
const HAGGLE = 'scene-glass-market/event-the-deal/challenge-haggle'
const DUNES = 'scene-glass-market/event-the-deal/challenge-dune-crossing'

test.use({ hostSetup: { diceSeed: 4 } })

/** How far the page or any part of it is scrolled down, in pixels: 0 when nothing is. */
const scrolled = (page: Page) =>
  page.evaluate('Math.max(window.scrollY, ...[...document.querySelectorAll("*")].map((element) => element.scrollTop))') as Promise<number>

const section = (page: Page, id: string) => page.getByTestId(`nav-${id}`)

test('first run: a hint points at Run a Challenge and at ?, takes the GM there, and stays away once dismissed', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  const hint = page.getByTestId('first-run')
  await expect(hint).toBeVisible()
  await expect(hint).toContainText('Run a Challenge')
  await expect(hint.locator('kbd', { hasText: '?' })).toBeVisible()
  await expectNoAxeViolations(page, 'GM console, the first-run hint')

  // The key it names opens the list of keys.
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Its button goes where it points; the runner needs no hint about itself.
  await page.getByTestId('first-run-go').click()
  await expect(section(page, 'run')).toHaveAttribute('aria-current', 'page')
  await expect(hint).toHaveCount(0)
  await section(page, 'characters').click()
  await expect(hint).toBeVisible()

  await page.getByTestId('first-run-dismiss').click()
  await expect(hint).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')
  await expect(hint).toHaveCount(0)
})

test('first run: once the campaign has had a session the hint is not shown', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  await expect(page.getByTestId('first-run')).toBeVisible()
  await section(page, 'run').click()
  await page.getByTestId('start-session').click()
  await page.getByTestId('end-session').click()
  await page.getByTestId('confirm-end-session').click()
  await expect(page.getByTestId('start-session')).toBeVisible()
  await section(page, 'characters').click()
  await expect(page.getByTestId('first-run')).toHaveCount(0)
})

test('reload returns to the section the GM was on, the Challenge picked, and the running Challenge at its step', async ({ page, host }) => {
  await everyStepByHand(page)
  await page.goto(host.gmUrl)
  await section(page, 'log').click()
  await page.reload()
  await expect(section(page, 'log')).toHaveAttribute('aria-current', 'page')

  await section(page, 'run').click()
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption(DUNES)
  await page.reload()
  await expect(section(page, 'run')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('challenge-select')).toHaveValue(DUNES)

  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await page.getByTestId('start-challenge').click()
  await page.getByTestId('leader-pc-vell').click()
  await expect(page.getByTestId('leader-picker')).toContainText('leads the Cohort.')
  await page.keyboard.press('n')
  await expect(page.getByTestId('step-name')).toHaveText('Add Dice Modifiers (Build the Pool)')
  await page.reload()
  await expect(section(page, 'run')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 2, name: 'Haggle with Oskar' })).toBeVisible()
  await expect(page.getByTestId('step-name')).toHaveText('Add Dice Modifiers (Build the Pool)')
  await expectNoAxeViolations(page, 'GM console, the runner after a reload')
})

test('at 1440×900 the runner’s main action is on screen without scrolling, step after step', async ({ page, host }) => {
  expect(page.viewportSize()).toEqual({ width: 1440, height: 900 })
  await everyStepByHand(page)
  await page.goto(host.gmUrl)
  await section(page, 'run').click()
  await expect(page.getByTestId('start-session')).toBeInViewport()
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await expect(page.getByTestId('start-challenge')).toBeInViewport()
  await page.getByTestId('start-challenge').click()
  await page.getByTestId('leader-pc-vell').click()
  await expect(page.getByTestId('leader-picker')).toContainText('leads the Cohort.')
  const next = page.getByTestId('step-next')
  await expect.poll(() => scrolled(page)).toBe(0)
  for (const step of ['Add Dice Modifiers (Build the Pool)', 'Auto Result Modifiers (Auto Results)', 'Roll Remaining Dice']) {
    await expect(next).toBeInViewport({ ratio: 1 })
    await next.click()
    await expect(page.getByTestId('step-name')).toHaveText(step)
  }
  await expect(page.getByTestId('roll-dice')).toBeInViewport({ ratio: 1 })
  await page.getByTestId('roll-dice').click()
  await expect(page.getByTestId('die-0')).not.toHaveText('?')
  await expect(next).toBeInViewport({ ratio: 1 })
  // Seen without scrolling: neither the page nor any part of it was scrolled to bring them in.
  expect(await scrolled(page)).toBe(0)
})
