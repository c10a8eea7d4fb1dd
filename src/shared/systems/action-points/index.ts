/**
 * Action points: the rules as pure functions, exact odds of each success level, the fight on
 * the shared combat tracker (its machine, events and views), and `actionPointsSystem`, the
 * descriptor the registries list.
 */
import type { RuleSystem } from '../rule-system'
import { actionPointsCampaignPart } from './campaign'
import { AP_HOST_EVENT_TYPES, ApFightAction, ApFightEvent, ApFightRoll } from './combat/events'
import { actingNow } from './combat/fight'
import { actionPointsActor, actionPointsDice, describeActionPoints } from './log/describe'
import { applyActionPoints, whyActionPointsRefused } from './session/apply'
import { FightRequest, FightStart, planFight } from './session/plan'
import { ApBegin, initialState, type ApState } from './session/state'
import { actionPointsGmView } from './views/gm-view'
import { actionPointsPlayerPart } from './views/player-part'
import { ApPlayerPart } from './views/player-schema'
import { fighterOf } from './combat/lookup'

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

const ACTION_TYPES = new Set([
  'action.move',
  'action.step',
  'action.take',
  'action.draw',
  'action.sheathe',
  'action.flowState',
  'action.totalDefense',
])

/** Action points as every registry lists it. */
export const actionPointsSystem = {
  id: 'actionPoints',
  name: 'Action points',
  runNoun: 'fight',
  playersWord: 'PCs',
  campaign: actionPointsCampaignPart,
  // Today's shapes and rules are the first; raise either with an upcaster or a kept old rule (docs/history.md).
  format: { version: 1, rules: 1 },
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
  placeLabel: (place) => {
    if (place.step === 'setup') return 'Setting up the fight'
    const who = place.turn ? `${place.turn}'s turn` : null
    if (place.step === 'surprise') return who ? `Surprise Round, ${who}` : 'Surprise Round'
    if (place.step === 'reacting') return who ? `${who}, reactions` : 'Reactions'
    return who
  },
  describe: describeActionPoints,
  actor: actionPointsActor,
  mentions: () => [],
  dice: actionPointsDice,
  narrative: () => null,
  quiet: () => false,
  logFilters: [
    {
      id: 'rolls',
      label: 'Dice rolls',
      kinds: AP_HOST_EVENT_TYPES.filter((t) => t !== 'combatant.joined'),
    },
    { id: 'runs', label: 'Fights started and ended', kinds: ['combat.begin', 'combat.end'] },
    {
      id: 'combat',
      label: 'Attacks, reactions and damage',
      kinds: [
        'attack.rolled',
        'reactionAttack.rolled',
        'reaction.rolled',
        'attack.landed',
        'counter.rolled',
        'damage.rolled',
        'combatant.damage',
        'healing.rolled',
        'combatant.heal',
      ],
    },
    {
      id: 'actions',
      label: 'Actions and their AP',
      kinds: [...ACTION_TYPES, 'turn.ready', 'ready.fire', 'feint.rolled', 'grapple.rolled', 'shove.rolled', 'tumble.rolled'],
    },
    { id: 'resources', label: 'AP, RP and FP adjusted', kinds: ['resource.adjust'] },
    { id: 'conditions', label: 'Conditions', kinds: ['condition.add', 'condition.remove'] },
  ],
  gmView: actionPointsGmView,
  placeDetail: (state, campaign) => {
    const fight = state.fight?.snapshot.context
    return fight ? (campaign.encounters.find((e) => e.id === fight.encounterId)?.name ?? null) : null
  },
  playerPart: actionPointsPlayerPart,
  playerPartSchema: ApPlayerPart.nullable(),
  known: () => [],
  items: (campaign) =>
    campaign.encounters
      .filter((e) => e.system === 'actionPoints')
      .map((e) => ({ id: e.id, name: e.name, where: 'Encounter', sceneId: null, revealed: e.revealed })),
  hiddenIds: () => [],
} satisfies RuleSystem<ApState, ApFightEvent, FightStart, FightRequest, ApFightAction, ApBegin, ApFightRoll>
