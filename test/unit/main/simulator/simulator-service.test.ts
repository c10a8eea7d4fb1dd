import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { simulate } from '../../../../src/main/simulator/simulate'
import { SimulatorService } from '../../../../src/main/simulator/simulator-service'
import type { SimulationReport } from '@shared/simulation/report'
import { startServices } from '../../../support/services'
import { builtWorker, campaignWith, PARTY } from './support'

let workerFile = ''
let cleanup = async () => undefined

beforeAll(async () => {
  ;({ workerFile, cleanup } = await builtWorker())
}, 120_000)

afterAll(() => cleanup())

const request = { system: 'zones', encounterId: 'enc-sim', pcIds: PARTY, fights: 12, seed: 11, maxRounds: 30 }

describe('the simulator off the main thread', () => {
  it('two threads play the same fights as one, with progress up to every fight', async () => {
    const campaign = campaignWith('zones', 'npc-sand-raider', 4)
    const seen: number[] = []
    const running = new SimulatorService({ workerFile, threads: 2 }).run(campaign, request, (done) => seen.push(done))
    const report = await running.result
    expect(report).toEqual(await simulate(campaign, request))
    expect(seen.at(-1)).toBe(12)
  }, 120_000)

  it('the threads of one simulation play the next, with the same figures, and close ends them', async () => {
    const campaign = campaignWith('zones', 'npc-sand-raider', 4)
    const service = new SimulatorService({ workerFile, threads: 2 })
    const first = await service.run(campaign, request).result
    expect(service.waiting).toBe(2)
    const again = await service.run(campaign, { ...request, seed: 12 }).result
    expect(service.waiting).toBe(2)
    expect(first).toEqual(await simulate(campaign, request))
    expect(again).toEqual(await simulate(campaign, { ...request, seed: 12 }))
    await service.close()
    expect(service.waiting).toBe(0)
  }, 120_000)

  it('a cancelled simulation answers null and stops its threads', async () => {
    const service = new SimulatorService({ workerFile, threads: 2 })
    const running = service.run(campaignWith('zones', 'npc-sand-raider', 4), { ...request, fights: 5000 })
    running.cancel()
    expect(await running.result).toBeNull()
    expect(service.waiting).toBe(0)
  }, 60_000)

  it('refuses at once, in words, what it cannot play', () => {
    expect(() =>
      new SimulatorService({ workerFile }).run(campaignWith('zones', 'npc-sand-raider', 4), { ...request, encounterId: 'enc-gone' }),
    ).toThrow(/no encounter “enc-gone”/)
  })
})

describe('the simulator through the API', () => {
  it('sim.run plays an encounter of the open campaign, pushing its progress; sim.cancel stops one under way', async () => {
    const { services, call, cleanup: done } = await startServices({ simulatorWorker: workerFile })
    try {
      const progress: number[] = []
      let heard = () => undefined as void
      services.subscribe((message) => {
        if (message.event !== 'sim.progress') return
        progress.push((message.data as { done: number }).done)
        heard()
      })
      const report = (await call('sim.run', {
        system: 'escalation',
        encounterId: 'enc-raider-ambush',
        pcIds: PARTY,
        fights: 6,
        seed: 5,
      })) as SimulationReport
      expect(report).toMatchObject({ fights: 6, seed: 5, system: 'escalation' })
      expect(report.verdict).toMatch(/^(Easy|Moderate|Hard|Deadly): /)
      expect(progress.at(-1)).toBe(6)
      const underWay = new Promise<void>((resolve) => (heard = resolve))
      const long = call('sim.run', { system: 'escalation', encounterId: 'enc-raider-ambush', pcIds: PARTY, fights: 5000, seed: 5 })
      await underWay
      expect(await call('sim.cancel')).toEqual({ cancelled: true })
      expect(await long).toBeNull()
      await expect(call('sim.run', { system: 'escalation', encounterId: 'enc-gone', pcIds: PARTY, fights: 6, seed: 5 })).rejects.toThrow(
        /no encounter “enc-gone”/,
      )
      await expect(call('sim.run', { system: 'escalation', encounterId: 'enc-raider-ambush', pcIds: [], fights: 6, seed: 5 })).rejects.toThrow(
        /at least one PC/,
      )
    } finally {
      await services.close()
      await done()
    }
  }, 120_000)
})
