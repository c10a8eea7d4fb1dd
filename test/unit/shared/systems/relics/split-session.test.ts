import { describe, expect, it } from 'vitest'
import { relicsSystem, type ChallengeEvent, type RelicsState, type RelicsStep } from '@shared/systems/relics'
import { cliffInput, nextSteps, pc } from './challenge-fixtures'

const run = { id: 'run-2', seq: 2, sceneId: 'scene-cliffs', item: 'cliff', rules: 1 }

/** A Relics session state after these steps, each checked by the rules first, as the host does. */
function played(events: ChallengeEvent[], input = cliffInput()): RelicsState {
  const steps: RelicsStep[] = [
    { kind: 'start', run, start: { eventId: 'event-climb', input } },
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
