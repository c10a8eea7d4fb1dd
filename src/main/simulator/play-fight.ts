import type { Campaign } from '@shared/campaign'
import type { CombatTrack } from '@shared/combat/types'
import { seededSource } from '@shared/dice'
import type { FightPolicy, PolicyMove } from '@shared/simulation/policy'
import type { FightRecord } from '@shared/simulation/report'
import { systemState } from '@shared/session/state'
import { HeadlessSession, type SessionMove } from '../session/headless-session'

/** One simulated fight: the encounter, the PCs with it, its own seed and the round it is called off at. */
export interface FightPlan {
  system: string
  encounterId: string
  pcIds: readonly string[]
  seed: number
  /** A fight still on after this many rounds is called off as stalled. */
  maxRounds: number
}

/** Sees each move played, with the system's state before and after it (the tests compare odds with outcomes this way). */
export type MoveWatcher = (move: PolicyMove, before: unknown, after: unknown) => void

/** A fight the simulator cannot play at all (the encounter refused as it starts), in the console's words. */
export class SimulationRefused extends Error {}

/** Moves one fight may take before it is called off: far more than any fight of `maxRounds` rounds needs. */
const MOVES_PER_ROUND = 400

/** Which side still has someone fighting: a side with nobody left standing has lost. */
function decided(track: CombatTrack<unknown>): 'won' | 'lost' | null {
  const standing = (side: string) => track.combatants.some((c) => c.side === side && c.status === 'fighting')
  if (!standing('enemies')) return 'won'
  if (!standing('players')) return 'lost'
  return null
}

function recordOf(track: CombatTrack<unknown>, startHp: ReadonlyMap<string, number>, outcome: FightRecord['outcome']): FightRecord {
  const pcs = track.combatants.filter((c) => c.source.kind === 'pc')
  return {
    outcome,
    rounds: Math.max(1, track.round),
    pcs: pcs.map((c) => ({
      id: c.source.kind === 'pc' ? c.source.id : c.id,
      dropped: c.tally.fellInRound !== null || c.status === 'down' || c.status === 'dead',
      died: c.status === 'dead',
      hpLost: Math.max(0, (startHp.get(c.id) ?? c.maxHp) - Math.max(0, c.hp)),
    })),
    enemies: track.combatants.flatMap((c) => (c.side === 'enemies' && c.source.kind === 'npc' ? [{ npcId: c.source.id, dealt: c.tally.dealt }] : [])),
  }
}

/**
 * Plays one fight through the real session (rules, machines, host parts, its own seeded dice),
 * with nothing written anywhere: the policy proposes moves, best first, and the first the rules
 * accept is played, until one side has nobody left fighting or the fight is called off.
 */
export async function playFight(campaign: Campaign, policy: FightPolicy, plan: FightPlan, watch?: MoveWatcher): Promise<FightRecord> {
  const session = HeadlessSession.start(campaign, { dice: seededSource(plan.seed), players: false })
  const started = await session.play({ kind: 'start', system: plan.system, request: policy.request(plan.encounterId, plan.pcIds) })
  if (!started.ok) throw new SimulationRefused(started.reason)
  const state = () => systemState(session.ledger.state, plan.system)
  const trackNow = () => {
    const track = policy.track(state())
    if (!track) throw new Error('The fight closed while it was simulated.')
    return track
  }
  const startHp = new Map(trackNow().combatants.map((c) => [c.id, c.hp]))
  const limit = plan.maxRounds * MOVES_PER_ROUND
  for (let step = 0; step < limit; step++) {
    const track = trackNow()
    const outcome = track.phase === 'setup' ? null : decided(track)
    if (outcome) return recordOf(track, startHp, outcome)
    if (track.phase === 'over' || track.round > plan.maxRounds) break
    let played = false
    const before = state()
    for (const move of policy.moves(before, session.campaign)) {
      const asked: SessionMove =
        move.kind === 'act' ? { kind: 'act', system: plan.system, action: move.action } : { kind: 'roll', system: plan.system, roll: move.roll }
      if ((await session.play(asked)).ok) {
        watch?.(move, before, state())
        played = true
        break
      }
    }
    if (!played) break
  }
  return recordOf(trackNow(), startHp, 'stalled')
}
