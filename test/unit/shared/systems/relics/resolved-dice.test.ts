import { describe, expect, it } from 'vitest'
import type { ResolvedDiceEffect } from '@shared/campaign'
import { challengeView, describeChallengeEvent, diceConverted, diceUnresolved, whyResolvedDiceRefused } from '@shared/systems/relics'
import { cliffInput, gmTrait, next, nextSteps, play, refusal, startChallenge, stepOf, toChallengeHuddle, toRoll, trait } from './challenge-fixtures'

const unresolve = (dice: number): ResolvedDiceEffect => ({ kind: 'unresolve', dice })
const free = (dice: number): ResolvedDiceEffect => ({ kind: 'free', dice })

/** The Cliff with two more Challenge traits: Regrowth unresolves 2 dice, Shifting Ground frees 2. */
function cliffWithHolds() {
  const input = cliffInput()
  input.gmTraits.push(
    { ...gmTrait('regrowth', 'beneficial', 'own', null), resolvedDice: unresolve(2) },
    { ...gmTrait('shifting-ground', 'beneficial', 'own', null), resolvedDice: free(2) },
  )
  input.cohort[0]!.traits.push({ ...trait('undo-work', 'beneficial', 'own', null), resolvedDice: unresolve(1) })
  return startChallenge(input)
}

