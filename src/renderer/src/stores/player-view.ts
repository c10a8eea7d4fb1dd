import { defineStore } from 'pinia'
import { ref, toRaw } from 'vue'
import type { PlayerView } from '@shared/views/player-view'
import { waitingPlayerView } from '@shared/views/waiting'
import { useBridge } from '../bridge'
import { useConnectionStore } from './connection'
import { reuseUnchanged } from './reuse-unchanged'

/** The latest player view main pushed: all a player display ever knows. */
export const usePlayerViewStore = defineStore('playerView', () => {
  const bridge = useBridge()
  const view = ref<PlayerView>(waitingPlayerView(null))
  /** Only what changed is new: the display re-renders what moved, and nothing when nothing did. */
  const take = (next: PlayerView) => {
    const merged = reuseUnchanged(view.value, next)
    if (merged !== toRaw(view.value)) view.value = merged
  }
  bridge.on('player.view', take)
  useConnectionStore().whenOpen(() => {
    void bridge.request('player.view', {}).then(take)
  })
  return { view }
})
