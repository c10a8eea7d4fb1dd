import { afterEach, describe, expect, it } from 'vitest'
import type { Envelope } from '@shared/ipc/errors'
import { RequestMemory } from '../../../../src/main/web/request-memory'
import { connect, firstFrame } from '../../../e2e/support/wire-client'
import { startTestHost, type TestHost } from './test-host'

/** A request that counts how often it was done, and answers with that count. */
function counted() {
  let runs = 0
  return {
    run: (): Promise<Envelope<unknown>> => Promise.resolve({ ok: true, result: ++runs }),
    runs: () => runs,
  }
}

describe('the memory of answers the web host gave each page', () => {
  it('answers a request id it has seen from memory, without doing it again', async () => {
    const memory = new RequestMemory()
    const request = counted()
    expect(await memory.answer('gm:page-a', 7, request.run)).toEqual({ ok: true, result: 1 })
    expect(await memory.answer('gm:page-a', 7, request.run)).toEqual({ ok: true, result: 1 })
    expect(request.runs()).toBe(1)
    // Another id, another page, or the id as text instead of a number: a request of its own.
    await memory.answer('gm:page-a', 8, request.run)
    await memory.answer('gm:page-b', 7, request.run)
    await memory.answer('gm:page-a', '7', request.run)
    expect(request.runs()).toBe(4)
  })

  it('a copy that comes while the request still runs gets the same answer when it ends', async () => {
    const memory = new RequestMemory()
    let finish: (envelope: Envelope<unknown>) => void = () => undefined
    let runs = 0
    const slow = () => {
      runs += 1
      return new Promise<Envelope<unknown>>((done) => (finish = done))
    }
    const first = memory.answer('gm:page', 1, slow)
    const copy = memory.answer('gm:page', 1, slow)
    finish({ ok: true, result: 'next turn' })
    expect(await first).toEqual({ ok: true, result: 'next turn' })
    expect(await copy).toEqual({ ok: true, result: 'next turn' })
    expect(runs).toBe(1)
  })

  it('keeps at most its number of answers per page, forgetting the oldest first', async () => {
    const memory = new RequestMemory({ pages: 4, answers: 3 })
    const request = counted()
    for (let id = 1; id <= 1000; id++) await memory.answer('gm:page', id, request.run)
    expect(memory.size()).toEqual({ pages: 1, answers: 3 })
    await memory.answer('gm:page', 1000, request.run)
    expect(request.runs()).toBe(1000)
    await memory.answer('gm:page', 997, request.run)
    expect(request.runs()).toBe(1001)
  })

  it('keeps at most its number of pages, forgetting the one heard from longest ago', async () => {
    const memory = new RequestMemory({ pages: 2, answers: 8 })
    const request = counted()
    await memory.answer('gm:a', 1, request.run)
    await memory.answer('gm:b', 1, request.run)
    await memory.answer('gm:a', 2, request.run)
    await memory.answer('gm:c', 1, request.run)
    expect(memory.size()).toEqual({ pages: 2, answers: 3 })
    await memory.answer('gm:a', 1, request.run)
    expect(request.runs()).toBe(4)
    await memory.answer('gm:b', 1, request.run)
    expect(request.runs()).toBe(5)
  })

  it('remembers nothing of a request that threw, so its copy runs again', async () => {
    const memory = new RequestMemory()
    await expect(memory.answer('gm:page', 1, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(memory.size().answers).toBe(0)
    expect(await memory.answer('gm:page', 1, () => Promise.resolve({ ok: true, result: 'done' }))).toEqual({ ok: true, result: 'done' })
  })
})

describe('a request sent again over a new connection of the same page', () => {
  let host: TestHost | null = null
  afterEach(async () => {
    await host?.stop()
    host = null
  })

  const PAGE = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'
  /** A frame of this page: its ids are its own, unique through its reconnects, as the page's bridge numbers them. */
  const frame = (id: number, channel: string, payload: unknown) => JSON.stringify({ type: 'request', id, channel, payload })
  const note = (id: number | string) =>
    JSON.stringify({ type: 'request', id, channel: 'session.note', payload: { text: 'The gate holds.', private: false } })

  it('is answered from memory and logged once: the GM’s note after a drop is not noted twice', async () => {
    host = await startTestHost()
    const gm = { role: 'gm', token: host.web.tokens.gm, page: PAGE }
    const first = await connect(host.origin, gm)
    expect(await first.send(frame(40, 'session.start', { name: 'At the gate' }))).toMatchObject({ ok: true })
    const answer = await first.send(note(41))
    first.close()

    const again = await connect(host.origin, gm)
    expect(await again.send(note(41))).toEqual(answer)
    const view = (await again.send(frame(43, 'session.current', {}))) as { result: { recent: { summary: string }[] } }
    expect(view.result.recent.filter((line) => line.summary.includes('The gate holds.'))).toHaveLength(1)
    // A new id is a new request.
    await again.send(note(42))
    const after = (await again.send(frame(44, 'session.current', {}))) as typeof view
    expect(after.result.recent.filter((line) => line.summary.includes('The gate holds.'))).toHaveLength(2)
    again.close()
  })

  it('a player display with the same page id is never answered from the GM’s memory', async () => {
    host = await startTestHost()
    host.services.player.setNetwork(true)
    const start = JSON.stringify({ type: 'request', id: 5, channel: 'session.start', payload: { name: 'At the gate' } })
    const gm = await connect(host.origin, { role: 'gm', token: host.web.tokens.gm, page: PAGE })
    expect(await gm.send(start)).toMatchObject({ ok: true })
    gm.close()
    const player = await connect(host.origin, { role: 'player', token: host.web.tokens.player, page: PAGE })
    expect(await player.send(start)).toMatchObject({ id: 5, ok: false, error: { code: 'forbidden' } })
    player.close()
  })

  for (const [what, page] of [
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['with a slash', 'a'.repeat(20) + '/'],
    ['a number', 1234567890123456],
    ['an object', { id: 'a'.repeat(20) }],
  ] as const)
    it(`a hello whose page id is ${what} is refused, and the host serves on`, async () => {
      host = await startTestHost()
      const { frame, closeCode } = await firstFrame(host.origin, { role: 'gm', token: host.web.tokens.gm, page })
      expect(frame).toMatchObject({ type: 'refused', error: { code: 'unauthorized' }, retry: false })
      expect(closeCode).toBe(4401)
      expect(await host.stillServes()).toBe(true)
    })

  for (const [what, id] of [
    ['a fraction', 1.5],
    ['negative', -1],
    ['past the safe integers', 2 ** 60],
    ['an empty text', ''],
    ['an object', { x: 1 }],
  ] as const)
    it(`a request whose id is ${what} gets invalid_payload, is not remembered, and the host serves on`, async () => {
      host = await startTestHost()
      const gm = await connect(host.origin, { role: 'gm', token: host.web.tokens.gm, page: PAGE })
      const answer = await gm.send(JSON.stringify({ type: 'request', id, channel: 'app.info', payload: {} }))
      expect(answer).toMatchObject({ type: 'response', ok: false, error: { code: 'invalid_payload' } })
      gm.close()
      expect(await host.stillServes()).toBe(true)
    })
})
