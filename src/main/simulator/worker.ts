import { parentPort, workerData } from 'node:worker_threads'
import type { Campaign } from '@shared/campaign'
import type { SimulationRequest } from '@shared/simulation/request'
import { playShare, SimulationRefused } from './simulate'
import type { FromWorker, ShareData } from './worker-messages'

/*
 * A simulator thread: plays its share of a simulation's fights off the main thread (where the
 * console's requests are answered) and posts its progress, then its records. Cancelling
 * terminates the thread.
 */

const post = (message: FromWorker) => parentPort!.postMessage(message)
const { campaign, request, share } = workerData as ShareData & { campaign: Campaign; request: SimulationRequest }

playShare(campaign, request, share, { progress: (done) => post({ kind: 'progress', done }) })
  .then((records) => post({ kind: 'done', records: records ?? [] }))
  .catch((error: unknown) => {
    if (error instanceof SimulationRefused) post({ kind: 'refused', reason: error.message })
    else post({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  })
