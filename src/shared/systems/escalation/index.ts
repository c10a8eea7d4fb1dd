/**
 * Escalation: the rules as pure functions, exact attack odds, the fight on the shared combat
 * tracker (its machine, events and views), and `escalationSystem`, the descriptor the
 * registries list.
 */
import type { RuleSystem } from '../rule-system'
import { combatantOf } from '../../combat/roster'
import { describeEscalation, escalationActor, escalationDice } from './log/describe'
import { applyEscalation, whyEscalationRefused } from './session/apply'
import { EscalationAction, EscalationEvent, EscalationRoll, HOST_EVENT_TYPES } from './session/events'
import { FightRequest, FightStart, planFight } from './session/plan'
import { EscalationBegin, beginFrom, initialState, type EscalationState } from './session/state'
import { EscalationPlayerPart } from './views/player-schema'
import { escalationPlayerPart } from './views/player-part'
import { escalationGmView } from './views/gm-view'
import { escalationCampaignPart } from './campaign'

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

const STEP_WORDS: Record<string, string> = { setup: 'Setting up the fight', surprise: 'Surprise Round', turn: 'Round' }

/** Escalation as every registry lists it. */
export const escalationSystem = {
  id: 'escalation',
  name: 'Escalation',
  runNoun: 'fight',
  playersWord: 'PCs',
  campaign: escalationCampaignPart,
  // Today's shapes and rules are the first; raise either with an upcaster or a kept old rule (docs/history.md).
  format: { version: 1, rules: 1 },
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
  placeLabel: (place) => {
    if (place.step === 'setup') return STEP_WORDS.setup!
    const who = place.turn ? `${place.turn}'s turn` : null
    if (place.step === 'surprise') return who ? `Surprise Round, ${who}` : 'Surprise Round'
    return who
  },
  describe: describeEscalation,
  actor: escalationActor,
  mentions: () => [],
  dice: escalationDice,
  narrative: () => null,
  quiet: () => false,
  logFilters: [
    {
      id: 'rolls',
      label: 'Dice rolls',
      kinds: [
        'attack.rolled',
        'save.rolled',
        'deathSave.rolled',
        'lastGasp.rolled',
        'disengage.rolled',
        'diceyMove.rolled',
        'rally.rolled',
        'recovery.rolled',
        'damage.rolled',
        'healing.rolled',
      ],
    },
    {
      id: 'positions',
      label: 'Positions, moves and Opportunity Attacks',
      kinds: [
        'position.place',
        'position.move',
        'position.popOff',
        'disengage.rolled',
        'diceyMove.rolled',
        'intercept',
        'opportunity.decline',
        'combatant.outOfFight',
        'spirit.fight',
      ],
    },
    { id: 'runs', label: 'Fights started and ended', kinds: ['combat.begin', 'combat.end', 'party.flee'] },
    {
      id: 'combat',
      label: 'Attacks, damage and healing',
      kinds: [
        'attack.rolled',
        'damage.rolled',
        'combatant.damage',
        'healing.rolled',
        'combatant.heal',
        'combatant.tempHp',
        'rally.rolled',
        'recovery.rolled',
      ],
    },
    {
      id: 'conditions',
      label: 'Conditions and saves',
      kinds: ['condition.add', 'condition.remove', 'save.rolled', 'deathSave.rolled', 'lastGasp.rolled'],
    },
  ],
  gmView: escalationGmView,
  placeDetail: (state, campaign) => {
    const fight = state.fight?.snapshot.context
    return fight ? (campaign.encounters.find((e) => e.id === fight.encounterId)?.name ?? null) : null
  },
  playerPart: escalationPlayerPart,
  playerPartSchema: EscalationPlayerPart.nullable(),
  known: () => [],
  items: (campaign) =>
    campaign.encounters
      .filter((e) => e.system === 'escalation')
      .map((e) => ({ id: e.id, name: e.name, where: 'Encounter', sceneId: null, revealed: e.revealed })),
  hiddenIds: () => [],
} satisfies RuleSystem<EscalationState, EscalationEvent, FightStart, FightRequest, EscalationAction, EscalationBegin, EscalationRoll>
