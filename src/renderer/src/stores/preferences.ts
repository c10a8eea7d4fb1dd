import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { ConsolePreferences } from '@shared/ipc/preferences-contract'
import { useBridge } from '../bridge'
import { forget, readKept } from '../kept'
import { useConnectionStore } from './connection'
import { useNoticesStore } from './notices'

type Preference = keyof ConsolePreferences

/** Where this browser kept each preference before the host kept them, and what its value meant. */
const KEPT_HERE: Record<Preference, { key: string; meant: (kept: string) => boolean }> = {
  passSteps: { key: 'gm-console.pass-steps', meant: (kept) => kept !== 'off' },
  firstRunHintDismissed: { key: 'gm-console.first-run-hint', meant: (kept) => kept === 'dismissed' },
}
const PREFERENCES = Object.keys(KEPT_HERE) as Preference[]

/** The preferences this browser kept under the old keys. */
function keptHere(): ConsolePreferences {
  const kept: ConsolePreferences = {}
  for (const name of PREFERENCES) {
    const value = readKept('browser', KEPT_HERE[name].key)
    if (value !== null) kept[name] = KEPT_HERE[name].meant(value)
  }
  return kept
}

/**
 * The GM's console preferences, kept by the host (see `ConsolePreferences`): a page on any
 * origin, and the same page after the host starts again on another port, shows the same ones.
 * A choice this browser kept before moves to the host on the first load that finds the host
 * without one, and the browser then forgets it.
 */
export const usePreferencesStore = defineStore('preferences', () => {
  const bridge = useBridge()
  const notices = useNoticesStore()
  // Until the host answers, what this browser kept stands, so the first load already looks as it did.
  const chosen = ref<ConsolePreferences>(keptHere())
  /** Whether the host's preferences have come (this browser's old choices handed over first). */
  const loaded = ref(false)

  /** Sets preferences: shown at once, then kept by the host, whose answer stands. */
  async function choose(change: ConsolePreferences): Promise<void> {
    chosen.value = { ...chosen.value, ...change }
    try {
      chosen.value = await bridge.request('preferences.update', change)
    } catch (error) {
      notices.failed(error)
    }
  }

  /** Takes the host's preferences, handing it this browser's old choices where it has none. */
  async function load(): Promise<void> {
    try {
      const held = await bridge.request('preferences.current', {})
      const old = keptHere()
      const handed = Object.fromEntries(
        PREFERENCES.filter((name) => held[name] === undefined && old[name] !== undefined).map((name) => [name, old[name]]),
      )
      chosen.value = Object.keys(handed).length > 0 ? await bridge.request('preferences.update', handed) : held
      for (const name of PREFERENCES) forget('browser', KEPT_HERE[name].key)
      loaded.value = true
    } catch (error) {
      notices.failed(error)
    }
  }
  useConnectionStore().whenOpen(() => void load())

  /** The GM's pace: steps where nobody has anything to decide pass by themselves (on unless turned off). */
  const passSteps = computed({
    get: () => chosen.value.passSteps ?? true,
    set: (on: boolean) => void choose({ passSteps: on }),
  })
  /** Whether the GM said "Got it" to the first-run hint. */
  const firstRunHintDismissed = computed(() => chosen.value.firstRunHintDismissed ?? false)

  return { passSteps, firstRunHintDismissed, loaded, choose }
})
