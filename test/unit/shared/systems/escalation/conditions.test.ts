import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  attackModifiers,
  CONDITION_NAMES,
  CONDITIONS,
  conditionsInForce,
  saveDisadvantageFrom,
  type AttackSituation,
  type ConditionInstance,
  type ConditionName,
} from '@shared/systems/escalation/rules'

const on = (name: ConditionName, source: string | null = null): ConditionInstance => ({ name, duration: { kind: 'saveEnds', target: 11 }, source })

const situation = (attacker: ConditionInstance[], target: ConditionInstance[], extra: Partial<AttackSituation> = {}): AttackSituation => ({
  attacker: { id: 'hero', conditions: attacker },
  target: { id: 'orc', conditions: target },
  escalationDie: 3,
  usesEscalation: true,
  ...extra,
})

describe('conditions and what they do to an attack (E59-E72, EG31)', () => {
  it('E59-E72 every listed condition has its effects as data, naming its rule', () => {
    expect(Object.keys(CONDITIONS).sort()).toEqual([...CONDITION_NAMES].sort())
    for (const name of CONDITION_NAMES) expect(CONDITIONS[name].rule).toMatch(/^E(59|6\d|7[0-2])$/)
    expect(CONDITIONS.stunned).toMatchObject({ attackDisadvantage: 1, attackedAdvantage: 1, losesMoveAction: true })
    expect(CONDITIONS.stuck.cannotMove).toBe(true)
    expect(CONDITIONS.hampered.onlyBasicActions).toBe(true)
    expect(CONDITIONS.flying.interceptedOnlyByFlying).toBe(true)
    expect(CONDITIONS.ongoingDamage.endOfTurnDamage).toBe(true)
  })

  it('E61 Dazed gives 1 Disadvantage on attacks', () => {
    expect(attackModifiers(situation([on('dazed')], []))).toMatchObject({ advantage: 0, disadvantage: 1, net: -1 })
  })

  it('E59 different names stack: Weakened and Dazed are 2 Disadvantage', () => {
    expect(attackModifiers(situation([on('weakened'), on('dazed')], [])).disadvantage).toBe(2)
  })

  it('EG31 the same name does not stack: two Dazed are 1 Disadvantage', () => {
    expect(attackModifiers(situation([on('dazed'), on('dazed')], [])).disadvantage).toBe(1)
  })

  it('E70 E72 E71 Softened, Weakened and Stunned targets each give attackers 1 Advantage', () => {
    expect(attackModifiers(situation([], [on('softened')])).advantage).toBe(1)
    expect(attackModifiers(situation([], [on('softened'), on('weakened'), on('stunned')])).advantage).toBe(3)
  })

  it('E66 EG41 Helpless is Stunned, and a Stunned beside it counts once', () => {
    expect(conditionsInForce([on('helpless')])).toEqual(new Set(['helpless', 'stunned']))
    expect(attackModifiers(situation([], [on('helpless'), on('stunned')])).advantage).toBe(1)
    expect(attackModifiers(situation([on('helpless')], [])).disadvantage).toBe(1)
  })

  it('E64 Grabbed gives Advantage only to the grabber', () => {
    expect(attackModifiers(situation([], [on('grabbed', 'hero')])).advantage).toBe(1)
    expect(attackModifiers(situation([], [on('grabbed', 'someone-else')])).advantage).toBe(0)
    expect(attackModifiers(situation([], [on('grabbed', 'someone-else'), on('grabbed', 'hero')])).advantage).toBe(1)
  })

  it('E14 E13 R17 a Vulnerable target is critted on 16+, also Weak on 15+', () => {
    expect(attackModifiers(situation([], [])).critThreshold).toBe(17)
    expect(attackModifiers(situation([], [on('vulnerable')])).critThreshold).toBe(16)
    expect(attackModifiers(situation([], [on('vulnerable'), on('vulnerable')], { targetWeak: true })).critThreshold).toBe(15)
    expect(attackModifiers(situation([], [], { targetWeak: true })).critThreshold).toBe(16)
  })

  it('E69 EG32 a Shaken attacker has 1 Disadvantage and adds no escalation die', () => {
    expect(attackModifiers(situation([on('shaken')], []))).toMatchObject({ disadvantage: 1, escalation: 0 })
    expect(attackModifiers(situation([], [])).escalation).toBe(3)
  })

  it('EG10 an NPC attack that is not flagged adds no escalation die', () => {
    expect(attackModifiers(situation([], [], { usesEscalation: false })).escalation).toBe(0)
  })

  it('E67 EG33 an Invisible target makes the attacker save 11+ first; E60 Confused is reported', () => {
    expect(attackModifiers(situation([], [on('invisible')])).invisibleSaveTarget).toBe(11)
    expect(attackModifiers(situation([], [])).invisibleSaveTarget).toBeNull()
    expect(attackModifiers(situation([on('confused')], [])).attackerConfused).toBe(true)
  })

  it('E42 R16 Advantage from elsewhere adds to the counts, and the net cancels one for one', () => {
    const mods = attackModifiers(situation([on('dazed'), on('shaken')], [on('softened')], { extraAdvantage: 1 }))
    expect(mods).toMatchObject({ advantage: 2, disadvantage: 2, net: 0 })
    expect(mods.sources.map((s) => s.condition)).toEqual(['dazed', 'shaken', 'softened'])
  })

  it('E62 EG31 Enervated gives 1 Disadvantage on saves, once however many', () => {
    expect(saveDisadvantageFrom([on('enervated')])).toBe(1)
    expect(saveDisadvantageFrom([on('enervated'), on('enervated'), on('dazed')])).toBe(1)
    expect(saveDisadvantageFrom([])).toBe(0)
  })

  const ATTACKER_DISADVANTAGE = new Set<ConditionName>(['dazed', 'shaken', 'stunned', 'weakened'])
  const TARGET_ADVANTAGE = new Set<ConditionName>(['softened', 'stunned', 'weakened'])
  const instances = fc.array(
    fc
      .record({ name: fc.constantFrom(...CONDITION_NAMES), source: fc.constantFrom('hero', 'other', null) })
      .map(({ name, source }) => on(name, source)),
    { maxLength: 12 },
  )

  it('E59 EG31 property: each distinct name counts once; repeats and order change nothing', () => {
    fc.assert(
      fc.property(instances, instances, fc.nat(), (attacker, target, seed) => {
        const mods = attackModifiers(situation(attacker, target))
        const attackerNames = conditionsInForce(attacker)
        const targetNames = conditionsInForce(target)
        const expectedDisadvantage = [...attackerNames].filter((n) => ATTACKER_DISADVANTAGE.has(n)).length
        const grabbedByHero = target.some((c) => c.name === 'grabbed' && c.source === 'hero') ? 1 : 0
        const expectedAdvantage = [...targetNames].filter((n) => TARGET_ADVANTAGE.has(n)).length + grabbedByHero
        expect(mods.disadvantage).toBe(expectedDisadvantage)
        expect(mods.advantage).toBe(expectedAdvantage)
        expect(mods.critThreshold).toBe(targetNames.has('vulnerable') ? 16 : 17)
        expect(mods.escalation).toBe(attackerNames.has('shaken') ? 0 : 3)
        // Every instance twice, in another order: the same answer.
        const shuffle = <T>(list: T[]) =>
          list
            .map((x, i) => ({ x, k: (i * 7919 + seed) % 101 }))
            .sort((a, b) => a.k - b.k)
            .map((e) => e.x)
        const again = attackModifiers(situation(shuffle([...attacker, ...attacker]), shuffle([...target, ...target])))
        expect([again.advantage, again.disadvantage, again.critThreshold, again.escalation]).toEqual([
          mods.advantage,
          mods.disadvantage,
          mods.critThreshold,
          mods.escalation,
        ])
      }),
      { numRuns: 500 },
    )
  })
})
