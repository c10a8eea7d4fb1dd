import { defineConfig } from '@playwright/test'
import { existsSync } from 'node:fs'

/**
 * The browser: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium when present, else
 * Playwright's own download.
 */
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two spec files at a time: each starts its own host on its own port and temp folder, so
  // they share nothing; on a 2-core machine this takes the suite from about 9 to 7 minutes.
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath,
      // Flags for a locked-down CI machine: no sandbox as root, no GPU, no calls home.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
})
