import { maxStressWithRelics, maxStressWords, type Campaign } from '@shared/campaign'
import type { CharacterDraft } from '../../../components/characters/blank-character'

/**
 * Ruling 10: each infused relic lowers the PC's maximum Stress, which the file's schema cannot
 * know. The problem with the PC's Stress, or null.
 */
export function stressProblem(pc: CharacterDraft, campaign: Campaign | null): { path: string; message: string } | null {
  const infused = (campaign?.relics ?? []).filter((r) => r.infusedBy === pc.id && !r.destroyed).length
  return typeof pc.stress === 'number' && pc.stress > maxStressWithRelics(infused) ? { path: 'stress', message: maxStressWords(infused) } : null
}
