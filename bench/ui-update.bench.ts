import type { Page } from '@playwright/test'
import { everyStepByHand, removeDir, startHost } from '../test/e2e/support/web-host'
import { progress, report, runBench } from './support/report'
import { percentile } from './support/stats'
import { launchConsoleChromium } from './support/chromium'

const HAGGLE = 'scene-glass-market/event-the-deal/challenge-haggle'
const HUDDLE = 'Set the Action (The Huddle)'
/** Steps 2 to 4 follow each other on the GM's "next step" alone; step 4 then needs a roll. */
const STEPS = ['Add Dice Modifiers (Build the Pool)', 'Auto Result Modifiers (Auto Results)', 'Roll Remaining Dice']
const CYCLES = 30
const WARM_UP_CYCLES = 2

/*
 * Runs in both pages (plain JavaScript: it is sent as text). Times are the page's own
 * clock, `performance.timeOrigin + performance.now()`: milliseconds since the epoch at
 * sub-millisecond resolution, so the two pages' times compare directly.
 */
const IN_PAGE = `
window.__bench = {
  clickedAt: null,
  pending: null,
  arm(testid) {
    const text = () => document.querySelector('[data-testid="' + testid + '"]')?.textContent ?? null
    const before = text()
    this.pending = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const now = text()
        if (now === null || now === before) return
        observer.disconnect()
        resolve({ text: now, at: performance.timeOrigin + performance.now() })
      })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    })
  },
}
window.addEventListener('click', (event) => {
  if (event.target.closest?.('[data-testid="step-next"]')) window.__bench.clickedAt = performance.timeOrigin + performance.now()
}, true)
`

interface Seen {
  text: string
  at: number
}

async function openRunner(gm: Page, player: Page, urls: { gm: string; player: string }): Promise<void> {
  // Every step by hand, so each click is one step and one update, as the figure has always measured.
  await everyStepByHand(gm)
  await gm.goto(urls.gm)
  await player.goto(urls.player)
  await gm.getByTestId('nav-run').click()
  await gm.getByTestId('session-name-input').fill('Bench night')
  await gm.getByTestId('start-session').click()
  await gm.getByTestId('challenge-select').selectOption(HAGGLE)
  await gm.getByTestId('start-challenge').click()
  await gm.getByTestId('leader-pc-vell').click()
  await gm.locator('[data-testid="step-next"]:enabled').waitFor()
  await player.locator('[data-testid="player-step"]', { hasText: HUDDLE }).waitFor()
  for (const page of [gm, player]) await page.evaluate(IN_PAGE)
}

/** One "next step" click: milliseconds from the click until both pages show the new step. */
async function timedNext(gm: Page, player: Page, expected: string): Promise<number> {
  await gm.evaluate(`window.__bench.arm('step-name')`)
  await player.evaluate(`window.__bench.arm('player-step')`)
  await gm.getByTestId('step-next').click()
  const gmSeen = (await gm.evaluate('window.__bench.pending')) as Seen
  const playerSeen = (await player.evaluate('window.__bench.pending')) as Seen
  const clickedAt = (await gm.evaluate('window.__bench.clickedAt')) as number
  if (gmSeen.text !== expected || playerSeen.text !== expected)
    throw new Error(`expected "${expected}", the GM page shows "${gmSeen.text}" and the player page "${playerSeen.text}"`)
  return Math.max(gmSeen.at, playerSeen.at) - clickedAt
}

/** Back to the Huddle with the runner's undo (not measured), on both pages before the next click is timed. */
async function backToHuddle(gm: Page, player: Page): Promise<void> {
  for (const name of [...STEPS.slice(0, -1)].reverse().concat(HUDDLE)) {
    await gm.getByTestId('session-undo').click()
    await gm.locator('[data-testid="step-name"]', { hasText: name }).waitFor()
  }
  await player.locator('[data-testid="player-step"]', { hasText: HUDDLE }).waitFor()
}

/**
 * In Chromium through the web host: the GM clicks "next step" in the runner and the new
 * step's name appears in the GM console and on a player display. Measured in the pages,
 * from the click event to the later of the two DOM updates, for steps 1 to 4 of the Cohort
 * turn (the odds are part of those views), over and over with the runner's undo between.
 */
async function main(): Promise<void> {
  const host = await startHost({ diceSeed: 7 })
  // The console's window runs with its own switches (src/main/windows/chromium-features.ts): so does its stand-in here.
  const browser = await launchConsoleChromium()
  try {
    const gm = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    const player = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
    await openRunner(gm, player, { gm: host.gmUrl, player: host.playerUrl })
    const samples: number[] = []
    for (let cycle = 0; cycle < WARM_UP_CYCLES + CYCLES; cycle++) {
      for (const step of STEPS) {
        const ms = await timedNext(gm, player, step)
        if (cycle >= WARM_UP_CYCLES) samples.push(ms)
      }
      await backToHuddle(gm, player)
      if (cycle % 10 === 9) progress(`ui.update: ${cycle + 1} of ${WARM_UP_CYCLES + CYCLES} rounds of steps 1 to 4`)
    }
    progress(`ui.update: p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms over ${samples.length} clicks`)
    report('ui.update.p95.ms', percentile(samples, 0.95), 'ms')
  } finally {
    await browser.close()
    await host.stop()
    await removeDir(host.dataDir)
  }
}

runBench(main)
