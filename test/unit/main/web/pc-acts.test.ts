import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PcLink } from '../../../../src/shared/ipc/contract'
import type { PcChoices } from '../../../../src/shared/views/pc-choices'
import { connect, type WireClient } from '../../../e2e/support/wire-client'
import { startTestHost, type TestHost } from './test-host'

/*
 * A player acts for their own PC from their device, over the real web host and a real
 * WebSocket: what it may do now, a step on its PC's turn, and the refusals (another PC, the GM
 * not letting players act), each logged.
 */

let host: TestHost
let ixa: WireClient
beforeEach(async () => {
  host = await startTestHost()
  const link = (await host.call('host.pcLink', { pc: 'pc-ixa' })) as PcLink
  ixa = await connect(host.origin, { role: 'pc', token: new URLSearchParams(new URL(link.url!).hash.slice(1)).get('token')! })
  await host.call('session.start', { name: 'Phones night' })
  await host.call('run.start', { system: 'escalation', request: { encounterId: 'enc-raider-ambush' } })
  await host.call('run.act', { action: { type: 'combat.begin' } })
})
afterEach(async () => {
  ixa.close()
  await host.stop()
})

const choicesNow = async (): Promise<PcChoices> => {
  const answer = await ixa.request('pc.choices', { pc: 'pc-ixa' })
  expect(answer.ok).toBe(true)
  return (answer as { result: PcChoices }).result
}

/** The GM moves the fight on until it is Ixa's turn, as her device reads it. */
async function toIxasTurn(): Promise<PcChoices> {
  for (let n = 0; n < 20; n++) {
    const now = await choicesNow()
    if (now.choices.some((c) => c.headline.endsWith("'s turn"))) return now
    await host.call('run.act', { action: { type: 'turn.next' } })
  }
  throw new Error('Ixa’s turn never came')
}

const entries = () => host.services.session.ledger!.all()

describe("E1 a player's device acts for its own PC", () => {
  it('rolls an attack on its PC’s turn once the GM allows players: the device hears it may act, and the entry is the player’s', async () => {
    await host.call('session.allowPlayers', { allowed: true })
    const told = () => ixa.frames.some((f) => f.type === 'event' && f.event === 'pc.choices' && (f.data as PcChoices).allowed)
    await expect.poll(told).toBe(true)
    const now = await toIxasTurn()
    expect(now).toMatchObject({ pc: { id: 'pc-ixa' }, allowed: true })
    const attack = now.choices.flatMap((c) => c.options).find((o) => o.group === 'Attack' && o.why === null)!
    expect(attack.target).not.toBeNull()
    expect(await ixa.request('pc.act', { pc: 'pc-ixa', command: attack.command })).toMatchObject({ ok: true, result: { ok: true } })
    expect(entries().at(-1)).toMatchObject({ kind: 'run.event', actor: 'players', player: 'pc-ixa', event: { type: 'attack.rolled' } })
    expect(entries().at(-1)!.summary).toMatch(/^Ixa Marrow \(player\)/)
  })

  it('may not act for another PC: forbidden, and nothing is logged', async () => {
    await host.call('session.allowPlayers', { allowed: true })
    const seq = host.services.session.ledger!.seq
    const answer = await ixa.request('pc.act', { pc: 'pc-vell', command: { kind: 'act', action: { type: 'turn.next' } } })
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(await ixa.request('pc.choices', { pc: 'pc-vell' })).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(host.services.session.ledger!.seq).toBe(seq)
  })

  it('is refused while the GM has not let players act, in words, and the refusal is logged', async () => {
    expect(await choicesNow()).toEqual({ pc: { id: 'pc-ixa' }, allowed: false, choices: [], proposal: null })
    const answer = await ixa.request('pc.act', { pc: 'pc-ixa', command: { kind: 'act', action: { type: 'turn.next' } } })
    expect(answer).toMatchObject({ ok: true, result: { ok: false, refused: 'The GM does not let players act from their devices now.' } })
    expect(entries().at(-1)).toMatchObject({ kind: 'player.refused', player: 'pc-ixa', command: { kind: 'act', type: 'turn.next' } })
  })

  it('a command too heavy or of no known kind is refused by the contract, saying where, and changes nothing', async () => {
    await host.call('session.allowPlayers', { allowed: true })
    const seq = host.services.session.ledger!.seq
    const heavy = await ixa.request('pc.act', { pc: 'pc-ixa', command: { kind: 'act', action: { type: 'x'.repeat(5000) } } })
    expect(heavy).toMatchObject({ ok: false, error: { code: 'invalid_payload', message: expect.stringContaining('command') } })
    const odd = await ixa.request('pc.act', { pc: 'pc-ixa', command: { kind: 'cast', spell: 'fireball' } })
    expect(odd).toMatchObject({ ok: false, error: { code: 'invalid_payload' } })
    expect(host.services.session.ledger!.seq).toBe(seq)
  })
})
