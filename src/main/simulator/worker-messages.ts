import type { Campaign } from '@shared/campaign'
import type { FightRecord } from '@shared/simulation/report'
import type { SimulationRequest } from '@shared/simulation/request'

/** What a simulator thread is asked to play: the campaign, the request and its share of the fights. */
export interface ShareData {
  campaign: Campaign
  request: SimulationRequest
  share: { index: number; of: number }
}

/** What a simulator thread posts: its fights done so far, its records at the end, or why it could not play. */
export type FromWorker =
  | { kind: 'progress'; done: number }
  | { kind: 'done'; records: FightRecord[] }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; message: string }
