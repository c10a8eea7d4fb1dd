import { evaluateDice } from '../../../dice'
import { averagedRecovery } from '../rules/recoveries'
import type { RunRef, SystemContext, SystemStep } from '../../rule-system'
import { escalationHooks } from '../combat/fight'
import { DEFAULT_SETTINGS, type EscalationFight } from '../combat/fight'
import { fightMachine } from '../combat/machine'
import { whyFightRefused } from '../combat/refuse'
import type { EscalationStats } from '../combat/stats'
import { persistedFights } from '../../../combat/persisted-fight'
import { fightBase, fightSession, loggedRulings } from '../../../combat/fight-session'
import type { EscalationEvent } from './events'
import { REST_EVENT_TYPES } from './events'
import type { FightStart } from './plan'
import type { EscalationState, PcCarry } from './state'
import { spentOf, stillSpentAfterQuickRest, whyRechargesRefused, type QuickRestEvent } from './ability-rests'
import type { SpentAbility } from '../combat/abilities'

/** One step of an Escalation session as the log records it. */
export type EscalationStep = SystemStep<EscalationEvent, FightStart>

const fights = persistedFights(fightMachine)

/** A fight as it starts: its combatants in setup, the escalation die at 0, the rulings its start logged. */
function newFight(run: RunRef, start: FightStart): EscalationFight {
  return {
    ...fightBase<EscalationStats>(run, start),
    pcAmbush: false,
    surprise: null,
    escalation: 0,
    campaignLoss: false,
    lastAttack: null,
    lastSave: null,
    rules: run.rules,
    ...loggedRulings(start.settings, DEFAULT_SETTINGS),
  }
}

/** E57, EG50, E50: a Quick Rest: each PC heals with the recoveries it spends (the host rolled them, or each at its average), from 0 if it was below. */
function quickRest(pcs: Record<string, PcCarry>, event: QuickRestEvent): Record<string, PcCarry> {
  const next = { ...pcs }
  for (const id of new Set([...Object.keys(event.pcs), ...Object.keys(event.average ?? {})])) {
    const pc = next[id]
    if (!pc) continue
    // E50, EG49: a recovery taken at its average heals by it (each die rounded down); the rest by their dice.
    const healing = [
      ...(event.pcs[id] ?? []).map((faces) => evaluateDice(pc.recoveryDice, faces).total),
      ...Array<number>(event.average?.[id] ?? 0).fill(averagedRecovery(pc.recoveryDice)),
    ]
    const uses = Math.min(healing.length, pc.recoveriesLeft)
    const healed = healing.slice(0, uses).reduce((sum, amount) => sum + Math.max(0, amount), 0)
    next[id] = { ...pc, hp: Math.min(pc.maxHp, Math.max(0, pc.hp) + healed), tempHp: 0, recoveriesLeft: pc.recoveriesLeft - uses }
  }
  for (const [id, pc] of Object.entries(next)) if (pc.spent) next[id] = withSpent(pc, stillSpentAfterQuickRest(pc.spent, event.recharges?.[id] ?? {}))
  return next
}

/** A PC's spent abilities, the field left out when none is. */
function withSpent(pc: PcCarry, spent: readonly SpentAbility[]): PcCarry {
  const { spent: _spent, ...rest } = pc
  return spent.length ? { ...rest, spent: [...spent] } : rest
}

/** E58, EG50, E28, EG64: a Full Rest: full hit points and recoveries, the no-recovery penalty gone, every ability and all Power back. */
function fullRest(pcs: Record<string, PcCarry>): Record<string, PcCarry> {
  return Object.fromEntries(
    Object.entries(pcs).map(([id, { powerLeft: _spentPower, ...pc }]) => [
      id,
      withSpent({ ...pc, hp: pc.maxHp, tempHp: 0, recoveriesLeft: pc.recoveriesMax, noRecoveryPenalty: 0 }, []),
    ]),
  )
}

/** What the fight leaves the PCs with for the next one, as it closes. */
function closed(state: EscalationState): EscalationState {
  const fight = state.fight?.snapshot.context
  if (!fight) return state
  const pcs = { ...state.pcs }
  for (const c of fight.track.combatants) {
    if (c.source.kind !== 'pc' || !c.stats.recoveries) continue
    pcs[c.source.id] = {
      hp: c.hp,
      maxHp: c.maxHp,
      tempHp: c.tempHp,
      recoveriesLeft: c.stats.recoveries.left,
      recoveriesMax: c.stats.recoveries.max,
      recoveryDice: c.stats.recoveries.dice,
      noRecoveryPenalty: c.stats.recoveries.noRecoveryPenalty,
      // E28: what it spent in this fight (and before it) stays spent until its rest.
      ...spentOf(c.stats.abilities),
      // E31: Power spent stays spent until a Full Rest.
      ...(c.stats.power && c.stats.power.left < c.stats.power.max && { powerLeft: c.stats.power.left }),
    }
  }
  return { ...state, pcs }
}

const isRest = (event: EscalationEvent) => REST_EVENT_TYPES.has(event.type)

/** A rest between fights: what the PCs carry after it. */
function rest(state: EscalationState, event: EscalationEvent): EscalationState {
  if (event.type === 'rest.quickTaken') return { ...state, pcs: quickRest(state.pcs, event) }
  return { ...state, pcs: fullRest(state.pcs) }
}

/** Why a rest is refused now: only between fights (E57, E58), and a Quick Rest only with recoveries the PCs have left. */
function whyRest(state: EscalationState, event: EscalationEvent, { campaign }: SystemContext): string | null {
  if (state.fight) return 'Rest between fights: close this one first (E57, E58).'
  if (event.type !== 'rest.quickTaken') return Object.keys(state.pcs).length ? null : 'No PC has Escalation stats to rest.'
  const recharges = whyRechargesRefused(state, event.recharges ?? {})
  if (recharges) return recharges
  for (const id of new Set([...Object.keys(event.pcs), ...Object.keys(event.average ?? {})])) {
    const rolls = event.pcs[id] ?? []
    const pc = state.pcs[id]
    if (!pc) return `There is no PC “${id}” with Escalation stats.`
    if (rolls.length + (event.average?.[id] ?? 0) > pc.recoveriesLeft)
      return `A Quick Rest spends only recoveries a PC has left (EG50): ${id} has ${pc.recoveriesLeft}.`
    for (const faces of rolls) {
      try {
        evaluateDice(pc.recoveryDice, faces)
      } catch (error) {
        return `The recovery dice of ${campaign?.characters.find((c) => c.id === id)?.name ?? id} do not match ${pc.recoveryDice}: ${error instanceof Error ? error.message : String(error)}`
      }
    }
  }
  return null
}

/**
 * What one logged step does to Escalation in a session, and why the rules refuse one now.
 * Pure: a fight's events go through its machine; rests change what the PCs carry; closing a
 * fight hands its PCs' hit points and recoveries on to the next.
 */
const session = fightSession({ fights, newFight, whyFightRefused, closed, between: { is: isRest, apply: rest, whyRefused: whyRest } })

/** What one logged step does to Escalation in a session. */
export const applyEscalation: (state: EscalationState, step: EscalationStep) => EscalationState = session.apply
/** Why the rules refuse a step of an Escalation session now, or null. */
export const whyEscalationRefused: (state: EscalationState, step: EscalationStep, context: SystemContext) => string | null = session.whyRefused

export { escalationHooks }
