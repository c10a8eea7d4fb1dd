import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import type { EscalationState } from '@shared/systems/escalation'
import type { EscalationFight } from '@shared/systems/escalation/combat/fight'
import { whyFightRefused } from '@shared/systems/escalation/combat/refuse'
import { fightCampaign, fightSession, RAIDER, scriptedDice } from './support'

/** Ixa's Interrupts, one for each trigger the console sees, one it does not (the GM confirms it). */
const IXA_ABILITIES = [
  { name: 'Parry', frequency: 'atWill', action: 'interrupt', trigger: 'An enemy attacks her', triggerOn: 'attacked' },
  {
    name: 'Riposte',
    frequency: 'encounter',
    action: 'interrupt',
    trigger: 'An enemy hits her',
    triggerOn: 'hit',
    attack: { defense: 'AC', damage: '5' },
  },
  { name: 'Parting Cut', frequency: 'atWill', action: 'interrupt', trigger: 'An engaged enemy moves away', triggerOn: 'enemyMovesAway' },
  { name: 'Avenge', frequency: 'daily', action: 'interrupt', trigger: 'An ally drops', triggerOn: 'allyDrops' },
  { name: 'Counterspell', frequency: 'atWill', action: 'interrupt', trigger: 'An enemy casts a spell' },
]

function triggerCampaign(): Campaign {
  const campaign = fightCampaign()
  const ixa = campaign.characters.find((c) => c.id === 'pc-ixa')!
  ixa.statBlocks = { ...ixa.statBlocks, escalation: { ...(ixa.statBlocks.escalation as object), abilities: IXA_ABILITIES } }
  return campaign
}

async function triggerFight() {
  const dice = scriptedDice()
  const s = await fightSession(1, triggerCampaign(), dice)
  await s.act({ type: 'combat.begin' })
  const fight = () => (s.session.ledger.state.systems.escalation as EscalationState).fight!.snapshot.context
  const use = (ability: string, confirmed?: true) => ({
    kind: 'act' as const,
    system: 'escalation',
    action: { type: 'ability.use', who: 'pc-ixa', ability, ...(confirmed && { confirmed }) },
  })
  const why = (name: string) => s.view().abilities['pc-ixa']!.find((a) => a.name === name)!.why
  const offered = () => s.view().interrupts.map((o) => `${o.ability}: ${o.happened}`)
  const untilTurnOf = async (who: string) => {
    do await s.act({ type: 'turn.next' })
    while (s.view().current !== who)
  }
  // The raider's attack on Ixa: its natural and no damage dice on a miss; a hit rolls none either (7 damage).
  const raiderAttacks = async (faces: number[], action: 'standard' | 'quick' = 'standard') => {
    dice.next(...faces)
    await s.attack(RAIDER(1), ['pc-ixa'], { action })
  }
  return { ...s, dice, fight, use, why, offered, untilTurnOf, raiderAttacks }
}

