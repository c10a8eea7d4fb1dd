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
 * them. Threads that finished their share are kept for the next simulation, whose fights then
 * run on code already compiled rather than on a cold start; they hold no process open while
 * idle, and `close` ends them. Cancelling terminates the threads of the simulation under way.
 */
export class SimulatorService {
  private readonly threads: number
  /** Threads waiting for a share, most recently used last. */
  private readonly idle: Worker[] = []

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
        const worker = this.idle.pop() ?? this.spawn()
        worker.ref()
        workers.push(worker)
        const settle = (outcome: () => void) => {
          worker.off('message', heard)
          worker.off('error', failed)
          worker.off('exit', stopped)
          outcome()
        }
        const heard = (message: FromWorker) => {
          if (message.kind === 'progress') {
            done[index] = message.done
            progress?.(
              done.reduce((a, b) => a + b, 0),
              request.fights,
            )
          } else if (message.kind === 'done') settle(() => resolve(message.records))
          else settle(() => reject(message.kind === 'refused' ? new SimulationRefused(message.reason) : new Error(message.message)))
        }
        const failed = (error: Error) => settle(() => reject(error))
        const stopped = () => settle(() => reject(new Error('The simulator thread stopped before it answered.')))
        worker.on('message', heard)
        worker.on('error', failed)
        worker.on('exit', stopped)
        const data: ShareData = { campaign, request, share: { index, of: shares } }
        worker.postMessage(data)
      })
    const all = Promise.all(Array.from({ length: shares }, (_, index) => share(index)))
    const result = all.then(
      (records) => (cancelled ? null : simulationReport(campaign, request, inFightOrder(records))),
      (error: unknown) => {
        if (cancelled) return null
        throw error
      },
    )
    const stop = () => workers.splice(0).forEach((w) => void w.terminate())
    // A thread that played its share whole waits for the next; one that failed, or any of a simulation that failed, is ended.
    void all.then(
      () => (cancelled ? stop() : this.keep(workers.splice(0))),
      () => stop(),
    )
    return {
      result,
      cancel() {
        cancelled = true
        stop()
      },
    }
  }

  /** Threads waiting for the next simulation. */
  get waiting(): number {
    return this.idle.length
  }

  /** Ends the waiting threads (the console is closing). */
  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((w) => w.terminate()))
  }

  /** A new thread; one that ends or fails while it waits is no longer offered (a share under way hears it on its own). */
  private spawn(): Worker {
    const worker = new Worker(this.options.workerFile)
    const forget = () => {
      const at = this.idle.indexOf(worker)
      if (at >= 0) this.idle.splice(at, 1)
    }
    worker.on('error', forget)
    worker.on('exit', forget)
    return worker
  }

  private keep(workers: Worker[]): void {
    for (const worker of workers) {
      worker.unref()
      this.idle.push(worker)
    }
    // No more wait than one simulation needs.
    for (const extra of this.idle.splice(0, Math.max(0, this.idle.length - this.threads))) void extra.terminate()
  }
}
