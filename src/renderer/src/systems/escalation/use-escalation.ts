import { computed } from 'vue'
import type { EscalationAction, EscalationGmView, EscalationRoll, FightRequest } from '@shared/systems/escalation'
import { escalationManifest } from '@shared/systems/escalation/manifest'
import { useSessionStore } from '../../stores/session'

const SYSTEM = escalationManifest.id

/** Escalation's side of the session store, typed: its view, and its requests under the names its controls show refusals by. */
export function useEscalation() {
  const session = useSessionStore()
  const view = computed(() => (session.view?.systems[SYSTEM] as EscalationGmView | undefined) ?? null)
  return {
    system: SYSTEM,
    view,
    fight: computed(() => view.value?.fight ?? null),
    refusalOf: session.refusalOf,
    startFight: (request: FightRequest) => session.startRun(SYSTEM, request, 'fight.start'),
    /** One of the fight's actions; a refusal carries the rules' reason. */
    act: (action: EscalationAction, what?: string) => session.act(SYSTEM, action, what),
    /** Asks the console to roll (an attack, a save, a recovery): the host rolls, never this page. */
    roll: (request: EscalationRoll, what: string = request.type) => session.roll(SYSTEM, request, what),
    close: () => session.close('fight.close'),
  }
}
