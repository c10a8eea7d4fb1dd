import type { Encounter } from '@shared/campaign'
import type { PrepDraft } from '../../composables/usePrepEditor'

export type EncounterDraft = PrepDraft<Encounter>
export type Combatant = Encounter['combatants'][number]
export type Zone = Encounter['zones'][number]

export function blankEncounter(): EncounterDraft {
  return { name: '', system: 'escalation', description: '', gmNotes: '', combatants: [], zones: [], revealed: false }
}