describe('E26 EG65 Interrupt triggers', () => {
  it('E26 EG65 an Interrupt for being attacked is refused until an attack on its user, then offered right after it', async () => {
    const { must, refusal, use, why, offered, untilTurnOf, raiderAttacks } = await triggerFight()
    await untilTurnOf(RAIDER(1))
    expect(why('Parry')).toBe('Parry is an Interrupt for when it is attacked; that has not just happened to Ixa Marrow (E26).')
    expect(await refusal(use('Parry'))).toBe('Parry is an Interrupt for when it is attacked; that has not just happened to Ixa Marrow (E26).')
    await raiderAttacks([1, 1, 2])
    expect(offered()).toEqual(['Parry: Sand Raider 1 attacked Ixa Marrow'])
    expect(why('Riposte')).toBe('Riposte is an Interrupt for when it is hit; that has not just happened to Ixa Marrow (E26).')
    await must(use('Parry'))
    expect(offered()).toEqual([])
  })

  it('E26 EG65 a hit offers an Interrupt that attacks, rolled at the attacker with no action', async () => {
    const { attack, dice, offered, view, untilTurnOf, raiderAttacks } = await triggerFight()
    await untilTurnOf(RAIDER(1))
    await raiderAttacks([6, 6, 6])
    expect(offered()).toEqual(['Parry: Sand Raider 1 attacked Ixa Marrow', 'Riposte: Sand Raider 1 hit Ixa Marrow'])
    const riposte = view().interrupts.find((o) => o.ability === 'Riposte')!
    expect(riposte).toMatchObject({ who: 'pc-ixa', by: RAIDER(1), attackIndex: 2 })
    dice.next(1, 1, 2)
    await attack('pc-ixa', [RAIDER(1)], { attack: 2, action: null })
    expect(view().lastAttack).toMatchObject({ attack: 'Riposte', attacker: 'pc-ixa' })
  })

  it('E26 EG65 a trigger lapses when whoever made it happen acts again, or the turn passes', async () => {
    const { act, offered, untilTurnOf, raiderAttacks } = await triggerFight()
    await untilTurnOf(RAIDER(1))
    await raiderAttacks([1, 1, 2])
    await act({ type: 'action.spend', kind: 'move', what: 'Shifts its footing' })
    expect(offered()).toEqual([])
    await raiderAttacks([1, 1, 2], 'quick')
    expect(offered()).toHaveLength(1)
    await act({ type: 'turn.next' })
    expect(offered()).toEqual([])
  })

  it('E26 EG65 an engaged enemy moving away offers the Interrupt for it', async () => {
    const { act, must, use, offered, untilTurnOf } = await triggerFight()
    await act({ type: 'position.place', who: 'pc-ixa', distance: 'nearby', engagedWith: [RAIDER(1)] })
    await untilTurnOf(RAIDER(1))
    await act({ type: 'position.move', who: RAIDER(1), to: 'far', enemy: null })
    expect(offered()).toContain('Parting Cut: Sand Raider 1 moved away from Ixa Marrow')
    await act({ type: 'opportunity.decline', who: null })
    await must(use('Parting Cut'))
  })

  it('E26 EG65 E33 an ally dropping offers the Interrupt for it to the ally’s allies, not to the one who dropped', async () => {
    const { act, offered, fight, untilTurnOf } = await triggerFight()
    await untilTurnOf(RAIDER(1))
    await act({ type: 'combatant.damage', target: 'pc-vell', amount: 40, source: null, note: '' })
    expect(offered()).toEqual(['Avenge: an ally of Ixa Marrow dropped'])
    expect(fight().triggered!.filter((f) => f.who === 'pc-vell')).toEqual([])
  })

  it('E26 EG65 an Interrupt whose trigger the console cannot see is taken with the GM’s confirmation, and the view says so', async () => {
    const { must, refusal, use, view, untilTurnOf } = await triggerFight()
    await untilTurnOf(RAIDER(1))
    const counterspell = view().abilities['pc-ixa']!.find((a) => a.name === 'Counterspell')!
    expect(counterspell).toMatchObject({ why: null, triggerView: { on: 'other', happened: null } })
    expect(await refusal(use('Counterspell'))).toBe(
      'Counterspell waits for “An enemy casts a spell”, which the console cannot see: the GM confirms it happened (E26).',
    )
    await must(use('Counterspell', true))
  })

  it('E26 rules 3: a fight begun under rules 2 takes an Interrupt without its trigger, as it did', async () => {
    const { fight, untilTurnOf } = await triggerFight()
    await untilTurnOf(RAIDER(1))
    const underRules2: EscalationFight = { ...fight(), rules: 2 }
    expect(whyFightRefused(underRules2, { type: 'ability.use', who: 'pc-ixa', ability: 'Parry' })).toBeNull()
    expect(whyFightRefused(fight(), { type: 'ability.use', who: 'pc-ixa', ability: 'Parry' })).not.toBeNull()
  })
})
