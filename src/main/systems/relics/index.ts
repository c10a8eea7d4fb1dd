import type { Campaign } from '@shared/campaign'
import type { PrepItem } from '@shared/ipc/contract'
import {
  charactersNow,
  positionOf,
  relicsSystem,
  scoreResults,
  setValueRecovery,
  stepByItself,
  stallionTestRecovery,
  type RelicsAction,
  type RelicsEvent,
  type RelicsRoll,
  type RelicsState,
} from '@shared/systems/relics'
import { poolDiceToRoll } from '@shared/systems/relics/machine/current-pool'
import { isRefused, type HostSystem, type Refused } from '../host-system'
import { cohortWriteBack } from './write-back'

const refused = (reason: string): Refused => ({ refused: reason })

/** End of scene (ruling 14): how much Stress the chosen way of recovering gives back, read from the campaign now. */
function shareRecovery(action: Extract<RelicsAction, { type: 'recovery.share' }>, state: RelicsState, campaign: Campaign): RelicsEvent {
  const pcs = charactersNow(campaign.characters, state.cohort)
  // A test not rolled yet recovers nothing: the rules say so, after what else stands in the way.
  const recovered =
    action.method === 'setValue' ? setValueRecovery(pcs, campaign.settings) : action.method === 'test' ? (state.recoveryRoll?.recovered ?? 0) : 0
  return {
    type: 'scene.recovered',
    method: action.method,
    recovered,
    allocations: action.allocations,
    downtime: action.extendedDowntime ? campaign.settings.extendedDowntimeRecovery : 0,
  }
}

/** Step 4, Roll Remaining Dice: every die of the pool without an auto result. */
function rollPool(state: RelicsState, roll: (count: number) => number[]): RelicsEvent | Refused {
  const running = state.challenge
  if (!running) return refused('No Challenge is running.')
  const at = positionOf(running.snapshot.value)
  const pool = running.snapshot.context.current.pool
  if (at.step !== 'rollRemainingDice' || !pool) return refused('Dice are rolled in step 4, Roll Remaining Dice.')
  return { type: 'pool.rolled', values: roll(poolDiceToRoll(pool)) }
}

/** End of scene, Stallion test (rulings 13-14): a single-round pool; each net success recovers 1 Stress. */
function rollStallionTest(state: RelicsState, dice: number, campaign: Campaign, roll: (count: number) => number[]): RelicsEvent | Refused {
  // Checked before any die is rolled, so a refused test leaves the dice as they were.
  const reason = relicsSystem.whyRefused(state, { kind: 'event', event: { type: 'recovery.rolled', dice: [], recovered: 0 } }, { campaign })
  if (reason) return refused(reason)
  const values = roll(dice)
  return { type: 'recovery.rolled', dice: values, recovered: stallionTestRecovery(scoreResults(values)) }
}

/**
 * A prep edit of a PC while a session runs: the session owns their Stress, Stressed Out,
 * out of the game and Agony, so a change to those becomes the GM's logged adjustment.
 */
function adoptCharacter(prep: PrepItem, state: RelicsState): { events: RelicsEvent[]; prep: PrepItem } | null {
  if (prep.kind !== 'character' || !prep.item.id) return null
  const live = state.cohort.characters[prep.item.id]
  if (!live) return null
  const { stress, stressedOut, outOfGame, agony } = prep.item
  const same =
    live.stress === stress && live.stressedOut === stressedOut && live.outOfGame === outOfGame && JSON.stringify(live.agony) === JSON.stringify(agony)
  if (same) return null
  return {
    events: [{ type: 'gm.adjustCohort', pcId: prep.item.id, stress, stressedOut, outOfGame, agony }],
    prep: { kind: 'character', item: { ...prep.item, ...live, agony: [...live.agony] } },
  }
}

/** The dice, or the step on, when nobody has anything to decide where the Challenge stands. */
function follow(state: RelicsState, dice: { face(sides: number): number }): RelicsEvent | null {
  const next = stepByItself(state)
  if (next === 'next') return { type: 'step.next' }
  if (next !== 'roll') return null
  const rolled = rollPool(state, (count) => Array.from({ length: count }, () => dice.face(6)))
  return isRefused(rolled) ? null : rolled
}

/** Relics of the Moon's host part: its dice, the recovery the campaign decides, the Cohort back into the file. */
export const relicsHost = {
  id: relicsSystem.id,
  act: (action, state, { campaign }) => (action.type === 'recovery.share' ? shareRecovery(action, state, campaign) : action),
  roll(request, state, { campaign, dice }) {
    const roll = (count: number) => Array.from({ length: count }, () => dice.face(6))
    return request.type === 'pool' ? rollPool(state, roll) : rollStallionTest(state, request.dice, campaign, roll)
  },
  follow: (state, { dice }) => follow(state, dice),
  writeBack: (state, campaign) => cohortWriteBack(state.cohort, campaign),
  adopt: (prep, state) => adoptCharacter(prep, state),
} satisfies HostSystem<RelicsState, RelicsEvent, RelicsAction, RelicsRoll>
