import { imageSize } from 'image-size'
import { MAX_PICTURE_BYTES } from '@shared/campaign/pictures'
import { IpcError } from '@shared/ipc/errors'

export { MAX_PICTURE_BYTES }

/** The kinds of picture the console takes: what a browser shows and no file can script. */
export type PictureFormat = 'png' | 'jpeg' | 'webp'

/** What a checked picture is: its kind and its size in pixels, read from its header. */
export interface CheckedPicture {
  format: PictureFormat
  width: number
  height: number
}

/**
 * The most pixels a picture may have (a 8,000 by 5,000 map). Decoding allocates four bytes a
 * pixel, so this is checked from the header before a single pixel is decoded: a small file
 * may claim 50,000 by 50,000 pixels and ask for 10 GB.
 */
export const MAX_PICTURE_PIXELS = 40_000_000

/** The longest side a picture may claim, whatever its area. */
export const MAX_PICTURE_SIDE = 16_384

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** A ZIP archive's end record, which a ZIP reader looks for at the end of the file. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06])
/** A ZIP's end record sits in its last 22 bytes plus a comment of at most 65,535. */
const ZIP_END_REACH = 22 + 0xffff

function refuse(name: string, why: string): never {
  throw new IpcError('invalid_payload', `The picture "${name}" cannot be used: ${why}.`)
}

/** The format the first bytes announce, or null; SVG and anything else is not a picture the console takes. */
function formatOf(bytes: Buffer): PictureFormat | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  return null
}

/** Why bytes that are no PNG, JPEG or WebP are refused, in words: an SVG is named, since it is the one that looks like a picture. */
function whyUnknown(bytes: Buffer): string {
  const start = bytes.toString('utf8', 0, 1024).toLowerCase()
  if (start.includes('<svg') || start.trimStart().startsWith('<'))
    return 'SVG and other text pictures are refused, since they can carry scripts; use a PNG, JPEG or WebP'
  return 'it is not a PNG, JPEG or WebP picture'
}

/**
 * Where a PNG's chunks end (after IEND), walking them by their lengths; null when a chunk
 * runs past the end of the file (a truncated file).
 */
function pngEnd(bytes: Buffer): number | null {
  let at = PNG_SIGNATURE.length
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    const next = at + 12 + length
    if (next > bytes.length) return null
    if (type === 'IEND') return next
    at = next
  }
  return null
}

/**
 * Refuses a file that is a picture and something else too: a PNG or WebP with bytes after
 * its end, and any file a ZIP reader would open (a picture that is also an archive can
 * smuggle files past anything that checks only its first bytes).
 */
function checkOneThing(bytes: Buffer, format: PictureFormat, name: string): void {
  if (format === 'png') {
    const end = pngEnd(bytes)
    if (end === null) refuse(name, 'the file is truncated or damaged')
    if (end !== bytes.length) refuse(name, 'the PNG carries data after its end (a picture that is also another file)')
  }
  if (format === 'webp') {
    const declared = bytes.readUInt32LE(4) + 8
    if (declared > bytes.length) refuse(name, 'the file is truncated or damaged')
    if (declared !== bytes.length) refuse(name, 'the WebP carries data after its end (a picture that is also another file)')
  }
  if (bytes.subarray(Math.max(0, bytes.length - ZIP_END_REACH)).includes(ZIP_END))
    refuse(name, 'the file is also a ZIP archive (a picture that is also another file)')
}

/**
 * Checks a picture file by its bytes, never by its name: the magic numbers of a PNG, JPEG or
 * WebP, nothing hidden after its end, and a header that decodes to a size within the caps.
 * Nothing here decodes a pixel, so a hostile header costs nothing. `name` only words the
 * refusal.
 */
export function checkPicture(bytes: Buffer, name: string): CheckedPicture {
  if (bytes.length === 0) refuse(name, 'the file is empty')
  if (bytes.length > MAX_PICTURE_BYTES)
    refuse(name, `it has ${bytes.length.toLocaleString('en')} bytes, and a picture may have at most ${MAX_PICTURE_BYTES.toLocaleString('en')}`)
  const format = formatOf(bytes)
  if (!format) refuse(name, whyUnknown(bytes))
  checkOneThing(bytes, format, name)
  let size: { width?: number; height?: number; type?: string }
  try {
    size = imageSize(bytes)
  } catch {
    refuse(name, 'the file is truncated or damaged (its size cannot be read)')
  }
  const { width = 0, height = 0 } = size
  if (width < 1 || height < 1) refuse(name, 'the file is truncated or damaged (it has no size)')
  if (width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE || width * height > MAX_PICTURE_PIXELS)
    refuse(
      name,
      `it is ${width.toLocaleString('en')} by ${height.toLocaleString('en')} pixels, and a picture may have at most ${MAX_PICTURE_PIXELS.toLocaleString('en')} pixels and ${MAX_PICTURE_SIDE.toLocaleString('en')} on a side`,
    )
  return { format, width, height }
}
