import type { RequestResult } from '@shared/ipc/contract'
import { IpcError } from '@shared/ipc/errors'
import type { SimulationRequest } from '@shared/simulation/request'
import type { CampaignService } from '../campaign/service'
import type { PushHub } from '../api/push'
import { SimulationRefused } from './simulate'
import type { RunningSimulation, SimulatorService } from './simulator-service'

/**
 * The simulator as the console asks it (`sim.run`, `sim.cancel`, the `sim.progress` push): one
 * simulation at a time, of the open campaign as it is when asked; a new one cancels the one
 * under way, which then answers null.
 */
export class SimulationApi {
  private running: RunningSimulation | null = null

  constructor(
    /** Null where the console has no simulator thread script (a host built without it). */
    private readonly simulator: SimulatorService | null,
    private readonly campaigns: CampaignService,
    private readonly push: PushHub,
  ) {}

  /** Plays the encounter as asked and answers the figures, or null when cancelled; refuses in words what cannot be played. */
  async run(request: SimulationRequest): Promise<RequestResult<'sim.run'>> {
    const campaign = this.campaigns.require().data
    if (!this.simulator) throw new IpcError('internal', 'This console cannot simulate encounters: its simulator is not installed.')
    this.running?.cancel()
    let running: RunningSimulation
    try {
      running = this.simulator.run(campaign, request, (done, total) => this.push.publish('sim.progress', { done, total }))
    } catch (error) {
      if (error instanceof SimulationRefused) throw new IpcError('rule_refused', error.message)
      throw error
    }
    this.running = running
    try {
      return await running.result
    } catch (error) {
      if (error instanceof SimulationRefused) throw new IpcError('rule_refused', error.message)
      throw error
    } finally {
      if (this.running === running) this.running = null
    }
  }

  /** Stops the simulation under way and ends the simulator's threads (the console is closing). */
  async close(): Promise<void> {
    this.cancel()
    await this.simulator?.close()
  }

  /** Stops the simulation under way, if any. */
  cancel(): RequestResult<'sim.cancel'> {
    const running = this.running
    this.running = null
    running?.cancel()
    return { cancelled: running !== null }
  }
}
