import type { Page } from '@playwright/test'

/** Counts what the GM does in the page: each key pressed and each click, as the browser receives them. */
export async function countInputs(page: Page): Promise<void> {
  // Plain JavaScript sent as text: it runs in the page.
  await page.evaluate(`
    window.__gmInputs = 0
    window.addEventListener('keydown', (event) => { if (event.isTrusted && !event.repeat) window.__gmInputs += 1 }, true)
    window.addEventListener('click', (event) => { if (event.isTrusted) window.__gmInputs += 1 }, true)
  `)
}

/** The GM's inputs since `countInputs`. */
export const inputsSoFar = (page: Page) => page.evaluate('window.__gmInputs') as Promise<number>
