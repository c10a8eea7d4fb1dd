import { describe, expect, it } from 'vitest'
import { keptBy, keptFrom, keptMap } from '@shared/combat/kept-map'
import { keptViews } from '@shared/combat/view'
import type { CombatTrack } from '@shared/combat/types'

/*
 * The GM's view of a fight keeps its lists from one step to the next (kept-map.ts): these tests
 * hold the rules of that keeping, which every combat system's view relies on.
 */

type Raider = { id: string; hp: number }
const raiders = (count: number): Raider[] => Array.from({ length: count }, (_, i) => ({ id: `raider-${i + 1}`, hp: 9 }))

/** A kept list of "odds against" each raider, counting what it makes. */
function oddsList(alike = false) {
  const kept = keptMap<Raider, { against: string; odds: number }>()
  const made: string[] = []
  const list = (items: readonly Raider[], gate: unknown[], odds = () => 45) =>
    kept(items, { gate, alike, make: (r) => (made.push(r.id), { against: r.id, odds: odds() }) })
  return { list, made }
}

describe('a list kept from one step of the fight to the next', () => {
  it('makes a value again only for the combatant the step replaced, and a new list with it', () => {
    const { list, made } = oddsList()
    const fight = raiders(3)
    const first = list(fight, ['Ixa acts'])
    expect(made).toEqual(['raider-1', 'raider-2', 'raider-3'])
    const wounded = fight.map((r) => (r.id === 'raider-2' ? { ...r, hp: 4 } : r))
    const second = list(wounded, ['Ixa acts'])
    expect(made.slice(3)).toEqual(['raider-2'])
    expect(second).not.toBe(first)
    expect(second[0]).toBe(first[0])
    expect(second[2]).toBe(first[2])
  })

  it('gives back the very list when nothing changed, so what is built from it is kept too', () => {
    const { list, made } = oddsList()
    const fight = raiders(3)
    const first = list(fight, ['Ixa acts'])
    expect(list([...fight], ['Ixa acts'])).toBe(first)
    expect(made).toHaveLength(3)
    const flattened = keptFrom<readonly object[], string>()
    let built = 0
    const names = (parts: readonly object[]) => flattened(parts, () => String(++built))
    expect(names(first)).toBe(names(list(fight, ['Ixa acts'])))
    expect(built).toBe(1)
  })

  it('keeps the old value, and so the old list, when one made again comes out alike', () => {
    const { list, made } = oddsList(true)
    const fight = raiders(3)
    const first = list(fight, ['Ixa acts'])
    // A wound does not change the odds against the raider: made again, alike, the old value and list stand.
    const wounded = fight.map((r) => (r.id === 'raider-1' ? { ...r, hp: 4 } : r))
    expect(list(wounded, ['Ixa acts'])).toBe(first)
    expect(made).toHaveLength(4)
    const changed = list(
      wounded.map((r) => (r.id === 'raider-1' ? { ...r, hp: 3 } : r)),
      ['Ixa acts'],
      () => 55,
    )
    expect(changed).not.toBe(first)
    expect(changed[0]).toEqual({ against: 'raider-1', odds: 55 })
  })

  it('makes every value again when what they all read changed (the gate), and again when it is its extra', () => {
    const kept = keptMap<Raider, string>()
    let made = 0
    const fight = raiders(2)
    const ask = (gate: unknown[], extra: (r: Raider) => unknown) => kept(fight, { gate, extra, make: (r) => `${r.id}#${++made}` })
    ask(['Ixa acts'], () => null)
    ask(['Dax acts'], () => null)
    expect(made).toBe(4)
    // Back at Ixa's place: kept. Then one raider is ganged up on: only its value is made again.
    ask(['Ixa acts'], () => null)
    expect(made).toBe(4)
    const list = ask(['Ixa acts'], (r) => (r.id === 'raider-2' ? 2 : null))
    expect(made).toBe(5)
    expect(list[1]).toBe('raider-2#5')
  })

  it('makes a fresh element every time, since it reads more than itself', () => {
    const kept = keptMap<Raider, number>()
    let made = 0
    const fight = raiders(3)
    const ask = () => kept(fight, { gate: [], make: () => ++made, fresh: (r) => r.id === 'raider-3' })
    ask()
    ask()
    expect(made).toBe(4)
  })

  it('keeps the last four places, so undo and redo find their values again', () => {
    const kept = keptMap<Raider, number>()
    let made = 0
    const fight = raiders(1)
    const ask = (place: string) => kept(fight, { gate: [place], make: () => ++made })[0]
    for (const place of ['Ixa', 'Dax', 'the Wyrm', 'raider 1']) ask(place)
    expect(made).toBe(4)
    expect(ask('Ixa')).toBe(1)
    ask('raider 2')
    // The fifth place pushed out the least recently used one (Dax's turn), not Ixa's, just visited.
    expect(ask('Ixa')).toBe(1)
    expect(ask('Dax')).toBe(6)
  })

  it('does not take another fight whose gate reads alike for the same one', () => {
    const { list, made } = oddsList()
    const one = raiders(2)
    const other = raiders(2)
    list(one, [])
    list(other, [])
    // Two fights' views made in turn: each finds its own values.
    list(one, [])
    list(other, [])
    expect(made).toHaveLength(4)
  })
})

describe('a value kept by what it reads', () => {
  it('is made again only when one of its reads is not the very one it was, and the last eight are kept', () => {
    const kept = keptBy<string[]>()
    let made = 0
    const acted = ['pc-ixa']
    const order = ['pc-ixa', 'raider-1']
    const upNext = (reads: unknown[]) => kept(reads, () => [`made ${++made}`])
    const first = upNext([order, acted])
    expect(upNext([order, acted])).toBe(first)
    // The same words in a new list are a new read: who has acted changed, so the value is made again.
    expect(upNext([order, ['pc-ixa']])).not.toBe(first)
    for (const extra of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) upNext([order, acted, extra])
    expect(made).toBe(9)
    expect(upNext([order, acted, 'a'])).toEqual(['made 3'])
    expect(upNext([order, acted])).toEqual(['made 10'])
  })
})

describe('the combatants of a fight as the GM sees them, kept from step to step', () => {
  type Fighter = { id: string; name: string; conditions: { duration: { kind: string } }[] }
  const trackOf = (combatants: Fighter[], acted: string[] = []) => ({ combatants, acted, current: null }) as unknown as CombatTrack<unknown>
  const views = keptViews<unknown, string>()
  let made: string[] = []
  const ask = (track: CombatTrack<unknown>) => views(track, { reads: [], make: (c) => (made.push(c.id), `${c.name} #${made.length}`) })

  it('keeps each view while its combatant and who has acted are the same, and makes again one whose condition ends on another’s turn', () => {
    const ixa: Fighter = { id: 'pc-ixa', name: 'Ixa', conditions: [] }
    // Dazed until the end of Ixa's next turn: its words name Ixa, whose name may change elsewhere.
    const dax: Fighter = { id: 'pc-dax', name: 'Dax', conditions: [{ duration: { kind: 'untilEndOfTurn' } }] }
    const acted: string[] = []
    made = []
    ask(trackOf([ixa, dax], acted))
    ask(trackOf([ixa, dax], acted))
    expect(made).toEqual(['pc-ixa', 'pc-dax', 'pc-dax'])
    // Someone acted: every view reads whether its combatant has, so each is asked again.
    ask(trackOf([ixa, dax], ['pc-ixa']))
    expect(made.slice(3)).toEqual(['pc-ixa', 'pc-dax'])
  })
})
