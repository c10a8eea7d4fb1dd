import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import type { DemoChange } from './support/demo-host'
import { countInputs, inputsSoFar } from './support/inputs'
import { expect, test } from './support/host-fixture'

/*
 * A fight at table speed, in each combat system: five combatants (the four PCs and one Sand
 * Raider) on an encounter of the demo's, at 1440×900. The fight's loop fits the window without
 * scrolling the page, also with every folded part open (M); a plain attack turn (the default target, the roll, its damage, the end of
 * the turn) takes at most 4 of the GM's inputs, a plain round at most 20; hit points take a
 * change typed in place; `?` lists the fight's keys. The page counts the GM's inputs: each key
 * press and each click, as the browser receives them.
 */

const RAIDER = 'npc-sand-raider-1'
const PCS = ['pc-ixa', 'pc-vell', 'pc-dax', 'pc-tamsin']

interface SystemCase {
  name: string
  encounter: string
  /** The start form's encounter field and start button. */
  pick: string
  start: string
  /** Setup rolls with R (a side roll, initiative) before the fight begins. */
  setupRoll: boolean
  setup: Record<string, unknown>
  /** The attack's roll button, its odds, the latest roll and one of the acting combatant's other choices. */
  loop: { roll: string; odds: string; latest: string; choice: string }
  /** The selector of the attack's target: a select's value, or the ticked box. */
  target: (page: Page) => Promise<string | null>
}

const selectTarget = (testid: string) => (page: Page) => page.getByTestId(testid).inputValue()

const CASES: SystemCase[] = [
  {
    name: 'escalation',
    encounter: 'enc-table-escalation',
    pick: 'fight-encounter',
    start: 'fight-start',
    setupRoll: false,
    setup: {},
    loop: { roll: 'attack-roll', odds: 'attack-odds', latest: 'last-roll', choice: 'move' },
    target: async (page) => {
      const ticked = page.locator('[data-testid^="attack-target-"]:checked')
      await expect(ticked).toHaveCount(1)
      return ((await ticked.getAttribute('data-testid')) ?? '').replace('attack-target-', '')
    },
  },
  {
    name: 'zones',
    encounter: 'enc-table-zones',
    pick: 'zones-encounter',
    start: 'zones-start',
    setupRoll: true,
    setup: {
      zones: [
        { name: 'Open sand', conditions: '', links: ['Wreck deck'] },
        { name: 'Wreck deck', conditions: 'Tilted plates.', links: [] },
      ],
      partyZone: 'Open sand',
      enemyZone: 'Open sand',
    },
    loop: { roll: 'zones-attack-roll', odds: 'zones-attack-odds', latest: 'zones-last-roll', choice: 'zones-disengage' },
    target: selectTarget('zones-attack-target'),
  },
  {
    name: 'actionPoints',
    encounter: 'enc-table-action-points',
    pick: 'ap-fight-encounter',
    start: 'ap-fight-start',
    setupRoll: true,
    setup: {
      grid: true,
      radius: 6,
      // The raider stands beside Ixa, Dax and Tamsin; Vell shoots from four hexes away.
      positions: {
        'pc-ixa': { q: 0, r: 2 },
        'pc-vell': { q: -4, r: 4 },
        'pc-dax': { q: 1, r: 2 },
        'pc-tamsin': { q: 1, r: 3 },
        [RAIDER]: { q: 0, r: 3 },
      },
    },
    loop: { roll: 'attack-roll', odds: 'attack-odds', latest: 'last-roll', choice: 'ap-action-move' },
    target: selectTarget('attack-target'),
  },
]

/** One small encounter per system: the four PCs and one Sand Raider (hardy enough to last the round), shown to the players. */
const tableEncounters: DemoChange = (campaign) => {
  const raider = (campaign.npcs as { id: string; statBlocks: Record<string, { hp: number }> }[]).find((n) => n.id === 'npc-sand-raider')!
  for (const block of Object.values(raider.statBlocks)) block.hp = 300
  for (const c of CASES)
    campaign.encounters.push({
      id: c.encounter,
      name: `Table speed (${c.name})`,
      system: c.name,
      description: '',
      gmNotes: '',
      combatants: [{ npcId: 'npc-sand-raider', count: 1 }],
      setup: c.setup,
      revealed: true,
    })
}

