import { computed } from 'vue'
import type { ChallengeEvent, RelicsAction, RelicsGmView, RelicsStartRequest } from '@shared/systems/relics'
import { relicsManifest } from '@shared/systems/relics/manifest'
import { useSessionStore } from '../../stores/session'
import { useCampaignStore } from '../../stores/campaign'
import { pickTheNextChallenge } from './run/next-challenge'

const SYSTEM = relicsManifest.id

/**
 * Relics of the Moon's side of the session store, typed: the Challenge and recovery views,
 * and its requests under the names its controls have always used for their refusals.
 */
export function useRelics() {
  const session = useSessionStore()
  const campaign = useCampaignStore()
  const view = computed(() => (session.view?.systems[SYSTEM] as RelicsGmView | undefined) ?? null)
  const roll = () => session.roll(SYSTEM, { type: 'pool' }, 'challenge.roll')
  return {
    view,
    challenge: computed(() => view.value?.challenge ?? null),
    odds: computed(() => view.value?.odds ?? null),
    recovery: computed(() => view.value?.recovery ?? null),
    get pending() {
      return session.pending
    },
    refusalOf: session.refusalOf,
    startChallenge: (request: RelicsStartRequest) => session.startRun(SYSTEM, request, 'challenge.start'),
    /** One Challenge event; a refusal carries the machine's reason. Never the dice: only the console rolls (`roll`). */
    act: (event: RelicsAction) => session.act(SYSTEM, event),
    /** An action the Challenge offers (its `ActionView`): its event, or for the dice the console's roll. */
    perform: ({ event }: { event: ChallengeEvent }) => (event.type === 'pool.rolled' ? roll() : session.act(SYSTEM, event)),
    /** Several actions one after the other, stopping at the first the rules refuse (its reason shows). */
    performAll: async (actions: readonly { event: ChallengeEvent }[]) => {
      for (const action of actions) if (!(await session.act(SYSTEM, action.event))) return false
      return true
    },
    /** Step 4, Roll Remaining Dice: the console rolls the free dice. */
    roll,
    /** Closes the Challenge; the picker then offers the next one (or End of Scene recovery comes, when the Scene ends). */
    close: async () => {
      const closed = view.value?.challenge?.challenge.id
      const done = await session.close('challenge.close')
      if (done && closed) pickTheNextChallenge(campaign.campaign, closed)
      return done
    },
    /** End of scene: a Stallion test of this many dice (rulings 13-14). */
    rollRecovery: (dice: number) => session.roll(SYSTEM, { type: 'stallionTest', dice }, 'recovery.roll'),
    recover: (request: Omit<Extract<RelicsAction, { type: 'recovery.share' }>, 'type'>) =>
      session.act(SYSTEM, { type: 'recovery.share', ...request }, 'recovery.apply'),
  }
}
