import { cp, rm } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import type { SessionView } from '@shared/session/view'
import { startServices } from '../../../support/services'
import { DEMO_PLACE } from '../../shared/log/support/session-moves'
import { relicsState, relicsView } from '../../../support/relics'

type Started = Awaited<ReturnType<typeof startServices>>
const running: Started[] = []
const folders: string[] = []
afterEach(async () => {
  for (const s of running.splice(0)) await s.services.close()
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function start(dataDir?: string): Promise<Started> {
  const started = await startServices({ dataDir, seed: 3 })
  running.push(started)
  folders.push(started.dataDir)
  return started
}

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
 * The data folder as a SIGKILL leaves it: every acknowledged entry is on disk (each answer
 * waits for its fsync) and nothing more is written, no resume point, no goodbye. A copy taken
 * while the host still runs is exactly that; the lock of the living host stays behind.
 */
async function killedCopy(host: Started): Promise<string> {
  const copy = `${host.dataDir}-killed`
  await cp(host.dataDir, copy, { recursive: true, filter: (path) => !path.endsWith('.lock') })
  folders.push(copy)
  return copy
}

describe('a web host killed mid-Challenge and started again on the same data folder', () => {
  for (const passSteps of [false, true]) {
    it(`goes on exactly as a host never killed would, step by step (steps passing by themselves ${passSteps ? 'on' : 'off'})`, async () => {
      const kept = await atTheHuddle(passSteps)
      const killed = await atTheHuddle(passSteps)
      const restarted = await start(await killedCopy(killed))
      expect(position((await restarted.call('session.current'))!)).toBe('round 1, cohort turn, huddle')

      for (let press = 1; press <= 2; press++) expect(position(await next(restarted, passSteps))).toBe(position(await next(kept, passSteps)))
      expect(relicsState(restarted.services.session.ledger!.state)).toEqual(relicsState(kept.services.session.ledger!.state))
    })
  }

  it('with steps passing by themselves, the second N carries the Cohort turn through to the Challenge turn’s Huddle, which is named as the Cohort’s', async () => {
    const host = await start(await killedCopy(await atTheHuddle(true)))
    expect(position(await next(host, true))).toBe('round 1, cohort turn, buildPool')
    const second = await next(host, true)
    // Not back where it was: the Cohort's roll, result and Tides are done, and the Challenge takes its turn.
    expect(position(second)).toBe('round 1, challenge turn, huddle')
    expect(relicsView(second).challenge!.step!.name).toBe('Set the Action (The Huddle)')
    expect(relicsView(second).challenge!.history).toHaveLength(1)
  })
})
