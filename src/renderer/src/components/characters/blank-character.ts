import type { PlayerCharacter } from '@shared/campaign'

export type CharacterDraft = Omit<PlayerCharacter, 'id'> & { id?: string }

/** A new PC as the editor starts it: no Stress, no Agony, the first expertise. */
export function blankCharacter(expertise: readonly string[]): CharacterDraft {
  return {
    name: '',
    player: '',
    bioform: '',
    primaryExpertise: expertise[0] ?? '',
    secondaryExpertise: null,
    stress: 0,
    stressedOut: false,
    agony: [],
    outOfGame: false,
    traitIds: [],
    notes: '',
    statBlocks: {},
  }
}
