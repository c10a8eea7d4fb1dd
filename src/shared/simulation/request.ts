import { z } from 'zod'
import { Id } from '../campaign/common'

/** The most fights one simulation plays. */
export const MAX_FIGHTS = 20_000

/** What the GM asks the simulator: an encounter of a system, the PCs with it, how many fights, the seed, and the round a fight is called off at. */
export const SimulationRequest = z.strictObject({
  system: z.string().min(1).max(40),
  encounterId: Id,
  pcIds: z.array(Id).min(1, 'choose at least one PC').max(50),
  fights: z.number().int().min(1).max(MAX_FIGHTS),
  seed: z.number().int().min(0).max(0xffffffff),
  maxRounds: z.number().int().min(1).max(200).default(30),
})
export type SimulationRequest = z.infer<typeof SimulationRequest>
