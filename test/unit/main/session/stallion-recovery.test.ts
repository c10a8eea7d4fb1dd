import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { PlayerCharacter } from '@shared/campaign'
import { SessionLedger } from '@shared/session/ledger'
import type { SessionView } from '@shared/session/view'
import { readSessionLog } from '../../../../src/main/session/session-log-reader'
import { startServices } from '../../../support/services'
import { DEMO_PLACE } from '../../shared/log/support/session-moves'
import { loggedEvents, relicsState, relicsView } from '../../../support/relics'

/*
 * End-of-scene recovery by Stallion test through the real session host, on a temp folder
 * with seeded dice. Nothing else rolls before the test, so its dice are the seed's first:
 * seed 34 gives 6, 5, 1, 5, 6, 6 for six dice (five successes and a botch, net 4), and
 * seed 13 gives 1, 4, 6, 1, 1, 1 (one success against four botches).
 */
const LUCKY_SEED = 34
const LUCKY_DICE = [6, 5, 1, 5, 6, 6]
const UNLUCKY_SEED = 13
const UNLUCKY_DICE = [1, 4, 6, 1, 1, 1]

/** Ruling 14, on d6 faces: a 5 or 6 is one success, a 1 a botch that takes one away. */
const netSuccesses = (dice: number[]) => dice.filter((d) => d >= 5).length - dice.filter((d) => d === 1).length

type Running = Awaited<ReturnType<typeof startServices>>
const running: Running[] = []

afterEach(async () => {
  for (const r of running.splice(0)) {
    await r.services.close()
    await r.cleanup()
  }
})

/** The demo Cohort after a hard scene: Stress on three PCs, Vell Stressed Out, Tamsin out of the game. */
const STRESS_BEFORE = { 'pc-ixa': 4, 'pc-vell': 9, 'pc-dax': 2, 'pc-tamsin': 6 }

async function hardScene(seed: number): Promise<Running> {
  const started = await startServices({ seed })
  running.push(started)
  const { call, services } = started
  for (const pc of services.campaigns.require().data.characters) {
    const item: PlayerCharacter = {
      ...pc,
      stress: STRESS_BEFORE[pc.id as keyof typeof STRESS_BEFORE],
      stressedOut: pc.id === 'pc-vell',
      outOfGame: pc.id === 'pc-tamsin',
    }
    await call('prep.upsert', { kind: 'character', item })
  }
  await call('session.start', { name: 'Recovery night' })
  return started
}

/** The scene's last Challenge ends (unresolved) and is closed: recovery may begin. */
async function endTheScene(call: Running['call']): Promise<void> {
  await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
  await call('run.act', { system: 'relics', action: { type: 'gm.endChallenge' } })
  await call('run.close')
}

const stressIn = (view: SessionView) => Object.fromEntries(relicsView(view).recovery.cohort.map((pc) => [pc.id, pc.stress]))

async function campaignOnDisk(started: Running): Promise<{ characters: PlayerCharacter[] }> {
  await started.services.session.flush()
  return JSON.parse(await readFile(join(started.dataDir, started.services.campaigns.require().file), 'utf8'))
}

const stressOnDisk = async (started: Running) => Object.fromEntries((await campaignOnDisk(started)).characters.map((pc) => [pc.id, pc.stress]))

function refusedWith(message: RegExp) {
  return { shape: { code: 'rule_refused', message: expect.stringMatching(message) } }
}