test.use({ hostSetup: { demo: tableEncounters, diceSeed: 31 } })

/**
 * The fight's loop is on the one screen the page has: the page does not scroll at all (its
 * scrolling element is no taller than the window), and each part lies wholly in sight, not
 * clipped by the column that holds it. The page's height is noted beside the result.
 */
async function loopOnFirstScreen(page: Page, where: string, parts: string[]): Promise<void> {
  if (process.env.TABLE_SHOT) await page.screenshot({ path: `${process.env.TABLE_SHOT}-${where.replace(/\W+/g, '-')}.png` })
  const [height, window] = (await page.evaluate('[document.scrollingElement.scrollHeight, innerHeight]')) as [number, number]
  test.info().annotations.push({ type: 'page height', description: `${where}: ${height}px in a ${window}px window` })
  expect(height, `${where}: the page does not scroll`).toBeLessThanOrEqual(window)
  for (const part of parts) await expect(page.getByTestId(part).first(), `${where}: ${part} is in sight`).toBeInViewport({ ratio: 0.98 })
}

/**
 * M opens every part folded away, and the page still does not scroll (a column does); M again
 * folds them, and the focus inside one goes back to its summary, not to the page's top.
 */
async function foldsOpenAndClose(page: Page, name: string, loop: string[]): Promise<void> {
  const folds = page.locator('details[data-fold]')
  const count = await folds.count()
  expect(count, `${name}: parts of the fight are folded away`).toBeGreaterThan(0)
  await expect(page.locator('details[data-fold][open]')).toHaveCount(0)
  await page.keyboard.press('m')
  await expect(page.locator('details[data-fold][open]')).toHaveCount(count)
  await loopOnFirstScreen(page, `${name}, every fold open`, loop)
  await expectNoAxeViolations(page, `GM console, ${name}: every fold open`)
  const inside = page.getByTestId('combatant-fold').getByRole('button', { name: /^Rename / })
  await inside.focus()
  await page.keyboard.press('m')
  await expect(page.locator('details[data-fold][open]')).toHaveCount(0)
  await expect(page.getByTestId('combatant-fold').locator('summary')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('combatant-fold')).toHaveAttribute('open', '')
  await expect(page.getByTestId('combatant-fold').locator('summary')).toHaveAttribute('aria-keyshortcuts', 'M')
  await page.keyboard.press('m')
  await expect(page.locator('details[data-fold][open]')).toHaveCount(count)
  await page.keyboard.press('m')
  await expect(page.locator('details[data-fold][open]')).toHaveCount(0)
  await page.getByTestId('combatant-fold').locator('summary').blur()
}

