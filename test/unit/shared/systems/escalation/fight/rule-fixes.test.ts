import { describe, expect, it } from 'vitest'
import { escalationSystem, type EscalationState } from '@shared/systems/escalation'
import type { EscalationFight } from '@shared/systems/escalation/combat/fight'
import type { EscalationFightEvent } from '@shared/systems/escalation/combat/events'
import { whyFightRefused } from '@shared/systems/escalation/combat/refuse'
import { applyFight } from '@shared/systems/escalation/combat/rules'
import { withStats } from '@shared/systems/escalation/combat/steps'
import { NOT_DYING, startDying } from '@shared/systems/escalation/rules/death-saves'
import { condition, fightCampaign, fightSession, RAIDER, scriptedDice } from './support'

/*
 * Rules 2 of Escalation: each fix holds for fights begun under it, and a fight begun under
 * rules 1 keeps the rule it was played by (docs/history.md).
 */

async function scripted() {
  const dice = scriptedDice()
  const session = await fightSession(1, fightCampaign(), dice)
  await session.act({ type: 'combat.begin' })
  const fight = () => (session.session.ledger.state.systems.escalation as EscalationState).fight!.snapshot.context
  const lastLine = () => session.session.ledger.all().at(-1)!.summary
  return { ...session, dice, fight, lastLine }
}

const underRules1 = (fight: EscalationFight): EscalationFight => ({ ...fight, rules: 1 })
const oneRound = (name: string, of: string) => ({ ...condition(name, RAIDER(1)), duration: { kind: 'untilEndOfTurn', of } })