describe('end-of-scene recovery by Stallion test, through the session host (ruling 14)', () => {
  it('the host rolls the test and logs its dice; each net success recovers 1 Stress: 6, 5, 1, 5, 6, 6 recovers 4, the botch taking one away', async () => {
    const started = await hardScene(LUCKY_SEED)
    const { call, services } = started
    await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
    await expect(call('run.roll', { system: 'relics', roll: { type: 'stallionTest', dice: 6 } })).rejects.toMatchObject(
      refusedWith(/Close the Challenge/),
    )
    await call('run.act', { system: 'relics', action: { type: 'gm.endChallenge' } })
    await call('run.close')
    await expect(
      call('run.act', { system: 'relics', action: { type: 'recovery.share', method: 'test', allocations: {}, extendedDowntime: false } }),
    ).rejects.toMatchObject(refusedWith(/Roll the Stallion test first/))

    const view: SessionView = await call('run.roll', { system: 'relics', roll: { type: 'stallionTest', dice: 6 } })
    expect(relicsView(view).recovery.roll).toEqual({ dice: LUCKY_DICE, recovered: 4 })
    expect(netSuccesses(LUCKY_DICE)).toBe(4)

    const logged = loggedEvents(await readSessionLog(started.dataDir, view.session.id), 'recovery.rolled')
    expect(
      logged.map(({ entry, event }) => ({ actor: entry.actor, sceneId: entry.where.sceneId, dice: event.dice, recovered: event.recovered })),
    ).toEqual([{ actor: 'console', sceneId: DEMO_PLACE.sceneId, dice: LUCKY_DICE, recovered: 4 }])
    // Rolling is no recovery yet: Stress waits for the GM to share it.
    expect(stressIn(view)).toEqual(STRESS_BEFORE)
    await expect(call('run.roll', { system: 'relics', roll: { type: 'stallionTest', dice: 6 } })).rejects.toMatchObject(
      refusedWith(/share the recovered Stress first/),
    )
    expect(services.session.ledger!.seq).toBe(view.session.entries)
  })

  it('the GM shares exactly the 4 recovered: more or fewer, Stress for a PC out of the game, or more than a PC holds is refused and changes nothing', async () => {
    const started = await hardScene(LUCKY_SEED)
    const { call, services } = started
    await endTheScene(call)
    const rolled: SessionView = await call('run.roll', { system: 'relics', roll: { type: 'stallionTest', dice: 6 } })
    const share = (allocations: Record<string, number>) =>
      call('run.act', { system: 'relics', action: { type: 'recovery.share', method: 'test', allocations, extendedDowntime: false } })

    await expect(share({ 'pc-ixa': 2, 'pc-vell': 2, 'pc-dax': 1 })).rejects.toMatchObject(refusedWith(/adds up to 5, but 4 must be shared/))
    await expect(share({ 'pc-ixa': 2, 'pc-vell': 1 })).rejects.toMatchObject(refusedWith(/adds up to 3, but 4 must be shared/))
    await expect(share({ 'pc-tamsin': 1, 'pc-ixa': 3 })).rejects.toMatchObject(refusedWith(/Tamsin Reed is out of the game/))
    await expect(share({ 'pc-dax': 3, 'pc-ixa': 1 })).rejects.toMatchObject(refusedWith(/Dax-7 has only 2 Stress/))

    const now: SessionView = await call('session.current')
    expect(now.session.entries).toBe(rolled.session.entries)
    expect(relicsView(now).recovery.roll).toEqual(relicsView(rolled).recovery.roll)
    expect(stressIn(now)).toEqual(STRESS_BEFORE)
    expect(await stressOnDisk(started)).toEqual(STRESS_BEFORE)
    expect(relicsState(services.session.ledger!.state).recoveryRoll).not.toBeNull()
  })

  it('the Cohort chose the test once it is rolled: the set value, no recovery or the next Challenge cannot skip sharing it', async () => {
    const started = await hardScene(LUCKY_SEED)
    const { call } = started
    await endTheScene(call)
    const rolled: SessionView = await call('run.roll', { system: 'relics', roll: { type: 'stallionTest', dice: 6 } })
    const waiting = refusedWith(/Stallion test is rolled: share the recovered Stress first/)

    await expect(
      call('run.act', {
        system: 'relics',
        action: { type: 'recovery.share', method: 'setValue', allocations: { 'pc-ixa': 1 }, extendedDowntime: false },
      }),
    ).rejects.toMatchObject(waiting)
    await expect(
      call('run.act', { system: 'relics', action: { type: 'recovery.share', method: 'none', allocations: {}, extendedDowntime: true } }),
    ).rejects.toMatchObject(waiting)
    await expect(call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })).rejects.toMatchObject(waiting)
    expect(((await call('session.current')) as SessionView).session.entries).toBe(rolled.session.entries)
    expect(await stressOnDisk(started)).toEqual(STRESS_BEFORE)

    // Undo is how the GM takes a roll back; the roll stays in the log, marked undone.
    const undone: SessionView = await call('session.undo')
    expect(relicsView(undone).recovery.roll).toBeNull()
    expect(undone.recent.find((line) => line.event === 'recovery.rolled')?.undone).toBe(true)
    const safe: SessionView = await call('run.act', {
      system: 'relics',
      action: { type: 'recovery.share', method: 'setValue', allocations: { 'pc-ixa': 1 }, extendedDowntime: false },
    })
    expect(stressIn(safe)['pc-ixa']).toBe(3)
  })

  it('a Challenge asked for at the same moment as the roll cannot slip in beside it: exactly one of the two is taken', async () => {
    const started = await hardScene(LUCKY_SEED)
    const { call } = started
    await endTheScene(call)
    const [start, roll] = await Promise.allSettled([
      call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } }),
      call('run.roll', { system: 'relics', roll: { type: 'stallionTest', dice: 6 } }),
    ])
    expect([start.status, roll.status].filter((status) => status === 'fulfilled')).toHaveLength(1)
    const now: SessionView = await call('session.current')
    expect(relicsView(now).challenge !== null && relicsView(now).recovery.roll !== null).toBe(false)
  })

  it('sharing the 4 recovered lowers Stress as shared in the session and the campaign file; Vell recovering 1 is no longer Stressed Out (ruling 10)', async () => {
    const started = await hardScene(LUCKY_SEED)
    const { call } = started
    await endTheScene(call)
    await call('run.roll', { system: 'relics', roll: { type: 'stallionTest', dice: 6 } })
    const view: SessionView = await call('run.act', {
      system: 'relics',
      action: { type: 'recovery.share', method: 'test', allocations: { 'pc-ixa': 1, 'pc-vell': 1, 'pc-dax': 2 }, extendedDowntime: false },
    })

    const after = { 'pc-ixa': 3, 'pc-vell': 8, 'pc-dax': 0, 'pc-tamsin': 6 }
    expect(stressIn(view)).toEqual(after)
    expect(relicsView(view).recovery.roll).toBeNull()
    expect(relicsView(view).recovery.cohort.find((pc) => pc.id === 'pc-vell')?.stressedOut).toBe(false)
    const onDisk = await campaignOnDisk(started)
    expect(Object.fromEntries(onDisk.characters.map((pc) => [pc.id, pc.stress]))).toEqual(after)
    expect(onDisk.characters.find((pc) => pc.id === 'pc-vell')?.stressedOut).toBe(false)
    expect(onDisk.characters.find((pc) => pc.id === 'pc-tamsin')?.outOfGame).toBe(true)

    const [recovered] = loggedEvents(await readSessionLog(started.dataDir, view.session.id), 'scene.recovered').map(({ event }) => event)
    expect(recovered).toMatchObject({ method: 'test', recovered: 4, allocations: { 'pc-ixa': 1, 'pc-vell': 1, 'pc-dax': 2 }, downtime: 0 })
  })

  it('extended downtime adds 3 more for every PC in the game on top of the share, and nobody goes below 0 Stress', async () => {
    const started = await hardScene(LUCKY_SEED)
    const { call } = started
    await endTheScene(call)
    await call('run.roll', { system: 'relics', roll: { type: 'stallionTest', dice: 6 } })
    const view: SessionView = await call('run.act', {
      system: 'relics',
      action: { type: 'recovery.share', method: 'test', allocations: { 'pc-ixa': 2, 'pc-dax': 2 }, extendedDowntime: true },
    })

    // Ixa 4 - 2 - 3, Vell 9 - 3, Dax 2 - 2 - 3: the PCs in the game stop at 0; Tamsin is out of it.
    const after = { 'pc-ixa': 0, 'pc-vell': 6, 'pc-dax': 0, 'pc-tamsin': 6 }
    expect(stressIn(view)).toEqual(after)
    expect(await stressOnDisk(started)).toEqual(after)
  })

  it('a test with more botches than successes (1, 4, 6, 1, 1, 1) recovers 0: nothing to share, Stress stays', async () => {
    const started = await hardScene(UNLUCKY_SEED)
    const { call } = started
    await endTheScene(call)
    const rolled: SessionView = await call('run.roll', { system: 'relics', roll: { type: 'stallionTest', dice: 6 } })
    expect(netSuccesses(UNLUCKY_DICE)).toBeLessThan(0)
    expect(relicsView(rolled).recovery.roll).toEqual({ dice: UNLUCKY_DICE, recovered: 0 })
    await expect(
      call('run.act', {
        system: 'relics',
        action: { type: 'recovery.share', method: 'test', allocations: { 'pc-ixa': 1 }, extendedDowntime: false },
      }),
    ).rejects.toMatchObject(refusedWith(/adds up to 1, but 0 must be shared/))
    const view: SessionView = await call('run.act', {
      system: 'relics',
      action: { type: 'recovery.share', method: 'test', allocations: {}, extendedDowntime: false },
    })
    expect(relicsView(view).recovery.roll).toBeNull()
    expect(stressIn(view)).toEqual(STRESS_BEFORE)
    expect(await stressOnDisk(started)).toEqual(STRESS_BEFORE)
  })

  it('replaying the log gives the live state after the roll and the share; undo takes the share back in the campaign file, redo repeats it with the same dice', async () => {
    const started = await hardScene(LUCKY_SEED)
    const { call, services, dataDir } = started
    const replaysToLive = async () => {
      const live = services.session.ledger!
      const fromDisk = SessionLedger.replay(await readSessionLog(dataDir, live.state.sessionId))
      expect(fromDisk.state).toEqual(live.state)
      expect(fromDisk.timeline).toEqual(live.timeline)
    }
    await endTheScene(call)
    await call('run.roll', { system: 'relics', roll: { type: 'stallionTest', dice: 6 } })
    await replaysToLive()
    const shared: SessionView = await call('run.act', {
      system: 'relics',
      action: { type: 'recovery.share', method: 'test', allocations: { 'pc-ixa': 3, 'pc-vell': 1 }, extendedDowntime: false },
    })
    await replaysToLive()

    const undone: SessionView = await call('session.undo')
    expect(relicsView(undone).recovery.roll).toEqual({ dice: LUCKY_DICE, recovered: 4 })
    expect(stressIn(undone)).toEqual(STRESS_BEFORE)
    expect(await stressOnDisk(started)).toEqual(STRESS_BEFORE)
    await replaysToLive()
    const redone: SessionView = await call('session.redo')
    expect(stressIn(redone)).toEqual(stressIn(shared))
    expect(await stressOnDisk(started)).toEqual(stressIn(shared))
    await replaysToLive()

    const state = JSON.parse(JSON.stringify(services.session.ledger!.state))
    await services.close()
    const resumed = await startServices({ dataDir, seed: LUCKY_SEED })
    try {
      expect(JSON.parse(JSON.stringify(resumed.services.session.ledger!.state))).toEqual(state)
      expect(stressIn(await resumed.call('session.current'))).toEqual({ 'pc-ixa': 1, 'pc-vell': 8, 'pc-dax': 2, 'pc-tamsin': 6 })
    } finally {
      await resumed.services.close()
    }
  })
})
