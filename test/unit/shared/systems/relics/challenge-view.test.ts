import { describe, expect, it } from 'vitest'
import { challengeView } from '@shared/systems/relics'
import { cliffInput, next, play, startChallenge } from './challenge-fixtures'

describe("challengeView: the GM console's projection", () => {
  it("names the step as the text does, with a reminder, the turn's ten steps, pools and the Cohort", () => {
    const actor = startChallenge(cliffInput())
    const view = challengeView(actor.getSnapshot())
    expect(view).toMatchObject({
      status: 'running',
      round: 1,
      turn: 'cohort',
      step: { id: 'cohortTurn.huddle', key: 'huddle', number: 1, name: 'Set the Action (The Huddle)' },
      pools: { destiny: 3, doom: 2 },
      leader: null,
      resolved: { dice: 0, rating: 5 },
    })
    expect(view.step?.reminder.length).toBeGreaterThan(20)
    expect(view.steps.map((s) => s.name)).toEqual([
      'Set the Action (The Huddle)',
      'Add Dice Modifiers (Build the Pool)',
      'Auto Result Modifiers (Auto Results)',
      'Roll Remaining Dice',
      'Simple Modifiers (Adjust the Results)',
      'Final Result',
      'Resolve Challenge Dice',
      'The Tides Shift',
      'Disaster',
      'The Action Moves Forward',
    ])
    expect(view.cohort[0]).toMatchObject({
      id: 'ana',
      stress: 0,
      maxStress: 10,
      traits: [{ id: 'grappling-hook', modifier: '+1 / 2d', active: false }, { id: 'taunt' }],
    })
    expect(JSON.parse(JSON.stringify(view))).toEqual(view)
  })

  it("lists the actions of the step, allowed or disabled with the guard's reason", () => {
    const actor = startChallenge(cliffInput())
    const actions = challengeView(actor.getSnapshot()).actions
    expect(actions.find((a) => a.type === 'step.next')).toMatchObject({ allowed: false, reason: 'Choose a leader first' })
    expect(actions.find((a) => a.type === 'cohort.activateTrait' && 'traitId' in a.event && a.event.traitId === 'taunt')).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/acts on the Challenge's pool/),
    })
    expect(actions.find((a) => a.label === 'Ana leads')).toMatchObject({ allowed: true, reason: null })
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' })
    expect(challengeView(actor.getSnapshot()).actions.find((a) => a.type === 'step.next')).toMatchObject({ allowed: true })
  })

  it("shows the pool's sources and cap, then every die with its history and the final result", () => {
    const actor = startChallenge(cliffInput())
    play(
      actor,
      { type: 'cohort.chooseLeader', pcId: 'ana' },
      { type: 'cohort.activateTrait', pcId: 'bo', traitId: 'lucky-charm' },
      { type: 'gm.activateChallengeTrait', traitId: 'loose-rock' },
      next,
    )
    const building = challengeView(actor.getSnapshot()).pool!
    expect(building.breakdown.sources.map((s) => [s.label, s.dice, s.runningTotal])).toEqual([
      ['Ana leads (Primary Expertise Scav)', 3, 3],
      ['Bo assists (Scav Expertise)', 1, 4],
      ['Cy assists', 0, 4],
    ])
    expect(building.dice).toBeNull()
    play(actor, next, next)
    expect(challengeView(actor.getSnapshot()).pool!.diceToRoll).toBe(3)
    play(actor, { type: 'pool.rolled', values: [6, 2, 5] }, next)
    const adjusting = challengeView(actor.getSnapshot())
    expect(adjusting.pool!.simpleModifiers).toMatchObject([{ id: 'gm/loose-rock', placedBy: 'gm', legalDice: [0, 1, 2, 3], placedOn: [] }])
    play(actor, { type: 'gm.assignSimpleModifier', modifierId: 'gm/loose-rock', dieIndex: 3 }, next)
    const view = challengeView(actor.getSnapshot())
    expect(
      view.pool!.dice!.map((d) => [
        d.source,
        d.autoResults.map((a) => a.value),
        d.rolled,
        d.face,
        d.simpleModifiers.map((m) => m.amount),
        d.final,
        d.outcome,
      ]),
    ).toEqual([
      ['Ana leads (Primary Expertise Scav)', [6], null, 6, [], 6, 'success'],
      ['Ana leads (Primary Expertise Scav)', [], 6, 6, [], 6, 'success'],
      ['Ana leads (Primary Expertise Scav)', [], 2, 2, [], 2, 'nothing'],
      ['Bo assists (Scav Expertise)', [], 5, 5, [-1], 4, 'nothing'],
    ])
    expect(view.finalResult).toMatchObject({ net: 2, results: [6, 6, 2, 4] })
    expect(view.step?.name).toBe('Final Result')
  })

  it('summarises the turn: resolution, tides, and on the Challenge turn the Stress to share', () => {
    const actor = startChallenge(cliffInput())
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, next, next, next, { type: 'pool.rolled', values: [6, 6, 1, 5] }, next, next, next, next)
    const view = challengeView(actor.getSnapshot())
    expect(view.summary.resolution).toMatchObject({ newlyResolved: 2, resolvedDice: 2 })
    expect(view.summary.tides).toMatchObject({ destiny: 0, doom: 1 })
    expect(view.pools).toEqual({ destiny: 3, doom: 3 })
    play(actor, next, next, next, next, next, next, { type: 'pool.rolled', values: [6, 6, 6] }, next, next, next)
    const challengeTurn = challengeView(actor.getSnapshot())
    expect(challengeTurn.step?.name).toBe('Apply Stress')
    expect(challengeTurn.summary.stressToApply).toBe(5)
    expect(challengeTurn.history).toHaveLength(1)
  })
})
