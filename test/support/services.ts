import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
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
