import { describe, expect, it } from 'vitest'
import { relicsSystem, type ChallengeEvent, type RelicsState, type RelicsStep } from '@shared/systems/relics'
import { cliffInput, gmTrait, nextSteps, pc } from './challenge-fixtures'

const run = { id: 'run-2', seq: 2, sceneId: 'scene-cliffs', item: 'cliff', rules: 1 }

/** A Relics session state after these steps, each checked by the rules first, as the host does. */
function played(events: ChallengeEvent[], input = cliffInput(), rules = run.rules): RelicsState {
  const steps: RelicsStep[] = [
    { kind: 'start', run: { ...run, rules }, start: { eventId: 'event-climb', input } },
    ...events.map((event): RelicsStep => ({ kind: 'event', event })),
  ]
  let state = relicsSystem.session.initial(null)
  for (const step of steps) {
    const refused = relicsSystem.whyRefused(state, step, { campaign: null })
    expect(refused, `${step.kind === 'event' ? step.event.type : step.kind} should be allowed`).toBeNull()
    state = relicsSystem.apply(state, step)
  }
  return state
}

const split = { type: 'gm.splitChallenge', name: 'The overhang', rating: 2, resolvedDice: 0 } as const

describe('ruling 26 in the session: the run keeps the rules it started under', () => {
  it('ruling 26: a run started under rules 2 refuses the take-back after a split; one logged under rules 1 replays it', () => {
    const input = cliffInput()
    input.gmTraits.push({ ...gmTrait('regrowth', 'beneficial', 'own', null), resolvedDice: { kind: 'unresolve', dice: 2 } })
    const toHuddle: ChallengeEvent[] = [
      { type: 'cohort.chooseLeader', pcId: 'ana' },
      ...nextSteps(3),
      { type: 'pool.rolled', values: [6, 6, 6, 4] },
      ...nextSteps(7),
    ]
    const before = [...toHuddle, { type: 'gm.activateChallengeTrait', traitId: 'regrowth' }, split] as ChallengeEvent[]
    const takeBack = { type: 'gm.deactivateChallengeTrait', traitId: 'regrowth' } as const
    expect(relicsSystem.format.rules).toBe(2)
    const now = played(before, input, 2)
    expect(now.challenge!.snapshot.context.rules).toBe(2)
    expect(relicsSystem.whyRefused(now, { kind: 'event', event: takeBack }, { campaign: null })).toMatch(/\(ruling 26\)$/)
    const old = played([...before, takeBack], input, 1)
    expect(old.challenge!.snapshot.context.resolvedDice).toBe(3)
  })
})

describe('RG2 in the session: parts waiting in their Event', () => {
  it('RG2: a split part waits in its Event with an id of its own, and undoing the split (replaying without it) takes it away', () => {
    const state = played([split])
    expect(state.splits).toEqual({
      'event-climb': [
        { id: 'part-2-1', challengeId: 'cliff', sceneId: 'scene-cliffs', name: 'The overhang', rating: 2, resolvedDice: 0, fromRun: 'run-2' },
      ],
    })
    expect(played([]).splits).toBeUndefined()
  })

  it('ruling 11 with RG2: everyone Stressed Out ends the Event, and with it every part waiting there', () => {
    const input = cliffInput({ cohort: [pc('ana', { stress: 9 })] })
    const state = played(
      [
        split,
        { type: 'cohort.chooseLeader', pcId: 'ana' },
        ...nextSteps(3),
        { type: 'pool.rolled', values: [2, 2, 2] },
        ...nextSteps(10),
        { type: 'pool.rolled', values: [6, 2, 2] },
        ...nextSteps(3),
        { type: 'stress.distribute', allocations: { ana: 1 }, agonyNames: { ana: 'Vertigo' } },
        ...nextSteps(1),
      ],
      input,
    )
    expect(state.challenge?.snapshot.context.endReason).toBe('everyoneStressedOut')
    expect(state.recoveryDue).not.toBeNull()
    expect(state.splits).toEqual({ 'event-climb': [] })
  })
})
