import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import { escalationSystem, type EscalationGmView, type EscalationState } from '@shared/systems/escalation'
import type { EscalationFight } from '@shared/systems/escalation/combat/fight'
import { whyFightRefused } from '@shared/systems/escalation/combat/refuse'
import { fightCampaign, fightSession, RAIDER, scriptedDice } from './support'

/** Ixa with a pool of 3 Power: an At-Will Quick ability at 2 Power, an attack at 1. */
const IXA_ABILITIES = [
  { name: 'Arc Ward', frequency: 'atWill', action: 'quick', power: 2 },
  { name: 'Ember Lash', frequency: 'atWill', action: 'standard', power: 1, attack: { defense: 'PD', damage: '1d6 fire' } },
]

/** The raider's ability costs Power, and its block keeps none. */
const RAIDER_ABILITIES = [{ name: 'Blood Frenzy', frequency: 'encounter', action: 'quick', power: 1 }]

function powerCampaign(): Campaign {
  const campaign = fightCampaign()
  const ixa = campaign.characters.find((c) => c.id === 'pc-ixa')!
  ixa.statBlocks = { ...ixa.statBlocks, escalation: { ...(ixa.statBlocks.escalation as object), abilities: IXA_ABILITIES, power: 3 } }
  const raider = campaign.npcs.find((n) => n.id === 'npc-sand-raider')!
  raider.statBlocks = { ...raider.statBlocks, escalation: { ...(raider.statBlocks.escalation as object), abilities: RAIDER_ABILITIES } }
  return campaign
}

async function powerFight() {
  const dice = scriptedDice()
  const s = await fightSession(1, powerCampaign(), dice)
  await s.act({ type: 'combat.begin' })
  const state = () => s.session.ledger.state.systems.escalation as EscalationState
  const fight = () => state().fight!.snapshot.context
  const lastLine = () => s.session.ledger.all().at(-1)!.summary
  const use = (who: string, ability: string) => ({ kind: 'act' as const, system: 'escalation', action: { type: 'ability.use', who, ability } })
  const ability = (who: string, name: string) => s.view().abilities[who]!.find((a) => a.name === name)!
  const untilTurnOf = async (who: string) => {
    do await s.act({ type: 'turn.next' })
    while (s.view().current !== who)
  }
  return { ...s, dice, state, fight, lastLine, use, ability, untilTurnOf }
}

describe('E31 Power', () => {
  it('E31 Power: an ability with a cost spends it from its user’s pool, the log says what is left, and one that costs more than is left is refused', async () => {
    const { must, refusal, fighter, use, lastLine, ability, untilTurnOf } = await powerFight()
    expect(fighter('pc-ixa').power).toEqual({ max: 3, left: 3 })
    await must(use('pc-ixa', 'Arc Ward'))
    expect(lastLine()).toBe('Ixa Marrow uses Arc Ward (At-Will, Quick action), spending 2 Power (1 left).')
    expect(fighter('pc-ixa').power).toEqual({ max: 3, left: 1 })
    await untilTurnOf('pc-ixa')
    expect(ability('pc-ixa', 'Arc Ward').why).toBe('Arc Ward costs 2 Power; 1 left (E31).')
    expect(await refusal(use('pc-ixa', 'Arc Ward'))).toBe('Arc Ward costs 2 Power; 1 left (E31).')
  })

  it('E31 Power: an ability attack pays its cost as it is rolled', async () => {
    const { attack, dice, fighter, lastLine } = await powerFight()
    dice.next(1, 1, 2)
    await attack('pc-ixa', [RAIDER(1)], { attack: 2 })
    expect(fighter('pc-ixa').power).toEqual({ max: 3, left: 2 })
    expect(lastLine()).toMatch(/^Ixa Marrow attacks with Ember Lash, spending 1 Power \(2 left\)\. /)
  })

  it('E31 Power: undoing the use gives the Power back', async () => {
    const { must, fighter, use } = await powerFight()
    await must(use('pc-ixa', 'Arc Ward'))
    await must({ kind: 'undo' })
    expect(fighter('pc-ixa').power).toEqual({ max: 3, left: 3 })
  })

  it('E31 Power rules 3: a cost with no pool to pay it from is refused in words that say where to add one; a fight begun under rules 2 only showed the cost', async () => {
    const { refusal, use, fight, untilTurnOf } = await powerFight()
    await untilTurnOf(RAIDER(1))
    const why = 'Blood Frenzy costs 1 Power, and Sand Raider 1 keeps no Power: give the block its Power in prep (E31).'
    expect(await refusal(use(RAIDER(1), 'Blood Frenzy'))).toBe(why)
    const underRules2: EscalationFight = { ...fight(), rules: 2 }
    expect(whyFightRefused(underRules2, { type: 'ability.use', who: RAIDER(1), ability: 'Blood Frenzy' })).toBeNull()
  })

  it('E31 E57 E58 EG64 Power: what a PC spent goes with it to the next fight; a Quick Rest leaves it, a Full Rest fills it and says so', async () => {
    const { must, act, roll, use, state, lastLine, session } = await powerFight()
    await must(use('pc-ixa', 'Arc Ward'))
    await act({ type: 'combat.end', reason: 'The raiders flee' })
    await must({ kind: 'close' })
    expect(state().pcs['pc-ixa']!.powerLeft).toBe(1)
    const gm = () => escalationSystem.gmView(state(), { campaign: session.campaign }) as EscalationGmView
    expect(gm().pcs.find((pc) => pc.id === 'pc-ixa')!.power).toEqual({ max: 3, left: 1 })
    await roll({ type: 'quickRest', spend: {} })
    expect(state().pcs['pc-ixa']!.powerLeft).toBe(1)
    await must({ kind: 'start', system: 'escalation', request: { encounterId: 'enc-raider-ambush' } })
    expect(state().fight!.snapshot.context.track.combatants.find((c) => c.id === 'pc-ixa')!.stats.power).toEqual({ max: 3, left: 1 })
    await act({ type: 'combat.end', reason: 'Nobody fights' })
    await must({ kind: 'close' })
    await act({ type: 'rest.full' })
    expect(state().pcs['pc-ixa']!.powerLeft).toBeUndefined()
    expect(lastLine()).toBe('A Full Rest: every PC back to full hit points and recoveries, all Power back.')
  })
})
