import { prepWalkTest } from './support/prep-walk'

/*
 * The prep walkthrough in Escalation: a goblin pasted from the rule text's layout, saved into
 * the bestiary and copied back as a lurker with a portrait, fought over a map at the ford while
 * the player display watches, and exported. README's pictures of the paste dialog and the
 * Bestiary page come from here.
 */
prepWalkTest(
  'an Escalation encounter from a pasted stat block and its bestiary copy, with a portrait and a map, runs with the lurker kept from the players and exports with its pictures',
  {
    system: 'escalation',
    label: 'Escalation',
    flawed: {
      text: 'Goblin Skirmisher\nLevel 2\nAC 17, PD\nInitiative +5, Fast\nHP 30\nSpear +7 vs AC — 2d6+3 damage\nSpeed 30 ft.',
      problem: "line 3: 'AC 17, PD' — an Escalation defense needs a number after AC, PD or MD",
    },
    pasted: {
      name: 'Goblin Skirmisher',
      text: 'Goblin Skirmisher\nLevel 2\nInitiative +5, Fast\nAC 17, PD 13, MD 11\nHP 30\nSpear +7 vs AC — 2d6+3 damage\nMiss: 2 damage',
      preview: 'Spear +7 vs AC — 2d6+3 damage',
      description: 'Darts between the reeds with a spear; flees when its boss falls.',
    },
    lurker: 'Goblin Reed-Lurker',
    encounter: 'Goblins at the Ford',
    startPrefix: 'fight',
    docsScreenshots: true,
  },
)
