import { describe, expect, it } from 'vitest'
import {
  checkResult,
  parrySizeBump,
  reactionSkill,
  resolveDefense,
  whyReactionRefused,
  type IncomingAttack,
  type Reactor,
} from '@shared/systems/action-points/rules'

const melee: IncomingAttack = { origin: 'attack', melee: true, attackerSize: 'medium' }
const target: Reactor = { isTarget: true, rp: 2, size: 'medium', shieldInHand: false, canCounter: true, alreadyAnswered: false }
const ally: Reactor = { ...target, isTarget: false }
const check = (skill: number, roll: number) => checkResult(skill, roll, { fumbles: 'doubleZero' })

describe('reactions (A7-A9, A14, A18-A20, AG32, AG39)', () => {
  it('A9 Dodge against melee or ranged; Parry and Riposte against melee only', () => {
    const ranged = { ...melee, melee: false }
    expect(whyReactionRefused('dodge', ranged, target)).toBeNull()
    expect(whyReactionRefused('parry', ranged, target)).toBe('Only a melee attack can be parried (A9).')
    expect(whyReactionRefused('riposte', ranged, target)).toBe('Only a melee attack can be parried (A9).')
  })

  it('A9 Block needs a shield in hand', () => {
    expect(whyReactionRefused('block', melee, target)).toBe('Block needs a shield in hand (A9).')
    expect(whyReactionRefused('block', melee, { ...target, shieldInHand: true })).toBeNull()
  })

  it('A7 AG32 one reaction per attack, counting every reactor', () => {
    expect(whyReactionRefused('dodge', melee, { ...target, alreadyAnswered: true })).toMatch(/one reaction per attack/)
    expect(whyReactionRefused('intercept', melee, { ...ally, alreadyAnswered: true })).toMatch(/one reaction per attack/)
  })

  it('A14 against a Reaction Attack (or a Riposte’s counter) only Dodge, Parry or Block: no Riposte, no Intercept', () => {
    for (const origin of ['reactionAttack', 'riposte'] as const) {
      expect(whyReactionRefused('riposte', { ...melee, origin }, target)).toMatch(/A14/)
      expect(whyReactionRefused('intercept', { ...melee, origin }, ally)).toMatch(/A14/)
      expect(whyReactionRefused('parry', { ...melee, origin }, target)).toBeNull()
    }
  })

  it('A20 Intercept is an ally’s; the rest are the target’s; AG39 no Intercept of a Disarm', () => {
    expect(whyReactionRefused('intercept', melee, target)).toMatch(/ally/)
    expect(whyReactionRefused('dodge', melee, ally)).toMatch(/Only the target/)
    expect(whyReactionRefused('intercept', { ...melee, origin: 'disarm' }, ally)).toMatch(/AG39/)
  })

  it('A8 each reaction needs its RP: 1 for a Dodge, 2 for a Riposte or an Intercept', () => {
    expect(whyReactionRefused('dodge', melee, { ...target, rp: 1 })).toBeNull()
    expect(whyReactionRefused('riposte', melee, { ...target, rp: 1 })).toBe('2 RP needed, 1 left (A8).')
    expect(whyReactionRefused('dodge', melee, { ...target, rp: 0 })).toBe('1 RP needed, 0 left (A8).')
  })

  it('A18 nothing can parry an attacker two sizes larger; one size larger counts one level higher against a Parry only', () => {
    expect(whyReactionRefused('parry', { ...melee, attackerSize: 'huge' }, target)).toMatch(/too large to parry/)
    expect(whyReactionRefused('parry', { ...melee, attackerSize: 'large' }, target)).toBeNull()
    expect(whyReactionRefused('dodge', { ...melee, attackerSize: 'huge' }, target)).toBeNull()
    expect(parrySizeBump('parry', 'large', 'medium')).toBe(1)
    expect(parrySizeBump('riposte', 'large', 'medium')).toBe(1)
    expect(parrySizeBump('dodge', 'large', 'medium')).toBe(0)
    expect(parrySizeBump('parry', 'medium', 'medium')).toBe(0)
  })

  it('A19 AG38 a Riposte needs a melee weapon ready that reaches the attacker', () => {
    expect(whyReactionRefused('riposte', melee, { ...target, canCounter: false })).toMatch(/A19/)
  })

  it('A9 A20 Dodge rolls the higher of Agility and Athletics; Parry Melee; Block Endurance; Intercept Agility', () => {
    const skills: Record<string, number> = { Agility: 40, Athletics: 55, Melee: 60, Endurance: 35 }
    const skill = (n: string) => skills[n] ?? 0
    expect(reactionSkill('dodge', skill)).toEqual({ name: 'Athletics', value: 55 })
    expect(reactionSkill('parry', skill)).toEqual({ name: 'Melee', value: 60 })
    expect(reactionSkill('block', skill)).toEqual({ name: 'Endurance', value: 35 })
    expect(reactionSkill('intercept', skill)).toEqual({ name: 'Agility', value: 40 })
  })
})

describe('how a reaction comes out (A15-A18, A44)', () => {
  it('A15 a reaction that wins the opposed check turns the attack aside', () => {
    expect(resolveDefense('dodge', check(50, 20), check(60, 5), 0)).toEqual({ won: true, refund: true, multiplier: 1 })
    expect(resolveDefense('dodge', check(50, 20), check(60, 50), 0)).toMatchObject({ won: false, multiplier: 1 })
  })

  it('A16 a Critical Dodge or Parry refunds its RP, unless the attack was Critical too', () => {
    expect(resolveDefense('parry', check(50, 20), check(60, 3), 0).refund).toBe(true)
    expect(resolveDefense('parry', check(50, 2), check(60, 3), 0).refund).toBe(false)
    expect(resolveDefense('block', check(50, 20), check(60, 3), 0).refund).toBe(false)
  })

  it('A44 a Critical hit deals double damage; A17 triple when a Dodge or Parry fumbles against it', () => {
    expect(resolveDefense('dodge', check(50, 2), check(60, 70), 0).multiplier).toBe(2)
    expect(resolveDefense('dodge', check(50, 2), check(60, 100), 0).multiplier).toBe(3)
    expect(resolveDefense('parry', check(50, 2), check(60, 100), 0).multiplier).toBe(3)
    expect(resolveDefense('block', check(50, 2), check(60, 100), 0).multiplier).toBe(2)
    expect(resolveDefense('dodge', check(50, 20), check(60, 100), 0).multiplier).toBe(1)
  })

  it('A18 the worked example: a Large Normal attack against a Medium Normal Parry hits, as a Normal Success', () => {
    const outcome = resolveDefense('parry', check(50, 40), check(50, 30), 1)
    expect(outcome).toEqual({ won: false, refund: false, multiplier: 1 })
  })
})
