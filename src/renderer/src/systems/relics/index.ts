import { defineAsyncComponent } from 'vue'
import type { SystemPrep } from '../prep'
import type { SystemScreens } from '../screens'
import TraitSection from '../../components/traits/TraitSection.vue'
import RelicSection from './prep/RelicSection.vue'
import RelicsSettings from './prep/RelicsSettings.vue'
import RelicsPcFields from './prep/RelicsPcFields.vue'
import { stressProblem } from './prep/pc-rules'
import RelicsPools from './RelicsPools.vue'

/**
 * Relics of the Moon's screens: the Challenge runner, the picker and recovery, the state after
 * a log entry; its pools in the top bar and its keys. Each screen loads when first shown, with
 * what it needs of the rules (its part of the player display is in `./player`).
 */
export const relicsScreens: SystemScreens = {
  id: 'relics',
  runner: defineAsyncComponent(() => import('./RelicsRunner.vue')),
  idle: defineAsyncComponent(() => import('./RelicsIdle.vue')),
  pastState: defineAsyncComponent(() => import('./RelicsPastState.vue')),
  topBar: RelicsPools,
  shortcuts: [
    { keys: 'N or Enter', does: 'Run a Challenge: next step (Enter only when no button has focus)' },
    { keys: 'R', does: 'Run a Challenge: roll the remaining dice (step 4)' },
    { keys: 'S', does: 'Run a Challenge: apply the suggested Simple modifier placement (step 5)' },
    { keys: 'K', does: 'Run a Challenge: in the Huddle, keep the traits active last round for this round' },
    { keys: 'N on the outcome', does: 'Run a Challenge: close it, on to the next Challenge or the Scene’s end' },
  ],
}

/**
 * Relics of the Moon's prep: its traits and Moon Relics have sections of their own, its
 * Challenges sit in the scenes' Events, its fields on a PC (Stress, Agony, traits) in the PC
 * editor, and its rulings among the campaign's settings.
 */
export const relicsPrep: SystemPrep = {
  id: 'relics',
  sections: [
    { id: 'traits', label: 'Traits', view: TraitSection },
    { id: 'relics', label: 'Moon Relics', view: RelicSection },
  ],
  inScenes: 'Challenges',
  campaignSettings: RelicsSettings,
  pcFields: RelicsPcFields,
  checkPc: stressProblem,
  revealKinds: { challenge: 'Challenge', trait: 'Trait', relic: 'Moon Relic' },
}
