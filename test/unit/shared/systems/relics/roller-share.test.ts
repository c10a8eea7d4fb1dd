import { describe, expect, it } from 'vitest'
import { challengeView, describeChallengeEvent, whyRollerRefused, type ChallengeEvent } from '@shared/systems/relics'
import { cliffInput, nextSteps, play, refusal, startChallenge, stepOf, toChallengeHuddle, toRoll } from './challenge-fixtures'

const ana = { id: 'ana', name: 'Ana', outOfGame: false }
const bo = { id: 'bo', name: 'Bo', outOfGame: false }

describe('RG4: who rolls the Cohort pool', () => {
  it('Cohort step 4, RG4: by consensus any player may roll; without it, only the leader’s player', () => {
    expect(whyRollerRefused(bo, 'bo', true, ana)).toBeNull()
    expect(whyRollerRefused(bo, 'bo', false, ana)).toBe("Without consensus the leader rolls: Ana's player, not Bo's")
    expect(whyRollerRefused(ana, 'ana', false, ana)).toBeNull()
    expect(whyRollerRefused(undefined, 'zed', true, ana)).toBe('There is no PC "zed" in the Cohort')
    expect(whyRollerRefused({ ...bo, outOfGame: true }, 'bo', true, ana)).toBe('Bo is out of the game')
  })

  it('Cohort step 4, RG4: the players say who rolls; the turn, its record and the roll’s log line keep it', () => {
    const actor = startChallenge(cliffInput())
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' })
    toRoll(actor)
    expect(refusal(actor, { type: 'cohort.chooseRoller', pcId: 'bo', consensus: false })).toBe(
      "Without consensus the leader rolls: Ana's player, not Bo's",
    )
    play(actor, { type: 'cohort.chooseRoller', pcId: 'bo', consensus: true })
    expect(challengeView(actor.getSnapshot()).roller).toEqual({ pcId: 'bo', name: 'Bo', consensus: true })
    const roll: ChallengeEvent = { type: 'pool.rolled', values: [6, 6, 6, 4] }
    expect(describeChallengeEvent(roll, actor.getSnapshot().context)).toBe("Rolled 6, 6, 6, 4 (by Bo's player).")
    play(actor, roll, ...nextSteps(7))
    expect(actor.getSnapshot().context.history.at(-1)).toMatchObject({ turn: 'cohort', roller: { pcId: 'bo', consensus: true } })
    expect(describeChallengeEvent({ type: 'cohort.chooseRoller', pcId: 'ana', consensus: false }, actor.getSnapshot().context)).toBe(
      "No consensus: Ana's player, the leader's, rolls the Cohort's pool.",
    )
  })

  it('Challenge step 4, RG4: the GM rolls the Challenge’s pool; nobody is said to roll it', () => {
    const actor = startChallenge(cliffInput())
    toChallengeHuddle(actor)
    toRoll(actor)
    expect(refusal(actor, { type: 'cohort.chooseRoller', pcId: 'ana', consensus: true })).toMatch(
      /Say who rolls belongs to Roll Remaining Dice \(Cohort turn\)/,
    )
    expect(stepOf(actor)).toBe('challengeTurn.rollRemainingDice')
  })
})

describe('RG5: who shares the Stress', () => {
  function toApplyStress() {
    const actor = startChallenge(cliffInput())
    toChallengeHuddle(actor)
    toRoll(actor)
    play(actor, { type: 'pool.rolled', values: [6, 6] }, ...nextSteps(3))
    expect(stepOf(actor)).toBe('challengeTurn.applyStress')
    return actor
  }

  it('Challenge step 7, RG5: the share records that the leader decided, and the log says so', () => {
    const actor = toApplyStress()
    const share = { type: 'stress.distribute', allocations: { ana: 2, bo: 2, cy: 1 }, agonyNames: {}, decidedBy: 'leader' } as const
    expect(describeChallengeEvent(share, actor.getSnapshot().context)).toBe(
      'Stress applied: Ana 2, Bo 2, Cy 1. No consensus: Ana, the leader, decided the share.',
    )
    play(actor, share)
    expect(actor.getSnapshot().context.current.stress?.decidedBy).toBe('leader')
  })

  it('Challenge step 7, RG5: a share agreed by consensus says so; one that says neither reads as before', () => {
    const actor = toApplyStress()
    const share = { type: 'stress.distribute', allocations: { ana: 2, bo: 2, cy: 1 }, agonyNames: {} } as const
    expect(describeChallengeEvent(share, actor.getSnapshot().context)).toBe('Stress applied: Ana 2, Bo 2, Cy 1.')
    expect(describeChallengeEvent({ ...share, decidedBy: 'consensus' }, actor.getSnapshot().context)).toBe(
      'Stress applied: Ana 2, Bo 2, Cy 1. The Cohort agreed on the share.',
    )
    play(actor, share)
    expect(actor.getSnapshot().context.current.stress).not.toHaveProperty('decidedBy')
  })
})
