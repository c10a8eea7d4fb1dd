import { describe, expect, it } from 'vitest'
import { challengeView } from '@shared/systems/relics'
import { cliffInput, gmTrait, next, nextSteps, pc, play, refusal, startChallenge, stepOf, trait } from './challenge-fixtures'

/**
 * A Cliff Challenge played to the Cohort's Adjust the Results with the given roll. Ana
 * leads (+3), Bo assists (+1); Destiny buys the dice beyond those four.
 */
function atCohortAdjust(values: number[], huddle: Parameters<typeof play>[1][] = []) {
  const actor = startChallenge(cliffInput())
  play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, ...huddle, next)
  if (values.length > 4) play(actor, { type: 'cohort.spendDestiny', amount: values.length - 4 })
  play(actor, next, next, { type: 'pool.rolled', values }, next)
  return actor
}

/** From the Cohort's roll to the Challenge's Huddle, on a roll without a Disaster. */
const toChallengeHuddle = nextSteps(7)

describe('Cohort step 1, The Huddle: guards', () => {
  it('"A Stressed Out PC may not be chosen as leader"; no leader, no next step', () => {
    const actor = startChallenge(cliffInput({ cohort: [pc('ana', { stress: 10, stressedOut: true }), pc('bo')] }))
    expect(refusal(actor, { type: 'cohort.chooseLeader', pcId: 'ana' })).toMatch(/Ana is Stressed Out and may not lead/)
    expect(refusal(actor, next)).toBe('Choose a leader first')
    expect(refusal(actor, { type: 'cohort.chooseLeader', pcId: 'zed' })).toMatch(/no PC "zed"/)
  })

  it('a Stressed Out PC contributes nothing else: no traits, no Agony, only their -1d6', () => {
    const actor = startChallenge(
      cliffInput({
        cohort: [
          pc('ana'),
          pc('bo', {
            stress: 10,
            stressedOut: true,
            traits: [trait('knife', 'beneficial', 'own', { kind: 'addDice', dice: 1 })],
            agony: [{ id: 'ag', name: 'Dread', description: '', modifier: null }],
          }),
        ],
      }),
    )
    expect(refusal(actor, { type: 'cohort.activateTrait', pcId: 'bo', traitId: 'knife' })).toMatch(/Bo is Stressed Out/)
    expect(refusal(actor, { type: 'gm.activateAgony', pcId: 'bo', agonyId: 'ag' })).toMatch(/Bo is Stressed Out/)
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, next)
    expect(challengeView(actor.getSnapshot()).pool?.breakdown.sources.map((s) => [s.kind, s.dice])).toEqual([
      ['leader', 3],
      ['stressedOut', -1],
    ])
  })

  it('trait costs are paid in the Huddle, refused when the pool cannot pay, and given back on deactivation', () => {
    const actor = startChallenge(cliffInput({ destiny: 0, doom: 0 }))
    expect(refusal(actor, { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'grappling-hook' })).toMatch(
      /needs 1 Destiny and the Destiny pool holds 0/,
    )
    expect(refusal(actor, { type: 'gm.activateChallengeTrait', traitId: 'loose-rock' })).toMatch(/needs 1 Doom/)
    const rich = startChallenge(cliffInput())
    play(rich, { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'grappling-hook' })
    expect(refusal(rich, { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'grappling-hook' })).toMatch(/already active/)
    play(rich, { type: 'cohort.deactivateTrait', pcId: 'ana', traitId: 'grappling-hook' })
    expect(rich.getSnapshot().context.destiny).toBe(3)
  })

  it('traits must land in the pool being rolled: Cohort traits aimed at the Challenge wait for its turn', () => {
    const actor = startChallenge(cliffInput())
    expect(refusal(actor, { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'taunt' })).toMatch(
      /acts on the Challenge's pool, and this turn rolls the Cohort's pool/,
    )
    expect(refusal(actor, { type: 'gm.activateChallengeTrait', traitId: 'crumbling-ledge' })).toMatch(/acts on the Challenge's pool/)
  })

  it('"Add Dice modifiers" never change a Challenge pool (ruling 3)', () => {
    const input = cliffInput()
    input.cohort[0]!.traits.push(trait('smoke', 'hindering', 'opposing', { kind: 'addDice', dice: 1 }))
    input.gmTraits.push(gmTrait('reinforcements', 'beneficial', 'own', { kind: 'addDice', dice: 2 }))
    const actor = startChallenge(input)
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, ...nextSteps(3), { type: 'pool.rolled', values: [3, 3, 3, 3] }, ...toChallengeHuddle)
    expect(stepOf(actor)).toBe('challengeTurn.huddle')
    expect(refusal(actor, { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'smoke' })).toMatch(/always its rating/)
    expect(refusal(actor, { type: 'gm.activateChallengeTrait', traitId: 'reinforcements' })).toMatch(/always its rating/)
    expect(refusal(actor, { type: 'cohort.chooseLeader', pcId: 'bo' })).toMatch(/belongs to Set the Action \(The Huddle\) \(Cohort turn\)/)
  })

  it('"A3, A7, and A8 only ever apply to Challenge pools": refused on the Cohort\'s pool', () => {
    const input = cliffInput()
    input.cohort[0]!.traits.push(trait('star-map', 'beneficial', 'own', { kind: 'autoResult', value: 7, dice: 1 }))
    const actor = startChallenge(input)
    expect(refusal(actor, { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'star-map' })).toBe('A7 only ever applies to Challenge pools')
  })

  it('an unknown event is refused in words, not by a crash', () => {
    const actor = startChallenge(cliffInput())
    expect(refusal(actor, { type: 'gm.nonsense' } as never)).toMatch(/no event "gm.nonsense"/)
  })

  it("ending a Challenge when every PC is already Stressed Out is ruling 11's end: the Scene ends too", () => {
    const actor = startChallenge(cliffInput({ cohort: [pc('ana', { stress: 10, stressedOut: true })] }))
    expect(refusal(actor, next)).toMatch(/Every PC is Stressed Out/)
    play(actor, { type: 'gm.endChallenge' })
    expect(actor.getSnapshot().output).toMatchObject({ endReason: 'everyoneStressedOut', endsScene: true })
  })

  it('an event out of its step says where it belongs', () => {
    const actor = startChallenge(cliffInput())
    expect(refusal(actor, { type: 'cohort.spendDestiny', amount: 1 })).toBe(
      'Spend Destiny for dice belongs to Add Dice Modifiers (Build the Pool) (Cohort turn); this is Set the Action (The Huddle) (Cohort turn)',
    )
  })

  it('the GM overrides a contribution in the Huddle (ruling 5)', () => {
    const actor = startChallenge(cliffInput())
    expect(refusal(actor, { type: 'gm.overrideContribution', pcId: 'cy', dice: -1 })).toMatch(/whole number from 0 to 30/)
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, { type: 'gm.overrideContribution', pcId: 'cy', dice: 2 }, next)
    expect(challengeView(actor.getSnapshot()).pool?.breakdown.total).toBe(6)
  })
})

