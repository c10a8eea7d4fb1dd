import { describe, expect, it } from 'vitest'
import { HELLO_MAX_BYTES } from '@shared/ipc/wire'
import { authenticate } from '../../../../src/main/web/connections'

const tokens = { gm: 'gm-token', player: 'player-token' }

/** A first frame as the host receives it. */
function hello(role: string, token?: string): Buffer {
  return Buffer.from(JSON.stringify(token === undefined ? { type: 'hello', role } : { type: 'hello', role, token }))
}

describe('who a connection says it is in its first frame, and whether a refusal is for good', () => {
  it('network displays off refuses the player link only for now', () => {
    expect(authenticate(hello('player', 'player-token'), tokens, false)).toMatchObject({ refused: { code: 'forbidden' }, code: 4403, retry: true })
    expect(authenticate(hello('player', 'player-token'), tokens, true)).toEqual({ audience: 'player' })
  })

  it('a link that will never work is refused for good, whether network displays are on or off', () => {
    for (const networkOn of [true, false]) {
      expect(authenticate(hello('player', 'wrong'), tokens, networkOn)).toMatchObject({ refused: { code: 'unauthorized' }, code: 4401, retry: false })
      expect(authenticate(hello('player'), tokens, networkOn)).toMatchObject({ refused: { code: 'unauthorized' }, retry: false })
      // The GM token is not a player's, nor the other way round.
      expect(authenticate(hello('player', 'gm-token'), tokens, networkOn)).toMatchObject({ refused: { code: 'unauthorized' }, retry: false })
    }
  })

  it('the GM console is never paused by the network switch', () => {
    expect(authenticate(hello('gm', 'gm-token'), tokens, false)).toEqual({ audience: 'gm' })
    expect(authenticate(hello('gm', 'player-token'), tokens, false)).toMatchObject({ refused: { code: 'unauthorized' }, retry: false })
  })

  it('anything but a short text hello first is refused for good: a request, a binary frame, garbage, extra keys, a long frame', () => {
    const request = Buffer.from(JSON.stringify({ type: 'request', id: 1, channel: 'player.view', payload: {} }))
    const extra = Buffer.from(JSON.stringify({ type: 'hello', role: 'gm', token: 'gm-token', as: 'admin' }))
    const long = Buffer.from(JSON.stringify({ type: 'hello', role: 'gm', token: 'gm-token', pad: 'x'.repeat(HELLO_MAX_BYTES) }))
    const longButValid = Buffer.concat([hello('gm', 'gm-token'), Buffer.from(' '.repeat(HELLO_MAX_BYTES))])
    for (const frame of [
      request,
      null,
      Buffer.from('not json'),
      Buffer.from('{"type":"hello"'),
      extra,
      long,
      longButValid,
      hello('admin', 'gm-token'),
    ])
      expect(authenticate(frame, tokens, true), String(frame).slice(0, 60)).toMatchObject({
        refused: { code: 'unauthorized' },
        code: 4401,
        retry: false,
      })
  })
})
