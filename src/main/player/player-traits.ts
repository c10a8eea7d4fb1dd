import { modifierLabel, type Trait } from '@shared/campaign'
import type { PlayerTrait } from '@shared/views/player-view'

/** The campaign's traits by id: the one place a trait's `revealed` flag is read from. */
export type TraitLibrary = ReadonlyMap<string, Trait>

/** Indexes the campaign's traits once per view, so each lookup after is direct. */
export function traitLibrary(traits: readonly Trait[]): TraitLibrary {
  return new Map(traits.map((trait) => [trait.id, trait]))
}

/**
 * The traits among `ids` that the GM has revealed, as players see them. The library's flag
 * decides, not a running Challenge's copy, so revealing a trait mid-Challenge shows it at once.
 */
export function revealedTraits(ids: readonly string[], library: TraitLibrary, isActive: (id: string) => boolean): PlayerTrait[] {
  return ids.flatMap((id) => {
    const trait = library.get(id)
    if (!trait?.revealed) return []
    return [{ id: trait.id, name: trait.name, shorthand: modifierLabel(trait.side, trait.modifier), active: isActive(trait.id) }]
  })
}
