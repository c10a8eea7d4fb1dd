import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import { PlayerView } from '@shared/views/player-view'
import { WAITING } from '@shared/views/waiting'
import { toPlayerView } from '../../../../src/main/player/to-player-view'
import { PREPARING } from '@shared/systems/relics'
import { knownOf, relicsPart, relicsState } from '../../../support/relics'
import { demoCampaign, SessionScript } from './session-script'

const HAGGLE = ['scene-glass-market', 'event-the-deal', 'challenge-haggle'] as const
const DUNES = ['scene-glass-market', 'event-the-deal', 'challenge-dune-crossing'] as const

/** The demo campaign with Doom enough for the GM's costly traits. */
function campaign(): Campaign {
  const data = demoCampaign()
  data.pools = { destiny: 2, doom: 5 }
  return data
}

function viewOf(script: SessionScript, blank = false): PlayerView {
  return PlayerView.parse(toPlayerView({ campaign: script.campaign, ledger: script.ledger, blank }))
}

function challengeItem(data: Campaign, id: string) {
  return data.scenes
    .flatMap((s) => s.events)
    .flatMap((e) => e.challenges)
    .find((c) => c.id === id)!
}

describe('toPlayerView: before a session', () => {
  it('shows the Cohort, the pools and what the GM revealed, and waits for the GM', () => {
    const view = PlayerView.parse(toPlayerView({ campaign: campaign(), ledger: null, blank: false }))
    expect(view).toMatchObject({ campaignName: 'Relics of Anasta (demo)', blank: false, status: WAITING, scene: null, feed: [] })
    expect(relicsPart(view)).toMatchObject({ event: null, challenge: null })
    expect(relicsPart(view).pools).toEqual({ destiny: 2, doom: 5 })
    expect(relicsPart(view).cohort.find((pc) => pc.id === 'pc-dax')).toEqual({
      id: 'pc-dax',
      name: 'Dax-7',
      stress: 2,
      maxStress: 10,
      stressedOut: false,
      outOfGame: false,
      agony: ['Cracked Chassis'],
      leader: false,
    })
    // Vell has infused the Tide Lens: one level of Disruption (ruling 10).
    expect(relicsPart(view).cohort.find((pc) => pc.id === 'pc-vell')?.maxStress).toBe(9)
    expect(knownOf(view, '☻').map((n) => n.name)).toEqual(['Sand Raider', 'Oskar the Relic Merchant'])
    expect(knownOf(view, '☾')).toEqual([{ id: 'relic-tide-lens', name: 'Tide Lens', symbol: '☾', detail: 'Vell Orin' }])
    expect(knownOf(view, '⚔')).toEqual([])
  })

  it('leaves Doom out when the campaign setting hides it', () => {
    const data = campaign()
    data.settings.showDoomToPlayers = false
    expect(relicsPart(toPlayerView({ campaign: data, ledger: null, blank: false })).pools).toEqual({ destiny: 2, doom: null })
  })

  it('says only that it waits when no campaign is open', () => {
    expect(toPlayerView({ campaign: null, ledger: null, blank: false })).toMatchObject({ campaignName: null, status: WAITING, parts: [] })
  })
})

