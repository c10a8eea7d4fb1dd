import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PcLink } from '../../../../src/shared/ipc/contract'
import type { SessionView } from '../../../../src/shared/session/view'
import type { PcChoices } from '../../../../src/shared/views/pc-choices'
import { connect, type WireClient } from '../../../e2e/support/wire-client'
import { startTestHost, type TestHost } from './test-host'

/*
 * A player proposes their PC's traits in a Relics Huddle from their device, over the real web
 * host and a real WebSocket; the GM's answer reaches the device.
 */

let host: TestHost
let vell: WireClient
beforeEach(async () => {
  host = await startTestHost()
  const link = (await host.call('host.pcLink', { pc: 'pc-vell' })) as PcLink
  vell = await connect(host.origin, { role: 'pc', token: new URLSearchParams(new URL(link.url!).hash.slice(1)).get('token')! })
  await host.call('session.start', { name: 'Huddle night' })
  await host.call('run.start', {
    system: 'relics',
    request: { sceneId: 'scene-glass-market', eventId: 'event-the-deal', challengeId: 'challenge-haggle' },
  })
  await host.call('session.allowPlayers', { allowed: true })
})
afterEach(async () => {
  vell.close()
  await host.stop()
})

const entries = () => host.services.session.ledger!.all()
const SILVER_TONGUE = { picks: ['trait:trait-silver-tongue'] }

describe("a player's device proposes in a Relics Huddle (step 1, Set the Action)", () => {
  it('proposes for its own PC; the GM confirms, and the device is told', async () => {
    const answer = await vell.request('pc.propose', { pc: 'pc-vell', system: 'relics', proposal: SILVER_TONGUE })
    expect(answer).toMatchObject({ ok: true, result: { ok: true } })
    const proposed = entries().at(-1)!
    expect(proposed).toMatchObject({ kind: 'player.proposed', player: 'pc-vell', visibility: 'private' })
    const view = (await host.call('session.answerProposal', { proposal: proposed.seq, confirm: true })) as SessionView
    expect(view.proposals).toEqual([])
    expect(entries().at(-1)).toMatchObject({ kind: 'run.event', player: 'pc-vell', event: { type: 'cohort.activateTrait' } })
    const confirmed = () =>
      vell.frames.some((f) => f.type === 'event' && f.event === 'pc.choices' && (f.data as PcChoices).proposal?.status === 'confirmed')
    await expect.poll(confirmed).toBe(true)
  })

  it('may not propose for another PC: forbidden, and nothing is logged', async () => {
    const seq = host.services.session.ledger!.seq
    const answer = await vell.request('pc.propose', { pc: 'pc-ixa', system: 'relics', proposal: { picks: ['trait:trait-scrap-savant'] } })
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(host.services.session.ledger!.seq).toBe(seq)
  })

  it('a proposal of no known shape is refused by the contract, saying where', async () => {
    const answer = await vell.request('pc.propose', { pc: 'pc-vell', proposal: { picks: 'everything' } })
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_payload', message: expect.stringContaining('picks') } })
  })
})
