import type { Browser, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/host-fixture'
import { everyStepByHand, type RunningHost } from './support/web-host'

/*
 * The Relics rulings the console gained (RG2 splitting, RG3 triggers, RG4 who rolls) played
 * in Chromium against the real web host, with the player display beside the GM console.
 * Nothing here depends on the faces the seeded dice show.
 */
const HAGGLE = 'scene-glass-market/event-the-deal/challenge-haggle'

test.use({ hostSetup: { demo: true, diceSeed: 5 } })

async function openPlayer(browser: Browser, host: RunningHost): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  await page.goto(host.playerUrl)
  await expect(page.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  return page
}

test('RG3, RG2, RG4: a trait set to fire after the roll, a split haggle, who rolls, and the part run on its own', async ({ page, browser, host }) => {
  test.setTimeout(120_000)
  const step = page.getByTestId('step-name')
  const next = page.getByTestId('step-next')

  // Each step of the rule text in turn: the roller is said before step 4's roll.
  await everyStepByHand(page)
  // Prep: Dax's Fusiontech Blaster now triggers after the roll (RG3).
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-traits').click()
  await page.getByRole('option', { name: /Fusiontech Blaster/ }).click()
  await page.getByTestId('trait-trigger').selectOption('afterRoll')
  await expect(page.getByTestId('trait-trigger-note')).toBeVisible()
  await expect(page.getByTestId('save-status')).toHaveText('✔ Saved')
  const file = JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8'))
  expect(file.schemaVersion).toBe(3)
  expect(file.traits.find((t: { id: string }) => t.id === 'trait-fusiontech-blaster')).toMatchObject({ trigger: 'afterRoll', resolvedDice: null })

  await page.getByTestId('nav-run').click()
  await page.getByTestId('session-name-input').fill('Rulings night')
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await page.getByTestId('start-challenge').click()
  await expect(step).toHaveText('Set the Action (The Huddle)')
  const player = await openPlayer(browser, host)
  await expect(player.getByTestId('player-challenge')).toHaveText('Haggle with Oskar')

  // RG2: the GM splits Oskar's cousin off the haggle; the players see the part set aside.
  await page.getByTestId('open-split').click()
  await page.getByTestId('split-name').fill('Oskar’s cousin')
  await page.getByTestId('split-rating').fill('1')
  await page.getByTestId('split-resolved').fill('0')
  await expect(page.getByTestId('split-keeps')).toContainText('keeps rating 2 with 0 resolved')
  await expectNoAxeViolations(page, 'GM console, split dialog')
  await page.getByTestId('split-submit').click()
  await expect(page.getByTestId('split-note')).toContainText('“Oskar’s cousin” split off in round 1: rating 1, 0 resolved')
  await expect(player.getByTestId('player-split-off')).toContainText('Oskar’s cousin')
  await expect(player.getByTestId('player-progress')).toContainText('0 of 2')

  // RG4: Ixa's player rolls, as the Cohort agreed.
  await page.getByTestId('leader-pc-vell').click()
  for (const name of ['Add Dice Modifiers (Build the Pool)', 'Auto Result Modifiers (Auto Results)', 'Roll Remaining Dice']) {
    await next.click()
    await expect(step).toHaveText(name)
  }
  await page.getByTestId('roller-pc').selectOption('pc-ixa')
  await page.getByTestId('roller-record').click()
  await expect(page.getByTestId('roller-now')).toHaveText('🎲 Ixa Marrow’s player rolls, as the Cohort agreed.')
  await page.getByTestId('roll-dice').click()
  await expect(page.getByTestId('recent-log')).toContainText("Ixa Marrow's player")

  // RG3: after the roll the prompt offers the Blaster; fired, it joins the pool.
  await next.click()
  await expect(step).toHaveText('Simple Modifiers (Adjust the Results)')
  await expect(page.getByTestId('trigger-prompt')).toContainText('1 trait may fire now: after the roll (Adjust the Results)')
  await expectNoAxeViolations(page, 'GM console, trigger prompt')
  await page.getByTestId('fire-pc-dax-trait-fusiontech-blaster').click()
  await expect(page.getByTestId('trigger-prompt')).toContainText('No trait may fire now')
  await expect(page.getByTestId('recent-log')).toContainText('Dax-7: Fusiontech Blaster fires after the roll')
  await expect(player.getByTestId('player-rolled-by')).toHaveText('🎲 Rolled by Ixa Marrow’s player, as the Cohort agreed')
  await expectNoAxeViolations(player, 'player display, split and roller')

  // RG2: the haggle ends; the part waits in the picker and runs on its own.
  await page.getByTestId('end-challenge').click()
  await page.getByTestId('confirm-end-challenge').click()
  await page.getByTestId('challenge-close').click()
  await page.getByTestId('challenge-select').selectOption({ label: '↳ Oskar’s cousin — split off Haggle with Oskar: Common 1, 0 resolved' })
  await page.getByTestId('start-challenge').click()
  await expect(step).toHaveText('Set the Action (The Huddle)')
  await expect(page.getByTestId('split-note')).toContainText('A part split off “Haggle with Oskar”: it started with 0 resolved.')
  await expect(player.getByTestId('player-part')).toHaveText('A part split off the Challenge: Oskar’s cousin')
  await expect(player.getByTestId('player-progress')).toContainText('0 of 1')
})
