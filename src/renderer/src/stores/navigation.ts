import { defineStore } from 'pinia'
import { ref } from 'vue'

export type Section = 'characters' | 'traits' | 'relics' | 'npcs' | 'scenes' | 'encounters' | 'settings' | 'run'

export interface SectionEntry {
  id: Section
  label: string
  group: 'Prep' | 'Run'
}

/** The console's sections in navigation order; Alt+1..8 jumps to them. */
export const SECTIONS: readonly SectionEntry[] = [
  { id: 'characters', label: 'Characters', group: 'Prep' },
  { id: 'traits', label: 'Traits', group: 'Prep' },
  { id: 'relics', label: 'Moon Relics', group: 'Prep' },
  { id: 'npcs', label: 'NPCs', group: 'Prep' },
  { id: 'scenes', label: 'Scenes & Challenges', group: 'Prep' },
  { id: 'encounters', label: 'Encounters', group: 'Prep' },
  { id: 'settings', label: 'Settings', group: 'Prep' },
  { id: 'run', label: 'Run', group: 'Run' },
]

/** Which section and which overlay the GM is looking at. */
export const useNavigationStore = defineStore('navigation', () => {
  const section = ref<Section>('characters')
  const pickerOpen = ref(false)
  const helpOpen = ref(false)
  return { section, pickerOpen, helpOpen }
})
