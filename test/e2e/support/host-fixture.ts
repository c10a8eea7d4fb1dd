import { test as base } from '@playwright/test'
import { startDemoHost, type DemoChange } from './demo-host'
import { removeDir, startHost, type RunningHost } from './web-host'

export { expect } from '@playwright/test'

/** How a spec's host starts; a spec sets it with `test.use({ hostSetup: … })`. */
export interface HostSetup {
  /** Seeded dice, so a walkthrough rolls the same every time; crypto dice without it. */
  diceSeed?: number
  /**
   * The demo campaign written into the folder before the host starts, changed as the spec asks
   * (`true`: as it ships), and opened as the GM would. Without it the host starts as on a first
   * start, which copies the demo in and opens it by itself.
   */
  demo?: true | DemoChange
}

/** The web host a test runs against. */
export interface TestHost extends RunningHost {
  /**
   * Starts the host again on the same data folder and dice, on a new port as a real restart
   * takes, after stopping it (`'kill'`: with no chance to clean up, as a crash would). The new
   * one is stopped after the test.
   */
  restart(how?: 'stop' | 'kill'): Promise<TestHost>
  /**
   * Starts a host again on the same data folder and dice once the test has stopped this one
   * itself (to watch the pages while it is down): on the same port when `samePort`, where the
   * open pages look for it, and with `extraArgs` on its command line. Stopped after the test.
   */
  startAgain(options?: { samePort?: boolean; extraArgs?: string[] }): Promise<TestHost>
}

export interface HostFixtures {
  hostSetup: HostSetup
  /** A fresh web host for this test, on its own port and temp data folder; stopped and its folder removed after the test. */
  host: TestHost
}

/**
 * Playwright's `test` with a web host for each test that asks for `host`: one place starts it,
 * one place stops it and removes its folder, even when the test fails or kills the host itself.
 */
export const test = base.extend<HostFixtures>({
  hostSetup: [{}, { option: true }],
  host: async ({ hostSetup }, use) => {
    const { diceSeed, demo } = hostSetup
    const first = demo === undefined ? await startHost({ diceSeed }) : await startDemoHost(diceSeed, demo === true ? undefined : demo)
    const started = [first]
    const testHost = (running: RunningHost): TestHost => {
      const startAgain: TestHost['startAgain'] = async ({ samePort = false, extraArgs } = {}) => {
        const port = samePort ? Number(new URL(running.origin).port) : undefined
        const again = await startHost({ dataDir: running.dataDir, diceSeed, port, extraArgs })
        started.push(again)
        return testHost(again)
      }
      return {
        ...running,
        startAgain,
        async restart(how = 'stop') {
          await (how === 'kill' ? running.kill() : running.stop())
          return startAgain()
        },
      }
    }
    try {
      await use(testHost(first))
    } finally {
      // Stopping one already stopped does nothing, so each is stopped whatever the test did.
      for (const running of started) await running.stop()
      await removeDir(first.dataDir)
    }
  },
})
