/**
 * Action points: the rules as pure functions, exact odds of each success level, the fight on
 * the shared combat tracker (its machine, events and views), and `actionPointsSystem`, the
 * engine the host runs.
 */
import type { RuleSystem } from '../rule-system'
import { actionPointsManifest } from './manifest'
import { AP_HOST_EVENT_TYPES, ApFightAction, ApFightEvent, ApFightRoll } from './combat/events'
import { actingNow, AP_RULES } from './combat/fight'
import { actionPointsActor, actionPointsDice, describeActionPoints } from './log/describe'
import { applyActionPoints, whyActionPointsRefused } from './session/apply'
import { FightRequest, FightStart, planFight } from './session/plan'
import { ApBegin, initialState, type ApState } from './session/state'
import { actionPointsGmView } from './views/gm-view'
import { actionPointsPlayerPart } from './views/player-part'
import { ApPlayerPart } from './views/player-schema'
import { fighterOf } from './combat/lookup'
import { actionPointsPlayers } from './session/players'

export { actionPointsManifest } from './manifest'
export * from './rules'
export * from './odds'
export {
  ActionPointsPcBlock,
  ActionPointsStatBlock,
  ActionPointsSetup,
  ActionPointsWeapon,
  ActionPointsSettingsSchema,
  HexSchema,
  actionPointsSettingsOf,
  defaultActionPointsSettings,
  type ActionPointsCampaignSettings,
  actionPointsCampaignPart,
  type ActionPointsPcBlockInput,
  type ActionPointsStatBlockInput,
  type ActionPointsWeaponInput,
} from './campaign'
export { ApFightAction, ApFightEvent, ApFightRoll, CheckRoll } from './combat/events'
export type { ApFight, AttackInFlight, CheckRecord, ResultRecord } from './combat/fight'
export type { ApStats, FightWeapon } from './combat/stats'
export { ACTION_KINDS, type ActionKind } from './combat/availability'
export { FightRequest, FightStart } from './session/plan'
export type { ApState } from './session/state'
export type { ApGmView, ApFightView, PendingView } from './views/gm-view'
export type { ApCombatantView } from './views/combatant-view'
export type { ActionOption, AttackOption, OpposedOption, ReactionOption } from './views/options'
export * from './views/player-schema'

/** Action points' engine, its manifest (`./manifest`) spread in: what the host and the session run. */
export const actionPointsSystem = {
  ...actionPointsManifest,
  // Shapes of the first version (later fields are optional and read with a default). Rules 2: no save-ends or
  // Test-ends conditions; fights begun under rules 1 keep them (docs/history.md).
  // Format 2: the tracker's combatant.revealAll, which a console of format 1 cannot read.
  format: { version: 2, rules: AP_RULES },
  session: { begin: ApBegin, beginFrom: () => ({}), initial: initialState },
  runs: {
    request: FightRequest,
    start: FightStart,
    plan: planFight,
    title: (start) => ({ name: start.name, detail: `Action points, ${start.combatants.length} combatants` }),
  },
  events: ApFightEvent,
  actions: ApFightAction,
  rolls: ApFightRoll,
  hostEvents: AP_HOST_EVENT_TYPES,
  whyRefused: whyActionPointsRefused,
  apply: applyActionPoints,
  running(state) {
    const fight = state.fight?.snapshot.context
    if (!fight) return null
    const { track } = fight
    const current = fighterOf(track, actingNow(fight))
    // A hidden combatant's turn names nobody: the place is written into entries the players may read.
    const turn = current && !current.hidden ? current.name : null
    const step = track.surprise ? 'surprise' : fight.pending ? 'reacting' : track.phase
    return { id: fight.run, place: { round: track.round > 0 ? track.round : null, turn, step }, over: track.phase === 'over' }
  },
  describe: describeActionPoints,
  actor: actionPointsActor,
  mentions: () => [],
  dice: actionPointsDice,
  narrative: () => null,
  quiet: () => false,
  gmView: actionPointsGmView,
  placeDetail: (state, campaign) => {
    const fight = state.fight?.snapshot.context
    return fight ? (campaign.encounters.find((e) => e.id === fight.encounterId)?.name ?? null) : null
  },
  playerPart: actionPointsPlayerPart,
  playerPartSchema: ApPlayerPart.nullable(),
  players: actionPointsPlayers,
} satisfies RuleSystem<ApState, ApFightEvent, FightStart, FightRequest, ApFightAction, ApBegin, ApFightRoll>
