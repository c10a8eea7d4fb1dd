/**
 * Escalation: the rules as pure functions, exact attack odds, the fight on the shared combat
 * tracker (its machine, events and views), and `escalationSystem`, the engine the
 * host runs.
 */
import type { RuleSystem } from '../rule-system'
import { escalationPlayers } from './session/players'
import { combatantOf } from '../../combat/roster'
import { describeEscalation, escalationActor, escalationDice } from './log/describe'
import { applyEscalation, whyEscalationRefused } from './session/apply'
import { EscalationAction, EscalationEvent, EscalationRoll, HOST_EVENT_TYPES } from './session/events'
import { FightRequest, FightStart, planFight } from './session/plan'
import { EscalationBegin, beginFrom, initialState, type EscalationState } from './session/state'
import { EscalationPlayerPart } from './views/player-schema'
import { escalationPlayerPart } from './views/player-part'
import { escalationGmView } from './views/gm-view'
import { escalationManifest } from './manifest'

export { escalationManifest } from './manifest'
export * from './rules'
export * from './odds'
export {
  EscalationPcBlock,
  EscalationStatBlock,
  escalationCampaignPart,
  pcTier,
  defaultEscalationSettings,
  escalationSettingsOf,
  type EscalationPcBlockInput,
  type EscalationCampaignSettings,
} from './campaign'
export type { EscalationFight, AttackRecord, AttackTargetRecord, SaveRecord } from './combat/fight'
export type { EscalationAttack, EscalationStats } from './combat/stats'
export { isRangedAttack } from './combat/stats'
export { EscalationAction, EscalationEvent, EscalationRoll } from './session/events'
export { FightRequest, FightStart } from './session/plan'
export type { EscalationState, PcCarry } from './session/state'
export type { EscalationGmView, FightView, CombatantView } from './views/gm-view'
export type { MoveOption, TurnOptions, OpportunityView, InterceptView } from './views/gm-positions'
export * from './views/player-schema'
export { attackSituation, attackNumbers, damageNotation } from './combat/attack'

/** Escalation's engine, its manifest (`./manifest`) spread in: what the host and the session run. */
export const escalationSystem = {
  ...escalationManifest,
  // Raise either with an upcaster or a kept old rule (docs/history.md). Rules 2: E64 Grabbed, E45 Coup de Grace, E44 Rally;
  // rules 3: E31 a Power cost needs a pool, E26 an Interrupt needs its trigger (`rulesOf`).
  // Format 2: the tracker's combatant.revealAll, which a console of format 1 cannot read.
  format: { version: 2, rules: 3 },
  session: { begin: EscalationBegin, beginFrom, initial: initialState },
  runs: {
    request: FightRequest,
    start: FightStart,
    plan: planFight,
    title: (start) => ({ name: start.name, detail: `Escalation, ${start.combatants.length} combatants` }),
  },
  events: EscalationEvent,
  actions: EscalationAction,
  rolls: EscalationRoll,
  hostEvents: HOST_EVENT_TYPES,
  whyRefused: whyEscalationRefused,
  apply: applyEscalation,
  running(state) {
    const fight = state.fight?.snapshot.context
    if (!fight) return null
    const { track } = fight
    const current = combatantOf(track, track.current)
    // A hidden combatant's turn names nobody: the place is written into entries the players may read.
    const turn = current && !current.hidden ? current.name : null
    return {
      id: fight.run,
      place: { round: track.round > 0 ? track.round : null, turn, step: track.surprise ? 'surprise' : track.phase },
      over: track.phase === 'over',
    }
  },
  describe: describeEscalation,
  actor: escalationActor,
  mentions: () => [],
  dice: escalationDice,
  narrative: () => null,
  quiet: () => false,
  gmView: escalationGmView,
  placeDetail: (state, campaign) => {
    const fight = state.fight?.snapshot.context
    return fight ? (campaign.encounters.find((e) => e.id === fight.encounterId)?.name ?? null) : null
  },
  playerPart: escalationPlayerPart,
  playerPartSchema: EscalationPlayerPart.nullable(),
  players: escalationPlayers,
} satisfies RuleSystem<EscalationState, EscalationEvent, FightStart, FightRequest, EscalationAction, EscalationBegin, EscalationRoll>
