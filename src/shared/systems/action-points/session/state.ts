import { blockOf } from '../../../combat/from-campaign'
import type { PersistedFight } from '../../../combat/persisted-fight'
import { z } from 'zod'
import type { PlayerCharacter } from '../../../campaign'
import { ActionPointsPcBlock } from '../campaign'
import type { ApFight } from '../combat/fight'

/** What a session of Action points starts from: nothing carries between fights (AG37: each fight starts from the sheets). */
export const ApBegin = z.strictObject({})
export type ApBegin = z.infer<typeof ApBegin>

/** A fight in progress, its machine snapshot as plain JSON. */
export type ActiveFight = PersistedFight<ApFight>

/** Action points' state in a session: the fight being run, if any. */
export interface ApState {
  readonly fight: ActiveFight | null
}

/** A PC's Action-points block, when it has one that reads. */
export const apBlockOf = (pc: PlayerCharacter): ActionPointsPcBlock | null => blockOf(ActionPointsPcBlock, pc, 'actionPoints')

export function initialState(): ApState {
  return { fight: null }
}
