import { computed } from 'vue'
import type { ApFightAction, ApFightRoll, ApGmView, FightRequest } from '@shared/systems/action-points'
import { actionPointsManifest } from '@shared/systems/action-points/manifest'
import { useSessionStore } from '../../stores/session'

const SYSTEM = actionPointsManifest.id

/** Action points' side of the session store, typed: its view, and its requests under the names its controls show refusals by. */
export function useActionPoints() {
  const session = useSessionStore()
  const view = computed(() => (session.view?.systems[SYSTEM] as ApGmView | undefined) ?? null)
  return {
    system: SYSTEM,
    view,
    fight: computed(() => view.value?.fight ?? null),
    refusalOf: session.refusalOf,
    startFight: (request: FightRequest) => session.startRun(SYSTEM, request, 'fight.start'),
    /** One of the fight's actions; a refusal carries the rules' reason. */
    act: (action: ApFightAction, what: string = action.type) => session.act(SYSTEM, action, what),
    /** Asks the console to roll (initiative, an attack, a reaction): the host rolls, never this page. */
    roll: (request: ApFightRoll, what: string = request.type) => session.roll(SYSTEM, request, what),
    close: () => session.close('fight.close'),
  }
}
