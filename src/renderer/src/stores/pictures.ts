import { defineStore } from 'pinia'
import { reactive, ref } from 'vue'
import { useBridge } from '../bridge'
import { tokenOf } from '../bridge/websocket-bridge'

/** Pictures kept loaded: a fight's portraits and its map, and then some. */
const KEPT = 64
/** How long a picture that could not be loaded shows as none before it is asked for again. */
const RETRY_MS = 5000

/** A response body as a data: URI, the one picture source the pages' policy allows besides the page's own files. */
function asDataUri(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(new Error('The picture could not be read.'))
    reader.readAsDataURL(blob)
  })
}

/**
 * The campaign's pictures as this page may load them, by stored name. A GM page loads any; a
 * player display only those its view shows (main refuses the rest). In a browser a picture
 * comes over HTTP with the link's token in a header, so large maps never fill the WebSocket;
 * in the desktop app it comes through the preload. Each is loaded once; one that cannot be
 * loaded shows as none.
 */
export const usePicturesStore = defineStore('pictures', () => {
  const bridge = useBridge()
  const audience = ref<'gm' | 'player'>('gm')
  const loaded = reactive(new Map<string, string | null>())

  async function load(picture: string): Promise<string> {
    if (bridge.transport === 'websocket') {
      const answer = await fetch(`/pictures/${picture}`, { headers: { Authorization: `Bearer ${tokenOf(window)}` } })
      if (!answer.ok) throw new Error(`The picture could not be loaded (${answer.status}).`)
      return asDataUri(await answer.blob())
    }
    const { dataUri } = await (audience.value === 'player'
      ? bridge.request('player.picture', { ref: picture })
      : bridge.request('picture.get', { ref: picture }))
    return dataUri
  }

  /** The picture as a data: URI once loaded, else null (and its loading begins). */
  function source(picture: string | null | undefined): string | null {
    if (!picture) return null
    if (loaded.has(picture)) return loaded.get(picture) ?? null
    loaded.set(picture, null)
    if (loaded.size > KEPT) loaded.delete(loaded.keys().next().value!)
    load(picture).then(
      (uri) => loaded.set(picture, uri),
      // Asked again a little later, not at once (each try redraws): the GM may reveal it meanwhile.
      () => setTimeout(() => loaded.delete(picture), RETRY_MS),
    )
    return null
  }

  /** Checks and stores a picture file; resolves to its stored name. */
  async function add(file: File): Promise<string> {
    const uri = await asDataUri(file)
    const bytes = uri.slice(uri.indexOf(',') + 1)
    const { ref: stored } = await bridge.request('picture.add', { name: file.name, bytes })
    return stored
  }

  return { audience, source, add }
})
