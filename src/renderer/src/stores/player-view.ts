import { defineStore } from 'pinia'
import { ref } from 'vue'
import { waitingPlayerView, type PlayerView } from '@shared/views/player-view'
import { useBridge } from '../bridge'
import { useConnectionStore } from './connection'

/** The latest player view main pushed: all a player display ever knows. */
export const usePlayerViewStore = defineStore('playerView', () => {
  const bridge = useBridge()
  const view = ref<PlayerView>(waitingPlayerView(null))
  bridge.on('player.view', (next) => {
    view.value = next
  })
  useConnectionStore().whenOpen(() => {
    void bridge.request('player.view', {}).then((next) => (view.value = next))
  })
  return { view }
})
