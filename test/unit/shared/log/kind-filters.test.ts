import { describe, expect, it } from 'vitest'
import { requests } from '@shared/ipc/contract'
import { kindFilters } from '@shared/log/filters'
import '../../../support/registry-setup'

describe('the log view’s filter groups, with every registered system’s kinds', () => {
  it('has one group per id, each kind once, and every group fits the session.log request', () => {
    const groups = kindFilters()
    expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length)
    for (const group of groups) {
      expect(new Set(group.kinds).size, group.id).toBe(group.kinds.length)
      expect(requests['session.log'].payload.safeParse({ kinds: group.kinds }).success, group.id).toBe(true)
    }
  })
})
