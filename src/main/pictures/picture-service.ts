import type { PictureRef } from '@shared/campaign/pictures'
import { IpcError } from '@shared/ipc/errors'
import type { PlayerView } from '@shared/views/player-view'
import { PictureStore, type StoredPicture } from './picture-store'

/** Every picture a player view shows: what a display may load, and nothing else. */
export function picturesShown(view: PlayerView): Set<string> {
  const { portraits, map } = view.pictures
  return new Set([...portraits.map((p) => p.picture), ...(map ? [map.picture] : [])])
}

/**
 * The pictures as the console's pages get them. The GM's pages may load any stored picture
 * (they add them); a player display only the pictures its current view shows, which main's
 * one projection of what players see (to-player-view.ts) decided. A picture the players may
 * not see is refused in the same words as one that does not exist.
 */
export class PictureService {
  readonly store: PictureStore

  constructor(
    dataDir: string,
    private readonly playerView: () => PlayerView,
  ) {
    this.store = new PictureStore(dataDir)
  }

  /** Checks and stores a picture sent in base64. */
  add(name: string, base64: string): Promise<StoredPicture> {
    return this.store.add(Buffer.from(base64, 'base64'), name || 'the file')
  }

  /** A stored picture for the GM's pages. */
  async forGm(ref: PictureRef): Promise<{ dataUri: string }> {
    return { dataUri: await this.store.dataUri(ref) }
  }

  /** Whether the player display shows this picture now. */
  shownToPlayers(ref: string): boolean {
    return picturesShown(this.playerView()).has(ref)
  }

  /** A picture for a player display: only one its view shows now. */
  async forPlayers(ref: PictureRef): Promise<{ dataUri: string }> {
    if (!this.shownToPlayers(ref)) throw new IpcError('not_found', 'There is no such picture on the player display.')
    return { dataUri: await this.store.dataUri(ref) }
  }
}
