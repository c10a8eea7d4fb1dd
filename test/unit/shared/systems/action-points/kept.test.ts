import { describe, expect, it } from 'vitest'
import { keptList, keptPer } from '@shared/systems/action-points/views/kept'

/*
 * The console's options for the acting combatant are kept per target between steps (kept.ts):
 * these tests hold the rules of that keeping, which the views' own tests rely on.
 */

describe('options kept per combatant between steps', () => {
  it('makes a value again when its combatant changed, and keeps the old one when it comes out the same', () => {
    const kept = keptPer<{ id: string; hp: number }, { odds: number }>()
    let made = 0
    const make = (odds: number) => () => ((made += 1), { odds })
    kept.open(['Ixa'])
    const raider = { id: 'raider-1', hp: 9 }
    const first = kept.get(raider, null, make(45))
    expect(kept.get(raider, null, make(45))).toBe(first)
    expect(made).toBe(1)
    // A wound makes a new version of the raider: the odds against it are made again, come out the same, and the old value stands.
    expect(kept.get({ ...raider, hp: 4 }, null, make(45))).toBe(first)
    expect(made).toBe(2)
    const changed = kept.get({ ...raider, hp: 4 }, 'ganged up', make(55))
    expect(changed).toEqual({ odds: 55 })
    expect(changed).not.toBe(first)
  })

  it('keeps the values of the last four places in the fight, so undo and redo find theirs again', () => {
    const kept = keptPer<{ id: string }, number>()
    const raider = { id: 'raider-1' }
    let made = 0
    const get = () => kept.get(raider, null, () => ++made)
    const places = [['turn of Ixa'], ['turn of Dax'], ['turn of the Wyrm'], ['turn of raider 1'], ['turn of raider 2']]
    for (const place of places.slice(0, 4)) {
      kept.open(place)
      get()
    }
    expect(made).toBe(4)
    kept.open(places[0]!)
    expect(get()).toBe(1)
    kept.open(places[4]!)
    get()
    // The fifth place pushed out the least recently used one (Dax's turn), not Ixa's, just visited.
    kept.open(places[0]!)
    expect(get()).toBe(1)
    kept.open(places[1]!)
    expect(get()).toBe(6)
  })

  it('gives back the list it made while every part is the very same, and makes it again when one is not', () => {
    const listed = keptList<object, unknown[]>()
    const a = {}
    const b = {}
    const first = listed([a, b], () => [a, b])
    expect(listed([a, b], () => [])).toBe(first)
    expect(listed([a, {}], () => ['new'])).toEqual(['new'])
    // Back to the place before (an undo, or the other of two fights): its list is still kept.
    expect(listed([a, b], () => [])).toBe(first)
  })
})
