import { describe, expect, it } from 'vitest'
import { Campaign, type Campaign as CampaignData } from '@shared/campaign'
import { HP_LIMIT } from '@shared/campaign/common'
import { seededSource } from '@shared/dice'
import { HeadlessSession } from '../../../../src/main/session/headless-session'
import { demoCampaign } from '../../main/player/session-script'
import '../../../support/registry-setup'

/** The demo with its Sand Raider at `hp` hit points in every combat system's block. */
function withRaiderAt(hp: number): CampaignData {
  const data = demoCampaign()
  const raider = data.npcs.find((n) => n.name === 'Sand Raider')!
  for (const block of Object.values(raider.statBlocks ?? {})) (block as { hp: number }).hp = hp
  return data
}

describe('hit points above the bound in a file saved before it', () => {
  it('the campaign still opens, its NPC as it was saved', () => {
    const parsed = Campaign.parse(withRaiderAt(250_000))
    const raider = parsed.npcs.find((n) => n.name === 'Sand Raider')!
    expect(Object.values(raider.statBlocks ?? {}).map((b) => (b as { hp: number }).hp)).toEqual([250_000, 250_000, 250_000])
  })

  it('a fight with it is refused in words that give the bound, and nothing is logged', async () => {
    const data = withRaiderAt(HP_LIMIT + 1)
    const encounter = data.encounters.find((e) => e.system === 'escalation')!
    const session = HeadlessSession.start(data, { dice: seededSource(1) })
    const seq = session.ledger.seq
    const outcome = await session.play({ kind: 'start', system: 'escalation', request: { encounterId: encounter.id } })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) {
      expect(outcome.reason).not.toMatch(/is not valid/)
      expect(outcome.reason).toMatch(/100[,.\u202f ]?000/)
    }
    expect(session.ledger.seq).toBe(seq)
  })
})
