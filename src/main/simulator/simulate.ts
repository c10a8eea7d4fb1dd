import type { Campaign } from '@shared/campaign'
import { reportOf, type FightRecord, type SimulationReport } from '@shared/simulation/report'
import type { SimulationRequest } from '@shared/simulation/request'
import { findFightPolicy } from '@shared/systems/policies'
import { playFight, SimulationRefused } from './play-fight'

export { SimulationRefused }

/** What a running simulation reports and asks as it goes. */
export interface SimulationControl {
  /** Called after each batch of fights with how many are done. */
  progress?(done: number, total: number): void
  /** Asked between fights: true stops the simulation (it then answers null). */
  cancelled?(): boolean
}

/** Fights between two progress reports (and cancel checks). */
const BATCH = 10

/**
 * The seed of one fight of a simulation: the simulation's seed and the fight's number mixed
 * (splitmix32's finalizer), so fights differ and the same seed gives the same fights again.
 */
export function fightSeed(seed: number, fight: number): number {
  let z = (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(fight + 1, 0x85ebca77)) >>> 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
  return (z ^ (z >>> 16)) >>> 0
}

/** Why the simulator cannot play this request on this campaign, in the console's words, or null. */
export function whySimulationRefused(campaign: Campaign, request: SimulationRequest): string | null {
  const encounter = campaign.encounters.find((e) => e.id === request.encounterId)
  if (!encounter) return `There is no encounter “${request.encounterId}” in this campaign.`
  if (encounter.system !== request.system) return `“${encounter.name}” is not a fight of this system.`
  if (!findFightPolicy(request.system)) return `The simulator cannot play fights of “${request.system}” yet.`
  const missing = request.pcIds.find((id) => !campaign.characters.some((pc) => pc.id === id))
  if (missing) return `There is no PC “${missing}” in this campaign.`
  return null
}

/**
 * Plays the encounter `request.fights` times through the real session, each fight with its
 * own seeded dice, and sums them up. Answers null when cancelled; throws `SimulationRefused`
 * with the console's words when the request or the encounter cannot be played.
 */
export async function simulate(campaign: Campaign, request: SimulationRequest, control: SimulationControl = {}): Promise<SimulationReport | null> {
  const refused = whySimulationRefused(campaign, request)
  if (refused) throw new SimulationRefused(refused)
  const policy = findFightPolicy(request.system)!
  const records: FightRecord[] = []
  for (let fight = 0; fight < request.fights; fight++) {
    if (fight % BATCH === 0) {
      if (control.cancelled?.()) return null
      if (fight > 0) control.progress?.(fight, request.fights)
    }
    const plan = { ...request, seed: fightSeed(request.seed, fight), maxRounds: request.maxRounds }
    records.push(await playFight(campaign, policy, plan))
  }
  control.progress?.(request.fights, request.fights)
  const names = new Map([...campaign.characters, ...campaign.npcs].map((x) => [x.id, x.name]))
  return reportOf(records, { system: request.system, encounterId: request.encounterId, seed: request.seed }, names)
}
