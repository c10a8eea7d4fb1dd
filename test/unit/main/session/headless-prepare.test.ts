import { describe, expect, it } from 'vitest'
import { seededSource } from '@shared/dice'
import { HeadlessSession } from '../../../../src/main/session/headless-session'
import { demoCampaign } from '../player/session-script'

describe('a campaign prepared for headless sessions', () => {
  it('is checked and frozen once, and every session started from it plays it as it is', () => {
    const prepared = HeadlessSession.prepare(demoCampaign())
    expect(Object.isFrozen(prepared)).toBe(true)
    expect(HeadlessSession.prepare(prepared)).toBe(prepared)
    const one = HeadlessSession.start(prepared, { dice: seededSource(1), players: false })
    const two = HeadlessSession.start(prepared, { dice: seededSource(2), players: false })
    expect(one.campaign).toBe(prepared)
    expect(two.campaign).toBe(prepared)
  })

  it('is a copy of the caller’s campaign, so an edit the caller makes later is not the session’s', () => {
    const mine = demoCampaign()
    const session = HeadlessSession.start(mine, { dice: seededSource(1) })
    expect(session.campaign).not.toBe(mine)
    const name = mine.characters[0]!.name
    mine.characters[0]!.name = 'Someone else'
    expect(session.campaign.characters[0]!.name).toBe(name)
    expect(HeadlessSession.prepare(mine)).not.toBe(mine)
  })

  it('is refused when it is not a valid campaign, never played', () => {
    const broken = { ...demoCampaign(), characters: [{ id: '' }] } as unknown as ReturnType<typeof demoCampaign>
    expect(() => HeadlessSession.prepare(broken)).toThrow()
  })
})
