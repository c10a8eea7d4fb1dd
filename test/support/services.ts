import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach } from 'vitest'
import { seededSource } from '../../src/shared/dice'
import { Services } from '../../src/main/services'

export const demoCampaignFile = resolve(import.meta.dirname, '..', '..', 'resources', 'demo-campaign.json')

export type ServicesOptions = { dataDir?: string; seed?: number; now?: () => Date; newSessionId?: () => string; simulatorWorker?: string }

/** Real services on a temp data folder with the demo campaign and seeded dice. */
export async function startServices(options: ServicesOptions = {}) {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'gmc-services-')))
  const services = new Services({
    dataDir,
    host: 'web',
    version: 'test',
    demoFile: demoCampaignFile,
    dice: seededSource(options.seed ?? 1),
    now: options.now,
    newSessionId: options.newSessionId,
    simulatorWorker: options.simulatorWorker,
  })
  await services.start()
  const call = async (channel: string, payload: unknown = {}) => {
    const answer = await services.request('gm', channel, payload)
    if (!answer.ok) throw Object.assign(new Error(answer.error.message), { shape: answer.error })
    return answer.result as never
  }
  return { services, dataDir, call, cleanup: () => rm(dataDir, { recursive: true, force: true }) }
}

export type Started = Awaited<ReturnType<typeof startServices>>

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
