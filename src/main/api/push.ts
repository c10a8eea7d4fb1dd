import { events, type EventName, type EventData } from '@shared/ipc/contract'

/** Who a connection serves: the GM, the table's display, or one PC's own device (`pc:<id>`). */
export type Audience = 'gm' | 'player' | PcAudience
export type PcAudience = `pc:${string}`

/** The audience of one PC's devices. */
export function pcAudience(pc: string): PcAudience {
  return `pc:${pc}`
}

/** The PC whose device this audience is, or null for the GM and the table's display. */
export function pcOfAudience(audience: Audience): string | null {
  return audience.startsWith('pc:') ? audience.slice(3) : null
}

export interface PushMessage<E extends EventName = EventName> {
  event: E
  data: EventData<E>
}

export type PushListener = (message: PushMessage, audience: Audience) => void

/**
 * Fans push events out to transports. Player displays receive only events the contract marks
 * for players; GM windows receive everything (the player view too, for the live preview) but
 * a PC's sheet, which goes to that PC's devices alone: its audience is named by the sheet's
 * PC, so no other device's connection is ever handed it.
 */
export class PushHub {
  private readonly listeners = new Set<PushListener>()

  subscribe(listener: PushListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** How many listeners there are: a closed connection must leave none behind. */
  get listenerCount(): number {
    return this.listeners.size
  }

  publish<E extends EventName>(event: E, data: EventData<E>): void {
    const message = { event, data } as PushMessage
    // Every event for a PC's devices names its PC as `pc.id` (a sheet, what its player may do).
    const to = events[event].audience === 'pc' ? pcAudience((data as { pc: { id: string } }).pc.id) : null
    for (const listener of this.listeners) {
      if (to) {
        listener(message, to)
        continue
      }
      listener(message, 'gm')
      if (events[event].audience === 'player') listener(message, 'player')
    }
  }
}