describe('RG1 rules: a Challenge trait that unresolves or frees resolved dice', () => {
  const at = { gmTrait: true, resolvedDice: 3, challengeResolved: false, hasModifier: false, freesInto: 'thisPool' as const }

  it('Cohort step 7, RG1: unresolving takes back up to N, never more than are resolved', () => {
    expect(diceUnresolved(3, unresolve(2))).toBe(2)
    expect(diceUnresolved(1, unresolve(2))).toBe(1)
    expect(diceUnresolved(3, free(2))).toBe(0)
  })

  it('Challenge step 3, RG1: freed dice roll free, the rest of the resolved dice become auto results', () => {
    expect(diceConverted(3, 2)).toBe(1)
    expect(diceConverted(1, 2)).toBe(0)
    expect(diceConverted(3, 0)).toBe(3)
  })

  it("RG1: only the Challenge's traits hold its dice; a resolved Challenge stays resolved; freeing needs a Challenge pool still to build", () => {
    expect(whyResolvedDiceRefused('Knack', unresolve(1), { ...at, gmTrait: false })).toMatch(/only a Challenge's or an Event's trait/)
    expect(whyResolvedDiceRefused('Regrowth', unresolve(1), { ...at, challengeResolved: true })).toBe(
      'The Challenge is resolved: its dice stay resolved',
    )
    expect(whyResolvedDiceRefused('Mist', free(1), { ...at, freesInto: 'none' })).toMatch(/activate it in the Challenge's Huddle/)
    expect(whyResolvedDiceRefused('Regrowth', unresolve(1), { ...at, resolvedDice: 0 })).toBe(
      'No Challenge die is resolved: Regrowth has nothing to unresolve',
    )
    expect(whyResolvedDiceRefused('Regrowth', unresolve(1), { ...at, resolvedDice: 0, hasModifier: true })).toBeNull()
    expect(whyResolvedDiceRefused('Mist', free(1), at)).toBeNull()
  })
})

describe('RG1 in the Challenge machine', () => {
  it('Cohort step 7, RG1: a Challenge trait unresolves 2 of the 3 resolved dice in the Huddle, and gives them back when taken back', () => {
    const actor = cliffWithHolds()
    toChallengeHuddle(actor)
    expect(actor.getSnapshot().context.resolvedDice).toBe(3)
    play(actor, { type: 'gm.activateChallengeTrait', traitId: 'regrowth' })
    expect(actor.getSnapshot().context.resolvedDice).toBe(1)
    expect(challengeView(actor.getSnapshot()).gmTraits.find((t) => t.id === 'regrowth')).toMatchObject({ active: true, effect: 'unresolves 2 dice' })
    play(actor, { type: 'gm.deactivateChallengeTrait', traitId: 'regrowth' })
    expect(actor.getSnapshot().context.resolvedDice).toBe(3)
    play(actor, { type: 'gm.activateChallengeTrait', traitId: 'regrowth' }, ...nextSteps(2))
    // Challenge step 3: only the one die still resolved is the threat's A5; four roll.
    expect(challengeView(actor.getSnapshot()).pool?.dice?.map((d) => d.face)).toEqual([5, null, null, null, null])
  })

  it('Challenge step 3, RG1: a trait that frees 2 resolved dice lets them roll free, and they stay resolved', () => {
    const actor = cliffWithHolds()
    toChallengeHuddle(actor)
    play(actor, { type: 'gm.activateChallengeTrait', traitId: 'shifting-ground' })
    expect(challengeView(actor.getSnapshot()).freedDice).toBe(2)
    toRoll(actor)
    expect(challengeView(actor.getSnapshot()).pool?.dice?.map((d) => d.face)).toEqual([5, null, null, null, null])
    expect(challengeView(actor.getSnapshot()).pool?.diceToRoll).toBe(4)
    expect(actor.getSnapshot().context.resolvedDice).toBe(3)
  })

  it("RG1: freeing is refused in the Cohort's Huddle, any hold with nothing resolved, and a PC's trait that would hold the Challenge's dice", () => {
    const actor = cliffWithHolds()
    expect(refusal(actor, { type: 'gm.activateChallengeTrait', traitId: 'shifting-ground' })).toMatch(/activate it in the Challenge's Huddle/)
    expect(refusal(actor, { type: 'gm.activateChallengeTrait', traitId: 'regrowth' })).toBe(
      'No Challenge die is resolved: regrowth has nothing to unresolve',
    )
    expect(refusal(actor, { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'undo-work' })).toMatch(/only a Challenge's or an Event's trait/)
  })

  it('Cohort step 7, RG1: a Challenge resolved in step 7 stays resolved; nothing unresolves it', () => {
    const input = cliffInput({ challenge: { ...cliffInput().challenge, rating: 3 } })
    input.gmTraits.push({ ...gmTrait('regrowth', 'beneficial', 'own', null), trigger: 'diceResolved', resolvedDice: unresolve(1) })
    const actor = startChallenge(input)
    play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, ...nextSteps(3), { type: 'pool.rolled', values: [6, 6, 6, 4] }, next, next, next)
    expect(stepOf(actor)).toBe('cohortTurn.resolveChallengeDice')
    expect(refusal(actor, { type: 'gm.fireChallengeTrait', traitId: 'regrowth' })).toBe('The Challenge is resolved: its dice stay resolved')
  })

  it('RG1: the log says how many dice the Challenge takes back', () => {
    const actor = cliffWithHolds()
    toChallengeHuddle(actor)
    const event = { type: 'gm.activateChallengeTrait', traitId: 'regrowth' } as const
    expect(describeChallengeEvent(event, actor.getSnapshot().context)).toBe('The GM activates regrowth. The Challenge takes back 2 resolved dice.')
  })
})

describe('ruling 26: a split fixes the dice it divides', () => {
  /** The Cliff (rating 5) with Regrowth and Shifting Ground, in the Challenge's Huddle with 3 dice resolved; `rules` of its run. */
  function inHuddle(rules?: number) {
    const input = cliffInput()
    input.gmTraits.push(
      { ...gmTrait('regrowth', 'beneficial', 'own', null), resolvedDice: unresolve(2) },
      { ...gmTrait('shifting-ground', 'beneficial', 'own', null), resolvedDice: free(2) },
    )
    const actor = startChallenge(rules === undefined ? input : { ...input, rules })
    toChallengeHuddle(actor)
    return actor
  }
  const split = { type: 'gm.splitChallenge', name: 'The overhang', rating: 2, resolvedDice: 0 } as const

  it('ruling 26: an unresolve taken back after a split in the same Huddle is refused with the reason; the split keeps what stays running', () => {
    const actor = inHuddle()
    play(actor, { type: 'gm.activateChallengeTrait', traitId: 'regrowth' }, split)
    expect(actor.getSnapshot().context).toMatchObject({ resolvedDice: 1, challenge: { rating: 3 } })
    expect(refusal(actor, { type: 'gm.deactivateChallengeTrait', traitId: 'regrowth' })).toBe(
      'regrowth unresolved resolved dice before “The overhang” was split off in this Huddle: the split shared the dice as they stood, so it stays (undo the split to take it back) (ruling 26)',
    )
    // Nothing was lost or gained: 1 resolved stays, 0 went with the part, and the Challenge still takes its turn.
    expect(actor.getSnapshot().context.resolvedDice).toBe(1)
    expect(stepOf(actor)).toBe('challengeTurn.huddle')
  })

  it('ruling 26: a trait that freed dice is fixed by the split too; one activated after the split is still taken back', () => {
    const actor = inHuddle()
    play(actor, { type: 'gm.activateChallengeTrait', traitId: 'shifting-ground' }, { ...split, resolvedDice: 1 })
    expect(refusal(actor, { type: 'gm.deactivateChallengeTrait', traitId: 'shifting-ground' })).toMatch(
      /freed resolved dice before “The overhang”.*\(ruling 26\)$/,
    )
    play(actor, { type: 'gm.activateChallengeTrait', traitId: 'regrowth' })
    expect(actor.getSnapshot().context.resolvedDice).toBe(0)
    play(actor, { type: 'gm.deactivateChallengeTrait', traitId: 'regrowth' })
    expect(actor.getSnapshot().context.resolvedDice).toBe(2)
  })

  it('ruling 26: a run begun under rules 1 takes the unresolve back as it did, so its log replays to the same state', () => {
    const actor = inHuddle(1)
    play(actor, { type: 'gm.activateChallengeTrait', traitId: 'regrowth' }, split, { type: 'gm.deactivateChallengeTrait', traitId: 'regrowth' })
    expect(actor.getSnapshot().context).toMatchObject({ resolvedDice: 3, challenge: { rating: 3 } })
  })
})
