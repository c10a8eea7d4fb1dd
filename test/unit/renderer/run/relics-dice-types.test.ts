import { describe, expect, it } from 'vitest'
import type { useRelics } from '../../../../src/renderer/src/systems/relics/use-relics'

/** What the runner's `act` may send, as the compiler sees it. */
type Sendable = Parameters<ReturnType<typeof useRelics>['act']>[0]

describe('only the host rolls dice: the runner cannot write them', () => {
  it('Relics’ act takes no pool dice (the type, checked by vue-tsc, leaves them out); the console rolls them', () => {
    // @ts-expect-error a forged roll is no action the runner can send
    const forged: Sendable = { type: 'pool.rolled', values: [6, 6] }
    expect(forged.type).toBe('pool.rolled')
  })
})
