import { nextProvocation, provokedBy } from '../rules/provocation'
import type { Hex } from '../rules/types'
import { isPending, NO_PENDING, type ApFight, type Pending } from './fight'
import { changeStats } from './hooks'
import { isUp, of, threateners, whyCannotReact } from './situation'

/*
 * What waits before a turn goes on (AG35, AG36): Reaction Attacks offered against a provoking
 * action, the attacks of a reaction chain, a provoking attack held until the Reaction Attacks
 * are made, the rest of an interrupted Move. Each step of the chain is one logged event, so
 * undo walks back through a chain link by link.
 */

export function pendingOf(fight: ApFight): Pending {
  return fight.pending ?? { ...NO_PENDING, attacks: [] }
}

/** The fight with what waits set (nothing, when nothing does). */
export function withPending(fight: ApFight, pending: Pending): ApFight {
  return { ...fight, pending: isPending(pending) ? pending : null }
}

/**
 * A10, A11, AG15, AG40: a provoking action opens a window for Reaction Attacks from the
 * enemies that threaten the actor's hex and can react (`only` narrows it: A30, a failed
 * Tumble provokes the tumbled enemy alone). With the grid off every enemy that can react is
 * offered; the GM passes for those out of reach.
 */
export function provoke(fight: ApFight, actorId: string, why: string, only: readonly string[] | null = null): ApFight {
  const actor = of(fight, actorId)
  if (!actor) return fight
  const offered = provokedBy(fight.grid.on ? actor.stats.position : null, threateners(fight, actor)).filter(
    (id) => only === null || only.includes(id),
  )
  if (offered.length === 0) return fight
  return withPending(fight, { ...pendingOf(fight), provoked: { by: actorId, offered, why } })
}

/**
 * A35, A37, AG35: a Move goes hex by hex; where leaving a hex provokes enemies not yet offered
 * a Reaction Attack during this Move, it pauses in that hex with the window open, and goes on
 * once the window closes. A mover out of the fight stops where it is.
 */
export function advanceMove(fight: ApFight, moverId: string, path: readonly Hex[], offeredBefore: readonly string[]): ApFight {
  const mover = of(fight, moverId)
  if (!isUp(mover) || !mover.stats.position || path.length === 0) return withPending(fight, { ...pendingOf(fight), move: null })
  const stop = nextProvocation(mover.stats.position, path, threateners(fight, mover), offeredBefore)
  if (!stop)
    return withPending(
      changeStats(fight, moverId, (s) => ({ ...s, position: path.at(-1)! })),
      { ...pendingOf(fight), move: null },
    )
  const placed = changeStats(fight, moverId, (s) => ({ ...s, position: stop.at }))
  return withPending(placed, {
    ...pendingOf(fight),
    move: { mover: moverId, rest: path.slice(stop.index), offered: [...offeredBefore, ...stop.by] },
    provoked: { by: moverId, offered: stop.by, why: 'leaves a threatened hex' },
  })
}

/**
 * After a link of the chain: with no attack in flight, the Reaction Attack window stays open
 * while anyone offered can still make one (and the provoker is still up); then a held attack
 * takes its turn to be answered; then an interrupted Move goes on.
 */
export function continuePending(fight: ApFight): ApFight {
  let p = pendingOf(fight)
  if (p.attacks.length > 0) return withPending(fight, p)
  if (p.provoked) {
    const provoker = of(fight, p.provoked.by)
    const still = p.provoked.offered.filter((id) => {
      const c = of(fight, id)
      return whyCannotReact(fight, c) === null && c!.stats.resources.rp >= 1
    })
    if (still.length && isUp(provoker)) return withPending(fight, { ...p, provoked: { ...p.provoked, offered: still } })
    p = { ...p, provoked: null }
  }
  if (p.held) return withPending(fight, { ...p, attacks: [p.held], held: null })
  if (p.move) {
    const move = p.move
    return advanceMove(withPending(fight, { ...p, move: null }), move.mover, move.rest, move.offered)
  }
  return withPending(fight, p)
}

/**
 * A19: the innermost attack is done; a Riposte's parried attack under it is done with it
 * (its counterattack was the Riposte's second half). Then whatever else waits.
 */
export function finishTop(fight: ApFight): ApFight {
  let attacks = pendingOf(fight).attacks.slice(0, -1)
  const under = attacks.at(-1)
  if (under?.reaction?.kind === 'riposte' && under.reaction.won) attacks = attacks.slice(0, -1)
  return continuePending(withPending(fight, { ...pendingOf(fight), attacks }))
}
