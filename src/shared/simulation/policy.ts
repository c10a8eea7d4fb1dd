import type { Campaign } from '../campaign'
import type { CombatTrack } from '../combat/types'

/*
 * How a combat system plays its own fights for the encounter simulator: the moves an average
 * table makes, asked of the GM view's own options and odds. The simulator sends each move
 * through the real session (rules, machines, host dice), so a policy never decides what the
 * rules allow: it proposes, in order of preference, and the first move the rules accept is
 * played. A system without a policy is not offered for simulation.
 */

/** One move a policy proposes: a client's action (`run.act`) or a roll it asks of the host (`run.roll`). */
export type PolicyMove = { kind: 'act'; action: unknown } | { kind: 'roll'; roll: unknown }

/** A combat system's policy: how an average table plays its fights (see docs/simulator.md). */
export interface FightPolicy<State = unknown> {
  /** What the GM asks to start a fight of the encounter with these PCs (`run.start`'s request). */
  request(encounterId: string, pcIds: readonly string[]): unknown
  /** The fight's tracker in the system's session state, or null when no fight is open. */
  track(state: State): CombatTrack<unknown> | null
  /**
   * What the table does now, best first: the simulator plays the first move the rules accept.
   * An empty list means the policy has nothing to do (the simulator then ends the fight as
   * stuck). It is asked again after every move.
   */
  moves(state: State, campaign: Campaign): PolicyMove[]
}
