import { parentPort } from 'node:worker_threads'
import { playShare, SimulationRefused } from './simulate'
import type { FromWorker, ShareData } from './worker-messages'

/*
 * A simulator thread: plays a share of a simulation's fights off the main thread (where the
 * console's requests are answered), posting its progress, then its records. The thread stays
 * for the next share it is given, so the next simulation starts with code the engine has
 * already compiled; cancelling terminates it.
 */

const post = (message: FromWorker) => parentPort!.postMessage(message)

parentPort!.on('message', ({ campaign, request, share }: ShareData) => {
  playShare(campaign, request, share, { progress: (done) => post({ kind: 'progress', done }) })
    .then((records) => post({ kind: 'done', records: records ?? [] }))
    .catch((error: unknown) => {
      if (error instanceof SimulationRefused) post({ kind: 'refused', reason: error.message })
      else post({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    })
})
