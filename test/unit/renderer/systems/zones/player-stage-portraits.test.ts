// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { h } from 'vue'
import type { ZonesPlayerPart } from '@shared/systems/zones'
import ZonesPlayerStage from '../../../../../src/renderer/src/systems/zones/player/ZonesPlayerStage.vue'
import { mountOnPlayerPage, type Asked } from '../../support/player-page'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const BEAR_PICTURE = `${'b'.repeat(64)}.webp`
const BEAR_URI = 'data:image/webp;base64,UklGRg=='

/** One shown combatant of the Zones fight, in a zone. */
const shown = (id: string, name: string, side: 'players' | 'enemies') => ({
  id,
  name,
  side,
  health: { shown: 'described' as const, state: 'unhurt' as const },
  standing: 'Unhurt',
  conditions: [],
  current: false,
  acted: false,
  zone: 'Cave mouth',
})

const FIGHT: ZonesPlayerPart = {
  encounter: 'The Bear Cave',
  round: 1,
  sides: { first: 'players', surprised: null },
  turn: null,
  zones: [{ name: 'Cave mouth', conditions: '', occupants: ['Ixa Marrow', 'Cave Bear'], nearby: [] }],
  combatants: [shown('pc-ixa', 'Ixa Marrow', 'players'), shown('npc-cave-bear', 'Cave Bear', 'enemies')],
  lastTest: null,
  lastAttack: null,
  ended: null,
}

/** The stage on a player page whose view gives the bear a portrait, and a bridge that hands over any picture asked for. */
async function mountStage(): Promise<Asked> {
  const page = await mountOnPlayerPage(() => h(ZonesPlayerStage, { part: FIGHT }), [{ of: 'npc-cave-bear', picture: BEAR_PICTURE }], BEAR_URI)
  wrapper = page.wrapper
  return page.asked
}

describe('the Zones fight on the player display', () => {
  it('shows a shown combatant’s portrait beside its name on the battlefield, and none for one without', async () => {
    const asked = await mountStage()
    const bear = wrapper!.find('[data-testid="zones-player-occupant-npc-cave-bear"]')
    expect(bear.find('[data-testid="player-portrait-npc-cave-bear"]').attributes('src')).toBe(BEAR_URI)
    expect(wrapper!.find('[data-testid="zones-player-occupant-pc-ixa"] img').exists()).toBe(false)
    expect(asked).toEqual([{ channel: 'player.picture', payload: { ref: BEAR_PICTURE } }])
  })
})
