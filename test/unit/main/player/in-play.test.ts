import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import { PlayerView } from '@shared/views/player-view'
import { registerSystem } from '@shared/systems/registry'
import { toPlayerView } from '../../../../src/main/player/to-player-view'
import { coinFlipSystem } from '../../../toy/coin-flip/system'
import { demoCampaign } from './session-script'

registerSystem(coinFlipSystem)

/** The demo campaign under a plain name, everything revealed, pools in hand, playing the systems named. */
function revealedDemo(inPlay?: string[]): Campaign {
  const data = demoCampaign()
  const shown = <T extends { revealed: boolean }>(items: T[]) => items.map((item) => ({ ...item, revealed: true }))
  return {
    ...data,
    name: 'Anasta',
    settings: { ...data.settings, inPlay },
    pools: { destiny: 2, doom: 5 },
    relics: shown(data.relics),
    traits: shown(data.traits),
    npcs: shown(data.npcs),
  }
}

describe('the player view shows the systems the campaign plays', () => {
  it('a campaign that plays only the coin-flip contest sends the players no part, item or word of Relics of the Moon', () => {
    const view = PlayerView.parse(toPlayerView({ campaign: revealedDemo(['coinFlip']), ledger: null, blank: false }))
    expect(view.parts.map((part) => part.system)).not.toContain('relics')
    expect(view.known.length).toBeGreaterThan(0)
    expect(JSON.stringify(view)).not.toMatch(/Relics|Cohort|Destiny|Doom|Challenge|Moon|☾/)
  })

  it('a campaign that names no systems plays them all: the Cohort, its pools and its revealed Moon Relics, as before', () => {
    const view = PlayerView.parse(toPlayerView({ campaign: revealedDemo(), ledger: null, blank: false }))
    expect(view.parts.map((part) => part.system)).toContain('relics')
    expect(view.known.map((item) => item.symbol)).toContain('☾')
  })
})
