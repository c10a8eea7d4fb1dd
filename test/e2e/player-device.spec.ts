import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { startHost, removeDir, type RunningHost } from './support/web-host'
import { must, phone } from './support/phones'
import { connect, type WireClient } from './support/wire-client'

/*
 * Players at the table with their own phones, in Chromium against the real web host: the GM
 * console shows each PC's link as a QR code, and two phones (375x667) each open their own
 * PC's link. Each shows its own PC (its own secret condition too) and the table's screen,
 * never the other PC's secrets, and each is usable by touch and clean under axe.
 */

let host: RunningHost | null = null
test.afterEach(async () => {
  if (!host) return
  await host.stop()
  await removeDir(host.dataDir)
  host = null
})

/** Every control on the page is at least 44 px high and wide enough to press by touch. */
async function expectLargeTargets(page: Page, where: string): Promise<void> {
  const small = await page.evaluate(() => {
    const doc = (
      globalThis as unknown as {
        document: {
          querySelectorAll(s: string): ArrayLike<{ getBoundingClientRect(): { width: number; height: number }; textContent: string | null }>
        }
      }
    ).document
    return Array.from(doc.querySelectorAll('button, a[href], summary, input, select'))
      .map((el) => ({ text: el.textContent?.trim() ?? '', box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(({ text, box }) => `${text} (${Math.round(box.width)}x${Math.round(box.height)})`)
  })
  expect(small, where).toEqual([])
}

/** Two phones, Ixa's and Vell's, each with its own PC on screen. */
async function twoPhones(browser: Browser, gm: WireClient) {
  const ixaLink = (await must(gm, 'host.pcLink', { pc: 'pc-ixa' })) as { url: string }
  const vellLink = (await must(gm, 'host.pcLink', { pc: 'pc-vell' })) as { url: string }
  const ixa = await phone(browser, ixaLink.url)
  const vell = await phone(browser, vellLink.url)
  await expect(ixa.getByTestId('device-pc-name')).toHaveText('Ixa Marrow')
  await expect(vell.getByTestId('device-pc-name')).toHaveText('Vell Orin')
  await expect(ixa.getByTestId('device-table').getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  return { ixa, vell }
}

const FIGHTS = [
  { system: 'escalation', name: 'Escalation', encounter: 'enc-raider-ambush', extra: 'Abilities' },
  { system: 'zones', name: 'Zones', encounter: 'enc-wreck-skirmish', extra: 'Hit points' },
  { system: 'actionPoints', name: 'Action points', encounter: 'enc-wyrm-rises', extra: 'RP' },
] as const

for (const fight of FIGHTS) {
  test(`${fight.name}: each phone shows its own PC with its own secret condition, and not the other's`, async ({ browser }) => {
    host = await startHost()
    const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
    await must(gm, 'player.reveal', { kind: 'encounter', id: fight.encounter, revealed: true })
    await must(gm, 'session.start', { name: `Phones, ${fight.name}` })
    await must(gm, 'run.start', { system: fight.system, request: { encounterId: fight.encounter, pcIds: ['pc-ixa', 'pc-vell'] } })
    const { ixa, vell } = await twoPhones(browser, gm)
    const condition = (target: string, name: string) => ({
      type: 'condition.add',
      target,
      condition: { name, custom: true, duration: { kind: 'manual' }, source: null, ongoing: null, secret: true },
    })
    await must(gm, 'run.act', { system: fight.system, action: condition('pc-ixa', 'Cursed by the moon') })
    await must(gm, 'run.act', { system: fight.system, action: condition('pc-vell', 'Hunted in secret') })

    const ixaSheet = ixa.getByTestId(`device-sheet-${fight.system}`)
    await expect(ixaSheet.getByTestId('device-item').filter({ hasText: 'Cursed by the moon' })).toContainText('secret: only you see it')
    await expect(ixaSheet).toContainText(fight.extra)
    await expect(ixaSheet.getByTestId('device-fact').first()).toContainText(/Hit points\s*\d+ \/ \d+/)
    await expect(vell.getByTestId(`device-sheet-${fight.system}`).getByTestId('device-item').filter({ hasText: 'Hunted in secret' })).toHaveCount(1)
    await expect(ixa.locator('body')).not.toContainText('Hunted in secret')
    await expect(vell.locator('body')).not.toContainText('Cursed by the moon')
    // The table's part is the shared screen's: the fight is on it, and neither secret.
    await expect(ixa.getByTestId('device-table')).toContainText('Ixa Marrow')

    for (const [page, who] of [
      [ixa, 'Ixa'],
      [vell, 'Vell'],
    ] as const) {
      await expectLargeTargets(page, `${who}'s phone`)
      await expectNoAxeViolations(page, `${who}'s phone in a fight of ${fight.name}`)
    }
    await ixa.screenshot({ path: test.info().outputPath(`${fight.system}-ixa-phone.png`), fullPage: true })
    gm.close()
  })
}

test("Relics of the Moon: each phone shows its own PC's Stress, and a new link or a lock closes that phone alone", async ({ browser }) => {
  host = await startHost()
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  const gmPage = await (await browser.newContext()).newPage()
  await gmPage.goto(host.gmUrl)
  const { ixa, vell } = await twoPhones(browser, gm)
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

test("E1 Escalation: once the GM lets players act, Ixa's phone attacks on her turn and the GM's screen shows the roll as the player's", async ({
  browser,
}) => {
  host = await startHost({ diceSeed: 3 })
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  await must(gm, 'player.reveal', { kind: 'encounter', id: 'enc-raider-ambush', revealed: true })
  await must(gm, 'session.start', { name: 'Phones act' })
  await must(gm, 'run.start', { system: 'escalation', request: { encounterId: 'enc-raider-ambush', pcIds: ['pc-ixa', 'pc-vell'] } })
  const currentOf = (view: Record<string, unknown>) =>
    (view as { systems: { escalation: { fight: { current: string | null } } } }).systems.escalation.fight.current
  let view = await must(gm, 'run.act', { action: { type: 'combat.begin' } })
  // The GM moves the fight on until it is Ixa's turn.
  for (let n = 0; n < 20 && currentOf(view) !== 'pc-ixa'; n++) view = await must(gm, 'run.act', { action: { type: 'turn.next' } })
  expect(currentOf(view)).toBe('pc-ixa')
  const gmPage = await (await browser.newContext()).newPage()
  await gmPage.goto(host.gmUrl)
  await gmPage.getByTestId('nav-run').click()
  const { ixa } = await twoPhones(browser, gm)
  await expect(ixa.getByTestId('device-gm-runs')).toHaveText('The GM is running your turns.')

  await gmPage.getByTestId('players-act').check()
  await expect(ixa.getByTestId('device-gm-runs')).toHaveCount(0)
  const headline = ixa.getByTestId('device-headline')
  await expect(headline).toHaveText("Ixa Marrow's turn")
  const attack = ixa.getByTestId('device-option').filter({ hasText: 'Attack' }).and(ixa.locator(':enabled')).first()
  await expect(attack).toContainText(/at .+/)
  await expectLargeTargets(ixa, "Ixa's phone on her turn")
  await expectNoAxeViolations(ixa, "Ixa's phone on her turn")
  await ixa.screenshot({ path: test.info().outputPath('escalation-ixa-acts.png'), fullPage: true })

  await attack.click()
  await expect(gmPage.getByTestId('session-undo')).toContainText('Ixa Marrow (player)')
  await expect(ixa.getByTestId('device-refused')).toHaveText('')
  gm.close()
})
