import { chromium, type Browser } from '@playwright/test'
import { CONSOLE_DISABLED_FEATURES } from '../../src/main/windows/chromium-features'
import { progress } from './report'

const EXECUTABLE = '/usr/bin/chromium'
/** Flags for a locked-down machine, as the e2e config has them: no sandbox as root, no GPU, no calls home. */
const QUIET = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const DISABLE = '--disable-features='

/** What chrome://version says of a running browser: its command line, and the features in force from it. */
async function versionPage(browser: Browser): Promise<{ commandLine: string; disabled: string[] }> {
  const page = await browser.newPage()
  try {
    await page.goto('chrome://version')
    const commandLine = await page.locator('#command_line').innerText()
    // "Command-line Variations": the features as Chromium took them from the command line, base64 JSON.
    const encoded = (await page.locator('#variations-cmd').getAttribute('data-value')) ?? ''
    const variations = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8') || '{}') as Record<string, string>
    return { commandLine, disabled: (variations['disable-features'] ?? '').split(',').filter(Boolean) }
  } finally {
    await page.close()
  }
}

/**
 * Chromium as the console's window runs it (src/main/windows/chromium-features.ts). Playwright
 * passes a `--disable-features` list of its own before the arguments it is given, and Chromium
 * keeps only one such switch: a second list replaces the first, so which features are off would
 * depend on the order and on the Chromium. The two lists go in as one instead: a first launch
 * shows Playwright's at chrome://version, the second leaves it out and passes it merged with
 * the console's, and checks at chrome://version that every one of them is off.
 */
export async function launchConsoleChromium(): Promise<Browser> {
  const probe = await chromium.launch({ executablePath: EXECUTABLE, args: QUIET })
  const defaults = await versionPage(probe).finally(() => probe.close())
  const own = defaults.commandLine.split(/\s+/).find((arg) => arg.startsWith(DISABLE))
  const merged = [...new Set([...(own ? own.slice(DISABLE.length).split(',') : []), ...CONSOLE_DISABLED_FEATURES])]
  const browser = await chromium.launch({
    executablePath: EXECUTABLE,
    ignoreDefaultArgs: own ? [own] : [],
    args: [`${DISABLE}${merged.join(',')}`, ...QUIET],
  })
  const { disabled } = await versionPage(browser)
  const missing = merged.filter((feature) => !disabled.includes(feature))
  if (missing.length) {
    await browser.close()
    throw new Error(`Chromium runs with ${missing.join(', ')} still on`)
  }
  progress(`Chromium runs with ${merged.length} features off, the console's ${CONSOLE_DISABLED_FEATURES.join(', ')} among them`)
  return browser
}
