import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import { keep, readKept } from '../kept'

export type Section = 'characters' | 'traits' | 'relics' | 'npcs' | 'scenes' | 'encounters' | 'settings' | 'run' | 'log' | 'display'

export interface SectionEntry {
  id: Section
  label: string
  group: 'Prep' | 'Run'
}

/** The console's sections in navigation order; Alt+1..9 and Alt+0 jump to them. */
export const SECTIONS: readonly SectionEntry[] = [
  { id: 'characters', label: 'Characters', group: 'Prep' },
  { id: 'traits', label: 'Traits', group: 'Prep' },
  { id: 'relics', label: 'Moon Relics', group: 'Prep' },
  { id: 'npcs', label: 'NPCs', group: 'Prep' },
  { id: 'scenes', label: 'Scenes & Challenges', group: 'Prep' },
  { id: 'encounters', label: 'Encounters', group: 'Prep' },
  { id: 'settings', label: 'Settings', group: 'Prep' },
  { id: 'run', label: 'Run a Challenge', group: 'Run' },
  { id: 'log', label: 'Session log', group: 'Run' },
  { id: 'display', label: 'Player display', group: 'Run' },
]

const SECTION_KEY = 'gm-console.section'

/** Which section and which overlay the GM is looking at; a reload comes back to the same section. */
export const useNavigationStore = defineStore('navigation', () => {
  const saved = readKept('tab', SECTION_KEY)
  const section = ref<Section>(SECTIONS.find((s) => s.id === saved)?.id ?? 'characters')
  watch(section, (id) => keep('tab', SECTION_KEY, id))
  const pickerOpen = ref(false)
  const helpOpen = ref(false)
  /** The session log's export dialog (File > Export Session opens it). */
  const exportOpen = ref(false)
  return { section, pickerOpen, helpOpen, exportOpen }
})
