// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import type { Campaign } from '@shared/campaign'
import { registerSystem } from '@shared/systems/registry'
import { toPlayerView } from '../../../../src/main/player/to-player-view'
import GmNav from '../../../../src/renderer/src/gm/GmNav.vue'
import GmTopBar from '../../../../src/renderer/src/gm/GmTopBar.vue'
import GmFirstRun from '../../../../src/renderer/src/gm/GmFirstRun.vue'
import GmSection from '../../../../src/renderer/src/gm/GmSection.vue'
import HelpOverlay from '../../../../src/renderer/src/components/help/HelpOverlay.vue'
import PlayerScreen from '../../../../src/renderer/src/player/PlayerScreen.vue'
import { useNavigationStore } from '../../../../src/renderer/src/stores/navigation'
import { coinFlipSystem } from '../../../toy/coin-flip/system'
import { campaignFixture } from '../support/campaign-fixture'
import { mountConsole } from '../support/fake-bridge'

registerSystem(coinFlipSystem)

/** Every word of Relics of the Moon the console's own frame could let slip. */
const RELICS_WORDS = /Relics|Cohort|Destiny|Doom|Challenge|Moon/

let wrappers: VueWrapper[] = []
afterEach(() => {
  wrappers.forEach((wrapper) => wrapper.unmount())
  wrappers = []
})

/** Everything a person reads or hears on a page: its text, and its labels and titles. */
function wordsOn(wrapper: VueWrapper): string {
  const labels = [...wrapper.element.ownerDocument.querySelectorAll('[aria-label], [title]')].flatMap((el) => [
    el.getAttribute('aria-label') ?? '',
    el.getAttribute('title') ?? '',
  ])
  return [wrapper.element.ownerDocument.body.textContent ?? '', ...labels].join('\n')
}

/** Every revealed, with pools in hand: anything that could show, would. */
function shownCampaign(inPlay?: string[]): Campaign {
  const campaign = campaignFixture()
  return {
    ...campaign,
    settings: { ...campaign.settings, inPlay },
    pools: { destiny: 2, doom: 3 },
    relics: campaign.relics.map((relic) => ({ ...relic, revealed: true })),
    traits: campaign.traits.map((trait) => ({ ...trait, revealed: true })),
    scenes: campaign.scenes.map((scene) => ({ ...scene, revealed: true })),
  }
}

/** The GM console's frame (navigation, top bar, first-run hint, the section shown, the keys) and the player screen, for one campaign. */
async function frameWords(campaign: Campaign): Promise<{ gm: string; player: string; sections: string[] }> {
  const Frame = defineComponent({
    setup() {
      const navigation = useNavigationStore()
      return () => h('div', [h(GmTopBar), h(GmNav), h(GmFirstRun), h(HelpOverlay), h('main', { 'data-testid': 'shown' }, navigation.section)])
    },
  })
  const gm = await mountConsole(Frame, { campaign })
  wrappers.push(gm.wrapper)
  await flushPromises()
  const sections = gm.wrapper.findAll('nav button').map((button) => button.attributes('data-testid')!)
  const gmWords = wordsOn(gm.wrapper)
  gm.wrapper.unmount()
  wrappers = []

  const player = mount(PlayerScreen, { props: { view: toPlayerView({ campaign, ledger: null, blank: false }) }, attachTo: document.body })
  wrappers.push(player)
  await flushPromises()
  return { gm: gmWords, player: wordsOn(player), sections }
}

describe('the systems a campaign plays give the console its words', () => {
  it('a campaign that plays only the coin-flip contest shows no word of Relics of the Moon, in the GM’s frame or on the players’ screen', async () => {
    const { gm, player, sections } = await frameWords(shownCampaign(['coinFlip']))
    expect(gm).not.toMatch(RELICS_WORDS)
    expect(player).not.toMatch(RELICS_WORDS)
    expect(gm).toContain('Run a contest')
    expect(sections).toEqual(['nav-characters', 'nav-npcs', 'nav-scenes', 'nav-encounters', 'nav-settings', 'nav-run', 'nav-log', 'nav-display'])
    expect(player).toContain('The players and the story so far')
    const view = toPlayerView({ campaign: shownCampaign(['coinFlip']), ledger: null, blank: false })
    // Between contests the toy shows nothing of its own; Relics, not in play, shows nothing at all.
    expect(view.parts).toEqual([])
    expect(view.known.map((item) => item.symbol)).not.toContain('☾')
  })

  it('a campaign written before the choice plays every system and looks as it did: Relics’ sections, pools and words', async () => {
    const { gm, player, sections } = await frameWords(shownCampaign())
    expect(sections).toEqual([
      'nav-characters',
      'nav-traits',
      'nav-relics',
      'nav-npcs',
      'nav-scenes',
      'nav-encounters',
      'nav-settings',
      'nav-run',
      'nav-log',
      'nav-display',
    ])
    for (const words of [
      'Moon Relics',
      'Scenes & Challenges',
      'Run a Challenge',
      'Destiny 2',
      'Doom 3',
      'Alt+8',
      'Run a Challenge: roll the remaining dice (step 4)',
    ])
      expect(gm).toContain(words)
    expect(player).toContain('The Cohort and the story so far')
    expect(player).toContain('Known to the Cohort')
  })

  it('a section the campaign no longer plays gives way to Characters, and a system’s own section shows its page', async () => {
    const gm = await mountConsole(GmSection, { campaign: shownCampaign(['coinFlip']) })
    wrappers.push(gm.wrapper)
    const navigation = useNavigationStore()
    navigation.section = 'relics'
    await flushPromises()
    expect(navigation.section).toBe('characters')

    const all = await mountConsole(GmSection, { campaign: shownCampaign() })
    wrappers.push(all.wrapper)
    useNavigationStore().section = 'relics'
    await flushPromises()
    expect(all.wrapper.text()).toContain('Moon Relics')
  })
})
