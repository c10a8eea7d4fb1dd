import { evaluateDice } from '../../../dice'
import type { Campaign } from '../../../campaign'
import type { SystemContext, SystemStep } from '../../rule-system'
import { escalationHooks } from '../combat/fight'
import { DEFAULT_SETTINGS, type EscalationFight } from '../combat/fight'
import { fightMachine } from '../combat/machine'
import { whyFightRefused } from '../combat/refuse'
import type { EscalationFightEvent } from '../combat/events'
import type { EscalationStats } from '../combat/stats'
import { newTrack, persistedFights } from '../../../combat/persisted-fight'
import type { EscalationEvent } from './events'
import { REST_EVENT_TYPES } from './events'
import type { FightStart } from './plan'
import type { EscalationState, PcCarry } from './state'

/** One step of an Escalation session as the log records it. */
export type EscalationStep = SystemStep<EscalationEvent, FightStart>

const fights = persistedFights(fightMachine)

/** A fight as it starts: its combatants in setup, the escalation die at 0. */
function newFight(run: { id: string; sceneId: string | null }, start: FightStart): EscalationFight {
  return {
    run: run.id,
    encounterId: start.encounterId,
    sceneId: run.sceneId,
    track: newTrack(
      start.encounterId,
      start.combatants.map((c) => ({ ...c, stats: c.stats as EscalationStats })),
    ),
    pcAmbush: false,
    surprise: null,
    escalation: 0,
    campaignLoss: false,
    lastAttack: null,
    lastSave: null,
    settings: rulesOf(start.settings),
    showPcHp: (start.settings?.pcHitPoints ?? 'exact') === 'exact',
  }
}

/** The rulings a fight plays by: those its start logged, else the defaults. */
function rulesOf(settings: FightStart['settings']): EscalationFight['settings'] {
  if (!settings) return DEFAULT_SETTINGS
  const { pcHitPoints: _display, ...rulings } = settings
  return rulings
}

/** E57, EG50: a Quick Rest: each PC heals with the recoveries it spends (the host rolled them), from 0 if it was below. */
function quickRest(pcs: Record<string, PcCarry>, spent: Record<string, number[][]>): Record<string, PcCarry> {
  const next = { ...pcs }
  for (const [id, rolls] of Object.entries(spent)) {
    const pc = next[id]
    if (!pc) continue
    const uses = Math.min(rolls.length, pc.recoveriesLeft)
    const healed = rolls.slice(0, uses).reduce((sum, faces) => sum + Math.max(0, evaluateDice(pc.recoveryDice, faces).total), 0)
    next[id] = { ...pc, hp: Math.min(pc.maxHp, Math.max(0, pc.hp) + healed), tempHp: 0, recoveriesLeft: pc.recoveriesLeft - uses }
  }
  return next
}

/** E58, EG50: a Full Rest: full hit points and recoveries, the no-recovery penalty gone. */
function fullRest(pcs: Record<string, PcCarry>): Record<string, PcCarry> {
  return Object.fromEntries(
    Object.entries(pcs).map(([id, pc]) => [id, { ...pc, hp: pc.maxHp, tempHp: 0, recoveriesLeft: pc.recoveriesMax, noRecoveryPenalty: 0 }]),
  )
}

/** What the fight leaves the PCs with for the next one. */
function carryOut(state: EscalationState): Record<string, PcCarry> {
  const fight = state.fight?.snapshot.context
  if (!fight) return state.pcs
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
    }
  }
  return pcs
}

/**
 * What one logged step does to Escalation in a session. Pure: a fight's events go through its
 * machine; rests change what the PCs carry; closing a fight hands its PCs' hit points and
 * recoveries on to the next.
 */
export function applyEscalation(state: EscalationState, step: EscalationStep): EscalationState {
  switch (step.kind) {
    case 'start': {
      return { ...state, fight: fights.begin(newFight(step.run, step.start)) }
    }
    case 'close':
      return { pcs: carryOut(state), fight: null }
    case 'event': {
      const { event } = step
      if (event.type === 'rest.full') return { ...state, pcs: fullRest(state.pcs) }
      if (event.type === 'rest.quickTaken') return { ...state, pcs: quickRest(state.pcs, event.pcs) }
      if (!state.fight) return state
      return { ...state, fight: fights.step(state.fight, event as EscalationFightEvent) }
    }
  }
}

/** Why the rules refuse a step of an Escalation session now, or null. */
export function whyEscalationRefused(state: EscalationState, step: EscalationStep, context: SystemContext): string | null {
  const fight = state.fight?.snapshot.context
  switch (step.kind) {
    case 'start':
      return fight ? 'A fight is still open: close it first.' : null
    case 'close':
      if (!fight) return 'No fight is open.'
      return fight.track.phase === 'over' ? null : 'The fight is still on: end it first.'
    case 'event': {
      if (REST_EVENT_TYPES.has(step.event.type))
        return fight ? 'Rest between fights: close this one first (E57, E58).' : whyRest(state, step.event, context.campaign)
      if (!fight) return 'No fight is running: start one from an encounter.'
      return whyFightRefused(fight, step.event as EscalationFightEvent)
    }
  }
}

function whyRest(state: EscalationState, event: EscalationEvent, campaign: Campaign | null): string | null {
  if (event.type !== 'rest.quickTaken') return Object.keys(state.pcs).length ? null : 'No PC has Escalation stats to rest.'
  for (const [id, rolls] of Object.entries(event.pcs)) {
    const pc = state.pcs[id]
    if (!pc) return `There is no PC “${id}” with Escalation stats.`
    if (rolls.length > pc.recoveriesLeft) return `A Quick Rest spends only recoveries a PC has left (EG50): ${id} has ${pc.recoveriesLeft}.`
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

export { escalationHooks }
