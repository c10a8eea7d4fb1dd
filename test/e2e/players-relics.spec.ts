import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/host-fixture'
import { gmConsole, must, openPhones } from './support/phones'
import { connect } from './support/wire-client'

/*
 * A Relics Huddle with the players' phones, in Chromium against the real web host: the GM
 * lets players act, Ixa and Vell each propose their own traits from their phone (Vell's costs
 * Destiny), the GM confirms Vell's and declines Ixa's on the runner's Huddle, and the round is
 * rolled. The table's shared screen and the other phone never show a PC's proposal.
 */

test.use({ hostSetup: { diceSeed: 5 } })

const HAGGLE = { sceneId: 'scene-glass-market', eventId: 'event-the-deal', challengeId: 'challenge-haggle' }

/** Every control in the phone's acting part is at least 44 px high and wide. */
async function expectLargeTargets(page: Page, where: string): Promise<void> {
  const boxes = await page
    .getByTestId('device-actions')
    .locator('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => {
        const box = b.getBoundingClientRect()
        return { text: b.textContent?.trim() ?? '', width: box.width, height: box.height }
      }),
    )
  expect(
    boxes.filter((b) => b.width < 44 || b.height < 44),
    where,
  ).toEqual([])
}

/** Picks one trait on a phone by its name and proposes it; the phone then waits for the GM. */
async function propose(page: Page, trait: string): Promise<void> {
  const toggle = page.getByTestId('device-proposal-item').filter({ hasText: trait })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await page.getByTestId('device-propose').click()
  await expect(page.getByTestId('device-proposal-status')).toHaveText('Waiting for the GM…')
}

test('step 1, Set the Action: two phones propose their own traits, the GM confirms one and declines the other, and the round is rolled', async ({
  browser,
  host,
}) => {
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  await must(gm, 'player.reveal', { kind: 'challenge', id: HAGGLE.challengeId, revealed: true })
  await must(gm, 'session.start', { name: 'Huddle from the phones' })
  await must(gm, 'run.start', { system: 'relics', request: HAGGLE })
  await must(gm, 'run.act', { system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-vell' } })

  const gmPage = await gmConsole(browser, host)
  await gmPage.getByTestId('nav-run').click()
  const table = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  await table.goto(host.playerUrl)
  await expect(table.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')

  // Each phone opens its PC's link and shows that PC's name.
  const { ixa, vell } = await openPhones(browser, gm)
  await expect(vell.getByTestId('device-gm-runs')).toHaveText('The GM is running your turns.')

  await gmPage.getByTestId('players-act').check()
  await expect(vell.getByTestId('device-headline')).toHaveText('The Huddle: propose what Vell Orin brings')
  // Each phone offers its own PC's traits only, with their cost, and what the Destiny pool holds.
  await expect(vell.getByTestId('device-proposal-item').filter({ hasText: 'Silver Tongue' })).toContainText('costs 1 Destiny')
  await expect(vell.getByTestId('device-proposal-note')).toHaveText('The Destiny pool holds 2.')
  await expect(vell.getByTestId('device-actions')).not.toContainText('Scrap Savant')
  await expect(ixa.getByTestId('device-actions')).not.toContainText('Silver Tongue')
  await expectLargeTargets(vell, "Vell's phone in the Huddle")
  await expectNoAxeViolations(vell, "Vell's phone in the Huddle")

  await propose(ixa, 'Scrap Savant')
  await propose(vell, 'Silver Tongue')
  await expectNoAxeViolations(ixa, "Ixa's phone waiting for the GM")

  // The GM's Huddle shows both proposals at once, who and what, each with Confirm and Decline.
  const proposals = gmPage.getByTestId('huddle-proposals')
  await expect(proposals.getByTestId('proposal-pc-vell')).toContainText('Vell Orin (player) proposes Silver Tongue, spending 1 Destiny.')
  await expect(proposals.getByTestId('proposal-pc-ixa')).toContainText('Ixa Marrow (player) proposes Scrap Savant.')
  // By keyboard: the Confirm button takes focus and Enter presses it.
  await gmPage.getByTestId('proposal-confirm-pc-vell').focus()
  await gmPage.keyboard.press('Enter')
  await expect(proposals.getByTestId('proposal-pc-vell')).toHaveCount(0)
  await expect(gmPage.getByTestId('session-undo')).toContainText("The GM confirms Vell Orin's proposal.")
  // The step the confirmation took is the player's, as the log marks it.
  await expect(gmPage.getByTestId('recent-log')).toContainText('Vell Orin (player)')
  await gmPage.getByTestId('proposal-decline-pc-ixa').click()
  await expect(gmPage.getByTestId('huddle-proposals')).toHaveCount(0)

  await expect(vell.getByTestId('device-proposal-status')).toHaveText('The GM confirmed your proposal.')
  await expect(ixa.getByTestId('device-proposal-status')).toHaveText('The GM declined your proposal.')
  await expectNoAxeViolations(ixa, "Ixa's phone after the GM's answer")

  // The round is rolled: the Huddle is over, and the phones have nothing left to propose.
  for (let n = 0; n < 3; n++) await must(gm, 'run.act', { system: 'relics', action: { type: 'step.next' } })
  await must(gm, 'run.roll', { system: 'relics', roll: { type: 'pool' } })
  await expect(gmPage.getByTestId('recent-log')).toContainText(/roll/i)
  await expect(vell.getByTestId('device-proposal')).toHaveCount(0)

  // Neither the table's screen nor the other phone ever shows a PC's proposal or the GM's answer to it.
  for (const [page, where] of [
    [table, 'the shared screen'],
    [vell, "Vell's phone"],
    [ixa, "Ixa's phone"],
  ] as const) {
    await expect(page.locator('body'), where).not.toContainText('proposes')
  }
  await expect(table.locator('body')).not.toContainText('declined')
  await expect(vell.locator('body')).not.toContainText('declined')
  await expect(ixa.locator('body')).not.toContainText('confirmed')
  await vell.screenshot({ path: test.info().outputPath('relics-vell-phone.png'), fullPage: true })
  gm.close()
})
