import { afterEach } from 'vitest'
import { startServices, type ServicesOptions, type Started } from './services'

/*
 * Apart from `./services`, which the benchmarks bundle: this part needs Vitest.
 */

/**
 * Services for each test of the file that calls it (at its top level): `start` starts them with
 * `startServices`, and after the test, whether it passed or not, every one it started is closed
 * (the newest first; closing services the test already closed does nothing) and its data folder
 * removed. A test then keeps no bookkeeping of its own, and a failed assertion never leaves a
 * campaign's lock or a temp folder behind for the next test.
 */
export function servicesEachTest(): { start: (options?: ServicesOptions) => Promise<Started> } {
  const running: Started[] = []
  afterEach(async () => {
    const ended = running.splice(0).reverse()
    try {
      for (const { services } of ended) await services.close()
    } finally {
      for (const { cleanup } of ended) await cleanup()
    }
  })
  return {
    start: async (options) => {
      const started = await startServices(options)
      running.push(started)
      return started
    },
  }
}
