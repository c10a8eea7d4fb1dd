import { expect } from './support/host-fixture'
import { prepWalkTest } from './support/prep-walk'

/*
 * The prep walkthrough in Zones: a cave bear pasted in the Zones layout, saved into the
 * bestiary and copied back as a lurker with a portrait, fought on a new encounter's
 * battlefield over a map while the player display watches, and exported.
 */
prepWalkTest(
  'a Zones encounter from a pasted stat block and its bestiary copy, with a portrait and a map, runs with the lurker kept from the players and exports with its pictures',
  {
    system: 'zones',
    label: 'Zones',
    flawed: {
      text: 'Cave Bear\nLevel 3\nHP 18\nCON +3\nSkill +4\nClaws — 1d8, melee',
      problem: "line 4: 'CON +3' — a Zones stat block has no such line",
    },
    pasted: {
      name: 'Cave Bear',
      text: 'Cave Bear\nLevel 3\nHP 18\nSTR +3, DEX +1, WIL +0\nSkill +4\nClaws — 1d8, melee\nAttitude Hostile',
      preview: 'STR +3, DEX +1, WIL +0',
      description: 'A bear woken early, hungry and hurt.',
    },
    lurker: 'Bear in the Bracken',
    encounter: 'The Bear Cave',
    startPrefix: 'zones',
    // A new encounter's battlefield has three zones; the party's is named for this cave.
    drawBattlefield: (page) => page.getByTestId('encounter-zone-0-name').fill('Cave mouth'),
    beforeBegin: async (page) => {
      // The GM's d6 for the side that begins, and each character's 1d6 + DEX (Z3, Z4).
      await page.getByTestId('zones-initiative').click()
      await expect(page.getByTestId('zones-side-roll')).toBeVisible()
    },
  },
)
