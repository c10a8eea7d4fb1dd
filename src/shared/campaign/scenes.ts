import { z } from 'zod'
import { Id, Name, LongText } from './common'

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
  name: Name,
  description: LongText,
  events: z.array(SceneEvent),
  gmNotes: LongText,
  revealed: z.boolean(),
})
export type Scene = z.infer<typeof Scene>
