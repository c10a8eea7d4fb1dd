import type { FightRequest } from '@shared/combat/from-campaign'
import { useSessionStore } from '../../stores/session'

/**
 * A combat system's requests, typed by its screens (its actions and rolls): the same for
 * every combat system. A fight's start is refused under a name of its system's (`zones.start`):
 * every system's start form is on screen between fights, and a refusal belongs under the one
 * that asked.
 */
export function useCombatSystem<Action extends { type: string }, Roll extends { type: string }>(system: string) {
  const session = useSessionStore()
  return {
    system,
    refusalOf: session.refusalOf,
    startFight: (request: FightRequest) => session.startRun(system, request, `${system}.start`),
    /** One of the fight's actions; a refusal carries the rules' reason. */
    act: (action: Action, what?: string) => session.act(system, action, what),
    /** Asks the console to roll what the rules call for: the host rolls, never this page. */
    roll: (request: Roll, what: string = request.type) => session.roll(system, request, what),
  }
}
