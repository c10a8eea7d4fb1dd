import { appendFile, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SessionView } from '@shared/session/view'
import { sessionPaths } from '../../../../src/main/session/session-files'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'
import { DEMO_PLACE } from '../../shared/log/support/session-moves'
import { relicsState, relicsView } from '../../../support/relics'

const perTest = servicesEachTest()

/** Services on `dataDir`, or on a new folder: a restart passes the folder of the services it follows. */
const start = (dataDir?: string): Promise<Started> => perTest.start({ dataDir, seed: 11 })

/** A session at step 4 with dice on the table. */
async function rolledSession(): Promise<{ started: Started; view: SessionView }> {
  const started = await start()
  const { call } = started
  await call('session.start', { name: 'Resume night' })
  await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
  await call('run.act', { system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-ixa' } })
  for (let i = 0; i < 3; i++) await call('run.act', { system: 'relics', action: { type: 'step.next' } })
  const view: SessionView = await call('run.roll', { system: 'relics', roll: { type: 'pool' } })
  return { started, view }
}

const diceOf = (view: SessionView) => relicsView(view).challenge?.pool?.dice?.map((d) => d.final)

describe('resuming a session when the campaign is reopened', () => {
  it('resumes at the last entry from the log alone when the snapshot is gone or unreadable', async () => {
    const { started, view } = await rolledSession()
    const { dataDir } = started
    const paths = sessionPaths(dataDir, view.session.id)
    await started.services.close()
    await rm(paths.snapshot)
    const replayed = await start(dataDir)
    expect(await replayed.call('session.current')).toEqual(view)
    await replayed.services.close()
    await writeFile(paths.snapshot, '{"version":1,"seq":')
    expect(await (await start(dataDir)).call('session.current')).toEqual(view)
  })

  it('cuts a torn last line and resumes at the last complete entry', async () => {
    const { started, view } = await rolledSession()
    await started.services.close()
    await appendFile(sessionPaths(started.dataDir, view.session.id).log, '{"seq":8,"kind":"undo","tar')
    const resumed = await start(started.dataDir)
    const now: SessionView = await resumed.call('session.current')
    expect(relicsView(now).challenge?.step?.key).toBe('rollRemainingDice')
    expect(diceOf(now)).toEqual(diceOf(view))
    expect(now.session.entries).toBe(view.session.entries)
  })

  it('writes the Cohort back into the campaign when a crash came between the log and the campaign', async () => {
    const started = await start()
    await started.call('session.start', { name: 'Sync night' })
    await started.call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
    await started.call('run.act', { system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-vell' } })
    await started.call('run.act', { system: 'relics', action: { type: 'step.next' } })
    await started.call('run.act', { system: 'relics', action: { type: 'cohort.spendDestiny', amount: 1 } })
    const file = join(started.dataDir, started.services.campaigns.require().file)
    const destiny = relicsState(started.services.session.ledger!.state).cohort.pools.destiny
    await started.services.close()
    // As if the campaign write after the last append never happened.
    const stale = JSON.parse(await readFile(file, 'utf8'))
    stale.pools.destiny = destiny + 1
    await writeFile(file, JSON.stringify(stale))
    const resumed = await start(started.dataDir)
    await resumed.services.session.flush()
    expect(JSON.parse(await readFile(file, 'utf8')).pools.destiny).toBe(destiny)
  })

  it('keeps the undo history across a restart: every step back to the start, the roll included', async () => {
    const { started, view } = await rolledSession()
    await started.services.close()
    const resumed = await start(started.dataDir)
    const undone: SessionView = await resumed.call('session.undo')
    expect(relicsView(undone).challenge?.step?.key).toBe('rollRemainingDice')
    expect(diceOf(undone)).toEqual([null, null])
    expect(diceOf(await resumed.call('session.redo'))).toEqual(diceOf(view))
    let steps = 0
    for (;;) {
      const next: SessionView = await resumed.call('session.undo')
      steps += 1
      if (!next.undo) break
    }
    expect(steps).toBe(view.session.entries - 1)
    expect(relicsView((await resumed.call('session.current')) as SessionView).challenge).toBeNull()
    await expect(resumed.call('session.undo')).rejects.toThrow('Nothing to undo')
  })

  it('takes a note longer than a log line: the line is cut, the note kept whole', async () => {
    const started = await start()
    await started.call('session.start', { name: 'Long night' })
    const text = 'The wind howls. '.repeat(300).trim()
    const view: SessionView = await started.call('session.note', { text, private: false })
    const line = view.recent.at(-1)!
    expect(line.summary.length).toBeLessThanOrEqual(2000)
    expect(line.summary.endsWith('…')).toBe(true)
    const entry = started.services.session.ledger!.entry(line.seq)
    expect(entry?.kind === 'note' && entry.text).toBe(text)
  })
})
