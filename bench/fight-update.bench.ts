import type { Page } from '@playwright/test'
import { startDemoHost } from '../test/e2e/support/demo-host'
import { removeDir } from '../test/e2e/support/web-host'
import { connect } from '../test/e2e/support/wire-client'
import { progress, report, runBench } from './support/report'
import { percentile } from './support/stats'
import { launchConsoleChromium } from './support/chromium'

/** The demo's four PCs and 26 Sand Raiders, too hardy to fall: thirty combatants in the order. */
const ENCOUNTER = 'enc-long-fight'
const RAIDERS = 26
const ROUND = 20
const WARM_UP_TURNS = 5
const TURNS = 60

/*
 * Runs in the GM page (plain JavaScript: it is sent as text). From the N key's press to the
 * turn order marking someone else as the one whose turn it is, on the page's own clock.
 */
const IN_PAGE = `
window.__fight = {
  pending: null,
  arm() {
    const now = () => document.querySelector('[aria-current="step"]')?.getAttribute('data-combatant') ?? null
    const before = now()
    let pressedAt = null
    window.addEventListener('keydown', () => (pressedAt = performance.now()), { capture: true, once: true })
    this.pending = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (now() === before) return
        observer.disconnect()
        resolve(performance.now() - pressedAt)
      })
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-current'] })
    })
  },
}
`

/** Round after round by the host's own requests (the page only watches), until round `round` begins. */
async function onToRound(page: Page, origin: string, token: string, round: number): Promise<void> {
  const gm = await connect(origin, { role: 'gm', token })
  try {
    for (let turn = 0; turn < 30 * (round - 1); turn++) {
      const answer = await gm.request('run.act', { system: 'escalation', action: { type: 'turn.next' }, passSteps: true })
      if (answer.ok === false) throw new Error(`turn.next was refused: ${JSON.stringify(answer)}`)
    }
  } finally {
    gm.close()
  }
  await page
    .getByTestId('fight-round')
    .filter({ hasText: `Round ${round}` })
    .waitFor()
}

/**
 * In Chromium through the web host, a long fight (ruling: "long fights stay quick"): thirty
 * combatants at round 20, where the GM presses N and the turn order shows the next one's
 * turn. Measured in the page, from the key press to the order's update (the host's answer and
 * the redraw of the order, the attack with its odds and the selected combatant), turn after turn.
 */
async function main(): Promise<void> {
  const host = await startDemoHost(11, (campaign) => {
    const raider = (campaign.npcs as { id: string; statBlocks: Record<string, { hp: number }> }[]).find((n) => n.id === 'npc-sand-raider')!
    for (const block of Object.values(raider.statBlocks)) block.hp = 300
    campaign.encounters.push({
      id: ENCOUNTER,
      name: 'A long fight',
      system: 'escalation',
      description: '',
      gmNotes: '',
      combatants: [{ npcId: 'npc-sand-raider', count: RAIDERS }],
      setup: {},
      revealed: true,
    })
  })
  const browser = await launchConsoleChromium()
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await page.goto(host.gmUrl)
    await page.keyboard.press('Alt+8')
    await page.getByTestId('start-session').click()
    await page.getByTestId('fight-encounter').selectOption(ENCOUNTER)
    await page.getByTestId('fight-start').click()
    await page.getByTestId('fight-begin').click()
    await page.getByTestId('fight-round').filter({ hasText: 'Round 1' }).waitFor()
    const combatants = await page.locator('[data-testid^="combatant-"][data-combatant]').count()
    if (combatants !== 30) throw new Error(`the order holds ${combatants} combatants, not 30`)
    await onToRound(page, host.origin, host.gmToken, ROUND)
    progress(`fight.update: round ${ROUND} of a fight of ${combatants}`)
    const [height, window] = (await page.evaluate('[document.scrollingElement.scrollHeight, innerHeight]')) as [number, number]
    if (height > window) throw new Error(`the page scrolls at round ${ROUND}: ${height}px in a ${window}px window`)
    await page.evaluate(IN_PAGE)
    const samples: number[] = []
    for (let turn = 0; turn < WARM_UP_TURNS + TURNS; turn++) {
      await page.evaluate('window.__fight.arm()')
      await page.keyboard.press('n')
      const ms = (await page.evaluate('window.__fight.pending')) as number
      if (turn >= WARM_UP_TURNS) samples.push(ms)
    }
    progress(
      `fight.update: p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms over ${samples.length} turns`,
    )
    report('fight.update.p95.ms', percentile(samples, 0.95), 'ms')
  } finally {
    await browser.close()
    await host.stop()
    await removeDir(host.dataDir)
  }
}

runBench(main)
