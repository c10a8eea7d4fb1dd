import { fightWithPhones } from './support/phones'

/* An Escalation fight at the table with two players on their phones (support/phones.ts tells the journey and each check). */
fightWithPhones(
  'E1 each player attacks from their phone on their PC’s turn; a late tap is refused, the GM undoes a player’s step and locks a phone; no phone or screen shows another’s secret or the hidden raider',
  { system: 'escalation', encounter: 'enc-raider-ambush', diceSeed: 3, initiative: false, sheet: 'Abilities' },
)
