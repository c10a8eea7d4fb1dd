// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { h } from 'vue'
import type { PlayerCombatant } from '@shared/combat/player'
import PlayerCombatants from '../../../../src/renderer/src/components/combat/PlayerCombatants.vue'
import { mountOnPlayerPage, type Asked } from '../support/player-page'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const RAIDER_PICTURE = `${'a'.repeat(64)}.webp`
const RAIDER_URI = 'data:image/webp;base64,UklGRg=='

/** One combatant of the turn order as the players' view gives it. */
const shown = (id: string, name: string, side: 'players' | 'enemies'): PlayerCombatant => ({
  id,
  name,
  side,
  health: { shown: 'described', state: 'unhurt' },
  standing: 'Unhurt',
  conditions: [],
  current: false,
  acted: false,
})

/** The turn order on a player page whose view gives the raider a portrait; the pictures the page asked for. */
async function mountOrder(): Promise<Asked> {
  const combatants = [shown('pc-vell', 'Vell Orin', 'players'), shown('npc-sand-raider-1', 'Sand Raider 1', 'enemies')]
  const page = await mountOnPlayerPage(() => h(PlayerCombatants, { combatants }), [{ of: 'npc-sand-raider-1', picture: RAIDER_PICTURE }], RAIDER_URI)
  wrapper = page.wrapper
  return page.asked
}

describe('the turn order on the player display', () => {
  it('shows a combatant’s round portrait beside its name, the initials of one without, and asks only for the pictures its view lists', async () => {
    const asked = await mountOrder()
    const raider = wrapper!.get('[data-testid="player-portrait-npc-sand-raider-1"]')
    expect(raider.element.tagName).toBe('IMG')
    expect(raider.attributes('src')).toBe(RAIDER_URI)
    expect(raider.attributes('alt')).toBe('Portrait of Sand Raider 1')
    expect(raider.classes()).toEqual(expect.arrayContaining(['picture-portrait', 'readable', 'enemy']))
    const vell = wrapper!.get('[data-testid="player-portrait-pc-vell"]')
    expect(vell.text()).toBe('VO')
    expect(vell.attributes('aria-hidden')).toBe('true')
    expect(wrapper!.get('[data-testid="player-combatant-pc-vell"]').text()).toContain('Vell Orin')
    expect(asked).toEqual([{ channel: 'player.picture', payload: { ref: RAIDER_PICTURE } }])
  })
})
