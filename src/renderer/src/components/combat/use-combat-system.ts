import { computed } from 'vue'
import type { FightRequest } from '@shared/combat/from-campaign'
import { useSessionStore } from '../../stores/session'

/**
 * A combat system's side of the session store, typed by its screens (its view, its actions
 * and rolls): the same for every combat system, under the names the tracker's screens show
 * refusals by. A fight's start is named after its system (`zones.start`): every system's start
 * form is on screen between fights, and a refusal belongs under the one that asked.
 */
export function useCombatSystem<View extends { fight: unknown }, Action extends { type: string }, Roll extends { type: string }>(system: string) {
  const session = useSessionStore()
  const view = computed(() => (session.view?.systems[system] as View | undefined) ?? null)
  return {
    system,
    view,
    fight: computed((): View['fight'] | null => view.value?.fight ?? null),
    refusalOf: session.refusalOf,
    startFight: (request: FightRequest) => session.startRun(system, request, `${system}.start`),
    /** One of the fight's actions; a refusal carries the rules' reason. */
    act: (action: Action, what?: string) => session.act(system, action, what),
    /** Asks the console to roll what the rules call for: the host rolls, never this page. */
    roll: (request: Roll, what: string = request.type) => session.roll(system, request, what),
    close: () => session.close('fight.close'),
  }
}
