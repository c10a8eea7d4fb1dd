import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  bandRank,
  delayTo,
  fireReadiedAction,
  groupUp,
  INITIATIVE_BANDS,
  roundOrder,
  surpriseRoundOrder,
  whyNotNext,
  yetToAct,
  type BandedCombatant,
} from '@shared/systems/escalation/rules'

/** The text's worked example: five PCs (one Fast, two Medium, two Slow), five enemies (two Medium, three Slow). */
const example: BandedCombatant[] = [
  { id: 'slow-pc-1', side: 'pcs', band: 'slow' },
  { id: 'medium-enemy-1', side: 'enemies', band: 'medium' },
  { id: 'fast-pc', side: 'pcs', band: 'fast' },
  { id: 'medium-pc-1', side: 'pcs', band: 'medium' },
  { id: 'slow-enemy-1', side: 'enemies', band: 'slow' },
  { id: 'medium-pc-2', side: 'pcs', band: 'medium' },
  { id: 'slow-enemy-2', side: 'enemies', band: 'slow' },
  { id: 'slow-pc-2', side: 'pcs', band: 'slow' },
  { id: 'medium-enemy-2', side: 'enemies', band: 'medium' },
  { id: 'slow-enemy-3', side: 'enemies', band: 'slow' },
]

describe('initiative bands and the round order (E15, E16, E21, E22, EG8, EG9, EG30, EG39)', () => {
  it('E16 the worked example: Fast PC, Medium PCs, Medium enemies, Slow PCs, Slow enemies', () => {
    expect(roundOrder(example).map((g) => [g.band, g.side, g.ids])).toEqual([
      ['fast', 'pcs', ['fast-pc']],
      ['medium', 'pcs', ['medium-pc-1', 'medium-pc-2']],
      ['medium', 'enemies', ['medium-enemy-1', 'medium-enemy-2']],
      ['slow', 'pcs', ['slow-pc-1', 'slow-pc-2']],
      ['slow', 'enemies', ['slow-enemy-1', 'slow-enemy-2', 'slow-enemy-3']],
    ])
  })

  it('E15 bands run Very Fast, Fast, Medium, Slow, Very Slow', () => {
    expect(INITIATIVE_BANDS.map(bandRank)).toEqual([0, 1, 2, 3, 4])
    const order = roundOrder([
      { id: 'a', side: 'enemies', band: 'verySlow' },
      { id: 'b', side: 'enemies', band: 'veryFast' },
    ])
    expect(order.map((g) => g.band)).toEqual(['veryFast', 'verySlow'])
  })

  it('EG8 a combatant without a band acts in the Medium band', () => {
    const order = roundOrder([
      { id: 'no-band', side: 'enemies' },
      { id: 'slow', side: 'enemies', band: 'slow' },
      { id: 'null-band', side: 'pcs', band: null },
    ])
    expect(order).toEqual([
      { band: 'medium', side: 'pcs', ids: ['null-band'] },
      { band: 'medium', side: 'enemies', ids: ['no-band'] },
      { band: 'slow', side: 'enemies', ids: ['slow'] },
    ])
  })

  it('E16 a combatant listed twice is refused', () => {
    expect(() => roundOrder([example[0]!, example[0]!])).toThrow('listed twice')
  })

  it('EG9 any member of the group up may go next; anyone else is told who acts first', () => {
    expect(groupUp(example, ['fast-pc'])!.ids).toEqual(['medium-pc-1', 'medium-pc-2'])
    expect(whyNotNext(example, ['fast-pc'], 'medium-pc-2')).toBeNull()
    expect(whyNotNext(example, ['fast-pc'], 'medium-enemy-1')).toBe('The Medium PCs act first')
    expect(whyNotNext(example, [], 'medium-pc-1')).toBe('The Fast PCs act first')
    expect(whyNotNext(example, ['fast-pc'], 'fast-pc')).toBe('This combatant has already acted this round')
    expect(whyNotNext(example, [], 'nobody')).toBe('nobody is not in this fight')
    expect(
      groupUp(
        example,
        example.map((c) => c.id),
      ),
    ).toBeNull()
  })

  it('E21 Delay goes only to a slower band', () => {
    expect(delayTo('fast', 'slow')).toEqual({ ok: true, value: 'slow' })
    expect(delayTo('medium', 'medium')).toEqual({ ok: false, reason: 'Delay goes to a slower band than Medium, not Medium' })
    expect(delayTo('slow', 'fast').ok).toBe(false)
  })

  it('E21 EG39 a Delay re-sorts who is still to act; turns taken are not run again', () => {
    const delayed = example.map((c) => (c.id === 'medium-pc-1' ? { ...c, band: 'slow' as const } : c))
    const rest = yetToAct(delayed, ['fast-pc'])
    expect(rest.map((g) => g.ids)).toEqual([
      ['medium-pc-2'],
      ['medium-enemy-1', 'medium-enemy-2'],
      ['slow-pc-1', 'medium-pc-1', 'slow-pc-2'],
      ['slow-enemy-1', 'slow-enemy-2', 'slow-enemy-3'],
    ])
  })

  it("E22 EG53 a readied action fired the same round sets the band now; fired next round, after the owner's turn, and that action is spent", () => {
    expect(fireReadiedAction({ kind: 'standard', firedInBand: 'slow', round: 'same' })).toEqual({
      band: 'slow',
      bandChanges: 'now',
      spendsOnNextTurn: null,
    })
    expect(fireReadiedAction({ kind: 'move', firedInBand: 'fast', round: 'next' })).toEqual({
      band: 'fast',
      bandChanges: 'afterOwnTurn',
      spendsOnNextTurn: 'move',
    })
  })

  it('E17 EG7 the Surprise Round: up to two chosen ambushers, in band order', () => {
    const order = surpriseRoundOrder(example, 'enemies', ['slow-enemy-1', 'medium-enemy-2'])
    expect(order).toEqual({
      ok: true,
      value: [
        { band: 'medium', side: 'enemies', ids: ['medium-enemy-2'] },
        { band: 'slow', side: 'enemies', ids: ['slow-enemy-1'] },
      ],
    })
    expect(surpriseRoundOrder(example, 'pcs', ['fast-pc', 'slow-pc-1', 'slow-pc-2'])).toEqual({
      ok: false,
      reason: 'At most 2 characters act in the Surprise Round, not 3',
    })
    expect(surpriseRoundOrder(example, 'pcs', ['fast-pc', 'slow-enemy-1'])).toEqual({
      ok: false,
      reason: 'Only the ambushing side acts in the Surprise Round',
    })
    expect(surpriseRoundOrder(example, 'pcs', ['fast-pc', 'fast-pc']).ok).toBe(false)
    expect(surpriseRoundOrder(example, 'pcs', [])).toEqual({ ok: true, value: [] })
  })

  const combatants = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 6 }),
      side: fc.constantFrom('pcs' as const, 'enemies' as const),
      band: fc.constantFrom(...INITIATIVE_BANDS),
    }),
    { selector: (c) => c.id, maxLength: 30 },
  )

  it('E16 property: everyone exactly once, bands in order, PCs before enemies within a band', () => {
    fc.assert(
      fc.property(combatants, (list) => {
        const order = roundOrder(list)
        const flat = order.flatMap((g) => g.ids)
        expect([...flat].sort()).toEqual(list.map((c) => c.id).sort())
        const slots = order.map((g) => bandRank(g.band) * 2 + (g.side === 'pcs' ? 0 : 1))
        for (let i = 1; i < slots.length; i++) expect(slots[i]).toBeGreaterThan(slots[i - 1]!)
        for (const group of order)
          for (const id of group.ids) expect(list.find((c) => c.id === id)).toMatchObject({ band: group.band, side: group.side })
      }),
    )
  })

  it('EG39 property: those yet to act are exactly those who have not, still in band order', () => {
    fc.assert(
      fc.property(combatants, fc.array(fc.nat(), { maxLength: 10 }), (list, picks) => {
        const acted = list.length === 0 ? [] : picks.map((p) => list[p % list.length]!.id)
        const rest = yetToAct(list, acted).flatMap((g) => g.ids)
        expect(rest.sort()).toEqual(
          list
            .map((c) => c.id)
            .filter((id) => !acted.includes(id))
            .sort(),
        )
      }),
    )
  })
})
