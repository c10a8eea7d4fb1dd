import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/host-fixture'
import { expectLargeTargets, gmConsole, must, openPhones } from './support/phones'
import { connect } from './support/wire-client'

/*
 * Players at the table with their own phones, in Chromium against the real web host: the GM
 * console shows each PC's link as a QR code, and two phones (375x667) each open their own
 * PC's link, in Relics of the Moon. A fight in each combat system with two phones is walked
 * through in players-escalation, players-zones and players-action-points.spec.ts.
 */

test("Relics of the Moon: each phone shows its own PC's Stress, and a new link or a lock closes that phone alone", async ({ browser, host }) => {
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  const gmPage = await gmConsole(browser, host)
  // Each phone opens its PC's link and shows that PC's name, and the table's screen below it.
  const { ixa, vell } = await openPhones(browser, gm)
  await expect(ixa.getByTestId('device-table').getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  const relicsOf = (page: Page) => page.getByTestId('device-sheet-relics')
  await expect(relicsOf(ixa).getByTestId('device-fact').filter({ hasText: 'Stress' }).first()).toContainText(/\d+ \/ \d+/)

  // The GM changes Ixa's Stress: Ixa's phone follows, Vell's does not hear of it.
  const campaign = (await must(gm, 'campaign.current', {})) as { campaign: { characters: { id: string; stress: number }[] } }
  const ixaPc = campaign.campaign.characters.find((c) => c.id === 'pc-ixa')!
  const stress = ixaPc.stress === 5 ? 4 : 5
  await must(gm, 'prep.upsert', { kind: 'character', item: { ...ixaPc, stress } })
  await expect(relicsOf(ixa).getByTestId('device-fact').filter({ hasText: 'Stress' }).first()).toContainText(`${stress} /`)
  await expect(vell.getByTestId('device-pc-name')).toHaveText('Vell Orin')
  await expectLargeTargets(ixa, "Ixa's phone")
  await expectNoAxeViolations(ixa, "Ixa's phone in Relics")
  await expectNoAxeViolations(vell, "Vell's phone in Relics")

  // The GM console shows each PC's link as a QR code with the link as text and a Copy button.
  await gmPage.getByTestId('nav-display').click()
  await gmPage.getByTestId('display-pc-show-pc-ixa').click()
  await expect(gmPage.getByTestId('display-pc-code')).toBeVisible()
  await expect(gmPage.getByTestId('display-pc-url-pc-ixa')).toHaveValue(/\/player#pc=pc-ixa&token=/)
  await expect(gmPage.getByTestId('display-pc-copy-pc-ixa')).toBeVisible()
  await expect(gmPage.getByTestId('display-pc-devices-pc-ixa')).toHaveText('1 device')
  await expectNoAxeViolations(gmPage, "GM console, a PC's link")

  // A new link for Ixa: Ixa's phone is refused at once, Vell's keeps its view.
  await gmPage.getByTestId('display-pc-new-pc-ixa').click()
  await expect(ixa.getByTestId('player-refused')).toContainText('new link')
  await expect(vell.getByTestId('device-pc-name')).toHaveText('Vell Orin')
  await expect(vell.getByTestId('player-refused')).toHaveCount(0)
  // A lock for Vell: that phone is refused too, in words.
  await gmPage.getByTestId('display-pc-lock-pc-vell').click()
  await expect(vell.getByTestId('player-refused')).toContainText('locked')
  gm.close()
})
