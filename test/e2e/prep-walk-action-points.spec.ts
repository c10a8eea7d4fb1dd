import { prepWalkTest } from './support/prep-walk'

/*
 * The prep walkthrough in Action points: a bandit captain pasted in the Action-points layout,
 * saved into the bestiary and copied back as a lurker with a portrait, fought on the hex map
 * over a map while the player display watches, and exported.
 */
prepWalkTest(
  'an Action-points encounter from a pasted stat block and its bestiary copy, with a portrait and a map, runs with the lurker kept from the players and exports with its pictures',
  {
    system: 'actionPoints',
    label: 'Action points',
    flawed: {
      text: 'Bandit Captain\nHP 24\nAgility 55\nWeapon: Crossbow — ranged, 1d10, two-handed',
      problem: "line 4: 'Weapon: Crossbow — ranged, 1d10, two-handed' — a ranged weapon needs a Range",
    },
    pasted: {
      name: 'Bandit Captain',
      text: 'Bandit Captain\nHP 24\nAgility 55\nMove 4\nSkills: Melee 60, Ranged 45\nWeapon: Sabre — melee, 1d8+1, one-handed, main hand, finesse',
      preview: 'Skills: Melee 60, Ranged 45',
      description: 'Collects the bridge toll at sabre point.',
    },
    lurker: 'Bandit in the Rafters',
    encounter: 'The Toll Bridge',
    startPrefix: 'ap-fight',
    // Everyone's initiative, rolled by the host (A32).
    beforeBegin: (page) => page.getByTestId('ap-roll-initiative').click(),
  },
)
