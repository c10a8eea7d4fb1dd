import { newTrack, persistedFights } from '../../../combat/persisted-fight'
import type { SystemContext, SystemStep } from '../../rule-system'
import type { ZonesFightEvent } from '../combat/events'
import type { ZonesFight } from '../combat/fight'
import { zonesFightMachine } from '../combat/machine'
import { whyFightRefused } from '../combat/rules'
import type { ZonesStats } from '../combat/stats'
import { DEFAULT_ZONES_RULINGS, type ZonesRulings } from '../rules/settings'
import { SESSION_EVENT_TYPES, type ZonesEvent } from './events'
import type { FightStart } from './plan'
import type { PcCarry, ZonesState } from './state'

/** One step of a Zones session as the log records it. */
export type ZonesStep = SystemStep<ZonesEvent, FightStart>

const fights = persistedFights(zonesFightMachine)

/** The rulings a fight plays by: those its start logged, else the defaults. */
function rulingsOf(settings: FightStart['settings']): ZonesRulings {
  if (!settings) return DEFAULT_ZONES_RULINGS
  const { pcHitPoints: _display, ...rulings } = settings
  return rulings
}

/** A fight as it starts: its combatants placed on the battlefield, in setup. */
function newFight(run: { id: string; sceneId: string | null }, start: FightStart): ZonesFight {
  return {
    run: run.id,
    encounterId: start.encounterId,
    sceneId: run.sceneId,
    track: newTrack(
      start.encounterId,
      start.combatants.map((c) => ({ ...c, stats: c.stats as ZonesStats })),
    ),
    battlefield: start.battlefield,
    positions: start.positions,
    starts: start.starts,
    surprised: null,
    sideRoll: null,
    listed: start.combatants.map((c) => c.id),
    lastTest: null,
    lastAttack: null,
    lastMorale: null,
    settings: rulingsOf(start.settings),
    showPcHp: (start.settings?.pcHitPoints ?? 'exact') === 'exact',
  }
}

/** What the fight leaves the PCs with for the next one: their HP and usage marks. */
function carryOut(state: ZonesState): Record<string, PcCarry> {
  const fight = state.fight?.snapshot.context
  if (!fight) return state.pcs
  const pcs = { ...state.pcs }
  for (const c of fight.track.combatants)
    if (c.source.kind === 'pc' && c.stats.kind === 'pc')
      pcs[c.source.id] = { hp: c.hp, maxHp: c.maxHp, weapons: c.stats.weapons.map((w) => ({ name: w.name, usages: w.usages })) }
  return pcs
}

/** The GM's edit of a PC's weapons: the session holds the new marks, in a fight on its combatant too. */
function adoptWeapons(state: ZonesState, event: Extract<ZonesEvent, { type: 'weapons.adopted' }>): ZonesState {
  const carried = state.pcs[event.pc]
  const pcs = carried ? { ...state.pcs, [event.pc]: { ...carried, weapons: event.weapons } } : state.pcs
  const fight = state.fight
  if (!fight) return { ...state, pcs }
  const context = fight.snapshot.context
  const combatants = context.track.combatants.map((c) =>
    c.source.kind === 'pc' && c.source.id === event.pc
      ? {
          ...c,
          stats: {
            ...c.stats,
            weapons: c.stats.weapons.map((w, i) => (event.weapons[i]?.name === w.name ? { ...w, usages: event.weapons[i].usages } : w)),
          },
        }
      : c,
  )
  const snapshot = { ...fight.snapshot, context: { ...context, track: { ...context.track, combatants } } }
  return { pcs, fight: { snapshot } }
}

/**
 * What one logged step does to Zones in a session. Pure: a fight's events go through its
 * machine; a rest restores the PCs' HP; closing a fight hands their HP and marks on.
 */
export function applyZones(state: ZonesState, step: ZonesStep): ZonesState {
  switch (step.kind) {
    case 'start': {
      return { ...state, fight: fights.begin(newFight(step.run, step.start)) }
    }
    case 'close':
      return { pcs: carryOut(state), fight: null }
    case 'event': {
      const { event } = step
      if (event.type === 'party.rest')
        return { ...state, pcs: Object.fromEntries(Object.entries(state.pcs).map(([id, pc]) => [id, { ...pc, hp: pc.maxHp }])) }
      if (event.type === 'weapons.adopted') return adoptWeapons(state, event)
      if (!state.fight) return state
      return { ...state, fight: fights.step(state.fight, event as ZonesFightEvent) }
    }
  }
}

/** Why the rules refuse a step of a Zones session now, or null. */
export function whyZonesRefused(state: ZonesState, step: ZonesStep, context: SystemContext): string | null {
  const fight = state.fight?.snapshot.context
  switch (step.kind) {
    case 'start':
      return fight ? 'A fight is still open: close it first.' : null
    case 'close':
      if (!fight) return 'No fight is open.'
      return fight.track.phase === 'over' ? null : 'The fight is still on: end it first.'
    case 'event': {
      const { event } = step
      if (SESSION_EVENT_TYPES.has(event.type)) {
        if (event.type === 'party.rest') {
          if (fight) return 'Rest between fights: close this one first (ZR14).'
          return Object.keys(state.pcs).length ? null : 'No PC has a Zones block to rest.'
        }
        if (event.type === 'weapons.adopted' && !state.pcs[event.pc] && !fight?.track.combatants.some((c) => c.id === event.pc))
          return `${context.campaign?.characters.find((c) => c.id === event.pc)?.name ?? event.pc} has no Zones block in this session.`
        return null
      }
      if (!fight) return 'No fight is running: start one from an encounter.'
      return whyFightRefused(fight, event as ZonesFightEvent)
    }
  }
}
