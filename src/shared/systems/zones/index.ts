/**
 * Zones: the rules as pure functions, exact odds of a Test, the fight on the shared combat
 * tracker (its battlefield, machine, events and views), its campaign data, and `zonesSystem`,
 * the engine the session and the host run.
 */
import type { RuleSystem } from '../rule-system'
import { zonesPlayers } from './session/players'
import { combatantOf } from '../../combat/roster'
import { zonesManifest } from './manifest'
import { describeZones, zonesActor, zonesDice } from './log/describe'
import { applyZones, whyZonesRefused } from './session/apply'
import { HOST_EVENT_TYPES, ZonesAction, ZonesEvent, ZonesRoll } from './session/events'
import { FightRequest, FightStart, planFight } from './session/plan'
import { ZonesBegin, beginFrom, initialState, type ZonesState } from './session/state'
import { zonesGmView } from './views/gm-view'
import { zonesPlayerPart } from './views/player-part'
import { ZonesPlayerPart } from './views/player-schema'

export { zonesManifest } from './manifest'
export * from './rules'
export * from './odds'
export {
  ZonesPcBlock,
  ZonesStatBlock,
  ZonesSetup,
  ZonesWeapon,
  ZonesZone,
  ZonesHazard,
  ZonesCreatureAttack,
  zonesCampaignPart,
  ZonesSettingsSchema,
  defaultZonesSettings,
  zonesSettingsOf,
  type ZonesCampaignSettings,
  type ZonesPcBlockInput,
} from './campaign'
export type { ZonesFight, StrikeRecord, TestRecord, AttackRecord, MoraleRecord } from './combat/fight'
export type { ZonesStats, ZonesWeaponStats } from './combat/stats'
export { ZonesAction, ZonesEvent, ZonesRoll } from './session/events'
export { FightRequest, FightStart } from './session/plan'
export type { ZonesState, PcCarry } from './session/state'
export type { ZonesGmView, FightView, CombatantView, ZoneView } from './views/gm-view'
export type { TurnOptions, MoveOption, AttackOption, BreakFreeOption } from './views/turn-options'
export * from './views/player-schema'

/** Zones' engine, its manifest (`./manifest`) spread in: what the host and the session run. */
export const zonesSystem = {
  ...zonesManifest,
  // Raise either with an upcaster or a kept old rule (docs/history.md). Format 2: the tracker's
  // combatant.revealAll, which a console of format 1 cannot read.
  format: { version: 2, rules: 1 },
  session: { begin: ZonesBegin, beginFrom, initial: initialState },
  runs: {
    request: FightRequest,
    start: FightStart,
    plan: planFight,
    title: (start) => ({ name: start.name, detail: `Zones, ${start.combatants.length} combatants in ${start.battlefield.zones.length} zones` }),
  },
  events: ZonesEvent,
  actions: ZonesAction,
  rolls: ZonesRoll,
  hostEvents: HOST_EVENT_TYPES,
  whyRefused: whyZonesRefused,
  apply: applyZones,
  running(state) {
    const fight = state.fight?.snapshot.context
    if (!fight) return null
    const { track } = fight
    const current = combatantOf(track, track.current)
    // A hidden combatant's turn names nobody: the place is written into entries the players may read.
    const turn = current && !current.hidden ? current.name : null
    return { id: fight.run, place: { round: track.round > 0 ? track.round : null, turn, step: track.phase }, over: track.phase === 'over' }
  },
  describe: describeZones,
  actor: zonesActor,
  mentions: () => [],
  dice: zonesDice,
  narrative: () => null,
  quiet: () => false,
  gmView: zonesGmView,
  placeDetail: (state, campaign) => {
    const fight = state.fight?.snapshot.context
    return fight ? (campaign.encounters.find((e) => e.id === fight.encounterId)?.name ?? null) : null
  },
  playerPart: zonesPlayerPart,
  playerPartSchema: ZonesPlayerPart.nullable(),
  players: zonesPlayers,
} satisfies RuleSystem<ZonesState, ZonesEvent, FightStart, FightRequest, ZonesAction, ZonesBegin, ZonesRoll>
