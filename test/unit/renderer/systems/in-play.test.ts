// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import type { Campaign } from '@shared/campaign'
import { allSystems, registerSystem } from '@shared/systems/registry'
import { isInPlay } from '@shared/systems/in-play'
import type { PlayerView } from '@shared/views/player-view'
import { WAITING } from '@shared/views/waiting'
import GmNav from '../../../../src/renderer/src/gm/GmNav.vue'
import GmTopBar from '../../../../src/renderer/src/gm/GmTopBar.vue'
import GmFirstRun from '../../../../src/renderer/src/gm/GmFirstRun.vue'
import GmSection from '../../../../src/renderer/src/gm/GmSection.vue'
import HelpOverlay from '../../../../src/renderer/src/components/help/HelpOverlay.vue'
import PlayerScreen from '../../../../src/renderer/src/player/PlayerScreen.vue'
import CharacterSection from '../../../../src/renderer/src/components/characters/CharacterSection.vue'
import SceneSection from '../../../../src/renderer/src/components/scenes/SceneSection.vue'
import DisplayReveal from '../../../../src/renderer/src/components/display/DisplayReveal.vue'
import SettingsSection from '../../../../src/renderer/src/components/settings/SettingsSection.vue'
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

/**
 * The player view main sends for the campaign before a session: each system in play's part and
 * revealed items, and the revealed NPCs (the main tests hold `toPlayerView` to sending no other).
 */
function playerViewOf(campaign: Campaign): PlayerView {
  const parts = allSystems()
    .filter((system) => isInPlay(campaign, system.id))
    .flatMap((system) => {
      const own = system.session.initial(system.session.beginFrom(campaign), system.format.rules)
      const shown = system.playerPart(own, { campaign, shown: null })
      return shown ? [{ system: system.id, stage: shown.stage, part: shown.part }] : []
    })
  const known = [
    ...campaign.npcs.filter((npc) => npc.revealed).map(({ id, name }) => ({ id, name, symbol: '☻', detail: null })),
    ...allSystems()
      .filter((system) => isInPlay(campaign, system.id))
      .flatMap((system) => system.known(campaign)),
  ]
  return { campaignName: campaign.name, blank: false, status: WAITING, scene: null, parts, known, feed: [], pictures: { portraits: [], map: null } }
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

  const player = mount(PlayerScreen, { props: { view: playerViewOf(campaign) }, attachTo: document.body })
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
    expect(sections).toEqual([
      'nav-characters',
      'nav-npcs',
      'nav-scenes',
      'nav-encounters',
      'nav-settings',
      'nav-bestiary',
      'nav-run',
      'nav-log',
      'nav-display',
    ])
    expect(player).toContain('The players and the story so far')
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
      'nav-bestiary',
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

  it('the characters, the scenes, the reveal list and the settings of a campaign that plays only the coin-flip contest hold no Stress, Challenge, Moon Relic or Relics setting', async () => {
    const campaign = shownCampaign(['coinFlip'])
    const scenes = await mountConsole(SceneSection, { campaign })
    wrappers.push(scenes.wrapper)
    await scenes.wrapper.find('[role="option"]').trigger('click')
    await flushPromises()
    await scenes.wrapper.find('[data-testid="scene-node-event-0"]').trigger('click')
    expect(wordsOn(scenes.wrapper)).not.toMatch(RELICS_WORDS)
    expect(scenes.wrapper.find('[data-testid="add-challenge-0"]').exists()).toBe(false)
    scenes.wrapper.unmount()
    wrappers = []

    const characters = await mountConsole(CharacterSection, { campaign })
    wrappers.push(characters.wrapper)
    await characters.wrapper.find('[role="option"]').trigger('click')
    await flushPromises()
    expect(characters.wrapper.find('[data-testid="pc-name"]').exists()).toBe(true)
    expect(characters.wrapper.find('[data-testid="pc-stress"]').exists()).toBe(false)
    // Nor the combat systems' blocks: the campaign plays none of them.
    expect(characters.wrapper.find('[data-testid="pc-toggle-escalation"]').exists()).toBe(false)
    expect(wordsOn(characters.wrapper)).not.toMatch(RELICS_WORDS)
    characters.wrapper.unmount()
    wrappers = []

    const reveal = await mountConsole(DisplayReveal, { campaign })
    wrappers.push(reveal.wrapper)
    expect(wordsOn(reveal.wrapper)).not.toMatch(RELICS_WORDS)
    expect(reveal.wrapper.text()).toContain('Scene')
    reveal.wrapper.unmount()
    wrappers = []

    const settings = await mountConsole(SettingsSection, { campaign })
    wrappers.push(settings.wrapper)
    expect(settings.wrapper.find('[data-testid="settings-show-doom"]').exists()).toBe(false)
    expect(settings.wrapper.find('[data-testid="settings-ap-manual"]').exists()).toBe(false)
    expect(settings.wrapper.find('[data-testid="settings-system-zones"]').exists()).toBe(false)
  })

  it('the GM picks the systems the campaign plays in Settings, and the sections follow once saved', async () => {
    const mounted = await mountConsole(SettingsSection, { campaign: campaignFixture() })
    wrappers.push(mounted.wrapper)
    const byTestId = (id: string) => mounted.wrapper.find(`[data-testid="${id}"]`)
    expect(byTestId('settings-show-doom').exists()).toBe(true)
    await byTestId('settings-in-play-relics').setValue(false)
    await byTestId('settings-in-play-escalation').setValue(false)
    expect(byTestId('settings-show-doom').exists()).toBe(false)
    expect(byTestId('settings-system-escalation').exists()).toBe(false)
    await byTestId('save-settings').trigger('click')
    await flushPromises()
    expect(mounted.campaign().settings.inPlay).toEqual(['zones', 'actionPoints', 'coinFlip'])
    expect(useNavigationStore().sections.map((section) => section.id)).not.toContain('relics')

    await byTestId('settings-in-play-zones').setValue(false)
    await byTestId('settings-in-play-actionPoints').setValue(false)
    expect(byTestId('settings-in-play-coinFlip').attributes('disabled')).toBeDefined()
  })
})