describe('Cohort step 2, Build the Pool: Destiny (ruling 3)', () => {
  it('Destiny is refused past the Destiny pool and past the cap of 3 x PCs', () => {
    const actor = startChallenge(cliffInput({ destiny: 9 }))
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, next)
    expect(refusal(actor, { type: 'cohort.spendDestiny', amount: 6 })).toMatch(/cap of 9 dice \(3 per PC\): at most 5 more Destiny/)
    const poor = startChallenge(cliffInput({ destiny: 1 }))
    play(poor, { type: 'cohort.chooseLeader', pcId: 'ana' }, next)
    expect(refusal(poor, { type: 'cohort.spendDestiny', amount: 2 })).toMatch(/holds only 1/)
    play(poor, { type: 'cohort.spendDestiny', amount: 1 })
    expect(refusal(poor, { type: 'cohort.returnDestiny', amount: 2 })).toMatch(/Only 1 Destiny/)
    play(poor, { type: 'cohort.returnDestiny', amount: 1 })
    expect(poor.getSnapshot().context.destiny).toBe(1)
  })
})

describe('Steps 4 and 5: the roll and the Simple modifiers', () => {
  it('the roll must match the dice without an auto result, and comes before the next step', () => {
    const actor = startChallenge(cliffInput())
    play(actor, { type: 'cohort.activateTrait', pcId: 'bo', traitId: 'lucky-charm' }, { type: 'cohort.chooseLeader', pcId: 'ana' }, next, next, next)
    expect(challengeView(actor.getSnapshot()).pool?.dice?.[0]).toMatchObject({ face: 6, autoResults: [{ value: 6 }] })
    expect(refusal(actor, next)).toMatch(/Roll the 3 dice/)
    expect(refusal(actor, { type: 'pool.rolled', values: [1, 2, 3, 4] })).toMatch(/must have 3 dice/)
    play(actor, { type: 'pool.rolled', values: [1, 2, 3] })
    expect(refusal(actor, { type: 'pool.rolled', values: [1, 2, 3] })).toMatch(/already rolled/)
  })

  it('refuses stacking, Beneficial before Hindering, and the next step with modifiers unplaced', () => {
    const actor = atCohortAdjust(
      [1, 3, 3, 4, 5],
      [
        { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'grappling-hook' },
        { type: 'gm.activateChallengeTrait', traitId: 'loose-rock' },
      ],
    )
    expect(refusal(actor, next)).toMatch(/1 Hindering and 2 Beneficial still to place/)
    expect(refusal(actor, { type: 'cohort.assignSimpleModifier', modifierId: 'pc/ana/grappling-hook', dieIndex: 0 })).toMatch(
      /Hindering modifiers are placed before/,
    )
    expect(refusal(actor, { type: 'cohort.assignSimpleModifier', modifierId: 'gm/loose-rock', dieIndex: 0 })).toMatch(/placed by the GM/)
    play(actor, { type: 'gm.assignSimpleModifier', modifierId: 'gm/loose-rock', dieIndex: 3 })
    play(actor, { type: 'cohort.assignSimpleModifier', modifierId: 'pc/ana/grappling-hook', dieIndex: 0 })
    expect(refusal(actor, { type: 'cohort.assignSimpleModifier', modifierId: 'pc/ana/grappling-hook', dieIndex: 0 })).toMatch(/separate die/)
    expect(refusal(actor, { type: 'pool.unassignSimpleModifier', modifierId: 'gm/loose-rock', dieIndex: 3 })).toMatch(
      /Take the Beneficial modifiers off first/,
    )
    play(actor, { type: 'cohort.assignSimpleModifier', modifierId: 'pc/ana/grappling-hook', dieIndex: 3 }, next)
    expect(actor.getSnapshot().context.current.finalResult?.results).toEqual([2, 3, 3, 4, 5])
  })
})

