import { readFileSync } from 'node:fs'
import type { Campaign } from '../src/shared/campaign'
import { simulatorWorkerFile } from '../src/main/paths'
import { simulate } from '../src/main/simulator/simulate'
import { SimulatorService } from '../src/main/simulator/simulator-service'
import { simulatedSystems } from '../src/shared/systems/policies'
import { demoCampaignFile } from '../test/support/services'
import { progress, report, runBench } from './support/report'

/** Fights per system: enough that setup costs nothing against them. */
const FIGHTS = Number(process.env.SIM_BENCH_FIGHTS ?? 300)
const PCS = ['pc-ixa', 'pc-vell', 'pc-dax', 'pc-tamsin']

/**
 * The demo campaign with a fight of six Sand Raiders for the system: the demo's own encounter
 * of that system gives the setup (its zones, its map), the raiders replace its combatants, and
 * a map's places are dropped so that six fit wherever the system puts them.
 */
function benchCampaign(system: string): { campaign: Campaign; encounterId: string } {
  const campaign = JSON.parse(readFileSync(demoCampaignFile, 'utf8')) as Campaign
  const own = campaign.encounters.find((e) => e.system === system)!
  const setup = { ...own.setup } as Record<string, unknown>
  delete setup.positions
  delete setup.surprised
  campaign.encounters.push({
    ...own,
    id: 'enc-bench-six',
    name: 'Six raiders',
    combatants: [{ npcId: 'npc-sand-raider', count: 6 }],
    setup,
  })
  return { campaign, encounterId: 'enc-bench-six' }
}

/** Threads, as the console runs a simulation on a machine of two cores or more. */
const THREADS = 2

runBench(async () => {
  const service = new SimulatorService({ workerFile: simulatorWorkerFile, threads: THREADS })
  for (const system of simulatedSystems()) {
    const { campaign, encounterId } = benchCampaign(system)
    const request = { system, encounterId, pcIds: PCS, fights: FIGHTS, seed: 7, maxRounds: 30 }
    // A first run warms the JIT of this thread and of the service's threads, which it keeps, as the console's second simulation would find them.
    await simulate(campaign, { ...request, fights: 10 })
    await service.run(campaign, { ...request, fights: 20 }).result
    let start = performance.now()
    // CPU time as well as wall time: on a machine shared with other work the wall time says more of the others than of the simulator.
    const cpu = process.cpuUsage()
    await simulate(campaign, request)
    const oneThread = FIGHTS / ((performance.now() - start) / 1000)
    const used = process.cpuUsage(cpu)
    const cpuPerFight = (used.user + used.system) / 1000 / FIGHTS
    start = performance.now()
    const answer = await service.run(campaign, request).result
    const seconds = (performance.now() - start) / 1000
    progress(
      `${system}: ${FIGHTS} fights of 4 PCs against 6 raiders: ${oneThread.toFixed(1)}/s on one thread, ${(FIGHTS / seconds).toFixed(1)}/s on ${THREADS} worker threads (${answer?.verdict})`,
    )
    report(`sim.fights.per.s.${system}`, FIGHTS / seconds, 'fights/s')
    report(`sim.1000.fights.s.${system}`, (1000 * seconds) / FIGHTS, 's')
    report(`sim.cpu.ms.per.fight.${system}`, cpuPerFight, 'ms')
  }
  await service.close()
})
