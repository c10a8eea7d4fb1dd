import type { Npc } from '@shared/campaign'
import type { PrepDraft } from '../../composables/usePrepEditor'

export type NpcDraft = PrepDraft<Npc>

export function blankNpc(): NpcDraft {
  return { name: '', description: '', gmNotes: '', revealed: false, statBlocks: {} }
}
