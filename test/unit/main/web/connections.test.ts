import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { identify } from '../../../../src/main/web/connections'

const tokens = { gm: 'gm-token', player: 'player-token' }

/** An upgrade request as the web host sees it, from a page it served unless `origin` says otherwise. */
function upgrade(query: string, origin = 'http://127.0.0.1:8080'): IncomingMessage {
  return { url: `/ws?${query}`, headers: { host: '127.0.0.1:8080', origin } } as unknown as IncomingMessage
}

describe('who a new connection is, and whether a refusal is for good', () => {
  it('network displays off refuses the player link only for now', () => {
    expect(identify(upgrade('role=player&token=player-token'), tokens, false)).toMatchObject({ refused: { code: 'forbidden' }, code: 4403, retry: true })
    expect(identify(upgrade('role=player&token=player-token'), tokens, true)).toEqual({ audience: 'player' })
  })

  it('a link that will never work is refused for good, whether network displays are on or off', () => {
    for (const networkOn of [true, false]) {
      expect(identify(upgrade('role=player&token=wrong'), tokens, networkOn)).toMatchObject({ refused: { code: 'unauthorized' }, retry: false })
      expect(identify(upgrade('role=player'), tokens, networkOn)).toMatchObject({ refused: { code: 'unauthorized' }, retry: false })
      // The GM token is not a player's, nor the other way round.
      expect(identify(upgrade('role=player&token=gm-token'), tokens, networkOn)).toMatchObject({ refused: { code: 'unauthorized' }, retry: false })
      expect(identify(upgrade('role=player&token=player-token', 'http://elsewhere.example'), tokens, networkOn)).toMatchObject({ refused: { code: 'forbidden' }, retry: false })
    }
  })

  it('the GM console is never paused by the network switch', () => {
    expect(identify(upgrade('role=gm&token=gm-token'), tokens, false)).toEqual({ audience: 'gm' })
    expect(identify(upgrade('role=gm&token=player-token'), tokens, false)).toMatchObject({ refused: { code: 'unauthorized' }, retry: false })
  })
})
