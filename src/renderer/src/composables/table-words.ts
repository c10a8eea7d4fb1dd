import { computed, type ComputedRef } from 'vue'
import { systemsInPlay } from '@shared/systems/in-play'
import type { SystemManifest } from '@shared/systems/rule-system'
import { useCampaignStore } from '../stores/campaign'

/** The words the console's own pages use for runs, taken from the systems the campaign plays. */
export interface TableWords {
  /** The systems the open campaign plays, in the registry's order. */
  systems: SystemManifest[]
  /** What a run is called: the first system in play's `runNoun`, or "run". */
  runNoun: string
  /** The run section's name: "Run a fight" for a system whose run is a fight. */
  runLabel: string
}

/** "a" or "an", as the word after it sounds in most cases. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/** The words for a campaign's systems in play (see `systemsInPlay`: the first speaks for the table). */
export function tableWords(systems: SystemManifest[]): TableWords {
  const runNoun = systems[0]?.runNoun ?? 'run'
  return { systems, runNoun, runLabel: `Run ${article(runNoun)} ${runNoun}` }
}

/** The table's words for the open campaign, kept up to date as its settings change. */
export function useTableWords(): ComputedRef<TableWords> {
  const campaign = useCampaignStore()
  return computed(() => tableWords(systemsInPlay(campaign.campaign)))
}
