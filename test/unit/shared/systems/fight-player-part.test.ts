import { describe, expect, it } from 'vitest'
import { fightHeadline, fightPlayerPart } from '../../../../src/shared/systems/fight-player-part'
import { demoCampaign } from '../interchange/support'

type Fight = { encounterId: string; round: number }
const fightIn = (encounterId: string) => ({ fight: { snapshot: { value: 'running', status: 'active', context: { encounterId, round: 2 } } } })

/** A part that says which fight and encounter it was built from. */
const playerPart = fightPlayerPart<Fight, { encounter: string; round: number }>((fight, encounter) => ({
  headline: 'Fight!',
  stage: true,
  part: { encounter: encounter.name, round: fight.round },
}))

describe('what the table sees of a fight', () => {
  const campaign = demoCampaign()
  const [first] = campaign.encounters
  const revealed = { ...campaign, encounters: campaign.encounters.map((e) => (e.id === first!.id ? { ...e, revealed: true } : e)) }
  const hidden = { ...campaign, encounters: campaign.encounters.map((e) => (e.id === first!.id ? { ...e, revealed: false } : e)) }

  it('is nothing without a fight', () => {
    expect(playerPart({ fight: null }, { campaign: revealed })).toBeNull()
  })

  it('is only that something is coming while the fight’s encounter is hidden, or gone from the campaign', () => {
    const preparing = { headline: 'The GM is preparing something', stage: false, part: null }
    expect(playerPart(fightIn(first!.id), { campaign: hidden })).toEqual(preparing)
    expect(playerPart(fightIn('enc-deleted'), { campaign: revealed })).toEqual(preparing)
  })

  it('is what the system shows once the encounter is revealed, built from the fight and its encounter', () => {
    expect(playerPart(fightIn(first!.id), { campaign: revealed })).toEqual({
      headline: 'Fight!',
      stage: true,
      part: { encounter: first!.name, round: 2 },
    })
  })

  it('is headed by where the fight stands, in the system’s own shout while it is under way', () => {
    expect([fightHeadline('setup'), fightHeadline('turn'), fightHeadline('turn', 'Surprise!'), fightHeadline('over', 'Surprise!')]).toEqual([
      'A fight is about to begin',
      'Fight!',
      'Surprise!',
      'The fight is over',
    ])
  })
})
