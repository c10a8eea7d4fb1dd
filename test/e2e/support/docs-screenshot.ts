import { test, type Page } from '@playwright/test'
import { resolve } from 'node:path'

const docs = resolve(import.meta.dirname, '..', '..', '..', 'docs')

/**
 * A screenshot that README shows. Written into docs/ only when UPDATE_DOCS_SCREENSHOTS=1, so
 * an ordinary test run leaves the working tree as it found it; otherwise it goes with the
 * test's other output, where a failing run can still be looked at.
 */
export async function docsScreenshot(page: Page, file: string): Promise<void> {
  const path = process.env.UPDATE_DOCS_SCREENSHOTS === '1' ? resolve(docs, file) : test.info().outputPath(file)
  await page.screenshot({ path })
}
