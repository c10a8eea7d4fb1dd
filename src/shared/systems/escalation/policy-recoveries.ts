import type { Combatant } from '../../combat/types'
import type { PolicyMove } from '../../simulation/policy'
import type { EscalationFight } from './combat/fight'
import { rallySavesAgainst } from './combat/rally'
import { whyFightRefused } from './combat/refuse'
import type { EscalationStats } from './combat/stats'
import { DEATH_SAVE_FAILURES } from './rules/death-saves'
import { isStaggered } from './rules/thresholds'

/*
 * The saves an average Escalation table never forgets, for the encounter simulator: a PC on
 * its turn stabilizes an ally close to death (E54), and a staggered PC Rallies (E44). Each is
 * proposed only when the fight's own refusals allow it, asked of the same `whyFightRefused` the
 * machine's guard asks, so the simulator never sends one the rules turn down.
 */

type Fighter = Combatant<EscalationStats>

/**
 * E53, E54: an ally this many Death Saves from dying is stabilized: two failures left, so the
 * table acts before the dice can take the PC in one more round.
 */
const FAILURES_LEFT_TO_STABILIZE = 2

/** E54: the dying ally, not yet stabilized, with the most failed Death Saves, once it is close to death. */
function allyNearDeath(fight: EscalationFight, helper: Fighter): Fighter | undefined {
  return fight.track.combatants
    .filter((c) => c.side === helper.side && c.id !== helper.id && c.stats.dying.dying && !c.stats.dying.stabilized)
    .filter((c) => c.stats.dying.failedDeathSaves >= DEATH_SAVE_FAILURES - FAILURES_LEFT_TO_STABILIZE)
    .sort((a, b) => b.stats.dying.failedDeathSaves - a.stats.dying.failedDeathSaves)[0]
}

/** E54: a Standard action stabilizes the ally nearest death, when the rules allow it now. */
function stabilizeMove(fight: EscalationFight, who: Fighter): PolicyMove | null {
  const ally = allyNearDeath(fight, who)
  if (!ally) return null
  const action = { type: 'stabilize' as const, helper: who.id, target: ally.id }
  return whyFightRefused(fight, action) === null ? { kind: 'act', action } : null
}

/**
 * E44, E46, EG27: a staggered PC with a recovery left Rallies, saving against the first effect
 * a Rally may end. With none left a Rally still heals, but halved and at a cost to every
 * defense until a Full Rest (E49): a table keeps fighting instead.
 */
function rallyMove(fight: EscalationFight, who: Fighter): PolicyMove | null {
  const recoveries = who.stats.recoveries
  if (!recoveries || recoveries.left < 1 || !isStaggered(who.hp, who.maxHp)) return null
  // The stand-in the host checks a Rally with before it rolls: the recovery's average, no save.
  const standIn = { type: 'rally.rolled' as const, who: who.id, recoveryFaces: [], save: null, average: true as const }
  if (whyFightRefused(fight, standIn) !== null) return null
  const against = who.conditions.find((c) => rallySavesAgainst(fight, c))
  return { kind: 'roll', roll: { type: 'rally', who: who.id, condition: against?.id ?? null } }
}

/** What the current PC does for itself and its allies before it attacks: stabilize one near death, else Rally when staggered. */
export function recoveryMoves(fight: EscalationFight, who: Fighter): PolicyMove[] {
  if (who.stats.kind !== 'pc' || who.status !== 'fighting') return []
  const move = stabilizeMove(fight, who) ?? rallyMove(fight, who)
  return move ? [move] : []
}
