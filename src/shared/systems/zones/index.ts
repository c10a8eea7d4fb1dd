/**
 * Zones: the rules as pure functions, exact odds of a Test, the fight on the shared combat
 * tracker (its battlefield, machine, events and views), its campaign data, and `zonesSystem`,
 * the descriptor the registries list.
 */
import type { RuleSystem } from '../rule-system'
import { combatantOf } from '../../combat/roster'
import { zonesCampaignPart } from './campaign'
import { describeZones, zonesActor, zonesDice } from './log/describe'
import { applyZones, whyZonesRefused } from './session/apply'
import { HOST_EVENT_TYPES, ZonesAction, ZonesEvent, ZonesRoll } from './session/events'
import { FightRequest, FightStart, planFight } from './session/plan'
import { ZonesBegin, beginFrom, initialState, type ZonesState } from './session/state'
import { zonesGmView } from './views/gm-view'
import { zonesPlayerPart } from './views/player-part'
import { ZonesPlayerPart } from './views/player-schema'

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
export { attackOddsWith, type TurnOptions, type MoveOption, type AttackOption, type BreakFreeOption } from './views/turn-options'
export * from './views/player-schema'

/** Zones as every registry lists it. */
export const zonesSystem = {
  id: 'zones',
  name: 'Zones',
  runNoun: 'fight',
  playersWord: 'characters',
  campaign: zonesCampaignPart,
  // Today's shapes and rules are the first; raise either with an upcaster or a kept old rule (docs/history.md).
  format: { version: 1, rules: 1 },
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
  placeLabel: (place) => {
    if (place.step === 'setup') return 'Setting up the fight'
    return place.turn ? `${place.turn}'s turn` : null
  },
  describe: describeZones,
  actor: zonesActor,
  mentions: () => [],
  dice: zonesDice,
  narrative: () => null,
  quiet: () => false,
  logFilters: [
    {
      id: 'rolls',
      label: 'Dice rolls',
      kinds: [
        'initiative.rolled',
        'move.rolled',
        'attack.rolled',
        'test.rolled',
        'duty.rolled',
        'reaction.rolled',
        'morale.rolled',
        'damage.rolled',
        'healing.rolled',
      ],
    },
    { id: 'runs', label: 'Fights started and ended', kinds: ['combat.begin', 'combat.end'] },
    {
      id: 'combat',
      label: 'Attacks, damage and healing',
      kinds: ['attack.rolled', 'move.rolled', 'damage.rolled', 'combatant.damage', 'healing.rolled', 'combatant.heal', 'combatant.tempHp'],
    },
    { id: 'conditions', label: 'Conditions and saves', kinds: ['condition.add', 'condition.remove', 'test.rolled', 'duty.rolled'] },
    { id: 'zones', label: 'Moves and zones', kinds: ['move.rolled', 'zone.place', 'turn.disengage'] },
    { id: 'morale', label: 'Reactions and morale', kinds: ['reaction.rolled', 'morale.rolled', 'morale.choose'] },
  ],
  gmView: zonesGmView,
  placeDetail: (state, campaign) => {
    const fight = state.fight?.snapshot.context
    return fight ? (campaign.encounters.find((e) => e.id === fight.encounterId)?.name ?? null) : null
  },
  playerPart: zonesPlayerPart,
  playerPartSchema: ZonesPlayerPart.nullable(),
  known: () => [],
  items: (campaign) =>
    campaign.encounters
      .filter((e) => e.system === 'zones')
      .map((e) => ({ id: e.id, name: e.name, where: 'Encounter', sceneId: null, revealed: e.revealed })),
  hiddenIds: () => [],
} satisfies RuleSystem<ZonesState, ZonesEvent, FightStart, FightRequest, ZonesAction, ZonesBegin, ZonesRoll>
