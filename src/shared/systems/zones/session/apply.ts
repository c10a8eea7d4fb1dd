import { fightBase, fightSession, loggedRulings } from '../../../combat/fight-session'
import { persistedFights } from '../../../combat/persisted-fight'
import type { RunRef, SystemContext, SystemStep } from '../../rule-system'
import type { ZonesFight } from '../combat/fight'
import { zonesFightMachine } from '../combat/machine'
import { whyFightRefused } from '../combat/rules'
import type { ZonesStats } from '../combat/stats'
import { DEFAULT_ZONES_RULINGS } from '../rules/settings'
import { SESSION_EVENT_TYPES, type ZonesEvent } from './events'
import type { FightStart } from './plan'
import type { ZonesState } from './state'

/** One step of a Zones session as the log records it. */
export type ZonesStep = SystemStep<ZonesEvent, FightStart>

const fights = persistedFights(zonesFightMachine)

/** A fight as it starts: its combatants placed on the battlefield, in setup, with the rulings its start logged. */
function newFight(run: RunRef, start: FightStart): ZonesFight {
  return {
    ...fightBase<ZonesStats>(run, start),
    battlefield: start.battlefield,
    positions: start.positions,
    starts: start.starts,
    surprised: null,
    sideRoll: null,
    listed: start.combatants.map((c) => c.id),
    lastTest: null,
    lastAttack: null,
    lastMorale: null,
    ...loggedRulings(start.settings, DEFAULT_ZONES_RULINGS),
  }
}

/** What the fight leaves the PCs with for the next one, as it closes: their HP and usage marks. */
function closed(state: ZonesState): ZonesState {
  const fight = state.fight?.snapshot.context
  if (!fight) return state
  const pcs = { ...state.pcs }
  for (const c of fight.track.combatants)
    if (c.source.kind === 'pc' && c.stats.kind === 'pc')
      pcs[c.source.id] = { hp: c.hp, maxHp: c.maxHp, weapons: c.stats.weapons.map((w) => ({ name: w.name, usages: w.usages })) }
  return { ...state, pcs }
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

const isBetween = (event: ZonesEvent) => SESSION_EVENT_TYPES.has(event.type)

/** One of the session's own events: a rest (ZR14: every PC back to full HP), or the GM's edit of usage marks. */
function between(state: ZonesState, event: ZonesEvent): ZonesState {
  if (event.type === 'weapons.adopted') return adoptWeapons(state, event)
  return { ...state, pcs: Object.fromEntries(Object.entries(state.pcs).map(([id, pc]) => [id, { ...pc, hp: pc.maxHp }])) }
}

/** Why one of the session's own events is refused now: a rest only between fights (ZR14), marks only for a PC the session knows. */
function whyBetween(state: ZonesState, event: ZonesEvent, { campaign }: SystemContext): string | null {
  const fight = state.fight?.snapshot.context
  if (event.type === 'party.rest') {
    if (fight) return 'Rest between fights: close this one first (ZR14).'
    return Object.keys(state.pcs).length ? null : 'No PC has a Zones block to rest.'
  }
  if (event.type === 'weapons.adopted' && !state.pcs[event.pc] && !fight?.track.combatants.some((c) => c.id === event.pc))
    return `${campaign?.characters.find((c) => c.id === event.pc)?.name ?? event.pc} has no Zones block in this session.`
  return null
}

/**
 * What one logged step does to Zones in a session, and why the rules refuse one now. Pure: a
 * fight's events go through its machine; a rest restores the PCs' HP; closing a fight hands
 * their HP and marks on.
 */
const session = fightSession({ fights, newFight, whyFightRefused, closed, between: { is: isBetween, apply: between, whyRefused: whyBetween } })

/** What one logged step does to Zones in a session. */
export const applyZones: (state: ZonesState, step: ZonesStep) => ZonesState = session.apply
/** Why the rules refuse a step of a Zones session now, or null. */
export const whyZonesRefused: (state: ZonesState, step: ZonesStep, context: SystemContext) => string | null = session.whyRefused
