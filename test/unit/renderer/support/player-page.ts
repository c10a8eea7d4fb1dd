import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { defineComponent, type VNode } from 'vue'
import type { Bridge } from '../../../../src/renderer/src/bridge/types'
import { provideBridge } from '../../../../src/renderer/src/bridge/inject'
import { providePortraits } from '../../../../src/renderer/src/player/player-pictures'
import { usePicturesStore } from '../../../../src/renderer/src/stores/pictures'

/** What a part of the player page asked main for. */
export type Asked = { channel: string; payload: unknown }[]

/**
 * Mounts `render` on a player page whose view gives `portraits` (by the id each belongs to),
 * with a bridge that hands over `dataUri` for any picture asked for; the requests it got.
 */
export async function mountOnPlayerPage(
  render: () => VNode,
  portraits: { of: string; picture: string }[],
  dataUri: string,
): Promise<{ wrapper: VueWrapper; asked: Asked }> {
  const asked: Asked = []
  const bridge: Bridge = {
    transport: 'electron',
    async request(channel, payload) {
      asked.push({ channel, payload })
      return { dataUri } as never
    },
    on: () => () => undefined,
    onStatus: () => () => undefined,
  }
  const Page = defineComponent({
    setup() {
      // As the player page does: its pictures are asked for as a player display's.
      usePicturesStore().audience = 'player'
      providePortraits(() => ({
        campaignName: 'Relics of Anasta (demo)',
        blank: false,
        status: '',
        scene: null,
        parts: [],
        known: [],
        feed: [],
        pictures: { portraits, map: null },
      }))
      return render
    },
  })
  const wrapper = mount(Page, { attachTo: document.body, global: { plugins: [createPinia(), { install: (app) => provideBridge(app, bridge) }] } })
  await flushPromises()
  return { wrapper, asked }
}
