import { z } from 'zod'
import { Id, Revision, Name, LongText } from './common'

/**
 * A Challenge (Relics "Resolving a Challenge"): its type is an expertise, its rating the
 * fixed size of its pool, its threat level names the auto result resolved dice become.
 */
export const Challenge = z.strictObject({
  id: Id,
  name: Name,
  description: LongText,
  type: z.string().min(1, 'a Challenge type is required'),
  rating: z.number().int().min(1, 'a rating is at least 1').max(30, 'a rating is at most 30'),
  threat: z.string().min(1, 'a threat level is required'),
  traitIds: z.array(Id),
  gmNotes: LongText,
  revealed: z.boolean(),
})
export type Challenge = z.infer<typeof Challenge>

/** An Event inside a Scene: its own traits, and the Challenges it raises. */
export const SceneEvent = z.strictObject({
  id: Id,
  name: Name,
  description: LongText,
  traitIds: z.array(Id),
  challenges: z.array(Challenge),
  gmNotes: LongText,
  revealed: z.boolean(),
})
export type SceneEvent = z.infer<typeof SceneEvent>

export const Scene = z.strictObject({
  id: Id,
  /** How many times the GM saved it (see `Revision`); none in files written before. */
  revision: Revision.optional(),
  name: Name,
  description: LongText,
  events: z.array(SceneEvent),
  gmNotes: LongText,
  revealed: z.boolean(),
})
export type Scene = z.infer<typeof Scene>

/*
 * A Scene is saved whole, as one prep item: the largest message the GM console sends. What
 * the GM saves is capped at a GM's largest plausible Scene, well past any table's, and the
 * web host's frame limit is computed from these caps (`MAX_REQUEST_BYTES`). A campaign file
 * is not capped, so a file written before them still opens; saving a larger Scene asks the GM
 * to split it.
 */
/** Most Events one Scene holds. */
export const MAX_EVENTS_PER_SCENE = 10
/** Most Challenges one Event raises. */
export const MAX_CHALLENGES_PER_EVENT = 5
/** Most traits one Event or Challenge carries. */
export const MAX_TRAITS_PER_ITEM = 20

const SavedTraitIds = z.array(Id).max(MAX_TRAITS_PER_ITEM, `an Event or a Challenge carries at most ${MAX_TRAITS_PER_ITEM} traits`)
const SavedChallenge = Challenge.extend({ traitIds: SavedTraitIds })
const SavedEvent = SceneEvent.extend({
  traitIds: SavedTraitIds,
  challenges: z.array(SavedChallenge).max(MAX_CHALLENGES_PER_EVENT, `an Event raises at most ${MAX_CHALLENGES_PER_EVENT} Challenges: split it`),
})

/** A Scene as the GM saves it: a Scene within the caps above. */
export const SavedScene = Scene.extend({
  events: z.array(SavedEvent).max(MAX_EVENTS_PER_SCENE, `a Scene holds at most ${MAX_EVENTS_PER_SCENE} Events: split it in two`),
})
