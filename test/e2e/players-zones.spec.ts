import { fightWithPhones } from './support/phones'

/*
 * A Zones fight at the table with two players on their phones (support/phones.ts tells the
 * journey and each check). The raiders wait in the party's own zone, so Ixa's blades reach them.
 */
fightWithPhones(
  'Z17 each player strikes from their phone on their PC’s turn; a late tap is refused, the GM undoes a player’s step and locks a phone; no phone or screen shows another’s secret or the hidden raider',
  {
    system: 'zones',
    encounter: 'enc-wreck-skirmish',
    diceSeed: 3,
    initiative: true,
    sheet: 'Hit points',
    change: (skirmish) => {
      skirmish.setup = { ...(skirmish.setup as object), enemyZone: 'Dune crest' }
    },
  },
)
