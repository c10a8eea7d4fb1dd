import type { RunPlan, SystemContext } from '../../rule-system'
import { challengeInputFrom } from '../machine/input'
import type { RelicsStart, RelicsStartRequest } from './events'
import { whyNoChallengeNow } from './refuse'
import { charactersNow, type RelicsState } from './state'

/**
 * Plans a Challenge's start from campaign items: the Scene, its Event and the Challenge,
 * and the machine's whole input (the Cohort, traits, relics, pools and the Event's
 * Disaster traits as they are now), or why it cannot start.
 */
export function planChallenge(
  request: RelicsStartRequest,
  state: RelicsState,
  { campaign }: SystemContext,
): RunPlan<RelicsStart> | { refused: string } {
  const refused = (reason: string) => ({ refused: reason })
  const now = whyNoChallengeNow(state)
  if (now) return refused(now)
  if (!campaign) return refused('A Challenge starts from an open campaign.')
  const scene = campaign.scenes.find((s) => s.id === request.sceneId)
  if (!scene) return refused(`There is no scene “${request.sceneId}”.`)
  const event = scene.events.find((e) => e.id === request.eventId)
  if (!event) return refused(`The scene has no event “${request.eventId}”.`)
  const challenge = event.challenges.find((c) => c.id === request.challengeId)
  if (!challenge) return refused(`The event has no Challenge “${request.challengeId}”.`)
  const part = request.part ? state.splits?.[event.id]?.find((p) => p.id === request.part && p.challengeId === challenge.id) : undefined
  if (request.part && !part) return refused(`No part “${request.part}” split off “${challenge.name}” waits in this Event.`)
  const input = challengeInputFrom({
    challenge,
    eventTraitIds: event.traitIds,
    traits: campaign.traits,
    // The session's Stress and Agony, whether or not the campaign file has caught up yet.
    characters: charactersNow(campaign.characters, state.cohort),
    cohortIds: request.cohortIds,
    relics: campaign.relics,
    settings: campaign.settings,
    pools: state.cohort.pools,
    disasterTraits: state.disasterTraits[event.id] ?? [],
    ...(part ? { part } : {}),
  })
  if (!input.ok) return refused(input.reason)
  return {
    start: { eventId: event.id, input: input.value },
    sceneId: scene.id,
    item: challenge.id,
    visibility: challenge.revealed ? 'public' : 'private',
    summary: part
      ? `Challenge “${part.name}”, a part split off, starts (${challenge.threat} ${part.rating}, ${part.resolvedDice} resolved).`
      : `Challenge “${challenge.name}” starts (${challenge.threat} ${challenge.rating}).`,
  }
}
