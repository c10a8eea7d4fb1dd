import { cp, rm } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { SessionView } from '@shared/session/view'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'
import { DEMO_PLACE } from '../../shared/log/support/session-moves'
import { relicsState, relicsView } from '../../../support/relics'

const perTest = servicesEachTest()

/** Services on `dataDir`, or on a new folder. */
const start = (dataDir?: string): Promise<Started> => perTest.start({ dataDir, seed: 3 })

/** Where the Challenge stands, as the runner shows it: whose turn, which step, which round. */
function position(view: SessionView): string {
  const challenge = relicsView(view).challenge!
  return `round ${challenge.round}, ${challenge.turn} turn, ${challenge.step?.key}`
}

const next = (host: Started, passSteps: boolean) =>
  host.call('run.act', { system: 'relics', action: { type: 'step.next' }, passSteps }) as Promise<SessionView>

/** A Challenge with its leader chosen, at the Cohort turn's Huddle. */
async function atTheHuddle(passSteps: boolean): Promise<Started> {
  const host = await start()
  await host.call('session.start', { name: 'Restart night' })
  await host.call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
  await host.call('run.act', { system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-ixa' }, passSteps })
  return host
}

/**
 * A host started again on the data folder as a SIGKILL leaves it: every acknowledged entry is on
 * disk (each answer waits for its fsync) and nothing more is written, no resume point, no goodbye.
 * A copy taken while the host still runs is exactly that; the lock of the living host stays behind.
 * The copy goes with the restarted host after the test, or here if it does not start.
 */
async function restartedFrom(host: Started): Promise<Started> {
  const copy = `${host.dataDir}-killed`
  await cp(host.dataDir, copy, { recursive: true, filter: (path) => !path.endsWith('.lock') })
  return start(copy).catch(async (error: unknown) => {
    await rm(copy, { recursive: true, force: true })
    throw error
  })
}

describe('a web host killed mid-Challenge and started again on the same data folder', () => {
  for (const passSteps of [false, true]) {
    it(`goes on exactly as a host never killed would, step by step (steps passing by themselves ${passSteps ? 'on' : 'off'})`, async () => {
      const kept = await atTheHuddle(passSteps)
      const killed = await atTheHuddle(passSteps)
      const restarted = await restartedFrom(killed)
      expect(position((await restarted.call('session.current'))!)).toBe('round 1, cohort turn, huddle')

      for (let press = 1; press <= 2; press++) expect(position(await next(restarted, passSteps))).toBe(position(await next(kept, passSteps)))
      expect(relicsState(restarted.services.session.ledger!.state)).toEqual(relicsState(kept.services.session.ledger!.state))
    })
  }

  it('with steps passing by themselves, the second N carries the Cohort turn through to the Challenge turn’s Huddle, which is named as the Cohort’s', async () => {
    const host = await restartedFrom(await atTheHuddle(true))
    expect(position(await next(host, true))).toBe('round 1, cohort turn, buildPool')
    const second = await next(host, true)
    // Not back where it was: the Cohort's roll, result and Tides are done, and the Challenge takes its turn.
    expect(position(second)).toBe('round 1, challenge turn, huddle')
    expect(relicsView(second).challenge!.step!.name).toBe('Set the Action (The Huddle)')
    expect(relicsView(second).challenge!.history).toHaveLength(1)
  })
})
