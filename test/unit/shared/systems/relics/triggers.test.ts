import { describe, expect, it } from 'vitest'
import { challengeView, describeChallengeEvent, whyMomentClosed, whyNotItsMoment } from '@shared/systems/relics'
import { cliffInput, gmTrait, next, nextSteps, play, refusal, startChallenge, stepOf, toChallengeHuddle, toRoll, trait } from './challenge-fixtures'

/**
 * The Cliff with traits that trigger at other times than the Huddle: Ana's Quick Hands (+1 / 1d
 * after the roll), Surge (+1d6 after the roll, which cannot be) and Second Wind (+1d6 on a
 * Disaster); Bo's Grit (narrative, when the Cohort takes Stress, 1 Destiny); the Challenge's
 * Tremor (-1 / 1d on the Cohort after the roll), Avalanche (-1 / 1d on the Cohort on a
 * Disaster) and Regrowth (unresolves 1 die when the Cohort resolves some).
 */
function cliffWithTriggers(stressOfAna = 0) {
  const input = cliffInput()
  const ana = input.cohort[0]!
  ana.stress = stressOfAna
  ana.traits.push(
    { ...trait('quick-hands', 'beneficial', 'own', { kind: 'simple', value: 1, dice: 1 }), trigger: 'afterRoll' },
    { ...trait('surge', 'beneficial', 'own', { kind: 'addDice', dice: 1 }), trigger: 'afterRoll' },
    { ...trait('second-wind', 'beneficial', 'own', { kind: 'addDice', dice: 1 }), trigger: 'disaster' },
  )
  input.cohort[1]!.traits.push({ ...trait('grit', 'beneficial', 'own', null, { pool: 'spendDestiny', amount: 1 }), trigger: 'stressTaken' })
  input.gmTraits.push(
    { ...gmTrait('tremor', 'hindering', 'opposing', { kind: 'simple', value: 1, dice: 1 }), trigger: 'afterRoll' },
    { ...gmTrait('avalanche', 'hindering', 'opposing', { kind: 'simple', value: 1, dice: 1 }), trigger: 'disaster' },
    { ...gmTrait('regrowth', 'beneficial', 'own', null), trigger: 'diceResolved', resolvedDice: { kind: 'unresolve', dice: 1 } },
    { ...gmTrait('dust-devil', 'hindering', 'opposing', null), origin: 'event', trigger: 'disaster' },
  )
  return startChallenge(input)
}

const fire = (pcId: string, traitId: string) => ({ type: 'cohort.fireTrait', pcId, traitId }) as const
const fireGm = (traitId: string) => ({ type: 'gm.fireChallengeTrait', traitId }) as const

/** Round 1, Cohort turn: Ana leads, the four dice show `faces`, and the turn stops at its step 5. */
function cohortRolled(actor: ReturnType<typeof cliffWithTriggers>, faces: number[]) {
  play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, ...nextSteps(3), { type: 'pool.rolled', values: faces }, next)
  expect(stepOf(actor)).toBe('cohortTurn.adjustResults')
}

describe('RG3 rules: the moments a trait triggers at', () => {
  it('RG3: a trait fires only at its own moment, and a Huddle trait only in the Huddle', () => {
    expect(whyNotItsMoment('Grit', 'stressTaken', 'stressTaken')).toBeNull()
    expect(whyNotItsMoment('Grit', 'stressTaken', 'disaster')).toBe('Grit triggers when the Cohort takes Stress, not on a Disaster')
    expect(whyNotItsMoment('Knife', 'huddle', 'afterRoll')).toBe('Knife is declared in the Huddle (step 1), not after the roll (Adjust the Results)')
  })

  it('RG3: a Disaster, a die resolved or Stress taken must have happened this turn', () => {
    const none = { disaster: false, newlyResolved: 0, stressTaken: 0 }
    expect(whyMomentClosed('disaster', none)).toBe('There was no Disaster this turn')
    expect(whyMomentClosed('diceResolved', none)).toBe('The Cohort resolved no Challenge die this turn')
    expect(whyMomentClosed('stressTaken', { ...none, stressTaken: null })).toMatch(/Share the Stress first/)
    expect(whyMomentClosed('stressTaken', none)).toBe('The Cohort took no Stress this turn')
    expect(whyMomentClosed('disaster', { ...none, disaster: true })).toBeNull()
    expect(whyMomentClosed('afterRoll', none)).toBeNull()
  })
})

