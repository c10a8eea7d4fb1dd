import { describe, expect, it } from 'vitest'
import { CHALLENGE_STEPS, challengeMachine, challengeView, COHORT_STEPS, whyRefused } from '@shared/systems/relics'
import { cliffInput, next, pc, play, refusal, startChallenge, stepOf, threat } from './challenge-fixtures'

describe("States are the rule text's steps (DESIGN)", () => {
  it('a Cohort turn and a Challenge turn of ten steps each, and the two ends', () => {
    const states = challengeMachine.root.states
    expect(Object.keys(states)).toEqual(['cohortTurn', 'challengeTurn', 'resolved', 'endedUnresolved'])
    expect(Object.keys(states.cohortTurn!.states)).toEqual([...COHORT_STEPS])
    expect(Object.keys(states.challengeTurn!.states)).toEqual([...CHALLENGE_STEPS])
  })
})

describe('Scenario: the Cliff (Minor 5) played to resolution', () => {
  it('round 1 Cohort turn: Huddle, Build the Pool, roll, Adjust the Results, resolve 3 dice, the Tides shift', () => {
    const actor = startChallenge(cliffInput())
    expect(stepOf(actor)).toBe('cohortTurn.huddle')
    play(
      actor,
      { type: 'cohort.chooseLeader', pcId: 'ana' },
      { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'grappling-hook' },
      { type: 'gm.activateChallengeTrait', traitId: 'loose-rock' },
    )
    expect(actor.getSnapshot().context).toMatchObject({ destiny: 2, doom: 1 })
    play(actor, next)
    expect(challengeView(actor.getSnapshot()).pool?.breakdown).toMatchObject({ total: 4, cap: 9, destinyRoom: 2 })
    play(actor, { type: 'cohort.spendDestiny', amount: 1 }, next, next)
    expect(stepOf(actor)).toBe('cohortTurn.rollRemainingDice')
    expect(challengeView(actor.getSnapshot()).pool?.diceToRoll).toBe(5)
    play(actor, { type: 'pool.rolled', values: [1, 5, 6, 6, 4] }, next)
    // The GM's Loose Rock takes the 5 down; the players answer with the Grappling Hook.
    play(
      actor,
      { type: 'gm.assignSimpleModifier', modifierId: 'gm/loose-rock', dieIndex: 1 },
      { type: 'pool.applySuggestion', side: 'beneficial' },
      next,
    )
    const final = actor.getSnapshot().context.current.finalResult!
    expect(final.results).toEqual([2, 4, 7, 6, 4])
    expect(final.net).toBe(3)
    play(actor, next)
    expect(stepOf(actor)).toBe('cohortTurn.resolveChallengeDice')
    expect(actor.getSnapshot().context.resolvedDice).toBe(3)
    play(actor, next)
    expect(actor.getSnapshot().context.current.tidesShift).toMatchObject({ destiny: 1, doom: 0, skipped: null })
    expect(actor.getSnapshot().context).toMatchObject({ destiny: 2, doom: 1 })
    play(actor, next, next, { type: 'gm.noteAction', text: 'Ana swings across on the hook.' }, next)
    expect(stepOf(actor)).toBe('challengeTurn.huddle')

    // Challenge turn: "three (3) of the five (5) dice in the pool will be A5", two free.
    play(
      actor,
      { type: 'gm.activateChallengeTrait', traitId: 'crumbling-ledge' },
      { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'taunt' },
      next,
      next,
    )
    const view = challengeView(actor.getSnapshot())
    expect(view.step?.name).toBe('Challenge Threat (Auto Results)')
    expect(view.pool?.dice?.map((d) => d.face)).toEqual([5, 5, 5, null, null])
    play(actor, next, { type: 'pool.rolled', values: [2, 6] }, next)
    expect(refusal(actor, { type: 'gm.assignSimpleModifier', modifierId: 'pc/ana/taunt', dieIndex: 4 })).toMatch(/placed by the players/)
    play(actor, { type: 'pool.applySuggestion', side: 'hindering' }, { type: 'pool.applySuggestion', side: 'beneficial' }, next)
    expect(actor.getSnapshot().context.current.finalResult!.net).toBe(4)
    play(actor, next)
    expect(stepOf(actor)).toBe('challengeTurn.applyStress')
    expect(refusal(actor, next)).toMatch(/Share the 4 Stress/)
    expect(refusal(actor, { type: 'stress.distribute', allocations: { ana: 2, bo: 1 }, agonyNames: {} })).toMatch(/adds up to 3, but 4/)
    play(actor, { type: 'stress.distribute', allocations: { ana: 2, bo: 2 }, agonyNames: {} }, next)
    expect(actor.getSnapshot().context.current.tidesShift).toMatchObject({ destiny: 0, doom: 0, skipped: 'challengeTurn' })
    play(actor, next, next, next)

    // Round 2: the leader stays, Destiny buys a sixth die, and the Challenge falls.
    expect(stepOf(actor)).toBe('cohortTurn.huddle')
    expect(actor.getSnapshot().context.round).toBe(2)
    expect(refusal(actor, { type: 'cohort.chooseLeader', pcId: 'bo' })).toMatch(/Ana leads this Challenge/)
    play(actor, next, { type: 'cohort.spendDestiny', amount: 2 }, next, next, { type: 'pool.rolled', values: [6, 6, 5, 3, 4, 2] }, next, next, next)
    expect(actor.getSnapshot().context.current.resolution).toMatchObject({ newlyResolved: 2, resolvedDice: 5, challengeResolved: true })
    // "The Challenge does not take a turn": tides, disaster and step 10 of this turn, then resolved.
    play(actor, next, next, next)
    expect(stepOf(actor)).toBe('cohortTurn.actionMovesForward')
    play(actor, next)
    expect(actor.getSnapshot().status).toBe('done')
    expect(stepOf(actor)).toBe('resolved')
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'resolved',
      endsScene: false,
      resolvedDice: 5,
      pools: { destiny: 0, doom: 1 },
      characters: [
        { id: 'ana', stress: 2, stressedOut: false, newAgony: [] },
        { id: 'bo', stress: 2 },
        { id: 'cy', stress: 0 },
      ],
    })
    expect(whyRefused(actor.getSnapshot(), next)).toMatch(/The Challenge is over \(resolved\)/)
  })
})