describe('toPlayerView: a revealed Challenge', () => {
  it('shows the scene, the event and the Challenge with its revealed traits and where it stands', async () => {
    const script = new SessionScript(campaign())
    expect(await script.start(...HAGGLE)).toBe(true)
    const view = viewOf(script)
    expect(view.scene).toMatchObject({ name: 'The Glass Market', description: 'A bazaar under a cracked dome at the edge of the dunes.' })
    expect(relicsPart(view).event).toMatchObject({
      name: 'The Deal',
      traits: [{ id: 'trait-sandstorm', name: 'Sandstorm', shorthand: 'narrative', active: false }],
    })
    expect(view.status).toBe('Challenge under way')
    expect(relicsPart(view).challenge).toMatchObject({
      challenge: {
        name: 'Haggle with Oskar',
        description: 'Talk the merchant down to a price the Cohort can afford.',
        type: 'Phantom',
        threat: 'Common',
        rating: 3,
        resolvedDice: 0,
      },
      status: 'running',
      round: 1,
      turn: 'cohort',
      step: { number: 1, name: 'Set the Action (The Huddle)' },
      lastRoll: null,
    })
    // Old Grudge is hidden: the Challenge's traits show Stubborn alone.
    expect(relicsPart(view).challenge?.traits).toEqual([{ id: 'trait-stubborn', name: 'Stubborn', shorthand: '-1 / 2d', active: false }])
    expect(view.feed.map((line) => line.text)).toEqual(['Session “Night one” starts.', 'Challenge “Haggle with Oskar” starts (Common 3).'])
  })

  it('marks the leader and active traits, and shows the roll with its faces and then its tally', async () => {
    const script = new SessionScript(campaign(), 7)
    await script.start(...HAGGLE)
    expect(script.act({ type: 'cohort.chooseLeader', pcId: 'pc-vell' })).toBe(true)
    expect(script.act({ type: 'gm.activateChallengeTrait', traitId: 'trait-stubborn' })).toBe(true)
    let view = viewOf(script)
    expect(relicsPart(view).cohort.find((pc) => pc.leader)?.id).toBe('pc-vell')
    expect(relicsPart(view).challenge?.traits[0]?.active).toBe(true)

    expect(script.advanceTo('cohort', 'adjustResults')).toBe(true)
    view = viewOf(script)
    const gm = script.challenge()!
    const roll = relicsPart(view).challenge!.lastRoll!
    expect(roll).toMatchObject({ side: 'cohort', round: 1, result: null })
    expect(roll.dice.map((d) => d.face)).toEqual(gm.pool!.dice!.map((d) => d.face))

    expect(script.advanceTo('cohort', 'resolveChallengeDice')).toBe(true)
    view = viewOf(script)
    const final = script.challenge()!.finalResult!
    expect(relicsPart(view).challenge!.lastRoll!.dice.map((d) => d.final)).toEqual(final.results)
    expect(relicsPart(view).challenge!.lastRoll!.result).toEqual({
      successes: final.successes,
      criticals: final.criticals,
      overpowering: final.overpowering,
      botches: final.botches,
      majorBotches: final.majorBotches,
      net: final.net,
      disaster: final.disaster,
    })
    expect(relicsPart(view).challenge!.challenge.resolvedDice).toBe(script.challenge()!.resolved.dice)
    expect(relicsPart(view).challenge!.step).toEqual({ number: 7, name: 'Resolve Challenge Dice' })
  })

  it('keeps the last finished roll on screen when a new turn starts', async () => {
    const script = new SessionScript(campaign(), 3)
    await script.start(...HAGGLE)
    expect(script.advanceTo('challenge', 'huddle') || script.challenge()?.status === 'resolved').toBe(true)
    const record = script.challenge()!.history.at(-1)!
    expect(relicsPart(viewOf(script)).challenge!.lastRoll).toMatchObject({
      side: 'cohort',
      round: 1,
      dice: record.finalResult!.results.map((final) => ({ face: null, final })),
    })
  })

  it('shows a trait the GM reveals in the middle of the Challenge, active if it is', async () => {
    const script = new SessionScript(campaign())
    await script.start(...HAGGLE)
    expect(script.act({ type: 'gm.activateChallengeTrait', traitId: 'trait-old-grudge' })).toBe(false) // lands in the Challenge's own pool
    script.campaign.traits.find((t) => t.id === 'trait-old-grudge')!.revealed = true
    expect(relicsPart(viewOf(script)).challenge?.traits.map((t) => t.name)).toEqual(['Stubborn', 'Old Grudge'])
  })
})

