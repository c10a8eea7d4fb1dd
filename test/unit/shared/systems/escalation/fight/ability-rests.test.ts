import { describe, expect, it } from 'vitest'
import type { EscalationGmView, EscalationState } from '@shared/systems/escalation'
import { escalationSystem } from '@shared/systems/escalation'
import { fightCampaign, fightSession, scriptedDice } from './support'

/** Ixa's limited abilities: one of each frequency but At-Will, none of them an attack. */
const ABILITIES = [
  { name: 'Steel Nerve', frequency: 'encounter', action: 'quick' },
  { name: 'Second Wind', frequency: 'daily', action: 'free' },
  { name: 'Rolling Flame', frequency: 'recharge', recharge: 11, action: 'move' },
]

function campaign() {
  const c = fightCampaign()
  const ixa = c.characters.find((pc) => pc.id === 'pc-ixa')!
  ixa.statBlocks = { ...ixa.statBlocks, escalation: { ...(ixa.statBlocks.escalation as object), abilities: ABILITIES } }
  return c
}

/** A fight in which Ixa spends all three, then closed. */
async function spentAll() {
  const dice = scriptedDice()
  const s = await fightSession(1, campaign(), dice)
  await s.act({ type: 'combat.begin' })
  for (const ability of ABILITIES.map((a) => a.name)) await s.act({ type: 'ability.use', who: 'pc-ixa', ability })
  await s.act({ type: 'combat.end', reason: 'The raiders flee' })
  await s.must({ kind: 'close' })
  const state = () => s.session.ledger.state.systems.escalation as EscalationState
  const gm = () => escalationSystem.gmView(state(), { campaign: s.session.campaign }) as EscalationGmView
  const lastLine = () => s.session.ledger.all().at(-1)!.summary
  const next = async () => {
    await s.must({ kind: 'start', system: 'escalation', request: { encounterId: 'enc-raider-ambush' } })
    await s.act({ type: 'combat.begin' })
    return s.view().abilities['pc-ixa']!
  }
  return { ...s, dice, state, gm, lastLine, next }
}

describe('E28 E57 E58 abilities and rests', () => {
  it('a spent ability stays spent into the next fight until its rest', async () => {
    const { state, next } = await spentAll()
    expect(state().pcs['pc-ixa']!.spent!.map((a) => a.name)).toEqual(['Steel Nerve', 'Second Wind', 'Rolling Flame'])
    expect((await next()).map((a) => [a.name, a.spent])).toEqual([
      ['Steel Nerve', true],
      ['Second Wind', true],
      ['Rolling Flame', true],
    ])
  })

  it('a Quick Rest brings back Encounter abilities and rolls each Recharge (3d6 against its number); Daily ones stay spent; the log says which', async () => {
    const { roll, dice, state, lastLine } = await spentAll()
    dice.next(6, 4, 1)
    await roll({ type: 'quickRest', spend: {} })
    expect(dice.left()).toBe(0)
    expect(state().pcs['pc-ixa']!.spent!.map((a) => a.name)).toEqual(['Second Wind'])
    expect(lastLine()).toBe("A Quick Rest; Ixa Marrow's Steel Nerve returns, Ixa Marrow's Rolling Flame recharges (11 vs 11+).")
  })

  it('a Recharge roll short of its number leaves the ability spent', async () => {
    const { roll, dice, state, lastLine } = await spentAll()
    dice.next(5, 4, 1)
    await roll({ type: 'quickRest', spend: {} })
    expect(state().pcs['pc-ixa']!.spent!.map((a) => a.name)).toEqual(['Second Wind', 'Rolling Flame'])
    expect(lastLine()).toContain("Ixa Marrow's Rolling Flame stays spent (10 vs 11+)")
  })

  it('a Full Rest brings back every ability', async () => {
    const { act, state, lastLine, next } = await spentAll()
    await act({ type: 'rest.full' })
    expect(state().pcs['pc-ixa']!.spent).toBeUndefined()
    expect(lastLine()).toBe('A Full Rest: every PC back to full hit points and recoveries, every ability back.')
    expect((await next()).every((a) => !a.spent)).toBe(true)
  })

  it('a Quick Rest’s Recharge roll must be for a spent Recharge ability, in 3d6', async () => {
    const { state } = await spentAll()
    const rest = (recharges: Record<string, Record<string, number[]>>) =>
      escalationSystem.whyRefused(state(), { kind: 'event', event: { type: 'rest.quickTaken', pcs: {}, recharges } }, { campaign: null })
    expect(rest({ 'pc-ixa': { 'Steel Nerve': [1, 2, 3] } })).toBe('Steel Nerve is no spent Recharge ability of pc-ixa (E28).')
    expect(rest({ 'pc-ixa': { 'Rolling Flame': [1, 2, 3] } })).toBeNull()
  })
})

describe('E50 recoveries at a Quick Rest', () => {
  it('E50 EG49 a PC may take a Quick Rest’s recoveries at their average: the host rolls nothing for them, and the log says so', async () => {
    const dice = scriptedDice()
    const s = await fightSession(1, fightCampaign(), dice)
    await s.act({ type: 'combat.begin' })
    await s.act({ type: 'combatant.damage', target: 'pc-ixa', amount: 20, source: null, note: '' })
    await s.act({ type: 'combat.end', reason: 'The raiders flee' })
    await s.must({ kind: 'close' })
    // Ixa's recovery is 3d8+2: each d8 at 4, so 14.
    await s.roll({ type: 'quickRest', spend: { 'pc-ixa': 2 }, average: ['pc-ixa'] })
    expect(dice.left()).toBe(0)
    const ixa = (s.session.ledger.state.systems.escalation as EscalationState).pcs['pc-ixa']!
    expect(ixa).toMatchObject({ hp: 36, recoveriesLeft: 6 })
    expect(s.session.ledger.all().at(-1)!.summary).toBe('A Quick Rest: Ixa Marrow takes 2 at the average (14 each).')
  })

  it('E50 EG50 recoveries at their average count against those a PC has left', async () => {
    const { state } = await spentAll()
    const rest = { type: 'rest.quickTaken' as const, pcs: { 'pc-ixa': [[1, 1, 1]] }, average: { 'pc-ixa': 8 } }
    expect(escalationSystem.whyRefused(state(), { kind: 'event', event: rest }, { campaign: null })).toBe(
      'A Quick Rest spends only recoveries a PC has left (EG50): pc-ixa has 8.',
    )
  })
})
