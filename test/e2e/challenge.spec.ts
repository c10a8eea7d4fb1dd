import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './support/host-fixture'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expectNoAxeViolations } from './support/axe'
import { docsScreenshot } from './support/docs-screenshot'
import type { DemoChange } from './support/demo-host'
import { everyStepByHand, type RunningHost } from './support/web-host'
import { connect } from './support/wire-client'

/*
 * A whole Challenge run through the GM console in Chromium, against the real web host with
 * seeded dice. Seed 31 (found by replaying this exact sequence over seeds 1-150) gives:
 * round 1 the Cohort rolls 5, 3, 3, 1 beside its A6 and nets 3; the Challenge answers with
 * three A5 and 3, 2 (3 Stress); round 2 the Cohort rolls 6, 5, 1, 6, 2 and nets 5, which
 * resolves the last two dice. Any change in the number of dice rolled changes every roll.
 */
const DICE_SEED = 31
const DUNES = 'scene-glass-market/event-the-deal/challenge-dune-crossing'
const STEADY_HANDS = 'pc/pc-ixa/trait-steady-hands'
const BLASTER = 'pc/pc-dax/trait-fusiontech-blaster'

/**
 * The demo campaign with more Destiny (Moonlit Instinct costs 2, and one more is spent in
 * Build the Pool) and Tamsin, who leads, two Stress short of her maximum, so the Challenge's
 * first turn Stresses her Out and round 2 needs a new leader.
 */
const tamsinNearlyOut: DemoChange = (campaign) => {
  const pools = campaign.pools as { destiny: number }
  pools.destiny = 4
  const pcs = campaign.characters as { id: string; stress: number }[]
  pcs.find((pc) => pc.id === 'pc-tamsin')!.stress = 8
}

test.use({ hostSetup: { demo: tamsinNearlyOut, diceSeed: DICE_SEED } })

/** Full-page screenshots of each step into the test's output folder, numbered in order. */
function screens(page: Page, testInfo: TestInfo) {
  let n = 0
  return async (name: string): Promise<string> => {
    n += 1
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    const path = testInfo.outputPath('screens', `${String(n).padStart(2, '0')}-${slug}.jpeg`)
    // JPEG: one per step adds up, and it encodes several times faster than PNG.
    await page.screenshot({ path, fullPage: true, quality: 70 })
    // Every state worth a screenshot is checked for accessibility too.
    await expectNoAxeViolations(page, name)
    return path
  }
}

async function campaignFile(host: RunningHost): Promise<{
  pools: { destiny: number; doom: number }
  characters: { id: string; stress: number; stressedOut: boolean; agony: { name: string }[] }[]
}> {
  return JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8'))
}

