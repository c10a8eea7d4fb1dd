import { describe, expect, it } from 'vitest'
import {
  initiativeModifier,
  initiativeOrder,
  initiativeScore,
  readiedPlace,
  slotIn,
  surpriseRoundOrder,
  whyOrderRefused,
} from '@shared/systems/action-points/rules'

const entries = [
  { id: 'ixa', score: 12, agility: 55 },
  { id: 'wyrm', score: 14, agility: 35 },
  { id: 'vell', score: 12, agility: 60 },
  { id: 'raider', score: 12, agility: 55 },
]

describe('initiative (A32, R23, AG4, A26, A33, AG28)', () => {
  it('R23 AG4 the default modifier is a tenth of Agility, rounded down; the campaign may add the whole of it', () => {
    expect(initiativeModifier(45)).toBe(4)
    expect(initiativeModifier(45, 'agility')).toBe(45)
    expect(initiativeScore(7, 62)).toBe(13)
  })

  it('A32 R23 highest first; a tie goes to the higher Agility, then to the GM (the order given before)', () => {
    expect(initiativeOrder(entries)).toEqual(['wyrm', 'vell', 'ixa', 'raider'])
    expect(initiativeOrder(entries, ['raider', 'ixa'])).toEqual(['wyrm', 'vell', 'raider', 'ixa'])
  })

  it('R23 the GM orders only ties: a lower score or a lower Agility first is refused', () => {
    expect(whyOrderRefused(entries, ['wyrm', 'vell', 'raider', 'ixa'])).toBeNull()
    expect(whyOrderRefused(entries, ['vell', 'wyrm', 'ixa', 'raider'])).toMatch(/higher initiative acts first/)
    expect(whyOrderRefused(entries, ['wyrm', 'ixa', 'vell', 'raider'])).toMatch(/higher Agility acts first/)
    expect(whyOrderRefused(entries, ['wyrm', 'vell', 'ixa'])).toMatch(/everyone/)
    expect(whyOrderRefused(entries, ['wyrm', 'vell', 'ixa', 'ixa'])).toMatch(/twice/)
  })

  it('A26 a readied action that fires moves its owner to just before the one it interrupted, for later rounds', () => {
    expect(readiedPlace(['wyrm', 'vell', 'ixa', 'raider'], 'vell', 'raider')).toEqual(['wyrm', 'ixa', 'vell', 'raider'])
    expect(readiedPlace(['wyrm', 'vell', 'ixa', 'raider'], 'raider', 'wyrm')).toEqual(['raider', 'wyrm', 'vell', 'ixa'])
  })

  it('AG28 a newcomer is slotted by score and Agility, after those it ties with', () => {
    const joined = { id: 'tamsin', score: 12, agility: 55 }
    expect(slotIn(['wyrm', 'vell', 'ixa', 'raider'], [...entries, joined], joined)).toEqual(['wyrm', 'vell', 'ixa', 'raider', 'tamsin'])
    const fast = { id: 'dax', score: 20, agility: 10 }
    expect(slotIn(['wyrm', 'vell'], [...entries, fast], fast)).toEqual(['dax', 'wyrm', 'vell'])
  })

  it('A33 the Surprise Round keeps the initiative order but leaves out the surprised side', () => {
    expect(surpriseRoundOrder(['wyrm', 'vell', 'ixa', 'raider'], (id) => id === 'vell' || id === 'ixa')).toEqual(['wyrm', 'raider'])
  })
})
