import fc from 'fast-check'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SessionLedger } from '@shared/session/ledger'
import type { SessionView } from '@shared/session/view'
import { readSessionLog } from '../../../../src/main/session/session-log-reader'
import { startServices } from '../../../support/services'
import { chooseMove, legalMoves } from '../../shared/log/support/session-moves'
import { playOnHost } from './support/host-moves'
import { relicsState } from '../../../support/relics'

const step = fc.record({ pick: fc.nat(), forward: fc.integer({ min: 0, max: 2 }).map((n) => n > 0) })
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

describe('the real session host on a temp folder (random legal sessions)', () => {
  it('its log on disk replays to the live state; a restart resumes it exactly; the campaign follows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40, size: 'max' }), fc.integer({ min: 1, max: 1000 }), async (choices, seed) => {
        const first = await startServices({ seed })
        try {
          await first.call('session.start', { name: 'Property night' })
          for (const choice of choices) await playOnHost(first.call, chooseMove(legalMoves(first.services.session.ledger!), choice))
          const live = first.services.session.ledger!
          const liveView: SessionView = await first.call('session.current')

          const fromDisk = SessionLedger.replay(await readSessionLog(first.dataDir, live.state.sessionId))
          expect(fromDisk.state).toEqual(live.state)
          expect(fromDisk.timeline).toEqual(live.timeline)

          await first.services.session.flush()
          const campaignFile = JSON.parse(await readFile(join(first.dataDir, first.services.campaigns.require().file), 'utf8'))
          expect(campaignFile.pools).toEqual(relicsState(live.state).cohort.pools)
          for (const pc of campaignFile.characters) expect(pc.stress).toBe(relicsState(live.state).cohort.characters[pc.id]!.stress)
          await first.services.close()

          const second = await startServices({ dataDir: first.dataDir, seed })
          try {
            const resumed = second.services.session.ledger!
            expect(roundTrip(resumed.state)).toEqual(roundTrip(live.state))
            expect(resumed.timeline).toEqual(live.timeline)
            expect(await second.call('session.current')).toEqual(liveView)
          } finally {
            await second.services.close()
          }
        } finally {
          await first.services.close()
          await first.cleanup()
        }
      }),
      { numRuns: 8 },
    )
  })
})
