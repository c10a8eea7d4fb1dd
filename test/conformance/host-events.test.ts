import { afterEach, describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import type { CampaignState } from '@shared/ipc/contract'
import type { SessionLedger } from '@shared/session/ledger'
import type { RelicsAction } from '@shared/systems/relics'
import type { AnyRuleSystem } from '@shared/systems/rule-system'
import { allSystems } from '@shared/systems/registry'
import { connect } from '../e2e/support/wire-client'
import { jsonSchemaOf, sampleOf, typesOf } from '../support/json-sample'
import { startServices } from '../support/services'
import { coinFlipKit, registerCoinFlip } from '../toy/coin-flip/kit'
import { startTestHost, type TestHost } from '../unit/main/web/test-host'
import type { ConformanceKit } from './kit'
import { escalationKit } from './kits/escalation'
import { relicsKit } from './kits/relics'
import { zonesKit } from './kits/zones'
import { actionPointsKit } from './kits/action-points'

/*
 * Only the host rolls dice, for every rule system, checked on every host event type rather
 * than on those a generated session happens to log: a system lists in `hostEvents` each
 * event its actions schema does not offer a client, and `run.act` refuses each of them,
 * whether a run is open or not, through the services and over a WebSocket, logging nothing.
 */

// The toy system joins the built-in ones, so the check covers a system no core file names.
registerCoinFlip()

/** Kits whose moves start a run of their system, so host events are also forged while one is open. */
const KITS: readonly ConformanceKit[] = [relicsKit, escalationKit, zonesKit, actionPointsKit, coinFlipKit]

/** A plausible event of each host type: a valid event as the system's own schema reads it. */
function hostSamples(system: AnyRuleSystem): { type: string; event: Record<string, unknown> }[] {
  const schema = jsonSchemaOf(system.events)
  const options = (schema.oneOf ?? schema.anyOf ?? [schema]) as Record<string, unknown>[]
  return system.hostEvents.map((type) => {
    const option = options.find((o) => typesOf(o, schema).includes(type))
    if (!option) throw new Error(`${system.name}'s event schema records no “${type}”`)
    return { type, event: sampleOf(option, schema) as Record<string, unknown> }
  })
}

const systems = allSystems().map((system) => [system.id, system] as const)

describe.each(systems)('%s: only the host makes an event that carries dice or an outcome', (_id, system) => {
  it('every event type its actions schema does not offer a client is listed in hostEvents, and none listed is offered', () => {
    const recorded = typesOf(jsonSchemaOf(system.events))
    const offered = new Set(typesOf(jsonSchemaOf(system.actions)))
    expect(recorded.length).toBeGreaterThan(0)
    const hostOnly = recorded.filter((type) => !offered.has(type))
    expect([...system.hostEvents].sort()).toEqual(hostOnly.sort())
  })

  it('a plausible event of every host type is valid as logged, and its actions schema refuses it as sent', () => {
    for (const { type, event } of hostSamples(system)) {
      const logged = system.events.safeParse(event)
      expect(logged.success, `${type}: ${JSON.stringify(event)} ${logged.error?.message ?? ''}`).toBe(true)
      expect(system.actions.safeParse(event).success, `${type} passes as a client action`).toBe(false)
    }
  })
})

it('a client cannot even write the pool’s dice as a Relics action (the type leaves them out)', () => {
  // @ts-expect-error the pool's dice are the console's to roll, never a client's to send
  const forged: RelicsAction = { type: 'pool.rolled', values: [6, 6] }
  expect(forged.type).toBe('pool.rolled')
})

/** One request as a transport answers it. */
type Request = (channel: string, payload: unknown) => Promise<{ ok: boolean; result?: unknown; error?: { code: string; message: string } }>

/**
 * Sends every host event of every registered system through `run.act`, first with no run
 * open, then (for systems with a kit) with a run of that system open, once naming the system
 * and once leaving it to the open run. Each is refused as the console's to make, and the
 * session's log stays where it was.
 */
async function forgeEveryHostEvent(request: Request, ledger: () => SessionLedger): Promise<number> {
  const seq = () => ledger().seq
  let forged = 0
  const expectRefused = async (system: AnyRuleSystem, named: boolean) => {
    for (const { type, event } of hostSamples(system)) {
      const before = seq()
      const answer = await request('run.act', named ? { system: system.id, action: event } : { action: event })
      expect(answer, `${system.id} ${type}`).toMatchObject({
        ok: false,
        error: { code: 'rule_refused', message: expect.stringContaining('only the console') },
      })
      expect(seq(), `${system.id} ${type} was logged`).toBe(before)
      forged++
    }
  }
  for (const system of allSystems()) {
    await expectRefused(system, true)
    const kit = KITS.find((k) => k.system.id === system.id)
    if (!kit) continue
    const current = await request('campaign.current', {})
    const campaign = (current.result as CampaignState).campaign as Campaign
    const start = kit.moves(ledger().state, campaign).find((move) => move.kind === 'start')
    if (start?.kind !== 'start') throw new Error(`${system.name}'s kit offers no run to start`)
    const started = await request('run.start', { system: start.system, request: start.request })
    expect(started, `${system.name}'s run starts`).toMatchObject({ ok: true })
    await expectRefused(system, true)
    await expectRefused(system, false)
    expect(await request('session.undo', {})).toMatchObject({ ok: true })
  }
  return forged
}

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
})

describe('run.act refuses every host event of every system and logs nothing', () => {
  it('through the real services', async () => {
    const started = await startServices()
    cleanup = async () => {
      await started.services.close()
      await started.cleanup()
    }
    const { services } = started
    const request: Request = (channel, payload) => services.request('gm', channel as never, payload)
    expect(await request('session.start', { name: 'Forgery night' })).toMatchObject({ ok: true })
    const forged = await forgeEveryHostEvent(request, () => services.session.ledger!)
    expect(forged).toBeGreaterThanOrEqual(allSystems().reduce((n, s) => n + s.hostEvents.length, 0))
  })

  it('over a real WebSocket, as the GM', async () => {
    const host: TestHost = await startTestHost()
    cleanup = () => host.stop()
    const gm = await connect(host.origin, { role: 'gm', token: host.web.tokens.gm })
    const request = gm.request as Request
    expect(await request('session.start', { name: 'Forgery night' })).toMatchObject({ ok: true })
    const forged = await forgeEveryHostEvent(request, () => host.services.session.ledger!)
    expect(forged).toBeGreaterThanOrEqual(allSystems().reduce((n, s) => n + s.hostEvents.length, 0))
    gm.close()
  })
})
