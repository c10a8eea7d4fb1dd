import { encounterItems } from '../../combat/encounter-items'
import type { SystemManifest } from '../rule-system'
import { escalationCampaignPart } from './campaign'
import { escalationStatBlockText } from './stat-block'

const STEP_WORDS: Record<string, string> = { setup: 'Setting up the fight', surprise: 'Surprise Round', turn: 'Round' }

/** What Escalation is, without its engine: its words, its campaign data, its log filters and its encounters. */
export const escalationManifest = {
  id: 'escalation',
  name: 'Escalation',
  runNoun: 'fight',
  playersWord: 'PCs',
  campaign: escalationCampaignPart,
  statBlockText: escalationStatBlockText,
  placeLabel: (place) => {
    if (place.step === 'setup') return STEP_WORDS.setup!
    const who = place.turn ? `${place.turn}'s turn` : null
    if (place.step === 'surprise') return who ? `Surprise Round, ${who}` : 'Surprise Round'
    return who
  },
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
        'sustain.rolled',
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
        'ability.use',
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
  known: () => [],
  items: encounterItems('escalation'),
  hiddenIds: () => [],
} satisfies SystemManifest
