import { test } from '@playwright/test'
import {
  attackFrom,
  clearTable,
  expectEachKeepsItsOwn,
  expectPhonesUsable,
  lockPhone,
  nextTurnOf,
  setTable,
  tapOffTurn,
  undoPlayersStep,
  type Table,
} from './support/phones'

/*
 * A Zones fight at the table with two players on their phones (support/phones.ts tells the
 * setup and each check). The raiders wait in the party's own zone, so Ixa's blades reach them.
 */
let table: Table | null = null
test.afterEach(async () => {
  await clearTable(table)
  table = null
})

test('Z17 each player strikes from their phone on their PC’s turn; a late tap is refused, the GM undoes a player’s step and locks a phone; no phone or screen shows another’s secret or the hidden raider', async ({
  browser,
}) => {
  table = await setTable(browser, {
    system: 'zones',
    encounter: 'enc-wreck-skirmish',
    diceSeed: 3,
    initiative: true,
    sheet: 'Hit points',
    change: (campaign) => {
      const skirmish = campaign.encounters.find((e) => e.id === 'enc-wreck-skirmish')!
      skirmish.setup = { ...(skirmish.setup as object), enemyZone: 'Dune crest' }
    },
  })
  await expectEachKeepsItsOwn(table)
  const first = table.phones[await nextTurnOf(table)]!
  const second = Object.values(table.phones).find((p) => p !== first)!
  await expectPhonesUsable(table, `${first.name}'s turn`)
  await attackFrom(table, first)
  await undoPlayersStep(table, first)
  await tapOffTurn(table, first)

  await nextTurnOf(table, second.pc)
  await attackFrom(table, second)
  await expectEachKeepsItsOwn(table)
  await lockPhone(table, first, second)
})