describe('RG3 in the Challenge machine', () => {
  it('Step 1, RG3: a trait that triggers on a Disaster is not declared in the Huddle; the refusal names its moment', () => {
    const actor = cliffWithTriggers()
    expect(refusal(actor, { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'second-wind' })).toBe(
      'Ana: second-wind triggers on a Disaster, not in the Huddle',
    )
    expect(refusal(actor, fire('ana', 'second-wind'))).toMatch(/Fire a PC's trait belongs to another step/)
  })

  it('Step 5, RG3: after the roll a Simple modifier fires into the pool just rolled, is placed by its side, and fires once', () => {
    const actor = cliffWithTriggers()
    cohortRolled(actor, [6, 5, 4, 2])
    expect(challengeView(actor.getSnapshot()).prompt).toMatchObject({ moment: 'afterRoll', words: 'after the roll (Adjust the Results)' })
    expect(refusal(actor, fire('ana', 'surge'))).toBe('The dice are rolled: only a Simple modifier still changes them, and Ana: surge is +1d6')
    expect(refusal(actor, fire('ana', 'second-wind'))).toBe('Ana: second-wind triggers on a Disaster, not after the roll (Adjust the Results)')
    play(actor, fire('ana', 'quick-hands'))
    expect(actor.getSnapshot().context.current.pool!.simpleModifiers).toContainEqual(
      expect.objectContaining({ id: 'pc/ana/quick-hands', side: 'beneficial', placedBy: 'cohort' }),
    )
    expect(refusal(actor, fire('ana', 'quick-hands'))).toBe('Ana: quick-hands is already in play this turn')
    expect(refusal(actor, next)).toMatch(/Place every Simple modifier first: 1 Beneficial/)
    play(actor, { type: 'cohort.assignSimpleModifier', modifierId: 'pc/ana/quick-hands', dieIndex: 2 })
    // Hindering modifiers come first: a Hindering one may fire only once the Beneficial ones are off.
    expect(refusal(actor, fireGm('tremor'))).toMatch(/Take the Beneficial modifiers off first: tremor is Hindering/)
    play(actor, { type: 'pool.unassignSimpleModifier', modifierId: 'pc/ana/quick-hands', dieIndex: 2 }, fireGm('tremor'))
    expect(actor.getSnapshot().context.current.pool!.simpleModifiers.find((m) => m.id === 'gm/tremor')?.placedBy).toBe('gm')
    play(
      actor,
      { type: 'gm.assignSimpleModifier', modifierId: 'gm/tremor', dieIndex: 0 },
      { type: 'cohort.assignSimpleModifier', modifierId: 'pc/ana/quick-hands', dieIndex: 2 },
      next,
    )
    expect(actor.getSnapshot().context.current.finalResult!.results).toEqual([5, 5, 5, 2])
  })

  it('Step 9, RG3: on a Disaster traits fire; their modifiers wait for the next pool they land in, and stay there', () => {
    const actor = cliffWithTriggers()
    cohortRolled(actor, [1, 1, 1, 2])
    expect(refusal(actor, fire('ana', 'second-wind'))).toMatch(/triggers on a Disaster, not after the roll/)
    play(actor, ...nextSteps(4))
    expect(stepOf(actor)).toBe('cohortTurn.disaster')
    play(actor, fire('ana', 'second-wind'), fireGm('avalanche'))
    const { context } = actor.getSnapshot()
    expect(context.carried?.map((a) => [a.id, a.pool, a.fired])).toEqual([
      ['pc/ana/second-wind', 'cohort', 'disaster'],
      ['gm/avalanche', 'cohort', 'disaster'],
    ])
    expect(refusal(actor, fire('ana', 'second-wind'))).toBe('Ana: second-wind is already in play this turn')
    expect(describeChallengeEvent(fireGm('dust-devil'), actor.getSnapshot().context)).toBe('The Event trait dust-devil fires on a Disaster.')
    expect(describeChallengeEvent(fireGm('avalanche'), actor.getSnapshot().context)).toBe(
      'The Challenge trait avalanche fires on a Disaster. Its modifier waits for the next pool it lands in.',
    )
    play(actor, { type: 'gm.createDisasterTrait', name: 'Slip', modifier: { kind: 'simple', value: 1, dice: 1 } }, next, next)

    // The Challenge's turn: its pool is not where they land; they wait, and nothing triggers on its quiet roll.
    expect(stepOf(actor)).toBe('challengeTurn.huddle')
    expect(actor.getSnapshot().context.current.activations).toEqual([])
    toRoll(actor)
    play(actor, { type: 'pool.rolled', values: [2, 2, 2, 2, 2] }, ...nextSteps(5))
    expect(stepOf(actor)).toBe('challengeTurn.disaster')
    expect(refusal(actor, fireGm('avalanche'))).toBe('There was no Disaster this turn')
    play(actor, next, next)

    // Round 2's Cohort pool takes them in, as if declared in its Huddle; they are not taken back there.
    expect(stepOf(actor)).toBe('cohortTurn.huddle')
    const round2 = actor.getSnapshot().context
    expect(round2.carried).toEqual([])
    expect(round2.current.activations.map((a) => a.id)).toEqual(['pc/ana/second-wind', 'gm/avalanche'])
    expect(refusal(actor, { type: 'cohort.deactivateTrait', pcId: 'ana', traitId: 'second-wind' })).toBe(
      'Ana: second-wind fired on a Disaster: it stays in play (undo that step to take it back)',
    )
    expect(challengeView(actor.getSnapshot()).pool?.breakdown.sources.map((s) => s.label)).toContain('Ana: second-wind +1d6')
  })

  it("Step 9, RG3 and ruling 10: a PC's fired trait lapses if they are Stressed Out before its pool comes", () => {
    const actor = cliffWithTriggers(8)
    cohortRolled(actor, [1, 1, 1, 2])
    play(actor, ...nextSteps(4), fire('ana', 'second-wind'))
    play(actor, { type: 'gm.createDisasterTrait', name: 'Slip', modifier: { kind: 'simple', value: 1, dice: 1 } }, next, next)
    toRoll(actor)
    play(actor, { type: 'pool.rolled', values: [6, 6, 6, 6, 6] }, ...nextSteps(3))
    play(actor, { type: 'stress.distribute', allocations: { ana: 2, bo: 3 }, agonyNames: { ana: 'Cracked Rib' } }, ...nextSteps(4))
    expect(stepOf(actor)).toBe('cohortTurn.huddle')
    expect(actor.getSnapshot().context.current.activations).toEqual([])
    expect(actor.getSnapshot().context.carried).toEqual([])
  })

  it('Cohort step 7, RG3 with RG1: a Challenge trait that triggers on resolved dice takes one back', () => {
    const actor = cliffWithTriggers()
    cohortRolled(actor, [1, 4, 4, 4])
    play(actor, next, next)
    expect(stepOf(actor)).toBe('cohortTurn.resolveChallengeDice')
    expect(refusal(actor, fireGm('regrowth'))).toBe('The Cohort resolved no Challenge die this turn')

    const lucky = cliffWithTriggers()
    cohortRolled(lucky, [6, 6, 6, 4])
    play(lucky, next, next)
    expect(lucky.getSnapshot().context.resolvedDice).toBe(3)
    const event = fireGm('regrowth')
    expect(describeChallengeEvent(event, lucky.getSnapshot().context)).toBe(
      'The Challenge trait regrowth fires when the Cohort resolves Challenge dice. The Challenge takes back 1 resolved die.',
    )
    play(lucky, event)
    expect(lucky.getSnapshot().context.resolvedDice).toBe(2)
    expect(lucky.getSnapshot().context.carried ?? []).toEqual([])
  })

  it('Challenge step 7, RG3: a trait that triggers when the Cohort takes Stress fires once the Stress is shared, paying its cost', () => {
    const actor = cliffWithTriggers()
    toChallengeHuddle(actor)
    toRoll(actor)
    play(actor, { type: 'pool.rolled', values: [6, 6] }, ...nextSteps(3))
    expect(stepOf(actor)).toBe('challengeTurn.applyStress')
    expect(refusal(actor, fire('bo', 'grit'))).toMatch(/Share the Stress first/)
    play(actor, { type: 'stress.distribute', allocations: { ana: 2, bo: 2, cy: 1 }, agonyNames: {} })
    const destiny = actor.getSnapshot().context.destiny
    play(actor, fire('bo', 'grit'))
    expect(actor.getSnapshot().context.destiny).toBe(destiny - 1)
    expect(
      challengeView(actor.getSnapshot())
        .cohort.find((pc) => pc.id === 'bo')
        ?.traits.find((t) => t.id === 'grit'),
    ).toMatchObject({
      active: true,
      trigger: 'stressTaken',
    })
  })
})