for (const c of CASES) {
  test(`a plain attack turn of ${c.name} takes at most 4 inputs and a round of five at most 20, the loop on one screen at 1440×900`, async ({
    page,
    host,
  }) => {
    test.setTimeout(180_000)
    const now = page.locator('[aria-current="step"]')
    const round = page.getByTestId('fight-round')
    const latest = page.getByTestId('recent-log').locator('li').first()
    const side = (id: string | null) => (id && PCS.includes(id) ? 'players' : 'enemies')

    await page.goto(host.gmUrl)
    await page.keyboard.press('Alt+8')
    await page.getByTestId('start-session').click()
    await page.getByTestId(c.pick).selectOption(c.encounter)
    await page.getByTestId(c.start).click()
    await expect(page.getByTestId('fight-setup')).toBeVisible()
    if (c.setupRoll) {
      const before = await latest.textContent()
      await page.getByTestId('fight-begin').focus()
      await page.keyboard.press('r')
      await expect(latest).not.toHaveText(before ?? '')
    }
    await page.getByTestId('fight-begin').click()
    await expect(round).toHaveText('Round 1')

    // The loop fits the window: the order with hit points, the turn, the attack with its odds, the acting one's hit points.
    const order = PCS.concat(RAIDER).map((id) => `combatant-${id}`)
    const loop = [...order, 'turn-next', c.loop.odds, c.loop.roll, c.loop.choice, 'hp-amount']
    await loopOnFirstScreen(page, `${c.name}, the first turn`, loop)
    await expectNoAxeViolations(page, `GM console, ${c.name}: the first turn at table speed`)
    await foldsOpenAndClose(page, c.name, loop)

    // `?` lists the fight's keys, not another screen's.
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toContainText('End the turn')
    await expect(help).toContainText('Change the selected combatant’s hit points')
    await expect(help).toContainText('Open or close what is folded away')
    await expect(help).not.toContainText('Simple modifier')
    await expectNoAxeViolations(page, `GM console, ${c.name}: the fight's keys`)
    await page.keyboard.press('Escape')
    await expect(help).toHaveCount(0)

    // H reaches the acting combatant's hit points; "-3" and Enter deal 3 damage, "+3" heals them back.
    const first = await now.getAttribute('data-combatant')
    const hp = page.getByTestId('combatant-hp')
    const before = await hp.textContent()
    await page.keyboard.press('h')
    await expect(page.getByTestId('hp-amount')).toBeFocused()
    await page.keyboard.type('-3')
    await expect(page.getByTestId('hp-damage')).toHaveText('Apply 3 damage')
    await page.keyboard.press('Enter')
    await expect(hp).not.toHaveText(before ?? '')
    await expect(page.getByTestId('hp-amount')).toHaveValue('')
    await page.keyboard.type('+3')
    await page.keyboard.press('Enter')
    await expect(hp).toHaveText(before ?? '')
    await expect(page.getByTestId('hp-amount')).toHaveValue('')
    // A negative amount is refused with its reason, and nothing is logged.
    await page.keyboard.type('1d4-6')
    await expect(page.getByTestId('combatant-panel')).toContainText('Damage is never negative')
    await expect(page.getByTestId('hp-damage')).toBeDisabled()
    await expectNoAxeViolations(page, `GM console, ${c.name}: hit points typed in place`)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('hp-amount')).not.toBeFocused()
    await countInputs(page)

    // A round of five plain attack turns: each aims at the nearest enemy, rolls, deals its damage and ends.
    let turns = 0
    while ((await round.textContent()) === 'Round 1') {
      const acting = await now.getAttribute('data-combatant')
      const aim = await c.target(page)
      expect(side(aim), `${acting}'s default target ${aim} is an enemy`).not.toBe(side(acting))
      const start = await inputsSoFar(page)
      const logged = await latest.textContent()
      await page.keyboard.press('r')
      await expect(latest).not.toHaveText(logged ?? '')
      // An attack nobody answers lands with R (Action points' reactions).
      const land = page.getByTestId('ap-land')
      if ((await land.count()) && (await land.isEnabled())) {
        const waiting = await latest.textContent()
        await page.keyboard.press('r')
        await expect(latest).not.toHaveText(waiting ?? '')
      }
      if (turns === 0) {
        await loopOnFirstScreen(page, `${c.name}, the latest roll`, ['turn-next', c.loop.latest, c.loop.choice, 'hp-amount'])
        await expectNoAxeViolations(page, `GM console, ${c.name}: the latest roll`)
      }
      await page.keyboard.press('n')
      await expect(now).not.toHaveAttribute('data-combatant', acting ?? '')
      expect((await inputsSoFar(page)) - start, `${acting}'s plain attack turn`).toBeLessThanOrEqual(4)
      turns += 1
      if (turns > 5) break
    }
    expect(turns).toBe(5)
    expect(await inputsSoFar(page)).toBeLessThanOrEqual(20)
    expect(first).not.toBeNull()
  })
}
