import type { Campaign } from '@shared/campaign'
import type { RequestPayload } from '@shared/ipc/contract'

export type RevealKind = RequestPayload<'player.reveal'>['kind']

/** One item the GM can show to the players or hide, with where it sits. */
export interface RevealItem {
  key: string
  kind: RevealKind
  id: string
  name: string
  where: string
  revealed: boolean
}

/**
 * The kinds of item the GM reveals, by name, in the order the list offers them: the console's
 * own, with the kinds of the systems in play (`revealKinds` of their prep) after the Events. A
 * kind no system in play names is not offered, and its items are not listed.
 */
export function kindLabels(systems: readonly Partial<Record<RevealKind, string>>[]): Partial<Record<RevealKind, string>> {
  return Object.assign({ scene: 'Scene', event: 'Event' }, ...systems, { npc: 'NPC', encounter: 'Encounter' }) as Partial<Record<RevealKind, string>>
}

const item = (kind: RevealKind, entry: { id: string; name: string; revealed: boolean }, where = ''): RevealItem => ({
  key: `${kind}/${entry.id}`,
  kind,
  id: entry.id,
  name: entry.name,
  where,
  revealed: entry.revealed,
})

/**
 * Everything the players can be shown, in prep order: scenes with their events and what
 * runs play in them, then traits, relics, NPCs and encounters. A trait that only PCs carry is left
 * out: it is the players' own, and the display never hides it.
 */
export function revealItems(campaign: Campaign): RevealItem[] {
  const usedByGm = new Set<string>()
  const usedByPcs = new Set(campaign.characters.flatMap((pc) => pc.traitIds))
  const scenes = campaign.scenes.flatMap((scene) => [
    item('scene', scene),
    ...scene.events.flatMap((event) => {
      event.traitIds.forEach((id) => usedByGm.add(id))
      return [
        item('event', event, scene.name),
        ...event.challenges.map((challenge) => {
          challenge.traitIds.forEach((id) => usedByGm.add(id))
          return item('challenge', challenge, `${scene.name} › ${event.name}`)
        }),
      ]
    }),
  ])
  return [
    ...scenes,
    ...campaign.traits.filter((t) => usedByGm.has(t.id) || !usedByPcs.has(t.id)).map((t) => item('trait', t)),
    ...campaign.relics.filter((r) => !r.destroyed).map((r) => item('relic', r)),
    ...campaign.npcs.map((n) => item('npc', n)),
    ...campaign.encounters.map((e) => item('encounter', e)),
  ]
}
