import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { Campaign } from '@shared/campaign'
import type { FightRecord, SimulationReport } from '@shared/simulation/report'
import type { SimulationRequest } from '@shared/simulation/request'
import { inFightOrder, simulationReport, SimulationRefused, whySimulationRefused } from './simulate'
import type { FromWorker, ShareData } from './worker-messages'

/** A simulation under way: its answer (null once cancelled) and how to stop it. */
export interface RunningSimulation {
  readonly result: Promise<SimulationReport | null>
  cancel(): void
}

/** Where the simulator threads' script is and how many to start at most. */
export interface SimulatorOptions {
  /** The bundled worker script (`out/main/simulator-worker.js` in the app). */
  workerFile: string | URL
  /** Threads per simulation: the machine's cores less one for the console, at least one, two by default at most. */
  threads?: number
}

/**
 * Runs simulations off the main thread: the fights are shared out to worker threads (fight n
 * to thread n mod threads), each posting its progress, and the records are put back in fight
 * order before they are summed up, so the figures are the same however many threads played
 * them. Cancelling terminates the threads.
 */
export class SimulatorService {
  private readonly threads: number

  constructor(private readonly options: SimulatorOptions) {
    this.threads = options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1))
  }

  /** Starts a simulation; `progress` hears how many fights are done of how many. Refuses at once what cannot be played. */
  run(campaign: Campaign, request: SimulationRequest, progress?: (done: number, total: number) => void): RunningSimulation {
    const refused = whySimulationRefused(campaign, request)
    if (refused) throw new SimulationRefused(refused)
    const shares = Math.max(1, Math.min(this.threads, request.fights))
    const done = new Array<number>(shares).fill(0)
    const workers: Worker[] = []
    let cancelled = false
    const share = (index: number) =>
      new Promise<FightRecord[]>((resolve, reject) => {
        const data: ShareData = { campaign, request, share: { index, of: shares } }
        const worker = new Worker(this.options.workerFile, { workerData: data })
        workers.push(worker)
        worker.on('message', (message: FromWorker) => {
          if (message.kind === 'progress') {
            done[index] = message.done
            progress?.(
              done.reduce((a, b) => a + b, 0),
              request.fights,
            )
          } else if (message.kind === 'done') resolve(message.records)
          else reject(message.kind === 'refused' ? new SimulationRefused(message.reason) : new Error(message.message))
        })
        worker.on('error', reject)
        worker.on('exit', () => reject(new Error('The simulator thread stopped before it answered.')))
      })
    const all = Promise.all(Array.from({ length: shares }, (_, index) => share(index)))
    const result = all.then(
      (records) => (cancelled ? null : simulationReport(campaign, request, inFightOrder(records))),
      (error: unknown) => {
        if (cancelled) return null
        throw error
      },
    )
    const stop = () => workers.forEach((w) => void w.terminate())
    void result.finally(stop).catch(() => undefined)
    return {
      result,
      cancel() {
        cancelled = true
        stop()
      },
    }
  }
}
