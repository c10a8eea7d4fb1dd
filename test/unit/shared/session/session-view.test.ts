import { describe, expect, it } from 'vitest'
import { seededSource } from '@shared/dice'
import { HeadlessSession } from '../../../../src/main/session/headless-session'
import { demoCampaign } from '../../main/player/session-script'
import { DEMO_PLACE } from '../log/support/session-moves'

describe('the GM’s session view', () => {
  it('keeps the view of a system whose state a step left as it was, and makes the stepping system’s again', async () => {
    const session = HeadlessSession.start(demoCampaign(), { dice: seededSource(1) })
    const must = async (...moves: Parameters<HeadlessSession['play']>) => expect(await session.play(...moves)).toEqual({ ok: true })
    await must({ kind: 'start', system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
    const before = session.gmView()
    await must({ kind: 'act', system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-vell' } })
    const after = session.gmView()
    expect(after.systems.escalation).toBe(before.systems.escalation)
    expect(after.systems.relics).not.toBe(before.systems.relics)
    expect(after.systems.relics).not.toEqual(before.systems.relics)
  })
})
