import { z } from 'zod'
import { Id, PictureRef } from '../campaign'
import { PlayerView } from '../views/player-view'
import { PcView } from '../views/pc-view'
import { PcActAnswer, PcActRequest, PcProposeRequest, type PcChoices } from '../views/pc-choices'

const NoPayload = z.strictObject({})

/** A picture for a page to show: a data: URI, which the pages' policy allows and which names no file. */
export const PictureData = z.strictObject({ dataUri: z.string() })

/**
 * What the table's screens and the players' own devices may ask, part of the contract
 * (`requests`): a player display reads the table's view and its pictures; a PC's device reads
 * and acts for its own PC alone (the dispatcher takes the PC from the device's token).
 */
export const tableRequests = {
  /** The player display's current view. */
  'player.view': { audience: 'player', payload: NoPayload, result: PlayerView },
  /** A PC's sheet for that PC's own device (a device may read only its own PC's). */
  'pc.view': { audience: 'pc', payload: z.strictObject({ pc: Id }), result: PcView },
  /** What a PC's player may do now from their device (nothing while the GM does not let players act). */
  'pc.choices': { audience: 'pc', payload: z.strictObject({ pc: Id }), result: z.custom<PcChoices>() },
  /**
   * A PC's player acts from their device: taken through the same rules as the GM's step, or
   * refused with the reason (and the refusal logged). A device acts for its own PC alone.
   */
  'pc.act': { audience: 'pc', payload: PcActRequest, result: PcActAnswer },
  /**
   * A PC's player proposes from their device (a Huddle's traits): logged for the GM to confirm
   * or decline, or refused with the reason (and the refusal logged). For its own PC alone.
   */
  'pc.propose': { audience: 'pc', payload: PcProposeRequest, result: PcActAnswer },
  /** A picture the player view shows now, as a data: URI; any other is `not_found`, as if it did not exist. */
  'player.picture': { audience: 'player', payload: z.strictObject({ ref: PictureRef }), result: PictureData },
} as const