describe('Scenario: a Common 3 Challenge that Stresses everyone Out (ruling 11)', () => {
  it('a Cohort Disaster, then the Challenge turn Stresses Out both PCs and the Challenge ends unresolved', () => {
    const actor = startChallenge(
      cliffInput({
        challenge: { id: 'bridge', name: 'Rope Bridge', type: 'Scav', rating: 3, threat: threat('Common') },
        cohort: [
          pc('ana', { stress: 8 }),
          pc('bo', { primaryExpertise: 'Venger', stress: 8, infusedRelics: [{ id: 'r1', name: 'Moon Eye' }], agony: [] }),
        ],
        destiny: 0,
        doom: 0,
      }),
    )
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, next, next, next, { type: 'pool.rolled', values: [1, 1, 2] }, next, next)
    expect(actor.getSnapshot().context.current.finalResult).toMatchObject({ net: -2, disaster: true })
    play(actor, next, next)
    expect(actor.getSnapshot().context.current.tidesShift).toMatchObject({ destiny: 0, doom: 0, skipped: 'threatWithoutTides' })
    play(actor, next)
    expect(stepOf(actor)).toBe('cohortTurn.disaster')
    expect(refusal(actor, next)).toMatch(/names its temporary Hindering trait/)
    play(actor, { type: 'gm.createDisasterTrait', name: 'Rattled', modifier: { kind: 'simple', value: 1, dice: 1 } }, next, next)
    expect(actor.getSnapshot().context.disasterTraits).toMatchObject([{ name: 'Rattled', actingSide: 'cohort', round: 1 }])

    play(actor, next, next, next, { type: 'pool.rolled', values: [5, 6, 6] }, next, next, next)
    expect(stepOf(actor)).toBe('challengeTurn.applyStress')
    expect(refusal(actor, { type: 'stress.distribute', allocations: { ana: 2, bo: 1 }, agonyNames: { ana: 'Vertigo' } })).toMatch(
      /Bo reaches their maximum Stress/,
    )
    play(actor, { type: 'stress.distribute', allocations: { ana: 2, bo: 1 }, agonyNames: { ana: 'Vertigo', bo: 'Fear of heights' } })
    expect(actor.getSnapshot().context.cohort.map((p) => [p.stress, p.stressedOut, p.agony.map((a) => a.name)])).toEqual([
      [10, true, ['Vertigo']],
      [9, true, ['Fear of heights']],
    ])
    play(actor, next)
    expect(stepOf(actor)).toBe('endedUnresolved')
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'endedUnresolved',
      endReason: 'everyoneStressedOut',
      endsScene: true,
      characters: [
        { id: 'ana', newAgony: [{ name: 'Vertigo' }] },
        { id: 'bo', newAgony: [{ name: 'Fear of heights' }] },
      ],
      disasterTraits: [{ name: 'Rattled' }],
    })
  })
})
