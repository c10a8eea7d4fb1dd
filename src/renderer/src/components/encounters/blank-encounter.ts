import { combatParts, type Encounter } from '@shared/campaign'
import type { PrepDraft } from '../../composables/usePrepEditor'

export type EncounterDraft = PrepDraft<Encounter>
export type Combatant = Encounter['combatants'][number]

/** A new encounter, for the first combat system the console knows, with that system's blank setup. */
export function blankEncounter(): EncounterDraft {
  const part = combatParts()[0]
  return {
    name: '',
    system: part?.system ?? '',
    description: '',
    gmNotes: '',
    combatants: [],
    setup: part?.encounters?.blank() ?? {},
    revealed: false,
  }
}
