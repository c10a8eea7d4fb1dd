import { describe, expect, it } from 'vitest'
import { oddsSpecOf, oddsView, type ChallengeInput } from '@shared/systems/relics'
import { poolOdds } from '@shared/systems/relics/odds'
import { cliffInput, gmTrait, next, nextSteps, pc, play, startChallenge, trait, type ChallengeActor } from './challenge-fixtures'

const spec = (actor: ChallengeActor) => {
  const snapshot = actor.getSnapshot()
  const turn = 'cohortTurn' in (snapshot.value as object) ? 'cohort' : 'challenge'
  return oddsSpecOf(snapshot.context, turn)
}
const view = (actor: ChallengeActor) => oddsView(actor.getSnapshot())
const ana = { type: 'cohort.chooseLeader', pcId: 'ana' } as const

describe('oddsSpecOf: the pool the odds are for, as the rules build it', () => {
  it('in the Huddle, counts every PC as assisting until a leader is chosen, then gives the leader the expertise dice', () => {
    const actor = startChallenge(cliffInput())
    // Ana (Primary Scav) assists +1, Bo (Secondary Scav) +1, Cy +0.
    expect(spec(actor)).toMatchObject({ freeDice: 2, autoResults: [], simple: [] })
    expect(view(actor)).toMatchObject({ leaderChosen: false, poolFormed: false })
    play(actor, ana)
    expect(spec(actor)).toMatchObject({ freeDice: 4, autoResults: [], simple: [] })
    expect(spec(actor).context).toEqual({ turn: 'cohort', pcCount: 3, tides: true, resolvedDice: 0, rating: 5 })
  })

  it('follows each trait toggled in the Huddle: auto results, Simple modifiers of both sides, Hindering Add Dice', () => {
    const actor = startChallenge(cliffInput())
    play(actor, ana, { type: 'cohort.activateTrait', pcId: 'bo', traitId: 'lucky-charm' })
    expect(spec(actor)).toMatchObject({ freeDice: 3, autoResults: [6] })
    play(
      actor,
      { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'grappling-hook' },
      { type: 'gm.activateChallengeTrait', traitId: 'loose-rock' },
    )
    expect(spec(actor).simple).toEqual([
      { value: 1, dice: 2, side: 'beneficial' },
      { value: 1, dice: 1, side: 'hindering' },
    ])
    play(actor, { type: 'gm.activateChallengeTrait', traitId: 'rockfall' })
    expect(spec(actor)).toMatchObject({ freeDice: 2, autoResults: [6] })
    play(
      actor,
      { type: 'gm.deactivateChallengeTrait', traitId: 'rockfall' },
      { type: 'cohort.deactivateTrait', pcId: 'ana', traitId: 'grappling-hook' },
    )
    expect(spec(actor)).toMatchObject({ freeDice: 3, autoResults: [6], simple: [{ value: 1, dice: 1, side: 'hindering' }] })
  })

  it('adds a die per Destiny spent in Build the Pool, and the formed pool of steps 3 and 4 is the one the odds showed', () => {
    const actor = startChallenge(cliffInput())
    play(actor, ana, { type: 'cohort.activateTrait', pcId: 'bo', traitId: 'lucky-charm' }, next, { type: 'cohort.spendDestiny', amount: 2 })
    const built = spec(actor)
    expect(built).toMatchObject({ freeDice: 5, autoResults: [6] })
    play(actor, next)
    expect(view(actor)).toMatchObject({ poolFormed: true, rolled: false })
    expect(spec(actor)).toEqual(built)
    play(actor, next, { type: 'pool.rolled', values: [1, 2, 3, 4, 5] })
    expect(view(actor)).toMatchObject({ rolled: true })
    expect(spec(actor)).toEqual(built)
  })

  it("on the Challenge turn, rolls the rating with each resolved die as the threat's auto result", () => {
    const actor = startChallenge(cliffInput())
    play(actor, ana, next, next, next, { type: 'pool.rolled', values: [6, 6, 1, 5] }, ...nextSteps(7))
    expect(view(actor)?.turn).toBe('challenge')
    // Minor 5 with 2 resolved: 3 free dice and two A5, plus the Challenge's own Crumbling Ledge.
    play(actor, { type: 'gm.activateChallengeTrait', traitId: 'crumbling-ledge' })
    expect(spec(actor)).toMatchObject({ freeDice: 3, autoResults: [5, 5], simple: [{ value: 1, dice: 1, side: 'beneficial' }] })
    expect(view(actor)?.odds?.stressDistribution).not.toBeNull()
    expect(view(actor)?.odds?.pResolvedThisRound).toBeNull()
  })
})

describe('oddsView: the figures the GM sees before rolling', () => {
  it("are the engine's exact odds of the spec, at steps 1 to 4 and not after", () => {
    const actor = startChallenge(cliffInput())
    play(actor, ana)
    expect(view(actor)?.odds).toEqual(poolOdds(spec(actor)))
    expect(view(actor)?.withheld).toBeNull()
    play(actor, next, next, next)
    expect(view(actor)).not.toBeNull()
    play(actor, { type: 'pool.rolled', values: [6, 2, 5, 1] }, next)
    expect(actor.getSnapshot().value).toEqual({ cohortTurn: 'adjustResults' })
    expect(view(actor)).toBeNull()
  })

  it('are memoised by spec: a view recomputed without a change to the pool reuses the figures', () => {
    const actor = startChallenge(cliffInput())
    play(actor, ana)
    const first = view(actor)!.odds
    play(actor, { type: 'gm.activateChallengeTrait', traitId: 'loose-rock' }, { type: 'gm.deactivateChallengeTrait', traitId: 'loose-rock' })
    expect(view(actor)!.odds).toBe(first)
  })

  it('says plainly why a pool with too many Simple modifier dice to count in time has no figures', () => {
    const input: ChallengeInput = cliffInput({
      cohort: [
        pc('ana', {
          traits: [
            trait('sure-grip', 'beneficial', 'own', { kind: 'simple', value: 1, dice: 3 }),
            trait('rope', 'beneficial', 'own', { kind: 'simple', value: 2, dice: 3 }),
          ],
        }),
        pc('bo'),
        pc('cy'),
      ],
      gmTraits: [
        gmTrait('wind', 'hindering', 'opposing', { kind: 'simple', value: 1, dice: 3 }),
        gmTrait('ice', 'hindering', 'opposing', { kind: 'simple', value: 2, dice: 3 }),
      ],
    })
    const actor = startChallenge(input)
    play(
      actor,
      ana,
      { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'sure-grip' },
      { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'rope' },
      { type: 'gm.activateChallengeTrait', traitId: 'wind' },
      { type: 'gm.activateChallengeTrait', traitId: 'ice' },
    )
    expect(view(actor)).toMatchObject({ odds: null, pool: { dice: 5, freeDice: 5 } })
    expect(view(actor)?.withheld).toMatch(/^Exact odds are not shown: 12 Simple modifier dice on a pool of 5 dice/)
  })
})
