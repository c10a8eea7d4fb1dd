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

/* An Escalation fight at the table with two players on their phones (support/phones.ts tells the setup and each check). */
let table: Table | null = null
test.afterEach(async () => {
  await clearTable(table)
  table = null
})

test('E1 each player attacks from their phone on their PC’s turn; a late tap is refused, the GM undoes a player’s step and locks a phone; no phone or screen shows another’s secret or the hidden raider', async ({
  browser,
}) => {
  table = await setTable(browser, { system: 'escalation', encounter: 'enc-raider-ambush', diceSeed: 3, initiative: false, sheet: 'Abilities' })
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
