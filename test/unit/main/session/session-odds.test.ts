import { afterEach, describe, expect, it } from 'vitest'
import type { SessionView } from '@shared/session/view'
import { startServices } from '../../../support/services'
import { relicsView } from '../../../support/relics'

type Running = Awaited<ReturnType<typeof startServices>>
let running: Running | null = null

afterEach(async () => {
  await running?.services.close()
  await running?.cleanup()
  running = null
})

const act = (call: Running['call'], event: object) => call('run.act', { system: 'relics', action: { event }.event }) as Promise<SessionView>
const next = { type: 'step.next' }

describe('the session view carries the odds of the pool before the roll', () => {
  it('from the Huddle to Roll Remaining Dice, following the Huddle, and not from Adjust the Results on', async () => {
    running = await startServices()
    const { call } = running
    await call('session.start', { name: 'Odds night' })
    let view: SessionView = await call('run.start', {
      system: 'relics',
      request: { sceneId: 'scene-glass-market', eventId: 'event-the-deal', challengeId: 'challenge-haggle' },
    })
    expect(relicsView(view).odds).toMatchObject({ turn: 'cohort', poolFormed: false, leaderChosen: false, withheld: null })
    view = await act(call, { type: 'cohort.chooseLeader', pcId: 'pc-vell' })
    const led = relicsView(view).odds!
    expect(led.leaderChosen).toBe(true)
    // Common threat: no tides, so no Destiny or Doom expected from this pool.
    expect(led.odds).toMatchObject({ expectedDestinyChange: 0, expectedDoomChange: 0 })
    expect(Object.values(led.odds!.distribution).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12)

    view = await act(call, { type: 'gm.activateChallengeTrait', traitId: 'trait-stubborn' })
    expect(relicsView(view).odds!.pool.simpleModifiers).toEqual([{ label: expect.stringContaining('Stubborn'), side: 'hindering' }])
    expect(relicsView(view).odds!.odds!.pAtLeastOneSuccess).toBeLessThan(led.odds!.pAtLeastOneSuccess)

    for (const step of ['buildPool', 'autoResults', 'rollRemainingDice']) {
      view = await act(call, next)
      expect(relicsView(view).challenge!.step!.key).toBe(step)
      expect(relicsView(view).odds).not.toBeNull()
    }
    view = await call('run.roll', { system: 'relics', roll: { type: 'pool' } })
    expect(relicsView(view).odds).toMatchObject({ rolled: true, poolFormed: true })
    view = await act(call, next)
    expect(relicsView(view).challenge!.step!.key).toBe('adjustResults')
    expect(relicsView(view).odds).toBeNull()
  })
})
