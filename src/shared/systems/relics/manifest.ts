import type { SystemManifest } from '../rule-system'
import { stepInfo, type StepKey } from './machine/steps'

/** "Cohort turn, 4. Roll Remaining Dice": a logged place in the rule text's words. */
function placeLabel(place: { turn: string | null; step: string | null }): string | null {
  if (place.turn !== 'cohort' && place.turn !== 'challenge') return null
  if (!place.step) return null
  const turn = place.turn === 'cohort' ? 'Cohort turn' : 'Challenge turn'
  const info = stepInfo({ turn: place.turn, step: place.step as StepKey })
  return info.name ? `${turn}, ${info.number}. ${info.name}` : `${turn}, ${place.step}`
}

/**
 * What Relics of the Moon is, without its engine: its words, its log filters, and which of the
 * campaign's items it plays and shows. Its campaign data (PCs' Stress, relics, traits, scenes)
 * is the campaign's own, so it brings no campaign part.
 */
export const relicsManifest = {
  id: 'relics',
  name: 'Relics of the Moon',
  runNoun: 'Challenge',
  playersWord: 'Cohort',
  placeLabel,
  logFilters: [
    { id: 'rolls', label: 'Dice rolls', kinds: ['pool.rolled', 'recovery.rolled', 'cohort.chooseRoller'] },
    { id: 'narrative', label: 'Notes and narrative', kinds: ['gm.noteAction'] },
    { id: 'runs', label: 'Challenges started and closed', kinds: ['gm.endChallenge', 'gm.splitChallenge'] },
    { id: 'stress', label: 'Stress and recovery', kinds: ['stress.distribute', 'recovery.rolled', 'scene.recovered', 'gm.adjustCohort'] },
    { id: 'steps', label: 'Steps', kinds: ['step.next'] },
  ],
  known: (campaign) => {
    const names = new Map(campaign.characters.map((pc) => [pc.id, pc.name]))
    return campaign.relics
      .filter((r) => r.revealed && !r.destroyed)
      .map(({ id, name, infusedBy }) => ({ id, name, symbol: '☾', detail: infusedBy ? (names.get(infusedBy) ?? null) : null }))
  },
  items: (campaign) =>
    campaign.scenes.flatMap((scene) =>
      scene.events.flatMap((event) =>
        event.challenges.map((c) => ({ id: c.id, name: c.name, where: `${scene.name} · ${event.name}`, sceneId: scene.id, revealed: c.revealed })),
      ),
    ),
  hiddenIds: (campaign) => campaign.traits.filter((t) => !t.revealed).map((t) => t.id),
} satisfies SystemManifest
