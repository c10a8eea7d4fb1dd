import type { Campaign } from '@shared/campaign'
import { reportOf, type FightRecord, type SimulationReport } from '@shared/simulation/report'
import type { SimulationRequest } from '@shared/simulation/request'
import { findFightPolicy } from '@shared/systems/policies'
import { HeadlessSession } from '../session/headless-session'
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
 * The fights of one share of a simulation: fight numbers `share`, `share + shares`, … below
 * `request.fights`, each with its own seed, so any number of threads play the same fights.
 * `control.progress` counts this share's fights; null when cancelled. Checks nothing: see
 * `whySimulationRefused`.
 */
export async function playShare(
  campaign: Campaign,
  request: SimulationRequest,
  share: { index: number; of: number },
  control: SimulationControl = {},
): Promise<FightRecord[] | null> {
  const policy = findFightPolicy(request.system)
  if (!policy) throw new SimulationRefused(`The simulator cannot play fights of “${request.system}” yet.`)
  const records: FightRecord[] = []
  // Checked once for all the fights, as the console checks the open campaign once.
  const prepared = HeadlessSession.prepare(campaign)
  for (let fight = share.index; fight < request.fights; fight += share.of) {
    if (records.length % BATCH === 0) {
      if (control.cancelled?.()) return null
      if (records.length > 0) control.progress?.(records.length, request.fights)
    }
    records.push(await playFight(prepared, policy, { ...request, seed: fightSeed(request.seed, fight) }))
  }
  control.progress?.(records.length, request.fights)
  return records
}

/** The shares' records back in fight order (fight n is share n mod shares's record n div shares). */
export function inFightOrder(shares: readonly (readonly FightRecord[])[]): FightRecord[] {
  const total = shares.reduce((sum, s) => sum + s.length, 0)
  return Array.from({ length: total }, (_, n) => shares[n % shares.length]![Math.floor(n / shares.length)]!)
}

/** The report of a simulation's records, with the names the campaign gives its PCs and NPCs. */
export function simulationReport(campaign: Campaign, request: SimulationRequest, records: readonly FightRecord[]): SimulationReport {
  const names = new Map([...campaign.characters, ...campaign.npcs].map((x) => [x.id, x.name]))
  return reportOf(records, { system: request.system, encounterId: request.encounterId, seed: request.seed }, names)
}

/**
 * Plays the encounter `request.fights` times through the real session on this thread, each
 * fight with its own seeded dice, and sums them up. Answers null when cancelled; throws
 * `SimulationRefused` with the console's words when the request or the encounter cannot be played.
 */
export async function simulate(campaign: Campaign, request: SimulationRequest, control: SimulationControl = {}): Promise<SimulationReport | null> {
  const refused = whySimulationRefused(campaign, request)
  if (refused) throw new SimulationRefused(refused)
  const records = await playShare(campaign, request, { index: 0, of: 1 }, control)
  return records && simulationReport(campaign, request, records)
}
