import { describe, expect, it } from 'vitest'
import { sessionView } from '@shared/session/view'
import { demoCampaign, PureSession } from '../log/support/session-driver'
import { relicsView } from '../../../support/relics'

describe('end-of-scene recovery, set value (ruling 14): 1 Stress per PC with Stallion Expertise in the game', () => {
  it('counts the Cohort as the session has it: a Stallion PC out of the game this session no longer counts, though the campaign file still says in', () => {
    const file = demoCampaign()
    const expertise = file.settings.recoveryExpertise
    const stallions = file.characters.filter((pc) => !pc.outOfGame && (pc.primaryExpertise === expertise || pc.secondaryExpertise === expertise))
    expect(stallions.length).toBeGreaterThan(0)
    const gone = stallions[0]!
    const session = new PureSession({ ...file, characters: file.characters.map((pc) => (pc.id === gone.id ? { ...pc, outOfGame: true } : pc)) })
    expect(relicsView(sessionView(session.ledger, file)).recovery.setValue).toBe(stallions.length - 1)
  })
})
