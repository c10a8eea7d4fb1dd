import { encounterItems } from '../../combat/encounter-items'
import type { SystemManifest } from '../rule-system'
import { actionPointsCampaignPart } from './campaign'
import { actionPointsStatBlockText } from './stat-block'
import { AP_HOST_EVENT_TYPES } from './combat/host-event-types'

/** The actions that spend AP, by event type, for the log's "Actions and their AP". */
const ACTION_TYPES = ['action.move', 'action.step', 'action.take', 'action.draw', 'action.sheathe', 'action.flowState', 'action.totalDefense']

/** What Action points is, without its engine: its words, its campaign data, its log filters and its encounters. */
export const actionPointsManifest = {
  id: 'actionPoints',
  name: 'Action points',
  runNoun: 'fight',
  playersWord: 'PCs',
  campaign: actionPointsCampaignPart,
  statBlockText: actionPointsStatBlockText,
  placeLabel: (place) => {
    if (place.step === 'setup') return 'Setting up the fight'
    const who = place.turn ? `${place.turn}'s turn` : null
    if (place.step === 'surprise') return who ? `Surprise Round, ${who}` : 'Surprise Round'
    if (place.step === 'reacting') return who ? `${who}, reactions` : 'Reactions'
    return who
  },
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
  known: () => [],
  items: encounterItems('actionPoints'),
  hiddenIds: () => [],
} satisfies SystemManifest
