import { describe, expect, it } from 'vitest'
import { Campaign, isValidCampaign } from '@shared/campaign'
import {
  actionPointsSettingsOf,
  actionPointsSystem,
  defaultActionPointsSettings,
  type ActionPointsCampaignSettings,
  type ApPlayerPart,
  type ApState,
} from '@shared/systems/action-points'
import { campaignShapeHolds, partShapeHolds } from '../../../../../../src/main/store/shape-check'
import { apCampaign, apSession, begun, duelCampaign, RAIDER, scriptedDice, WYRM } from './support'

const withSettings = (campaign: Campaign, change: Partial<ActionPointsCampaignSettings>): Campaign => {
  campaign.settings = { ...campaign.settings, systems: { actionPoints: { ...defaultActionPointsSettings(), ...change } } }
  return campaign
}

describe('Action points’ campaign settings (ruling 25: the digest’s campaign settings, shown and changeable)', () => {
  it('a campaign that names none plays the defaults; one that names them is checked by the system’s schema, where each field is', () => {
    expect(actionPointsSettingsOf(apCampaign())).toEqual(defaultActionPointsSettings())
    const good = withSettings(apCampaign(), { fumbles: 'highRollsWhenUnskilled', pcHitPoints: 'described' })
    expect(Campaign.safeParse(good).success).toBe(true)
    expect(actionPointsSettingsOf(good)).toMatchObject({ fumbles: 'highRollsWhenUnskilled', pcHitPoints: 'described' })
    const bad = apCampaign()
    bad.settings = { ...bad.settings, systems: { actionPoints: { ...defaultActionPointsSettings(), initiativeModifier: 'luck' } } }
    expect(Campaign.safeParse(bad).error!.issues[0]!.path).toEqual(['settings', 'systems', 'actionPoints', 'initiativeModifier'])
    for (const value of [good, bad]) expect(isValidCampaign(value, campaignShapeHolds, partShapeHolds)).toBe(Campaign.safeParse(value).success)
  })

  it('AG49 settings saved before enemies’ points became a setting still read, with their own values and enemies’ points shown', () => {
    const { showEnemyPoints: _new, ...older } = { ...defaultActionPointsSettings(), fumbles: 'highRollsWhenUnskilled' as const }
    const campaign = apCampaign()
    campaign.settings = { ...campaign.settings, systems: { actionPoints: older } }
    expect(Campaign.safeParse(campaign).success).toBe(true)
    expect(actionPointsSettingsOf(campaign)).toEqual({ ...defaultActionPointsSettings(), fumbles: 'highRollsWhenUnskilled', showEnemyPoints: true })
  })

  it('the settings in force are logged with the fight and read in words; a later change in the campaign leaves the fight as it started', async () => {
    const campaign = withSettings(apCampaign(), { initiativeModifier: 'agility', surprisedRp: 'roundOne' })
    const s = await apSession({ campaign })
    expect(s.view().settings.map((line) => line.rule)).toEqual(['R22', 'R23', 'AG2', 'AG24', 'AG20', 'Display', 'AG49'])
    expect(s.view().settings.find((line) => line.rule === 'R23')!.words).toBe('Initiative: 1d10 + Agility')
    campaign.settings = { ...campaign.settings, systems: {} }
    expect(s.view().settings.find((line) => line.rule === 'R23')!.words).toBe('Initiative: 1d10 + Agility')
  })

  it('R23 AG4 with the whole Agility as the modifier, initiative is 1d10 + Agility', async () => {
    const dice = scriptedDice()
    const s = await apSession({ dice, campaign: withSettings(apCampaign(), { initiativeModifier: 'agility' }) })
    dice.next(5, 4, 2, 1, 9, 3, 2)
    await s.roll({ type: 'initiative' })
    expect(s.view().initiative.find((e) => e.id === 'pc-ixa')).toMatchObject({ roll: 5, score: 60 })
    expect(s.view().initiative[0]).toMatchObject({ id: 'pc-vell', score: 64 })
  })

  it('ruling 27 a block’s own initiative modifier replaces the campaign’s; the setup view says which each combatant has', async () => {
    const dice = scriptedDice()
    const campaign = duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 } }, (c) => {
      ;(c.characters.find((pc) => pc.id === 'pc-ixa')!.statBlocks.actionPoints as { initiativeModifier?: number }).initiativeModifier = -2
    })
    const s = await apSession({ dice, campaign, pcIds: ['pc-ixa'] })
    expect(s.fighter('pc-ixa').initiativeModifier).toEqual({ value: -2, from: 'block', words: 'its own block' })
    expect(s.fighter(RAIDER(1)).initiativeModifier).toEqual({ value: 5, from: 'campaign', words: 'the campaign: Agility/10' })
    dice.next(6, 2)
    await s.roll({ type: 'initiative' })
    expect(s.view().initiative.map((e) => [e.id, e.roll, e.score])).toEqual([
      [RAIDER(1), 2, 7],
      ['pc-ixa', 6, 4],
    ])
  })

  it('ruling 27 with the whole Agility as the campaign’s modifier, a block’s own still counts, and the others say so', async () => {
    const dice = scriptedDice()
    const campaign = withSettings(
      duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 } }, (c) => {
        ;(c.npcs.find((n) => n.id === 'npc-sand-raider')!.statBlocks.actionPoints as { initiativeModifier?: number }).initiativeModifier = 3
      }),
      { initiativeModifier: 'agility' },
    )
    const s = await apSession({ dice, campaign, pcIds: ['pc-ixa'] })
    expect(s.fighter('pc-ixa').initiativeModifier).toEqual({ value: 55, from: 'campaign', words: 'the campaign: Agility' })
    dice.next(1, 10)
    await s.roll({ type: 'initiative' })
    expect(s.view().initiative.map((e) => [e.id, e.score])).toEqual([
      ['pc-ixa', 56],
      [RAIDER(1), 13],
    ])
  })

  it('AG24 with RP back at round 1, the surprised side starts the first normal round with its RP', async () => {
    const dice = scriptedDice()
    const s = await apSession({ dice, campaign: withSettings(apCampaign(), { surprisedRp: 'roundOne' }) })
    await begun(s, dice, 5, 4, 2, 1, 9, 3, 2)
    expect(s.fighter('pc-vell').resources).toEqual({ ap: 0, rp: 0, fp: 0 })
    for (let turn = 0; turn < 3; turn++) await s.act({ type: 'turn.next' })
    expect(s.view()).toMatchObject({ round: 1, current: WYRM })
    expect(s.fighter('pc-vell').resources).toEqual({ ap: 0, rp: 2, fp: 2 })
  })

  it('AG2 with high rolls as fumbles, a skill below 50 fumbles on 96-99 too: the odds say so before the roll', async () => {
    const dice = scriptedDice()
    const campaign = withSettings(duelCampaign({ 'pc-vell': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 } }), { fumbles: 'highRollsWhenUnskilled' })
    const s = await apSession({ dice, campaign, pcIds: ['pc-vell'] })
    await begun(s, dice, 9, 1)
    // Vell's Knife: Melee 35, stowed; the Shortbow (Ranged 60) stays at 1 fumble in 100.
    expect(s.view().attacks.find((a) => a.weaponName === 'Shortbow')!.odds.ways.fumble).toBe(1)
    await s.act({ type: 'action.sheathe', weapon: 0 })
    await s.act({ type: 'action.draw', weapon: 1, hand: 'main' })
    expect(s.view().attacks.find((a) => a.weaponName === 'Knife')!.odds.ways.fumble).toBe(5)
  })

  it('AG20 with Disarms earning nothing, a Disarm that lands gives no FP', async () => {
    const dice = scriptedDice()
    const campaign = withSettings(duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 } }), { disarmEarnsFp: false })
    const s = await apSession({ dice, campaign, pcIds: ['pc-ixa'] })
    await begun(s, dice, 9, 1)
    dice.next(30, 40)
    await s.attack('pc-ixa', RAIDER(1), { disarm: { item: 0, take: false } })
    await s.roll({ type: 'land' })
    expect(s.fighter(RAIDER(1)).weapons[0]).toMatchObject({ dropped: true })
    expect(s.fighter('pc-ixa').resources.fp).toBe(2)
  })

  it('PCs’ hit points reach the table in words when the setting says so', async () => {
    const s = await apSession({ campaign: withSettings(apCampaign(), { pcHitPoints: 'described' }) })
    const state = s.session.ledger.state.systems.actionPoints as ApState
    const part = actionPointsSystem.playerPart(state, { campaign: s.session.campaign })!.part as ApPlayerPart
    expect(part.combatants.find((c) => c.id === 'pc-ixa')!.health).toEqual({ shown: 'described', state: 'unhurt' })
  })
})
