import { events, type EventName, type EventData } from '@shared/ipc/contract'

export type Audience = 'gm' | 'player'

export interface PushMessage<E extends EventName = EventName> {
  event: E
  data: EventData<E>
}

export type PushListener = (message: PushMessage, audience: Audience) => void

/**
 * Fans push events out to transports. Player displays receive only events the contract marks
 * for players; GM windows receive everything (the player view too, for the live preview).
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
    for (const listener of this.listeners) {
      listener(message, 'gm')
      if (events[event].audience === 'player') listener(message, 'player')
    }
  }
}
