import { computed } from 'vue'
import type { FightRequest, ZonesAction, ZonesGmView, ZonesRoll } from '@shared/systems/zones'
import { zonesManifest } from '@shared/systems/zones/manifest'
import { useSessionStore } from '../../stores/session'

const SYSTEM = zonesManifest.id

/** Zones' side of the session store, typed: its view, and its requests under the names its controls show refusals by. */
export function useZones() {
  const session = useSessionStore()
  const view = computed(() => (session.view?.systems[SYSTEM] as ZonesGmView | undefined) ?? null)
  return {
    system: SYSTEM,
    view,
    fight: computed(() => view.value?.fight ?? null),
    refusalOf: session.refusalOf,
    startFight: (request: FightRequest) => session.startRun(SYSTEM, request, 'zones.start'),
    /** One of the fight's actions; a refusal carries the rules' reason. */
    act: (action: ZonesAction, what?: string) => session.act(SYSTEM, action, what),
    /** Asks the console to roll (initiative, a move's free attacks, an attack, a Test): the host rolls, never this page. */
    roll: (request: ZonesRoll, what: string = request.type) => session.roll(SYSTEM, request, what),
    close: () => session.close('zones.close'),
  }
}
