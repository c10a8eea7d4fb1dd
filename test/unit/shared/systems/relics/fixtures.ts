import fc from 'fast-check'
import type { AgonyTrait, MoonRelic, PlayerCharacter } from '@shared/campaign'
import { whyPlacementRefused, type Placement, type SimpleModifier } from '@shared/systems/relics'

/** Up to four Simple modifiers with ids m0..m3, of either side. */
export const arbitraryModifiers: fc.Arbitrary<SimpleModifier[]> = fc
  .array(
    fc.record({
      side: fc.constantFrom('beneficial' as const, 'hindering' as const),
      value: fc.integer({ min: 1, max: 3 }),
      dice: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 4 },
  )
  .map((list) => list.map((m, i) => ({ ...m, id: `m${i}`, label: `${m.side === 'beneficial' ? '+' : '-'}${m.value} / ${m.dice}d` })))

/** Placements naming m0..m4 (one may not exist) on dice -1..8 (some out of range). */
export const arbitraryPlacements: fc.Arbitrary<Placement[]> = fc.array(
  fc.record({ modifierId: fc.constantFrom('m0', 'm1', 'm2', 'm3', 'm4'), dieIndex: fc.integer({ min: -1, max: 8 }) }),
  { maxLength: 10 },
)

/**
 * Every legal complete-or-partial set of placements of the given modifiers, found by plain
 * recursion (Hindering modifiers first, dice in ascending order within a modifier).
 * Only for small pools: it is the yardstick the suggestion is measured against.
 */
export function allLegalAssignments(poolSize: number, modifiers: readonly SimpleModifier[], start: readonly Placement[] = []): Placement[][] {
  const ordered = [...modifiers.filter((m) => m.side === 'hindering'), ...modifiers.filter((m) => m.side === 'beneficial')]
  const found: Placement[][] = []
  const walk = (m: number, fromDie: number, placed: Placement[]) => {
    found.push(placed)
    for (let i = m; i < ordered.length; i++) {
      for (let die = i === m ? fromDie : 0; die < poolSize; die++) {
        const next = { modifierId: ordered[i]!.id, dieIndex: die }
        if (whyPlacementRefused(poolSize, modifiers, placed, next) === null) walk(i, die + 1, [...placed, next])
      }
    }
  }
  walk(0, 0, [...start])
  return found
}

/** A campaign PC with sensible defaults. */
export function character(id: string, overrides: Partial<PlayerCharacter> = {}): PlayerCharacter {
  return {
    id,
    name: id[0]!.toUpperCase() + id.slice(1),
    player: '',
    bioform: 'Human',
    primaryExpertise: 'Scav',
    secondaryExpertise: null,
    stress: 0,
    stressedOut: false,
    agony: [],
    outOfGame: false,
    traitIds: [],
    notes: '',
    statBlocks: {},
    ...overrides,
  }
}

/** A Moon Relic, free unless `infusedBy` is given. */
export function relic(id: string, infusedBy: string | null = null): MoonRelic {
  return { id, name: `Relic ${id}`, ability: '', description: '', infusedBy, destroyed: false, revealed: true }
}

/** A named, narrative Agony trait. */
export function agony(id: string, name = id): AgonyTrait {
  return { id, name, description: '', modifier: null }
}
