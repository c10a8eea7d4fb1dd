import type { Where } from '../session/entries'
import { findManifest } from '../systems/manifests'

/** The step as its system names it (its manifest's words: no engine needed). */
export function stepLabel(where: Where): string | null {
  if (!where.run) return null
  return findManifest(where.run.system)?.placeLabel(where) ?? null
}
