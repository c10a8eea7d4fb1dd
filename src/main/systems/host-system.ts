import type { Campaign } from '@shared/campaign'
import type { RandomSource } from '@shared/dice'
import type { PrepItem } from '@shared/ipc/contract'

/** A refusal in the game's words: the request changes nothing. */
export interface Refused {
  refused: string
}

/**
 * The host's part of a rule system: what only main may do. Dice are rolled here and travel
 * inside the events the log records; values a client could lie about (how much Stress a
 * recovery gives back) are read from the campaign here; the session's changes go back into
 * the campaign file; a GM's prep edit of something the session owns becomes a logged event.
 */
export interface HostSystem<State = unknown, Event = unknown, Action = unknown, Roll = unknown> {
  readonly id: string
  /** The event to log for a client's action, with what the host fills in; the rules check it after. */
  act(action: Action, state: State, context: { campaign: Campaign }): Event | Refused
  /** Rolls what the rules call for now, with the host's dice. */
  roll(request: Roll, state: State, context: { campaign: Campaign; dice: RandomSource }): Event | Refused
  /**
   * The step the console takes by itself now because nobody has anything to decide (a step
   * that only moves on, the dice the rules call for), or null. The host logs it marked as
   * the console's own, so replay never asks again and undo takes it with the GM's step.
   */
  follow?(state: State, context: { campaign: Campaign; dice: RandomSource }): Event | null
  /** The change the session's state makes to the campaign file, or null when the file agrees already. */
  writeBack(state: State, campaign: Campaign): ((draft: Campaign) => void) | null
  /**
   * A GM's prep edit while a session runs: the events that carry what the session owns of
   * it (a PC's Stress) and the edit with the session's values in their place (the events
   * bring the new ones), a refusal saying where to make it instead, or null when the session
   * owns nothing the edit changes.
   */
  adopt(prep: PrepItem, state: State, campaign: Campaign): { events: Event[]; prep: PrepItem } | Refused | null
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHostSystem = HostSystem<any, any, any, any>

export function isRefused(value: unknown): value is Refused {
  return typeof value === 'object' && value !== null && 'refused' in value && typeof (value as Refused).refused === 'string'
}
