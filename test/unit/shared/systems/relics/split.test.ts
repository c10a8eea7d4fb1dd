import { describe, expect, it } from 'vitest'
import { challengeView, describeChallengeEvent, splitChallenge, whySplitRefused } from '@shared/systems/relics'
import { cliffInput, nextSteps, play, refusal, startChallenge, stepOf, toChallengeHuddle, toRoll } from './challenge-fixtures'

describe('RG2 rules: splitting a Challenge', () => {
  it('RG2: the rating and the resolved dice are shared between the part and what stays, none lost', () => {
    expect(splitChallenge(5, 3, { name: ' The flank ', rating: 2, resolvedDice: 1 })).toEqual({
      kept: { rating: 3, resolvedDice: 2 },
      part: { name: 'The flank', rating: 2, resolvedDice: 1 },
    })
  })

  it('RG2: each side rates at least 1, takes no more resolved dice than there are, and neither is resolved already', () => {
    const why = (rating: number, resolved: number, part: { name?: string; rating: number; resolvedDice: number }) =>
      whySplitRefused(rating, resolved, { name: 'Part', ...part })
    expect(why(5, 0, { name: '  ', rating: 2, resolvedDice: 0 })).toBe('Name the part split off')
    expect(why(5, 0, { name: 'Two\nlines', rating: 2, resolvedDice: 0 })).toBe('The name of the part split off is one line')
    expect(why(1, 0, { rating: 1, resolvedDice: 0 })).toMatch(/rating 1 cannot split/)
    expect(why(5, 0, { rating: 5, resolvedDice: 0 })).toBe('The part split off rates 1 to 4: the Challenge rates 5 and keeps at least 1')
    expect(why(5, 0, { rating: 1.5, resolvedDice: 0 })).toMatch(/rates 1 to 4/)
    expect(why(5, 1, { rating: 2, resolvedDice: 2 })).toBe('The part split off takes 0 to 1 of the 1 die resolved so far')
    expect(why(5, 3, { rating: 2, resolvedDice: 2 })).toMatch(/part split off would be resolved already/)
    expect(why(5, 4, { rating: 2, resolvedDice: 1 })).toBe(
      'What stays would be resolved already (3 of 3): send more resolved dice with the part split off',
    )
    expect(why(5, 3, { rating: 2, resolvedDice: 1 })).toBeNull()
  })
})

describe('RG2 in the Challenge machine', () => {
  it("Challenge step 3, RG2: split in the Challenge's Huddle, its pool is the rating that stays, its resolved dice still A5", () => {
    const actor = startChallenge(cliffInput())
    toChallengeHuddle(actor)
    play(actor, { type: 'gm.splitChallenge', name: 'The overhang', rating: 2, resolvedDice: 1 })
    const { context } = actor.getSnapshot()
    expect(context.challenge.rating).toBe(3)
    expect(context.resolvedDice).toBe(2)
    expect(context.splitOff).toEqual([{ name: 'The overhang', rating: 2, resolvedDice: 1, round: 1, turn: 'challenge' }])
    expect(challengeView(actor.getSnapshot()).split.splitOff).toHaveLength(1)
    toRoll(actor)
    expect(challengeView(actor.getSnapshot()).pool?.dice?.map((d) => d.face)).toEqual([5, 5, null])
  })

  it('Cohort step 7, RG2: what stays is resolved when its own rating is', () => {
    const actor = startChallenge(cliffInput())
    play(actor, { type: 'gm.splitChallenge', name: 'The overhang', rating: 3, resolvedDice: 0 })
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, ...nextSteps(3), { type: 'pool.rolled', values: [6, 6, 4, 4] }, ...nextSteps(3))
    expect(actor.getSnapshot().context.current.resolution).toMatchObject({ resolvedDice: 2, rating: 2, challengeResolved: true })
    play(actor, ...nextSteps(4))
    expect(stepOf(actor)).toBe('resolved')
  })

  it('RG2: a split belongs to a Huddle, and the log tells both sides', () => {
    const actor = startChallenge(cliffInput())
    const split = { type: 'gm.splitChallenge', name: 'The overhang', rating: 2, resolvedDice: 0 } as const
    expect(describeChallengeEvent(split, actor.getSnapshot().context)).toBe(
      '“The overhang” splits off (rating 2, 0 resolved); “The Cliff” keeps rating 3 with 0 resolved.',
    )
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, ...nextSteps(1))
    expect(refusal(actor, split)).toMatch(/Split the Challenge belongs to Set the Action \(The Huddle\)/)
  })
})