describe('toPlayerView: a hidden Challenge', () => {
  it('says only that the GM is preparing something, and keeps the Cohort and pools as they were', async () => {
    const script = new SessionScript(campaign(), 5)
    const before = viewOf(script)
    expect(await script.start(...DUNES)).toBe(true)
    expect(script.act({ type: 'gm.activateChallengeTrait', traitId: 'trait-hidden-ambush' })).toBe(true)
    expect(script.advanceTo('challenge', 'huddle')).toBe(true)
    expect(script.advanceTo('cohort', 'huddle')).toBe(true)
    const view = viewOf(script)
    const text = JSON.stringify(view)
    expect(view.status).toBe(PREPARING)
    expect(relicsPart(view).challenge).toBeNull()
    for (const secret of ['Cross the Shifting Dunes', 'Reach the wreck', 'Hidden Ambush', 'raiders strike first', 'Stallion', 'Minor'])
      expect(text).not.toContain(secret)
    expect(relicsPart(view).pools).toEqual(relicsPart(before).pools)
    expect(relicsPart(view).cohort).toEqual(relicsPart(before).cohort)
    expect(view.feed).toEqual(before.feed)
    // The scene and the event are revealed, so they stay on screen.
    expect(view.scene?.name).toBe('The Glass Market')
  })

  it('shows the Challenge once the GM reveals it, and the hidden trait once that is revealed', async () => {
    const script = new SessionScript(campaign())
    await script.start(...DUNES)
    script.act({ type: 'gm.activateChallengeTrait', traitId: 'trait-hidden-ambush' })
    challengeItem(script.campaign, 'challenge-dune-crossing').revealed = true
    let view = viewOf(script)
    expect(relicsPart(view).challenge?.challenge.name).toBe('Cross the Shifting Dunes')
    expect(relicsPart(view).challenge?.traits.map((t) => t.name)).toEqual(['Shifting Dunes', 'Sandstorm'])
    script.campaign.traits.find((t) => t.id === 'trait-hidden-ambush')!.revealed = true
    view = viewOf(script)
    expect(relicsPart(view).challenge?.traits.find((t) => t.id === 'trait-hidden-ambush')).toEqual({
      id: 'trait-hidden-ambush',
      name: 'Hidden Ambush',
      shorthand: 'A1 / 1d',
      active: true,
    })
    // What happened while it was hidden stays out of the feed.
    expect(view.feed.some((line) => line.text.includes('Hidden Ambush'))).toBe(false)
  })

  it('keeps a hidden trait’s name out of the feed when the GM places its Simple modifier (named after the trait) on a die', async () => {
    const data = campaign()
    data.traits.find((t) => t.id === 'trait-hidden-ambush')!.modifier = { kind: 'simple', value: 1, dice: 1 }
    const script = new SessionScript(data, 5)
    await script.start(...DUNES)
    challengeItem(script.campaign, 'challenge-dune-crossing').revealed = true
    expect(script.act({ type: 'gm.activateChallengeTrait', traitId: 'trait-hidden-ambush' })).toBe(true)
    expect(script.advanceTo('cohort', 'adjustResults')).toBe(true)
    const ambush = script.challenge()!.pool!.simpleModifiers.find((m) => m.label.startsWith('Hidden Ambush'))!
    expect(script.act({ type: 'gm.assignSimpleModifier', modifierId: ambush.id, dieIndex: ambush.legalDice[0]! })).toBe(true)
    expect(script.ledger.entry(script.ledger.seq)!.summary).toContain('The GM places Hidden Ambush')
    expect(JSON.stringify(viewOf(script))).not.toContain('Hidden Ambush')
    expect(script.act({ type: 'pool.unassignSimpleModifier', modifierId: ambush.id, dieIndex: ambush.legalDice[0]! })).toBe(true)
    expect(JSON.stringify(viewOf(script))).not.toContain('Hidden Ambush')
  })

  it('keeps the name of a Disaster trait born in a hidden Challenge out of the feed when the GM removes it later', async () => {
    const script = new SessionScript(campaign(), 2)
    await script.start(...DUNES)
    const named = (what: string) => (what === 'Sand in the Gears' ? 'Buried Alive' : what)
    for (let i = 0; i < 40 && script.challenge()!.disasterTraits.length === 0; i++) script.forward(named)
    expect(script.challenge()!.disasterTraits.map((d) => d.name)).toEqual(['Buried Alive'])
    script.act({ type: 'gm.endChallenge' })
    script.close()
    await script.start(...HAGGLE)
    const [disaster] = script.challenge()!.disasterTraits
    expect(script.act({ type: 'gm.removeDisasterTrait', traitId: disaster!.id })).toBe(true)
    const view = viewOf(script)
    expect(JSON.stringify(view)).not.toContain('Buried Alive')
    expect(relicsPart(view).challenge?.disasterTraits).toEqual([])
  })

  it('Destiny the Cohort spends in a hidden Challenge does not move on the display until the players may see it', async () => {
    const script = new SessionScript(campaign(), 5)
    const before = relicsPart(viewOf(script)).pools
    await script.start(...DUNES)
    expect(script.act({ type: 'cohort.chooseLeader', pcId: 'pc-vell' })).toBe(true)
    expect(script.act({ type: 'step.next' })).toBe(true)
    expect(script.act({ type: 'cohort.spendDestiny', amount: 1 })).toBe(true)
    // The session's Destiny did change: the display holds it back.
    expect(relicsState(script.ledger.state).cohort.pools.destiny).toBe(before.destiny - 1)
    expect(relicsPart(viewOf(script)).pools).toEqual(before)
    expect(script.act({ type: 'cohort.returnDestiny', amount: 1 })).toBe(true)
    expect(script.act({ type: 'cohort.spendDestiny', amount: 2 })).toBe(true)
    expect(relicsPart(viewOf(script)).pools).toEqual(before)
    // Revealed, the Challenge shows the pools as they are.
    challengeItem(script.campaign, 'challenge-dune-crossing').revealed = true
    expect(relicsPart(viewOf(script)).pools).toEqual({ destiny: before.destiny - 2, doom: before.doom })
  })

  it('a Challenge the GM shows and then hides again leaves the pools and the Cohort as the players last saw them, not as they stood before it', async () => {
    const script = new SessionScript(campaign(), 5)
    const before = relicsPart(viewOf(script)).pools
    await script.start(...DUNES)
    challengeItem(script.campaign, 'challenge-dune-crossing').revealed = true
    expect(script.act({ type: 'cohort.chooseLeader', pcId: 'pc-vell' })).toBe(true)
    expect(script.act({ type: 'step.next' })).toBe(true)
    expect(script.act({ type: 'cohort.spendDestiny', amount: 2 })).toBe(true)
    const seen = viewOf(script)
    expect(relicsPart(seen).pools.destiny).toBe(before.destiny - 2)
    // The display holds what it last sent; hidden again, the Challenge's further steps stay off screen.
    const onScreen = new Map(seen.parts.map((p) => [p.system, p.part]))
    challengeItem(script.campaign, 'challenge-dune-crossing').revealed = false
    expect(script.act({ type: 'cohort.returnDestiny', amount: 1 })).toBe(true)
    const hidden = PlayerView.parse(toPlayerView({ campaign: script.campaign, ledger: script.ledger, blank: false, shown: onScreen }))
    expect(relicsPart(hidden).challenge).toBeNull()
    expect(relicsPart(hidden).pools).toEqual(relicsPart(seen).pools)
    expect(relicsPart(hidden).cohort).toEqual(relicsPart(seen).cohort.map((pc) => ({ ...pc, leader: false })))
    // Without anything on screen (a display just connected), it falls back to the pools before the Challenge.
    expect(relicsPart(viewOf(script)).pools).toEqual(before)
  })

  it('keeps the lines players read before a long hidden Challenge, however many private entries it makes (the feed once emptied after about 40)', async () => {
    const script = new SessionScript(campaign(), 5)
    for (let i = 1; i <= 4; i++) script.note(`Line ${i}`, false)
    const before = viewOf(script).feed
    await script.start(...DUNES)
    for (let i = 0; i < 120; i++) {
      script.forward()
      script.note(`Aside ${i}`, true)
    }
    expect(script.ledger.seq).toBeGreaterThan(200)
    expect(viewOf(script).feed).toEqual(before)
    expect(before.map((line) => line.text)).toEqual(['Line 1', 'Line 2', 'Line 3', 'Line 4'])
  })

  it('shows the Cohort again once the hidden Challenge is closed', async () => {
    const script = new SessionScript(campaign(), 11)
    await script.start(...DUNES)
    script.act({ type: 'gm.endChallenge' })
    expect(script.close()).toBe(true)
    expect(viewOf(script).status).toBe(WAITING)
  })
})

