import type { Campaign } from '@shared/campaign'
import { keep } from '../../../kept'

/** The Challenge picked last in this tab (`scene/event/challenge`), so a reload keeps it. */
export const PICKED_KEY = 'gm-console.relics.picked-challenge'

/** Every Challenge of the campaign as the picker keys it, in the campaign's order. */
export function challengeKeys(campaign: Campaign | null): { key: string; challengeId: string }[] {
  return (campaign?.scenes ?? []).flatMap((scene) =>
    scene.events.flatMap((event) => event.challenges.map((c) => ({ key: `${scene.id}/${event.id}/${c.id}`, challengeId: c.id }))),
  )
}

/**
 * Once a Challenge is closed, the picker offers the one after it in the campaign's order (the
 * next of its Event, else of the next Event or Scene), or the same one again when it was the last.
 */
export function pickTheNextChallenge(campaign: Campaign | null, closed: string): void {
  const keys = challengeKeys(campaign)
  const at = keys.findIndex((k) => k.challengeId === closed)
  const next = keys[at + 1] ?? keys[at]
  if (next) keep('tab', PICKED_KEY, next.key)
}
