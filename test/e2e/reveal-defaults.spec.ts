import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import type { DemoChange } from './support/demo-host'
import { expect, test } from './support/host-fixture'
import type { RunningHost } from './support/web-host'
import { connect } from './support/wire-client'

/*
 * Who the players see as a fight starts, against the real web host: by default the fight and
 * everyone in it but the one its encounter marks hidden; the hidden one on Reveal all (undone
 * as one step) or on its first turn. With the campaign's setting off, or in a hidden Challenge,
 * the runner says the players see nothing, and V shows them.
 */

const AMBUSH = 'enc-raider-ambush'
const SCOUT = 'Raider Scout'

/** The ambush with a fifth raider, a scout the encounter marks hidden (a raider's block under another name). */
const withScout: DemoChange = (campaign) => {
  const npcs = campaign.npcs as { id: string; name: string }[]
  const raider = npcs.find((n) => n.id === 'npc-sand-raider')!
  npcs.push({ ...raider, id: 'npc-raider-scout', name: SCOUT })
  const ambush = campaign.encounters.find((e) => e.id === AMBUSH) as { combatants: unknown[] }
  ambush.combatants.push({ npcId: 'npc-raider-scout', count: 1, hidden: true })
}

test.use({ hostSetup: { demo: true, diceSeed: 7 } })

async function openPlayer(page: Page, host: RunningHost): Promise<Page> {
  const player = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 720 } })
  const screen = await player.newPage()
  await screen.goto(host.playerUrl)
  return screen
}

/** Starts a session and the ambush from the run section. */
async function startAmbush(page: Page): Promise<void> {
  await page.getByTestId('nav-run').click()
  await page.getByTestId('start-session').click()
  await expect(page.getByTestId('fight-encounter')).toHaveValue(AMBUSH)
  await page.getByTestId('fight-start').click()
  await expect(page.getByTestId('fight-setup')).toBeVisible()
}

// This one fight has the scout in it; the others play the ambush as the demo ships it.
test.describe(() => {
  test.use({ hostSetup: { demo: withScout, diceSeed: 7 } })

  test('a new fight shows the players everyone but the one marked hidden, who appears on Reveal all and on its first turn', async ({
    page,
    host,
  }) => {
    test.setTimeout(120_000)
    await page.goto(host.gmUrl)
    const player = await openPlayer(page, host)
    await expect(player.getByTestId('player-status')).toHaveText('Waiting for the GM')

    await startAmbush(page)
    const seen = player.getByTestId('player-combatants').locator('li')
    await expect(seen).toHaveCount(8)
    await expect(player.getByTestId('player-fight')).toContainText('Sand Raider 4')
    await expect(player.getByTestId('player-fight')).not.toContainText(SCOUT)
    await expect(page.getByTestId('run-players-see')).toHaveCount(0)
    await expectNoAxeViolations(page, 'GM console, a fight shown with one hidden')
    await expectNoAxeViolations(player, 'player display, a fight with one hidden')

    // Reveal all: one step in the log, undone as one.
    await page.getByTestId('fight-reveal-all').click()
    await expect(seen).toHaveCount(9)
    await expect(player.getByTestId('player-fight')).toContainText(SCOUT)
    await expect(page.getByTestId('recent-log')).toContainText(`Everyone in the fight is revealed to the players: ${SCOUT}.`)
    await expect(page.getByTestId('fight-reveal-all')).toHaveCount(0)
    await expectNoAxeViolations(player, 'player display, everyone revealed')
    await page.getByTestId('recent-log').click()
    await page.keyboard.press('Control+z')
    await expect(seen).toHaveCount(8)
    await expect(player.getByTestId('player-fight')).not.toContainText(SCOUT)

    // Its first turn reveals it.
    const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
    expect(await gm.request('run.act', { system: 'escalation', action: { type: 'combat.begin' } })).toMatchObject({ ok: true })
    const scoutsTurn = (answer: Record<string, unknown>) => {
      const fight = (answer.result as { systems: { escalation: { fight: { current: string | null; combatants: { id: string; name: string }[] } } } })
        .systems.escalation.fight
      return fight.combatants.find((c) => c.id === fight.current)?.name === SCOUT
    }
    let turns = 0
    while (turns++ < 9 && !scoutsTurn(await gm.request('run.act', { system: 'escalation', action: { type: 'turn.next' } }))) {
      await expect(player.getByTestId('player-fight')).not.toContainText(SCOUT)
    }
    await expect(player.getByTestId('player-fight')).toContainText(SCOUT)
    await expect(page.getByTestId('recent-log')).toContainText(`${SCOUT}'s turn.`)
    await expect(seen).toHaveCount(9)
    await expectNoAxeViolations(player, 'player display, the hidden one on its turn')
    gm.close()
  })
})

test('with the setting off a fight starts hidden, and the runner says the players see nothing until V shows it', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  const player = await openPlayer(page, host)

  await page.getByTestId('nav-settings').click()
  const setting = page.getByTestId('settings-show-new-fights')
  await expect(setting).toBeChecked()
  await setting.uncheck()
  await page.getByTestId('save-settings').click()
  await expect(page.getByTestId('save-settings')).toBeDisabled()

  await startAmbush(page)
  const line = page.getByTestId('run-players-see')
  await expect(line).toContainText('The players see nothing.')
  await expect(line).toContainText('“Raider Ambush” is hidden from them.')
  await expect(player.getByTestId('player-status')).toHaveText('The GM is preparing something')
  await expectNoAxeViolations(page, 'GM console, the players see nothing')

  await page.getByTestId('fight-round').click()
  await page.keyboard.press('v')
  await expect(line).toHaveCount(0)
  await expect(player.getByTestId('player-fight')).toBeVisible()
  await expectNoAxeViolations(player, 'player display, the fight shown by V')

  // The shortcut list names the key.
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog')).toContainText('while the players see nothing')
})

test('a hidden Challenge: the runner says the players see nothing, and V shows it to them', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  const player = await openPlayer(page, host)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption('scene-glass-market/event-the-deal/challenge-dune-crossing')
  await page.getByTestId('start-challenge').click()

  const line = page.getByTestId('run-players-see')
  await expect(line).toContainText('“Cross the Shifting Dunes” is hidden from them.')
  await expect(player.getByTestId('player-status')).toHaveText('The GM is preparing something')
  await expectNoAxeViolations(page, 'GM console, a hidden Challenge')

  await expect(page.getByTestId('run-players-show')).toHaveAttribute('aria-keyshortcuts', 'V')
  await page.keyboard.press('v')
  await expect(line).toHaveCount(0)
  await expect(player.getByTestId('player-challenge')).toHaveText('Cross the Shifting Dunes')
  await expectNoAxeViolations(page, 'GM console, the Challenge shown')
  await expectNoAxeViolations(player, 'player display, the Challenge shown')
})
