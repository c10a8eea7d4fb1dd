import { expect, test } from './support/host-fixture'
import { expectNoAxeViolations } from './support/axe'
import { everyStepByHand } from './support/web-host'

/*
 * axe-core on every section of the GM console, with each of its dialogs open, and on the
 * player display in each of its states (waiting, a Challenge on stage with a roll, blank,
 * paused), at a laptop's size and a TV's.
 */
const HAGGLE = 'scene-glass-market/event-the-deal/challenge-haggle'

test.use({ hostSetup: { diceSeed: 4 } })

const SECTIONS = ['characters', 'traits', 'relics', 'npcs', 'scenes', 'encounters', 'settings', 'run', 'log', 'display'] as const

test('A11y every GM section, each dialog, and the runner have no axe violations; dialogs keep focus and give it back', async ({ page, host }) => {
  test.setTimeout(180_000)
  await page.goto(host.gmUrl)
  await expect(page.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('main')).toHaveCount(1)
  // The first Tab offers to skip the bars, and it moves focus into the section.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to the section' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#gm-main')).toBeFocused()

  for (const section of SECTIONS) {
    await page.getByTestId(`nav-${section}`).click()
    await expect(page.getByTestId(`nav-${section}`)).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('main')).toHaveCount(1)
    await expectNoAxeViolations(page, `GM console, ${section}`)
  }

  // The shortcuts: focus moves in and stays in; Esc closes; focus goes back; the keys work again.
  const help = page.getByRole('button', { name: 'Keyboard shortcuts' })
  await help.click()
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close: Keyboard shortcuts' })).toBeFocused()
  for (let n = 0; n < 5; n++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement))).toBe(true)
  }
  await expectNoAxeViolations(page, 'GM console, the shortcuts')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(help).toBeFocused()
  await page.keyboard.press('?')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await page.getByTestId('open-picker').click()
  await expect(page.getByRole('dialog', { name: 'Campaigns' })).toBeVisible()
  await expectNoAxeViolations(page, 'GM console, the campaign picker')
  await page.keyboard.press('Escape')

  await page.getByTestId('nav-display').click()
  await page.getByTestId('display-rotate-links').click()
  await expectNoAxeViolations(page, 'GM console, new links')
  await page.keyboard.press('Escape')
  await page.getByTestId('display-blank').click()
  await expect(page.getByTestId('display-blank')).toContainText('Screen blanked')
  await expectNoAxeViolations(page, 'GM console, the display blanked')
  await page.getByTestId('display-blank').click()

  // A session, a Challenge and its runner, each step by hand.
  await everyStepByHand(page)
  await page.reload()
  await page.getByTestId('nav-run').click()
  await expectNoAxeViolations(page, 'GM console, starting a session')
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await expectNoAxeViolations(page, 'GM console, picking a Challenge')
  await page.getByTestId('start-challenge').click()
  await expectNoAxeViolations(page, 'GM console, the Huddle')
  await page.getByTestId('leader-pc-vell').click()
  await expect(page.getByTestId('leader-picker')).toContainText('leads the Cohort.')
  for (const name of ['Add Dice Modifiers (Build the Pool)', 'Auto Result Modifiers (Auto Results)', 'Roll Remaining Dice']) {
    await page.keyboard.press('n')
    await expect(page.getByTestId('step-name')).toHaveText(name)
  }
  await page.keyboard.press('r')
  await expect(page.getByTestId('die-0')).not.toHaveText('?')
  await expectNoAxeViolations(page, 'GM console, the dice rolled')
  await page.screenshot({ path: test.info().outputPath('runner-dice.png') })
  await page.getByTestId('end-challenge').click()
  await expectNoAxeViolations(page, 'GM console, ending the Challenge')
  await page.keyboard.press('Escape')
  await page.getByTestId('end-session').click()
  await expectNoAxeViolations(page, 'GM console, ending the session')
  await page.keyboard.press('Escape')
  await page.getByTestId('nav-log').click()
  await page.getByTestId('log-export').click()
  await expectNoAxeViolations(page, 'GM console, the export dialog')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('A11y the player display has no axe violations waiting, with a roll on stage, blank and paused, on a TV and a small screen', async ({
  browser,
  page,
  host,
}) => {
  test.setTimeout(120_000)
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    const player = await (await browser.newContext({ viewport })).newPage()
    await player.goto(host.playerUrl)
    await expect(player.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
    await expectNoAxeViolations(player, `player display ${viewport.width}×${viewport.height}, waiting`)
    await player.context().close()
  }
  const player = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  await player.goto(host.playerUrl)
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await page.getByTestId('start-challenge').click()
  await page.getByTestId('leader-pc-vell').click()
  await expect(page.getByTestId('leader-picker')).toContainText('leads the Cohort.')
  await page.keyboard.press('n')
  await expect(page.getByTestId('step-name')).toHaveText('Add Dice Modifiers (Build the Pool)')
  await page.keyboard.press('n')
  await expect(player.getByTestId('player-roll')).toBeVisible()
  // Readable on a small TV too: every die of the roll is on screen.
  for (const die of await player.getByTestId('player-die').all()) await expect(die).toBeInViewport()
  await expectNoAxeViolations(player, 'player display 1280×720, a roll on stage')
  await player.screenshot({ path: test.info().outputPath('player-display-720p.png') })

  await page.getByTestId('nav-display').click()
  await page.getByTestId('display-blank').click()
  await expect(player.getByTestId('player-blank')).toBeAttached()
  await expectNoAxeViolations(player, 'player display, blank')
  await page.getByTestId('display-blank').click()
  await page.getByTestId('display-network').uncheck()
  await expect(player.getByTestId('player-paused')).toBeVisible()
  await expectNoAxeViolations(player, 'player display, paused')
  await page.getByTestId('display-network').check()
  await player.context().close()
})
