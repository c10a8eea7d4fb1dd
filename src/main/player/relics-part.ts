import { modifierLabel, type Challenge } from '@shared/campaign'
import type { ActiveChallenge } from '@shared/session/state'
import { challengeOutcome, dieOutcome, positionOf, stepInfo, type ChallengeContext, type FinalResult, type Position } from '@shared/systems/relics'
import { poolFaces, poolResults } from '@shared/systems/relics/machine/current-pool'
import { stepsOf } from '@shared/systems/relics/machine/steps'
import type { PlayerRoll, PlayerTally, RelicsPlayerPart } from '@shared/views/player-view'
import { revealedTraits, type TraitLibrary } from './player-traits'

/** The id a GM trait's activation carries in the machine's turn state. */
export const gmActivationId = (traitId: string) => `gm/${traitId}`

function tally(result: FinalResult): PlayerTally {
  const { successes, criticals, overpowering, botches, majorBotches, net, disaster } = result
  return { successes, criticals, overpowering, botches, majorBotches, net, disaster }
}

const stepHeading = ({ number, name }: { number: number; name: string }) => ({ number, name })

/** Whether the turn in progress has rolled its pool: step 4 is behind it. */
function pastTheRoll(at: Position): boolean {
  if (at.turn === null) return true
  const steps = stepsOf(at.turn)
  return steps.indexOf(at.step) > steps.indexOf('rollRemainingDice')
}

/**
 * The latest roll: the turn in progress once its dice are down (faces, then final values as
 * Simple modifiers land, then step 6's tally), else the last finished turn's final results.
 */
function lastRoll(context: ChallengeContext, at: Position): PlayerRoll | null {
  const { pool, finalResult } = context.current
  if (pool && pastTheRoll(at)) {
    const faces = poolFaces(pool)
    const finals = poolResults(pool)
    return {
      side: pool.owner,
      round: context.round,
      dice: faces.map((face, i) => ({ face, final: finals[i] ?? null, outcome: finals[i] === undefined ? null : dieOutcome(finals[i]) })),
      result: finalResult ? tally(finalResult) : null,
    }
  }
  const record = context.history.findLast((turn) => turn.finalResult !== null)
  if (!record?.finalResult) return null
  return {
    side: record.turn,
    round: record.round,
    dice: record.finalResult.results.map((final) => ({ face: null, final, outcome: dieOutcome(final) })),
    result: tally(record.finalResult),
  }
}

/**
 * Relics of the Moon's part of the player view, for a Challenge the GM has revealed: what it
 * is, where it stands, its revealed traits, the Disaster traits born in revealed Challenges,
 * and the latest roll. Names and descriptions come from the campaign item, never from the
 * machine's context, whose copies of traits may still say "hidden" or "revealed" from when
 * the Challenge started.
 */
export function relicsPart(running: ActiveChallenge, item: Challenge, library: TraitLibrary, revealedChallenges: ReadonlySet<string>): RelicsPlayerPart {
  const { context } = running.snapshot
  const at = positionOf(running.snapshot.value)
  const active = new Set(context.current.activations.map((a) => a.id))
  const ownTraits = context.gmTraits.filter((t) => t.origin === 'challenge').map((t) => t.id)
  return {
    id: 'relics',
    challenge: {
      id: item.id,
      name: item.name,
      description: item.description,
      type: context.challenge.type,
      threat: context.challenge.threat.name,
      rating: context.challenge.rating,
      resolvedDice: context.resolvedDice,
    },
    status: challengeOutcome(context).status,
    round: context.round,
    turn: at.turn ?? context.history.at(-1)?.turn ?? null,
    step: at.turn === null ? null : stepHeading(stepInfo(at)),
    traits: revealedTraits(ownTraits, library, (id) => active.has(gmActivationId(id))),
    disasterTraits: context.disasterTraits
      .filter((d) => revealedChallenges.has(d.challengeId))
      .map((d) => ({ id: d.id, name: d.name, shorthand: modifierLabel('hindering', d.modifier), side: d.actingSide })),
    lastRoll: lastRoll(context, at),
  }
}