test('a GM runs the dune crossing from the Huddle to resolution over two rounds', async ({ page, host }, testInfo) => {
  test.setTimeout(360_000)
  const shot = screens(page, testInfo)
  const step = page.getByTestId('step-name')
  const next = page.getByTestId('step-next')
  const destiny = page.getByTestId('destiny-pool')
  const doom = page.getByTestId('doom-pool')
  /**
   * Next step, then wait for it (the layout moves with each step, so clicks never queue up)
   * and take its screenshot.
   */
  const nextTo = async (name: string) => {
    await next.click()
    await expect(step).toHaveText(name)
    await shot(`round ${await page.getByTestId('round-number').textContent()} ${await page.getByTestId('turn-name').textContent()} ${name}`)
  }

  await everyStepByHand(page)
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await expect(page.getByTestId('session-name-input')).toHaveValue(/^Session \d{4}-\d{2}-\d{2}$/)
  await page.getByTestId('session-name-input').fill('Dune night')
  await page.getByTestId('start-session').click()
  await expect(page.getByTestId('session-name')).toHaveText('Dune night')

  await page.getByTestId('challenge-select').selectOption(DUNES)
  for (const pc of ['pc-ixa', 'pc-vell', 'pc-dax', 'pc-tamsin']) await expect(page.getByTestId(`cohort-${pc}`)).toBeChecked()
  await shot('pick-the-challenge')
  await page.getByTestId('start-challenge').click()

  // Round 1, the Cohort's Huddle: no leader yet, so the step cannot end, and it says why.
  await expect(step).toHaveText('Set the Action (The Huddle)')
  await expect(page.getByTestId('turn-name')).toHaveText('Cohort turn')
  await expect(page.getByTestId('round-number')).toHaveText('1')
  await expect(destiny).toHaveText('4')
  await expect(doom).toHaveText('1')
  await expect(next).toBeDisabled()
  await expect(page.getByTestId('step-next-reason')).toHaveText('Choose a leader first')
  await page.getByTestId('leader-pc-tamsin').click()
  await expect(page.getByTestId('leader-picker')).toContainText('Tamsin Reed leads the Cohort.')
  await page.getByTestId('trait-pc-ixa-trait-scrap-savant').click() // Add Dice +1d6
  await page.getByTestId('trait-pc-tamsin-trait-moonlit-instinct').click() // Auto Result A6 / 1d, 2 Destiny
  await page.getByTestId('trait-pc-ixa-trait-steady-hands').click() // Simple +1 / 2d
  await page.getByTestId('trait-pc-dax-trait-fusiontech-blaster').click() // Simple +1 / 1d
  await page.getByTestId('gm-trait-trait-shifting-dunes').click() // Hindering -1d6, 1 Doom
  await expect(destiny).toHaveText('2')
  await expect(doom).toHaveText('0')
  await expect(page.getByTestId('gm-trait-trait-hidden-ambush')).toBeDisabled()
  await expect(page.getByTestId('gm-trait-trait-hidden-ambush-reason')).toContainText('needs 2 Doom and the Doom pool holds 0')
  await shot('cohort-huddle')
  await page.keyboard.press('n')

  await expect(step).toHaveText('Add Dice Modifiers (Build the Pool)')
  await expect(page.getByTestId('pool-total')).toHaveText('4')
  await page.getByTestId('destiny-spend').click()
  await expect(page.getByTestId('pool-total')).toHaveText('5')
  await expect(destiny).toHaveText('1')
  // Undo and redo, by button label and by key.
  await expect(page.getByTestId('session-undo')).toHaveText('↶ Undo: The Cohort spends 1 Destiny for 1d6.')
  await page.keyboard.press('Control+z')
  await expect(page.getByTestId('pool-total')).toHaveText('4')
  await expect(destiny).toHaveText('2')
  await expect(page.getByTestId('session-redo')).toContainText('Redo: The Cohort spends 1 Destiny for 1d6.')
  await expect(page.getByTestId('recent-log')).toContainText('(undone)')
  await page.keyboard.press('Control+Shift+Z')
  await expect(page.getByTestId('pool-total')).toHaveText('5')
  await expect(destiny).toHaveText('1')
  await shot('cohort-build-the-pool')
  await next.click()

  await expect(step).toHaveText('Auto Result Modifiers (Auto Results)')
  await expect(page.getByTestId('die-0')).toHaveText('6')
  await expect(page.getByTestId('pool')).toContainText('A6')
  await shot('cohort-auto-results')
  await next.click()

  await expect(step).toHaveText('Roll Remaining Dice')
  await page.keyboard.press('r')
  await expect(page.getByTestId('die-4')).toHaveText('1')
  await expect(page.getByTestId('die-1')).toHaveText('5')
  await shot('cohort-roll')
  await next.click()

  // Adjust the Results: click a chip then a die; a second Beneficial modifier on the same die is refused.
  await expect(step).toHaveText('Simple Modifiers (Adjust the Results)')
  await page.getByTestId(`modifier-${STEADY_HANDS}`).click()
  await page.getByTestId('die-1').click()
  await expect(page.getByTestId('die-1')).toHaveText('6')
  await page.getByTestId(`modifier-${BLASTER}`).click()
  await page.getByTestId('die-1').click()
  await expect(page.getByTestId('pool-refusal')).toHaveText(
    /die 2 already has the Beneficial modifier .*Steady Hands.*: two Beneficial Simple modifiers never stack on one die/,
  )
  await expect(page.getByTestId('die-1')).toHaveText('6')
  await expect(page.getByTestId('notice')).toContainText('two Beneficial Simple modifiers never stack on one die')
  await page.getByTestId('notice').click()
  await page.getByTestId('pool').scrollIntoViewIfNeeded()
  await docsScreenshot(page, 'runner-adjust.png')
  await shot('cohort-adjust-the-results')
  // Drag and drop places it elsewhere.
  await page.getByTestId(`modifier-${BLASTER}`).dragTo(page.getByTestId('die-4'))
  await expect(page.getByTestId('die-4')).toHaveText('2')
  await expect(page.getByTestId('pool-refusal')).toHaveCount(0)
  await page.keyboard.press('s')
  await expect(page.getByTestId('die-0')).toHaveText('7')
  await page.keyboard.press('n')

  await expect(step).toHaveText('Final Result')
  await expect(page.getByTestId('final-result')).toContainText('Net 3 successes')
  await expect(page.getByTestId('final-result')).toContainText('No Disaster')
  await shot('cohort-final-result')
  await nextTo('Resolve Challenge Dice')
  await expect(page.getByTestId('resolved-dice')).toHaveText('Resolved: 3 of 5')
  await nextTo('The Tides Shift')
  await expect(page.getByTestId('summary-tides')).toContainText('+1 Destiny')
  await expect(destiny).toHaveText('2')
  await nextTo('Disaster')
  await expect(page.getByTestId('no-disaster')).toBeVisible()
  await nextTo('The Action Moves Forward')
  await page.getByTestId('action-note').fill('Tamsin finds the ridge line; the dunes give way.')
  await page.getByTestId('action-note-save').click()
  await expect(page.getByTestId('turn-summary')).toContainText('Tamsin finds the ridge line')
  await shot('cohort-action-moves-forward')
  await nextTo('Set the Action (The Huddle)')

  // The Challenge's turn: its resolved dice are A5, two free dice roll.
  await expect(page.getByTestId('turn-name')).toHaveText('Challenge turn')
  await nextTo('Challenge Rating (Build the Pool)')
  await nextTo('Challenge Threat (Auto Results)')
  await expect(page.getByTestId('pool')).toContainText('A5')
  await nextTo('Roll Remaining Dice')
  await page.getByTestId('roll-dice').click()
  await expect(page.getByTestId('die-3')).toHaveText('3')
  await shot('challenge-roll')
  await nextTo('Simple Modifiers (Adjust the Results)')
  await nextTo('Final Result')
  await expect(page.getByTestId('final-result')).toContainText('Net 3 successes')
  await nextTo('Apply Stress')

  // Apply Stress: two take Tamsin to her maximum; the dialog wants her Agony's name.
  await expect(next).toBeDisabled()
  await page.getByTestId('open-stress').click()
  // The dialog starts from a share that Stresses nobody Out; the table agrees on another.
  await expect(page.getByTestId('stress-why-not')).toHaveCount(0)
  await page.getByTestId('stress-clear').click()
  await page.getByTestId('stress-plus-pc-tamsin').click()
  await page.getByTestId('stress-plus-pc-tamsin').click()
  await expect(page.getByTestId('stress-row-pc-tamsin')).toContainText('Stressed Out')
  await expect(page.getByTestId('stress-why-not')).toHaveText('Share 1 more Stress')
  await page.getByTestId('stress-plus-pc-vell').click()
  await expect(page.getByTestId('stress-why-not')).toHaveText('Tamsin Reed is Stressed Out: name the Agony they gain')
  await expect(page.getByTestId('stress-submit')).toBeDisabled()
  await page.getByTestId('agony-name-pc-tamsin').fill('Sand-blind')
  await shot('challenge-apply-stress')
  await page.getByTestId('stress-submit').click()
  await expect(page.getByTestId('cohort-pc-pc-tamsin')).toContainText('Stressed Out')
  await expect(page.getByTestId('stress-of-pc-tamsin')).toHaveText('10 / 10')
  await expect(page.getByTestId('cohort-pc-pc-tamsin')).toContainText('Agony: Sand-blind')
  await expect(page.getByTestId('summary-stress')).toContainText('Tamsin Reed is Stressed Out and gains the Agony “Sand-blind”')
  await nextTo('The Tides')
  await nextTo('Disaster')
  await nextTo('The Action Moves Forward')
  await nextTo('Set the Action (The Huddle)')

  // Round 2: Tamsin is Stressed Out, so a new leader is chosen; she cannot be.
  await expect(page.getByTestId('round-number')).toHaveText('2')
  await expect(page.getByTestId('turn-name')).toHaveText('Cohort turn')
  await expect(page.getByTestId('leader-pc-tamsin')).toBeDisabled()
  await expect(page.getByTestId('leader-pc-tamsin-reason')).toHaveText('Tamsin Reed is Stressed Out and may not lead')
  await expect(next).toBeDisabled()
  await shot('round-2-huddle-new-leader')
  await page.getByTestId('leader-pc-ixa').click()
  await page.getByTestId('trait-pc-ixa-trait-scrap-savant').click()
  await page.getByTestId('trait-pc-ixa-trait-steady-hands').click()
  await page.getByTestId('trait-pc-dax-trait-fusiontech-blaster').click()
  await page.getByTestId('override-pc-ixa').fill('3')
  await page.getByTestId('override-set-pc-ixa').click()
  await expect(page.getByTestId('huddle-pc-ixa')).toContainText('brings 3d6 (GM override)')
  await nextTo('Add Dice Modifiers (Build the Pool)')
  await expect(page.getByTestId('pool-breakdown')).toContainText('Tamsin Reed is Stressed Out')
  await page.getByTestId('destiny-spend').click()
  await expect(page.getByTestId('pool-total')).toHaveText('4')
  await page.getByTestId('destiny-spend').click()
  await expect(page.getByTestId('pool-total')).toHaveText('5')
  await nextTo('Auto Result Modifiers (Auto Results)')
  await nextTo('Roll Remaining Dice')
  await page.getByTestId('roll-dice').click()
  await expect(page.getByTestId('die-2')).toHaveText('1')
  await nextTo('Simple Modifiers (Adjust the Results)')
  await page.getByTestId('suggest-beneficial').click()
  await expect(page.getByTestId('die-2')).toHaveText('2')
  await nextTo('Final Result')
  await expect(page.getByTestId('final-result')).toContainText('Net 5 successes')
  await nextTo('Resolve Challenge Dice')
  await expect(page.getByTestId('resolved-dice')).toHaveText('Resolved: 5 of 5')
  await nextTo('The Tides Shift')
  await nextTo('Disaster')
  await nextTo('The Action Moves Forward')
  await next.click()

  await expect(page.getByTestId('outcome-headline')).toHaveText('✔ Challenge resolved')
  await expect(page.getByTestId('challenge-outcome')).toContainText('Sand-blind')
  await shot('challenge-resolved')
  await page.getByTestId('challenge-close').click()
  await expect(page.getByTestId('challenge-select')).toBeVisible()

  // The campaign file holds the final Stress and Agony, and a reload shows them.
  await expect
    .poll(async () => (await campaignFile(host)).characters.find((pc) => pc.id === 'pc-tamsin'))
    .toMatchObject({ stress: 10, stressedOut: true, agony: [{ name: 'Sand-blind' }] })
  await page.reload()
  await page.getByTestId('nav-run').click()
  await expect(page.getByTestId('session-name')).toHaveText('Dune night')
  await expect(page.getByTestId('recent-log')).toContainText('Challenge “Cross the Shifting Dunes” closed.')
  const file = await campaignFile(host)
  expect(file.characters.find((pc) => pc.id === 'pc-vell')).toMatchObject({ stress: 1, stressedOut: false, agony: [] })
  expect(file.characters.find((pc) => pc.id === 'pc-tamsin')).toMatchObject({ stress: 10, stressedOut: true, agony: [{ name: 'Sand-blind' }] })
  await expect(page.getByTestId('cohort-pc-tamsin').locator('..')).toContainText('Stress 10')
  await expect(page.getByTestId('cohort-pc-tamsin').locator('..')).toContainText('Stressed Out')
  await shot('after-reload')
})

test('End of Scene recovery shares the set value, with extended downtime on top', async ({ page, host }, testInfo) => {
  const shot = screens(page, testInfo)
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  await gm.request('session.start', { name: 'Rest' })
  gm.close()
  await everyStepByHand(page)
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('open-recovery').click()
  await expect(page.getByTestId('recovery-method-setValue')).toBeChecked()
  // Ixa (Secondary) and Tamsin (Primary) have the Stallion expertise: 2 Stress to share.
  await expect(page.getByTestId('recovery-why-not')).toHaveText('Share 2 more recovered Stress')
  await page.getByTestId('recovery-plus-pc-tamsin').click()
  await page.getByTestId('recovery-plus-pc-ixa').click()
  await page.getByTestId('recovery-downtime').check()
  await shot('recovery')
  await page.getByTestId('recovery-apply').click()
  await expect(page.getByTestId('recent-log')).toContainText(
    'End of scene: 2 Stress recovered (Ixa Marrow 1, Tamsin Reed 1); extended downtime: 3 more each.',
  )
  await expect.poll(async () => (await campaignFile(host)).characters.find((pc) => pc.id === 'pc-tamsin')?.stress).toBe(4)
})
