import type { Challenge, Scene, SceneEvent, ThreatLevel } from '@shared/campaign'
import type { PrepDraft } from '../../composables/usePrepEditor'

export type SceneDraft = PrepDraft<Scene>

/** Which part of the scene the editor shows: the scene itself, one Event, or one Challenge. */
export type SceneNode = { kind: 'scene' } | { kind: 'event'; eventId: string } | { kind: 'challenge'; eventId: string; challengeId: string }

/**
 * The message the trait picker of an Event or Challenge shows: the first problem with its
 * trait ids, which the schema reports on the list ("….traitIds") or on one id ("….traitIds[2]").
 */
export function traitIdsError(errors: Record<string, string>, base: string): string | undefined {
  return Object.entries(errors).find(([path]) => path.startsWith(`${base}.traitIds`))?.[1]
}

export function blankScene(): SceneDraft {
  return { name: '', description: '', events: [], gmNotes: '', revealed: false }
}

export function blankEvent(id: string): SceneEvent {
  return { id, name: '', description: '', traitIds: [], challenges: [], gmNotes: '', revealed: false }
}

/** A new Challenge: the first expertise as its type, rating 3, the first threat level. */
export function blankChallenge(id: string, expertise: readonly string[], threats: readonly ThreatLevel[]): Challenge {
  return {
    id,
    name: '',
    description: '',
    type: expertise[0] ?? '',
    rating: 3,
    threat: threats[0]?.name ?? '',
    traitIds: [],
    gmNotes: '',
    revealed: false,
  }
}

/** Every nested id in the draft, so new ones never clash with unsaved ones. */
export function draftIds(scene: SceneDraft): string[] {
  return scene.events.flatMap((e) => [e.id, ...e.challenges.map((c) => c.id)])
}

/** Where a node sits in the draft: indexes, or -1 when it is gone (removed, or replaced). */
export function locate(scene: SceneDraft, node: SceneNode): { event: number; challenge: number } {
  if (node.kind === 'scene') return { event: -1, challenge: -1 }
  const event = scene.events.findIndex((e) => e.id === node.eventId)
  if (node.kind === 'event' || event < 0) return { event, challenge: -1 }
  return { event, challenge: scene.events[event]!.challenges.findIndex((c) => c.id === node.challengeId) }
}

/** The list with item `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta
  const next = [...list]
  if (index < 0 || target < 0 || target >= list.length) return next
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}

/** Problems of the scene's own fields, of one Event (without its Challenges), or of one Challenge. */
export function hasProblems(errors: Record<string, string>, event?: number, challenge?: number): boolean {
  const paths = Object.keys(errors)
  if (event === undefined) return paths.some((p) => !p.startsWith('events['))
  const base = `events[${event}]`
  if (challenge === undefined) return paths.some((p) => p.startsWith(base) && !p.startsWith(`${base}.challenges[`))
  return paths.some((p) => p.startsWith(`${base}.challenges[${challenge}]`))
}
