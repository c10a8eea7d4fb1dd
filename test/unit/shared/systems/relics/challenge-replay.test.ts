import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createActor } from 'xstate'
import { challengeMachine, challengeView, whyRefused, type ChallengeEvent, type ChallengeInput } from '@shared/systems/relics'
import { cliffInput, next, play, startChallenge, stepOf } from './challenge-fixtures'

const persisted = (actor: ReturnType<typeof startChallenge>) => JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown

/**
 * A random walk through a Challenge driven by the view's own action list: mostly allowed
 * actions (so the walk gets somewhere), sometimes any action (so refusals are tried too).
 * The host's dice come from `dice`.
 */
function randomWalk(input: ChallengeInput, choices: number[], dice: number[]) {
  const actor = startChallenge(input)
  const sent: ChallengeEvent[] = []
  const snapshots: unknown[] = [persisted(actor)]
  let rolled = 0
  for (const choice of choices) {
    const view = challengeView(actor.getSnapshot())
    if (view.status !== 'running') break
    const usable = view.actions.filter((a) => a.type !== 'gm.endChallenge' || choice % 97 === 1)
    const candidates = choice % 5 === 0 ? usable : usable.filter((a) => a.allowed)
    const moveOn = candidates.find((a) => a.type === 'step.next')
    const action = choice % 3 === 0 && moveOn ? moveOn : candidates[choice % candidates.length]!
    const event: ChallengeEvent =
      action.event.type === 'pool.rolled'
        ? { type: 'pool.rolled', values: action.event.values.map(() => dice[rolled++ % dice.length]!) }
        : action.event
    const before = persisted(actor)
    const reason = whyRefused(actor.getSnapshot(), event)
    expect(actor.getSnapshot().can(event), `${event.type}: guard and whyRefused agree (${reason})`).toBe(reason === null)
    actor.send(event)
    if (reason !== null) expect(persisted(actor)).toEqual(before)
    sent.push(event)
    snapshots.push(persisted(actor))
  }
  return { actor, sent, snapshots }
}

const walks = fc.record({
  choices: fc.array(fc.nat(10_000), { minLength: 50, maxLength: 250 }),
  dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 40 }),
  stressed: fc.boolean(),
})

function walkInput(stressed: boolean): ChallengeInput {
  const input = cliffInput()
  if (stressed) input.cohort = input.cohort.map((pc) => ({ ...pc, stress: 8 }))
  return input
}

describe('The Challenge machine is pure and replayable (DESIGN: a session is its event log)', () => {
  it('property: refused events change nothing, and the guards agree with whyRefused', () => {
    fc.assert(
      fc.property(walks, ({ choices, dice, stressed }) => {
        randomWalk(walkInput(stressed), choices, dice)
      }),
      { numRuns: 40 },
    )
  })

  it('property: replaying the recorded events from the input gives a deep-equal persisted snapshot', () => {
    fc.assert(
      fc.property(walks, ({ choices, dice, stressed }) => {
        const input = walkInput(stressed)
        const live = randomWalk(input, choices, dice)
        const replay = createActor(challengeMachine, { input }).start()
        live.sent.forEach((event) => replay.send(event))
        expect(persisted(replay)).toEqual(persisted(live.actor))
      }),
      { numRuns: 25 },
    )
  })

  it('property: a persisted snapshot restored at any point continues identically', () => {
    fc.assert(
      fc.property(walks, fc.nat(), ({ choices, dice, stressed }, cut) => {
        const input = walkInput(stressed)
        const live = randomWalk(input, choices, dice)
        const at = cut % (live.sent.length + 1)
        const restored = createActor(challengeMachine, { input, snapshot: live.snapshots[at] as never }).start()
        live.sent.slice(at).forEach((event) => restored.send(event))
        expect(persisted(restored)).toEqual(persisted(live.actor))
      }),
      { numRuns: 25 },
    )
  })

  it('a snapshot persisted mid-turn (Adjust the Results, one modifier placed) is restored and finishes the Challenge the same way', () => {
    const input = cliffInput()
    const actor = startChallenge(input)
    play(
      actor,
      { type: 'cohort.chooseLeader', pcId: 'ana' },
      { type: 'cohort.activateTrait', pcId: 'ana', traitId: 'grappling-hook' },
      next,
      { type: 'cohort.spendDestiny', amount: 1 },
      next,
      next,
      { type: 'pool.rolled', values: [1, 3, 3, 4, 5] },
      next,
      { type: 'cohort.assignSimpleModifier', modifierId: 'pc/ana/grappling-hook', dieIndex: 0 },
    )
    const saved = persisted(actor)
    const rest: ChallengeEvent[] = [
      { type: 'cohort.assignSimpleModifier', modifierId: 'pc/ana/grappling-hook', dieIndex: 3 },
      next,
      next,
      { type: 'gm.endChallenge' },
    ]
    const restored = createActor(challengeMachine, { input, snapshot: saved as never }).start()
    expect(stepOf(restored)).toBe('cohortTurn.adjustResults')
    play(actor, ...rest)
    play(restored, ...rest)
    expect(persisted(restored)).toEqual(persisted(actor))
    expect(restored.getSnapshot().output).toMatchObject({ status: 'endedUnresolved', endReason: 'gmEnded', resolvedDice: 2 })
  })
})
