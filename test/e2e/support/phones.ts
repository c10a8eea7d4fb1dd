import { expect, type Browser, type Page } from '@playwright/test'
import type { WireClient } from './wire-client'

/** A phone held in one hand: the size the players' pages are made for. */
export const PHONE = { width: 375, height: 667 }

/** A phone-sized page, touch and all, in its own browser context, opened at `url` (a PC's link). */
export async function phone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await page.goto(url)
  return page
}

/** A request over the wire that must be answered ok: its result. */
export async function must(gm: WireClient, channel: string, payload: unknown): Promise<Record<string, unknown>> {
  const answer = await gm.request(channel, payload)
  expect(answer, `${channel} ${JSON.stringify(payload)}`).toMatchObject({ ok: true })
  return answer.result as Record<string, unknown>
}
