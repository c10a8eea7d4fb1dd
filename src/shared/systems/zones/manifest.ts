import { encounterItems } from '../../combat/encounter-items'
import type { SystemManifest } from '../rule-system'
import { zonesCampaignPart } from './campaign'
import { zonesStatBlockText } from './stat-block'

/** What Zones is, without its engine: its words, its campaign data, its log filters and its encounters. */
export const zonesManifest = {
  id: 'zones',
  name: 'Zones',
  runNoun: 'fight',
  playersWord: 'characters',
  campaign: zonesCampaignPart,
  statBlockText: zonesStatBlockText,
  placeLabel: (place) => {
    if (place.step === 'setup') return 'Setting up the fight'
    return place.turn ? `${place.turn}'s turn` : null
  },
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
  known: () => [],
  items: encounterItems('zones'),
  hiddenIds: () => [],
} satisfies SystemManifest
