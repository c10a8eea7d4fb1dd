import { describe, expect, it } from 'vitest'
import { afterClose, statusOfRefusal, FIRST_RETRY_MS, PAUSED_RETRY_MS } from '../../../../src/renderer/src/bridge/reconnect'

describe('what the browser bridge does after the host closes its connection', () => {
  it('a refusal for good stops the page; one for now pauses it', () => {
    const error = { code: 'forbidden', message: 'why' } as const
    expect(statusOfRefusal({ type: 'refused', error, retry: false })).toBe('refused')
    expect(statusOfRefusal({ type: 'refused', error, retry: true })).toBe('paused')
  })

  it('refused: never tries again', () => {
    expect(afterClose('refused', FIRST_RETRY_MS)).toMatchObject({ status: 'refused', retryIn: null })
  })

  it('paused: stays paused and asks again at the calm interval, however long the pause', () => {
    let delay = FIRST_RETRY_MS
    for (let attempt = 0; attempt < 10; attempt++) {
      const next = afterClose('paused', delay)
      expect(next).toMatchObject({ status: 'paused', retryIn: PAUSED_RETRY_MS })
      delay = next.nextDelay
    }
  })

  it('dropped: tries again, backing off by doubling up to the cap', () => {
    const waits: number[] = []
    let delay = FIRST_RETRY_MS
    for (const status of ['open', 'connecting', 'connecting', 'connecting', 'connecting', 'connecting'] as const) {
      const next = afterClose(status, delay)
      expect(next.status).toBe('closed')
      waits.push(next.retryIn!)
      delay = next.nextDelay
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000])
  })
})