describe('Escalation rules 2', () => {
  it('runs a new fight under the latest rules (3: E31 Power pools, E26 Interrupt triggers), which hold rules 2’s fixes', async () => {
    const { fight } = await scripted()
    expect(escalationSystem.format.rules).toBe(3)
    expect(fight().rules).toBe(3)
  })

  it('E64 Grabbed: a Disengage from the grabber takes 1 Disadvantage by itself (4 dice, the lowest 3 count); rules 1 took only the GM’s', async () => {
    const { act, roll, dice, view, fight, lastLine } = await scripted()
    await act({ type: 'condition.add', target: 'pc-ixa', condition: condition('grabbed', RAIDER(1)) })
    const event = (faces: number[]): EscalationFightEvent => ({ type: 'disengage.rolled', who: 'pc-ixa', enemies: 1, faces })
    expect(whyFightRefused(fight(), event([4, 4, 4]))).toMatch(/must have 4 d6 \(3 and one per net Disadvantage\)/)
    expect(whyFightRefused(underRules1(fight()), event([4, 4, 4]))).toBeNull()
    dice.next(6, 6, 1, 6)
    await roll({ type: 'disengage', who: 'pc-ixa', enemies: 1 })
    expect(dice.left()).toBe(0)
    expect(view().lastSave).toMatchObject({ what: 'Disengage', natural: 13, target: 11, success: true })
    expect(lastLine()).toBe('Ixa Marrow tries to Disengage from 1 enemy with 1 Disadvantage (Grabbed): 13 vs 11+, success: popped off, free.')
  })

  it('E64 Grabbed: having hit the grabber this round, the Disengage rolls plain 3d6', async () => {
    const { act, attack, roll, dice, view, fight } = await scripted()
    await act({ type: 'condition.add', target: 'pc-ixa', condition: condition('grabbed', RAIDER(1)) })
    dice.next(5, 5, 5, 1, 1, 1)
    await attack('pc-ixa', [RAIDER(1)])
    expect(view().lastAttack!.targets[0]!.outcome).toBe('hit')
    expect(fight().hits).toEqual({ round: 1, pairs: [['pc-ixa', RAIDER(1)]] })
    dice.next(4, 4, 2)
    await roll({ type: 'disengage', who: 'pc-ixa', enemies: 1 })
    expect(dice.left()).toBe(0)
    expect(view().lastSave).toMatchObject({ natural: 10, success: false })
  })

  it('E45 Coup de Grace needs the attacker engaged with its Helpless target; rules 1 allowed it from anywhere', async () => {
    const { act, attack, refusal, dice, view, fight } = await scripted()
    await act({ type: 'condition.add', target: RAIDER(1), condition: condition('helpless') })
    const coup = {
      kind: 'roll' as const,
      system: 'escalation',
      roll: { type: 'attack', attacker: 'pc-ixa', targets: [RAIDER(1)], attack: 0, action: 'standard', advantage: 0, bonus: 0, coupDeGrace: true },
    }
    expect(await refusal(coup)).toMatch(/Coup de Grace needs Ixa Marrow engaged with Sand Raider 1 \(E45\)/)
    const rolled: EscalationFightEvent = {
      type: 'attack.rolled',
      attacker: 'pc-ixa',
      attack: 0,
      action: 'standard',
      advantage: 0,
      bonus: 0,
      coupDeGrace: true,
      targets: [{ target: RAIDER(1), faces: [1, 1, 2, 2], invisibleFaces: null, damageFaces: [1, 1, 1], missFaces: [] }],
    }
    expect(whyFightRefused(underRules1(fight()), rolled)).toBeNull()
    await act({ type: 'position.place', who: 'pc-ixa', distance: 'nearby', engagedWith: [RAIDER(1)] })
    dice.next(1, 1, 2, 2, 1, 1, 1)
    await attack('pc-ixa', [RAIDER(1)], { coupDeGrace: true })
    expect(view().lastAttack!.targets[0]).toMatchObject({ outcome: 'crit', critBecause: 'a Coup de Grace (E45)' })
  })

  it('E44 Rally saves against a one-round effect at 13+ and ends it; rules 1 refused it; an encounter-long one is refused in words that agree', async () => {
    const { act, roll, refusal, dice, view, fight } = await scripted()
    await act({ type: 'condition.add', target: 'pc-ixa', condition: oneRound('dazed', RAIDER(1)) })
    await act({ type: 'condition.add', target: 'pc-ixa', condition: condition('weakened', RAIDER(1)) })
    const [dazed, weakened] = view().combatants.find((c) => c.id === 'pc-ixa')!.conditions
    expect(view().rallyAgainst['pc-ixa']).toEqual([dazed!.id])
    const rally = (id: string): EscalationFightEvent => ({
      type: 'rally.rolled',
      who: 'pc-ixa',
      recoveryFaces: [1, 1, 1],
      save: { condition: id, faces: [5, 4, 4] },
    })
    expect(whyFightRefused(underRules1(fight()), rally(dazed!.id))).toBe('Rally saves against a save-ends effect, or a one-round effect (E44).')
    expect(whyFightRefused(fight(), rally(dazed!.id))).toBeNull()
    expect(await refusal({ kind: 'roll', system: 'escalation', roll: { type: 'rally', who: 'pc-ixa', condition: weakened!.id } })).toMatch(
      /Weakened is not ended by a save: Rally saves against ongoing damage or a save-ends effect, or at 13\+ against a one-round effect \(E44\)/,
    )
    dice.next(1, 1, 1, 6, 6, 1)
    await roll({ type: 'rally', who: 'pc-ixa', condition: dazed!.id })
    expect(view().lastSave).toMatchObject({ target: 13, natural: 13, success: true })
    expect(
      view()
        .combatants.find((c) => c.id === 'pc-ixa')!
        .conditions.map((c) => c.name),
    ).toEqual(['weakened'])
  })

  it('E44 E62 a Rally save rolls with the save’s own Disadvantage (Enervated: 4 dice, the lowest 3)', async () => {
    const { act, roll, dice, view } = await scripted()
    await act({ type: 'condition.add', target: 'pc-ixa', condition: oneRound('dazed', RAIDER(1)) })
    await act({ type: 'condition.add', target: 'pc-ixa', condition: condition('enervated', RAIDER(1)) })
    const dazed = view().combatants.find((c) => c.id === 'pc-ixa')!.conditions[0]!
    dice.next(1, 1, 1, 6, 6, 6, 1)
    await roll({ type: 'rally', who: 'pc-ixa', condition: dazed.id })
    expect(dice.left()).toBe(0)
    expect(view().lastSave).toMatchObject({ natural: 13, success: true })
  })

  it('E50 a PC takes the average of its recovery instead of rolling it (3d8+2: 14), and the log says so', async () => {
    const { act, roll, dice, fighter, lastLine } = await scripted()
    await act({ type: 'combatant.damage', target: 'pc-ixa', amount: 20, source: null, note: '' })
    await roll({ type: 'recovery', who: 'pc-ixa', free: false, average: true })
    expect(dice.left()).toBe(0)
    expect(fighter('pc-ixa')).toMatchObject({ hp: 30, recoveries: { left: 7 } })
    expect(lastLine()).toBe('Ixa Marrow heals using a recovery and takes the average (14), to 30 hit points.')
    dice.next(1, 1, 1, 3, 3, 3)
    await act({ type: 'combatant.damage', target: 'pc-ixa', amount: 20, source: null, note: '' })
    await roll({ type: 'rally', who: 'pc-ixa', condition: null, average: true })
    expect(fighter('pc-ixa')).toMatchObject({ hp: 24, recoveries: { left: 6 } })
    expect(lastLine()).toBe('Ixa Marrow rallies, takes the average (14) (to 24 hit points).')
  })

  it('E3 E14 R16 the attack record keeps the crit threshold, the Advantage’s sources and why it crit; the log says them', async () => {
    const { act, attack, dice, view, lastLine } = await scripted()
    await act({ type: 'condition.add', target: RAIDER(1), condition: condition('vulnerable') })
    await act({ type: 'condition.add', target: 'pc-ixa', condition: condition('dazed', RAIDER(1)) })
    dice.next(6, 6, 5, 5, 1, 1, 1)
    await attack('pc-ixa', [RAIDER(1)])
    expect(view().lastAttack!.targets[0]).toMatchObject({
      natural: 16,
      outcome: 'crit',
      critAt: 16,
      critBecause: 'natural 16+: target Vulnerable',
      advantage: { net: -1, from: ['1 Disadvantage (Dazed)'] },
    })
    expect(lastLine()).toMatch(
      /^Ixa Marrow attacks with Basic Melee Attack\. Sand Raider 1, with 1 Disadvantage \(Dazed\): .* a crit \(natural 16\+: target Vulnerable\), \d+ damage\.$/,
    )
  })

  it('E53 EG52 a Death Save record says whether it crit', async () => {
    const { fight } = await scripted()
    const before = fight()
    const dying = withStats(before.track, 'pc-ixa', (s) => ({ ...s, dying: startDying(NOT_DYING, { hp: 0, maxHp: 36, byCrit: false }) }))
    const track = { ...dying, combatants: dying.combatants.map((c) => (c.id === 'pc-ixa' ? { ...c, hp: 0, status: 'down' as const } : c)) }
    const waiting = { ...before, track: { ...track, duties: [{ kind: 'deathSave', who: 'pc-ixa', condition: null, label: 'Death Save' }] } }
    const crit = applyFight(waiting, { type: 'deathSave.rolled', who: 'pc-ixa', faces: [6, 6, 5], recoveryFaces: [1, 1, 1] })
    expect(crit.lastSave).toMatchObject({ what: 'Death Save', natural: 17, success: true, crit: true })
    const plain = applyFight(waiting, { type: 'deathSave.rolled', who: 'pc-ixa', faces: [5, 4, 4], recoveryFaces: [1, 1, 1] })
    expect(plain.lastSave).toMatchObject({ natural: 13, success: true, crit: false })
  })
})
