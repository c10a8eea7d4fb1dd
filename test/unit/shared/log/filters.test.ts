import { describe, expect, it } from 'vitest'
import { kindFilters } from '@shared/log/filters'

describe('the log view’s filter groups', () => {
  it('offers each group once, with the kinds of every system that brings it', () => {
    const groups = kindFilters()
    const ids = groups.map((g) => g.id)
    expect(new Set(ids).size).toBe(ids.length)
    const conditions = groups.find((g) => g.id === 'conditions')!
    // Escalation's saves and Zones' Tests both end conditions: one group holds both.
    expect(conditions.kinds).toEqual(expect.arrayContaining(['save.rolled', 'duty.rolled', 'condition.add']))
    for (const group of groups) expect(new Set(group.kinds).size).toBe(group.kinds.length)
  })
})
