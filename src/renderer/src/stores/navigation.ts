import { defineStore } from 'pinia'
import { computed, ref, watch, type Component } from 'vue'
import { keep, readKept } from '../kept'
import { prepOf } from '../systems/registry'
import { useTableWords, type TableWords } from '../composables/table-words'

/** A section's id: the console's own ("characters", "run") or one a system brings. */
export type Section = string

export interface SectionEntry {
  id: Section
  label: string
  group: 'Prep' | 'Run'
  /** The page of a section a system brings; the console's own pages are `GmSection`'s. */
  view?: Component
}

const SECTION_KEY = 'gm-console.section'

/**
 * The console's sections in navigation order for the systems the campaign plays: Characters,
 * then each system's own prep sections, then the rest of the prep and the run. Alt+1..9 and
 * Alt+0 jump to them.
 */
export function sectionsFor(words: TableWords): SectionEntry[] {
  const preps = words.systems.flatMap((system) => {
    const prep = prepOf(system.id)
    return prep ? [prep] : []
  })
  const inScenes = preps.flatMap((prep) => (prep.inScenes ? [prep.inScenes] : []))
  return [
    { id: 'characters', label: 'Characters', group: 'Prep' },
    ...preps.flatMap((prep) => (prep.sections ?? []).map(({ id, label, view }) => ({ id, label, group: 'Prep' as const, view }))),
    { id: 'npcs', label: 'NPCs', group: 'Prep' },
    { id: 'scenes', label: ['Scenes', ...inScenes].join(' & '), group: 'Prep' },
    { id: 'encounters', label: 'Encounters', group: 'Prep' },
    { id: 'settings', label: 'Settings', group: 'Prep' },
    { id: 'run', label: words.runLabel, group: 'Run' },
    { id: 'log', label: 'Session log', group: 'Run' },
    { id: 'display', label: 'Player display', group: 'Run' },
    // Last, so the Alt keys of the sections before it stay as they were.
    { id: 'bestiary', label: 'Bestiary', group: 'Prep' },
  ]
}

/** Which section and which overlay the GM is looking at; a reload comes back to the same section. */
export const useNavigationStore = defineStore('navigation', () => {
  const words = useTableWords()
  const sections = computed(() => sectionsFor(words.value))
  const saved = readKept('tab', SECTION_KEY)
  const chosen = ref<Section>(saved ?? 'characters')
  watch(chosen, (id) => keep('tab', SECTION_KEY, id))
  /** The section shown: the one chosen, or Characters while the campaign plays no system that brings it. */
  const section = computed<Section>({
    get: () => (sections.value.some((s) => s.id === chosen.value) ? chosen.value : 'characters'),
    set: (id) => (chosen.value = id),
  })
  const pickerOpen = ref(false)
  const helpOpen = ref(false)
  /** The session log's export dialog (File > Export Session opens it). */
  const exportOpen = ref(false)
  return { section, sections, pickerOpen, helpOpen, exportOpen }
})