describe('toPlayerView: the feed and the blank screen', () => {
  it('lists public lines still in effect, never private ones nor undone ones', () => {
    const script = new SessionScript(campaign())
    script.note('The Cohort arrives at the market.', false)
    script.note('Oskar is lying about the map.', true)
    script.note('A storm gathers.', false)
    script.undo()
    const texts = viewOf(script).feed.map((line) => line.text)
    expect(texts).toEqual(['Session “Night one” starts.', 'The Cohort arrives at the market.'])
  })

  it('leaves out what a player copy of the log leaves out: a line naming a trait the GM has hidden since, a line of a Challenge hidden again', async () => {
    const script = new SessionScript(campaign())
    await script.start(...HAGGLE)
    expect(script.act({ type: 'gm.activateChallengeTrait', traitId: 'trait-stubborn' })).toBe(true)
    expect(viewOf(script).feed.map((line) => line.text)).toContain('The GM activates Stubborn.')
    script.campaign.traits.find((t) => t.id === 'trait-stubborn')!.revealed = false
    expect(viewOf(script).feed.some((line) => line.text.includes('Stubborn'))).toBe(false)
    challengeItem(script.campaign, 'challenge-haggle').revealed = false
    expect(viewOf(script).feed.some((line) => line.text.includes('Haggle'))).toBe(false)
    expect(viewOf(script).feed.map((line) => line.text)).toEqual(['Session “Night one” starts.'])
  })

  it('keeps only the latest public lines', () => {
    const script = new SessionScript(campaign())
    for (let i = 1; i <= 10; i++) script.note(`Line ${i}`, false)
    expect(viewOf(script).feed.map((line) => line.text)).toEqual(['Line 7', 'Line 8', 'Line 9', 'Line 10'])
  })

  it('sends nothing but the campaign name while the screen is blank', async () => {
    const script = new SessionScript(campaign())
    await script.start(...HAGGLE)
    const view = viewOf(script, true)
    expect(view).toEqual({
      campaignName: 'Relics of Anasta (demo)',
      blank: true,
      status: '',
      scene: null,
      parts: [],
      known: [],
      feed: [],
      pictures: { portraits: [], map: null },
    })
  })

  it('ignores a session of another campaign', () => {
    const script = new SessionScript(campaign())
    script.note('From the other table.', false)
    const other = { ...campaign(), id: 'campaign-other' }
    expect(toPlayerView({ campaign: other, ledger: script.ledger, blank: false }).feed).toEqual([])
  })
})