describe("A leader Stressed Out is replaced on the Cohort's next turn (ruling 10)", () => {
  it('the leader seat opens, and step.next waits for a new leader', () => {
    const actor = startChallenge(cliffInput({ cohort: [pc('ana', { stress: 9 }), pc('bo')] }))
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, ...nextSteps(3), { type: 'pool.rolled', values: [3, 3, 3, 3] }, ...toChallengeHuddle)
    play(actor, ...nextSteps(3), { type: 'pool.rolled', values: [5, 2, 2, 2, 2] }, next, next, next)
    play(actor, { type: 'stress.distribute', allocations: { ana: 1 }, agonyNames: { ana: 'Cracked ribs' } }, ...nextSteps(4))
    expect(stepOf(actor)).toBe('cohortTurn.huddle')
    expect(actor.getSnapshot().context.leaderId).toBeNull()
    expect(refusal(actor, next)).toBe('Choose a leader first')
    expect(refusal(actor, { type: 'cohort.chooseLeader', pcId: 'ana' })).toMatch(/Stressed Out and may not lead/)
    play(actor, { type: 'cohort.chooseLeader', pcId: 'bo' }, next)
    expect(challengeView(actor.getSnapshot()).pool?.breakdown.sources.map((s) => [s.label, s.dice])).toEqual([
      ['Bo leads (Primary Expertise Scav)', 3],
      ['Ana is Stressed Out', -1],
    ])
  })
})

describe('Step 9, Disaster traits weigh on later turns of their side', () => {
  it("the Cohort's Disaster trait is a Hindering Simple modifier the GM places next Cohort turn", () => {
    const actor = startChallenge(cliffInput())
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, ...nextSteps(3), { type: 'pool.rolled', values: [1, 1, 3, 3] }, ...nextSteps(5))
    expect(refusal(actor, { type: 'gm.createDisasterTrait', name: ' ', modifier: { kind: 'simple', value: 1, dice: 1 } })).toMatch(
      /Name the Disaster/,
    )
    play(actor, { type: 'gm.createDisasterTrait', name: 'Twisted ankle', modifier: { kind: 'simple', value: 1, dice: 1 } })
    expect(refusal(actor, { type: 'gm.createDisasterTrait', name: 'Again', modifier: { kind: 'simple', value: 1, dice: 1 } })).toMatch(
      /already created/,
    )
    play(actor, next, next, ...nextSteps(3), { type: 'pool.rolled', values: [2, 2, 2, 2, 2] }, ...nextSteps(7))
    expect(stepOf(actor)).toBe('cohortTurn.huddle')
    play(actor, ...nextSteps(3), { type: 'pool.rolled', values: [4, 4, 4, 4] }, next)
    const modifiers = challengeView(actor.getSnapshot()).pool?.simpleModifiers
    expect(modifiers).toMatchObject([{ label: 'Twisted ankle (Disaster) -1 / 1d', side: 'hindering', placedBy: 'gm' }])
  })
})
