import type { Campaign } from '@shared/campaign'

/**
 * Eight random hex digits from the browser's crypto source. crypto.randomUUID is missing on
 * insecure origins (a TV reaching the web host over plain HTTP), getRandomValues is not.
 */
export function randomHex(bytes = 4): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Every id in the campaign, nested Events and what they hold included (main refuses duplicates). */
export function campaignIds(campaign: Campaign | null): Set<string> {
  const ids = new Set<string>()
  if (!campaign) return ids
  for (const list of [campaign.characters, campaign.traits, campaign.relics, campaign.npcs, campaign.encounters, campaign.sessions])
    for (const item of list) ids.add(item.id)
  for (const scene of campaign.scenes) {
    ids.add(scene.id)
    for (const event of scene.events) {
      ids.add(event.id)
      for (const challenge of event.challenges) ids.add(challenge.id)
    }
  }
  return ids
}

/** A fresh id like "event-1a2b3c4d" that is in none of `taken`. */
export function newNestedId(prefix: string, taken: ReadonlySet<string>): string {
  for (;;) {
    const id = `${prefix}-${randomHex()}`
    if (!taken.has(id)) return id
  }
}
