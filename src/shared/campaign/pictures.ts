import { z } from 'zod'

/**
 * A picture of the campaign (a portrait, a map), named by the SHA-256 of its stored bytes: a
 * file name in the data folder's picture store, never a path. The same picture added twice is
 * stored once, and a data folder moved to another machine keeps every picture it names.
 */
export const PictureRef = z
  .string()
  .regex(/^[0-9a-f]{64}\.webp$/, 'a picture is named by its SHA-256 and ".webp" (added through the console, never typed)')
export type PictureRef = z.infer<typeof PictureRef>

/** Whether `ref` names a stored picture (and so cannot name any other file, nor a folder above). */
export function isPictureRef(ref: string): ref is PictureRef {
  return PictureRef.safeParse(ref).success
}

/**
 * An encounter's map as the GM placed it under the battlefield, or alone for a fight in the
 * theatre of the mind: the picture, its scale (1: as stored) and its offset in pixels of the
 * scaled picture from the battlefield's top left corner.
 */
export const EncounterMap = z.strictObject({
  picture: PictureRef,
  scale: z.number().min(0.1, 'the scale is at least 0.1').max(10, 'the scale is at most 10'),
  offsetX: z.number().int().min(-10_000).max(10_000),
  offsetY: z.number().int().min(-10_000).max(10_000),
})
export type EncounterMap = z.infer<typeof EncounterMap>

/** The longest side of a picture as stored: enough for a TV, small enough to send to a tablet. */
export const PICTURE_DISPLAY_SIDE = 2048

/** The most bytes a picture file may have: a large photograph of a map, not a video. */
export const MAX_PICTURE_BYTES = 12 * 1024 * 1024

/** A picture file as a page sends it: its bytes in base64, within the cap. */
export const PictureBytes = z
  .string()
  .max(Math.ceil(MAX_PICTURE_BYTES / 3) * 4 + 4, `a picture may have at most ${MAX_PICTURE_BYTES.toLocaleString('en')} bytes`)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'the bytes are sent in base64')
