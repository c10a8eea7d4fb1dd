import { createHash } from 'node:crypto'
import { readFile, realpath } from 'node:fs/promises'
import { join, sep } from 'node:path'
import type { OutputInfo } from 'sharp'
import { isPictureRef, PICTURE_DISPLAY_SIDE, type PictureRef } from '@shared/campaign/pictures'
import { IpcError } from '@shared/ipc/errors'
import { ensureDirectory } from '../store/directories'
import { writeFileDurably } from '../store/durable-write'
import { exists, isMissing } from '../store/fs-helpers'
import { checkPicture, MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS } from './picture-check'

/** The picture store's folder in the data folder, beside the campaign files that name its pictures. */
export const PICTURES_FOLDER = 'pictures'

/** A picture just stored: its name and its size as stored. */
export interface StoredPicture {
  ref: PictureRef
  width: number
  height: number
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * The campaigns' pictures, stored by content hash in one folder of the data folder. A picture
 * is checked by its bytes (picture-check.ts), then decoded once and written anew as a WebP of
 * at most PICTURE_DISPLAY_SIDE a side: what is stored is what the display needs, with no
 * metadata (a photograph's place and camera) and nothing the original carried beside its
 * pixels. The store reads only names that are a SHA-256 and `.webp`, so no request can name
 * another file, and a file whose bytes no longer match its name is refused.
 */
export class PictureStore {
  readonly directory: string

  constructor(dataDir: string) {
    this.directory = join(dataDir, PICTURES_FOLDER)
  }

  /** Checks, shrinks and stores a picture; the same picture twice is stored once. `name` only words a refusal. */
  async add(bytes: Buffer, name: string): Promise<StoredPicture> {
    checkPicture(bytes, name)
    // Loaded on the first picture only: the console starts without libvips, and a build that
    // never stores a picture (a bundled test host) never loads it.
    const { default: sharp } = await import('sharp')
    let encoded: { data: Buffer; info: OutputInfo }
    try {
      encoded = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'truncated' })
        .rotate()
        .resize({ width: PICTURE_DISPLAY_SIDE, height: PICTURE_DISPLAY_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer({ resolveWithObject: true })
    } catch {
      throw new IpcError('invalid_payload', `The picture "${name}" cannot be used: the file is truncated or damaged (it does not decode).`)
    }
    const ref = `${sha256(encoded.data)}.webp` as PictureRef
    const path = join(this.directory, ref)
    if (!(await exists(path))) {
      await ensureDirectory(this.directory)
      await writeFileDurably(path, encoded.data)
    }
    return { ref, width: encoded.info.width, height: encoded.info.height }
  }

  /**
   * The bytes of a stored picture. Refused: a name that is not a picture's (`..`, a slash,
   * another file of the data folder), a link out of the store, a missing file, one whose bytes
   * do not match its name.
   */
  async read(ref: string): Promise<Buffer> {
    if (!isPictureRef(ref)) throw new IpcError('not_found', 'There is no such picture: a picture is named by its SHA-256.')
    const missing = () => new IpcError('not_found', `The picture ${ref} is not in the data folder's pictures.`)
    const realFolder = await realpath(this.directory).catch(() => null)
    const real = await realpath(join(this.directory, ref)).catch((error: unknown) => {
      if (isMissing(error)) return null
      throw error
    })
    if (!realFolder || !real?.startsWith(realFolder + sep)) throw missing()
    const bytes = await readFile(real)
    if (bytes.length > MAX_PICTURE_BYTES || `${sha256(bytes)}.webp` !== ref)
      throw new IpcError('not_found', `The picture ${ref} was changed on disk since it was added; add it again.`)
    return bytes
  }

  /** A stored picture as a data: URI, for a page that shows it (the pages' policy allows data: pictures and no other source). */
  async dataUri(ref: string): Promise<string> {
    return `data:image/webp;base64,${(await this.read(ref)).toString('base64')}`
  }
}
