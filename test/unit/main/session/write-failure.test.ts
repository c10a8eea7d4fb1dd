import { mkdir, readFile, symlink } from 'node:fs/promises'
import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SessionView } from '@shared/session/view'
import { sessionPaths } from '../../../../src/main/session/session-files'
import { setUnwritable, whyNoUnwritable } from '../../../support/unwritable'
import { DEMO_PLACE } from '../../shared/log/support/session-moves'
import { servicesEachTest } from '../../../support/services-each-test'

const { start } = servicesEachTest()

const unwritten = { shape: { code: 'internal', message: expect.stringContaining('nothing of this step was applied') } }

describe('a session log the disk will not write: an answered step is on disk, a step that is not was never applied', () => {
  it.skipIf(whyNoUnwritable !== null)(
    'the step and an undo are answered with the error; the ledger, the screens, the campaign and the file stay as they were, and the session goes on once the disk writes again',
    async () => {
      const { call, services, dataDir } = await start({ seed: 3, newSessionId: () => 'session-dusty' })
      await call('session.start', { name: 'Dusty night' })
      await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
      const act = (action: unknown): Promise<SessionView> => call('run.act', { system: 'relics', action, passSteps: false })
      await act({ type: 'cohort.chooseLeader', pcId: 'pc-vell' })
      await services.session.flush()
      const log = sessionPaths(dataDir, 'session-dusty').log
      const ledger = services.session.ledger!
      const before = { seq: ledger.seq, state: ledger.state, timeline: ledger.timeline, campaign: services.campaigns.require().data }
      const bytes = await readFile(log)
      const told: string[] = []
      services.push.subscribe((message) => void told.push(message.event))

      setUnwritable(log, true)
      try {
        await expect(act({ type: 'gm.overrideContribution', pcId: 'pc-ixa', dice: 2 })).rejects.toMatchObject(unwritten)
        await expect(call('session.undo')).rejects.toMatchObject(unwritten)
        expect(await call('session.current')).toMatchObject({ undo: { label: expect.stringContaining('Vell') } })
      } finally {
        setUnwritable(log, false)
      }
      await services.session.flush()
      expect(ledger.seq).toBe(before.seq)
      expect(ledger.state).toBe(before.state)
      expect(ledger.timeline).toEqual(before.timeline)
      expect(told).toEqual([])
      expect(services.campaigns.require().data).toBe(before.campaign)
      expect(await readFile(log)).toEqual(bytes)

      const view = await act({ type: 'gm.overrideContribution', pcId: 'pc-ixa', dice: 2 })
      expect(view.recent.at(-1)?.summary).toBe('Ixa Marrow contributes 2d6.')
      await call('session.undo')
      expect(ledger.seq).toBe(before.seq + 2)
      expect(ledger.state).toEqual(before.state)
      await services.close()
      const again = await start({ dataDir })
      expect(again.services.session.ledger!.seq).toBe(before.seq + 2)
      expect(again.services.session.ledger!.state).toEqual(before.state)
    },
  )

  it('a session whose first line cannot be written (a full disk) does not start: nothing runs and the campaign records no session', async () => {
    const { call, services, dataDir } = await start({ newSessionId: () => 'session-full' })
    const log = sessionPaths(dataDir, 'session-full').log
    await mkdir(dirname(log), { recursive: true })
    await symlink('/dev/full', log)
    await expect(call('session.start', { name: 'Full night' })).rejects.toMatchObject({
      shape: { code: 'internal', message: expect.stringContaining('the session did not start') },
    })
    expect(services.session.ledger).toBeNull()
    expect(services.campaigns.require().data.sessions.map((s) => s.id)).not.toContain('session-full')
    expect(await call('session.current')).toBeNull()
  })
})
