import type { Browser, Page, WebSocketRoute } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import type { DemoChange } from './demo-host'
import { expect, test } from './host-fixture'
import type { RunningHost } from './web-host'
import { connect, type WireClient } from './wire-client'

/*
 * A fight with two players at the table, each on their own phone, against the real web host:
 * the GM console, the table's shared screen and two phone-sized pages (375x667, touch), one for
 * Ixa and one for Vell. Each PC carries words only its own player may read (a secret
 * condition) and words only the GM may read (notes), and the fight has a combatant hidden from
 * the players: the checks below look for each of them where it must never be.
 */

const PHONE = { width: 375, height: 667 }

/** Words that must stay where they belong: each PC's secret condition, each PC's notes (the GM's), a hidden combatant's name. */
export const MARKS = {
  secret: { 'pc-ixa': 'Cursed by the moon', 'pc-vell': 'Hunted in secret' } as Record<string, string>,
  notes: { 'pc-ixa': 'Ixa owes the Guild a debt', 'pc-vell': 'Vell sold the map twice' } as Record<string, string>,
  hidden: 'Quillon the Unseen',
}
/** The hidden combatant (a copy of the demo's Sand Raider under the marked name). */
export const HIDDEN = 'npc-quillon-1'
export const PCS = ['pc-ixa', 'pc-vell'] as const
export const PC_NAME: Record<string, string> = { 'pc-ixa': 'Ixa Marrow', 'pc-vell': 'Vell Orin' }

/** One player's phone: its page, and a way to let its updates lag behind (a slow connection). */
export interface Phone {
  pc: string
  name: string
  page: Page
  /** From now on the host's word of what this PC may do reaches the phone only at `catchUp`. */
  lag(): void
  catchUp(): void
}

export interface Fight {
  system: string
  encounter: string
  diceSeed: number
  /** Whether the GM rolls initiative before the fight begins (Escalation's begin rolls it itself). */
  initiative: boolean
  /** What the PC's sheet for this system shows besides hit points ("Abilities", "RP"). */
  sheet: string
  /** The test's own change to the fight's encounter, after the hidden combatant joins it (a map, positions). */
  change?: (encounter: Record<string, unknown>) => void
}

export interface Table {
  host: RunningHost
  gm: WireClient
  gmPage: Page
  screen: Page
  phones: Record<string, Phone>
  fight: Fight
}

/** The demo campaign with the marks: the hidden combatant in the fight's encounter and notes on both PCs. */
function marked(fight: Fight): DemoChange {
  return (campaign) => {
    const npcs = campaign.npcs as Record<string, unknown>[]
    npcs.push({ ...npcs.find((n) => n.id === 'npc-sand-raider'), id: 'npc-quillon', name: MARKS.hidden, revealed: false })
    const encounter = campaign.encounters.find((e) => e.id === fight.encounter)!
    ;(encounter.combatants as unknown[]).push({ npcId: 'npc-quillon', count: 1, hidden: true })
    for (const pc of campaign.characters as { id: string; notes: string }[]) if (MARKS.notes[pc.id]) pc.notes = MARKS.notes[pc.id]!
    fight.change?.(encounter)
  }
}

/** A phone-sized touch page whose host updates of what its PC may do can be held back. */
async function openPhone(browser: Browser, pc: string, url: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  let held: (string | Buffer)[] | null = null
  let route: WebSocketRoute | null = null
  await page.routeWebSocket(/\/ws$/, (ws) => {
    route = ws
    const server = ws.connectToServer()
    ws.onMessage((message) => server.send(message))
    server.onMessage((message) => {
      if (held && String(message).includes('"event":"pc.choices"')) held.push(message)
      else ws.send(message)
    })
  })
  await page.goto(url)
  await expect(page.getByTestId('device-pc-name')).toHaveText(PC_NAME[pc]!)
  return {
    pc,
    name: PC_NAME[pc]!,
    page,
    lag: () => void (held = []),
    catchUp: () => {
      for (const message of held ?? []) route?.send(message)
      held = null
    },
  }
}

/** A phone-sized touch page in its own browser context, opened at `url` (a PC's link). */
export async function phone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await page.goto(url)
  return page
}

/** Ixa's and Vell's phones, each opened at the link the host gives the GM for its PC and showing that PC's name. */
export async function openPhones(browser: Browser, gm: WireClient): Promise<Record<'ixa' | 'vell', Page>> {
  const open = async (pc: (typeof PCS)[number]) => {
    const { url } = (await must(gm, 'host.pcLink', { pc })) as { url: string }
    const page = await phone(browser, url)
    await expect(page.getByTestId('device-pc-name')).toHaveText(PC_NAME[pc]!)
    return page
  }
  return { ixa: await open('pc-ixa'), vell: await open('pc-vell') }
}

/** The GM console in a browser context of its own (the GM's laptop), open at the host's GM link. */
export async function gmConsole(browser: Browser, host: RunningHost): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(host.gmUrl)
  return page
}

/** Asks the host as the GM and expects it done; the answer's result. */
export async function must(gm: WireClient, channel: string, payload: unknown): Promise<Record<string, unknown>> {
  const answer = await gm.request(channel, payload)
  expect(answer, `${channel} ${JSON.stringify(payload)}`).toMatchObject({ ok: true })
  return answer.result as Record<string, unknown>
}

/**
 * The table set: the fight begun with Ixa and Vell, each with a secret condition; the GM
 * console makes each PC's link (Players' own devices), the phones open them, the shared screen
 * is up, and the GM lets players act from their devices.
 */
export async function setTable(browser: Browser, host: RunningHost, fight: Fight): Promise<Table> {
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  await must(gm, 'player.reveal', { kind: 'encounter', id: fight.encounter, revealed: true })
  await must(gm, 'session.start', { name: `Phones in a fight of ${fight.system}` })
  await must(gm, 'run.start', { system: fight.system, request: { encounterId: fight.encounter, pcIds: [...PCS] } })
  for (const pc of PCS) {
    const condition = { name: MARKS.secret[pc], custom: true, duration: { kind: 'manual' }, source: null, ongoing: null, secret: true }
    await must(gm, 'run.act', { system: fight.system, action: { type: 'condition.add', target: pc, condition } })
  }
  // The GM keeps the marked combatant hidden through its turns too (an encounter's hidden one shows itself on its turn).
  await must(gm, 'run.act', { system: fight.system, action: { type: 'combatant.hide', target: HIDDEN, revealOnTurn: false } })
  if (fight.initiative) await must(gm, 'run.roll', { system: fight.system, roll: { type: 'initiative' } })
  await must(gm, 'run.act', { system: fight.system, action: { type: 'combat.begin' } })

  const gmPage = await gmConsole(browser, host)
  await gmPage.getByTestId('nav-display').click()
  const phones: Record<string, Phone> = {}
  for (const pc of PCS) {
    await gmPage.getByTestId(`display-pc-new-${pc}`).click()
    const url = await gmPage.getByTestId(`display-pc-url-${pc}`).inputValue()
    phones[pc] = await openPhone(browser, pc, url)
  }
  const screen = await (await browser.newContext()).newPage()
  await screen.goto(host.playerUrl)
  await expect(screen.getByRole('region', { name: 'The fight' })).toBeVisible()

  await gmPage.getByTestId('nav-run').click()
  for (const pc of PCS) await expect(phones[pc]!.page.getByTestId('device-gm-runs')).toHaveText('The GM is running your turns.')
  await gmPage.getByTestId('players-act').check()
  for (const pc of PCS) await expect(phones[pc]!.page.getByTestId('device-gm-runs')).toHaveCount(0)
  return { host, gm, gmPage, screen, phones, fight }
}

/** The GM ends turns (Next) until it is this combatant's turn, or the first PC's when none is named; whose turn it is. */
export async function nextTurnOf(table: Table, who?: string): Promise<string> {
  const { gm, fight } = table
  const currentOf = (view: Record<string, unknown>) =>
    (view as { systems: Record<string, { fight: { current: string | null } }> }).systems[fight.system]!.fight.current
  let view = await must(gm, 'session.current', {})
  const wanted = (id: string | null) => (who ? id === who : PCS.includes(id as (typeof PCS)[number]))
  for (let n = 0; n < 20 && !wanted(currentOf(view)); n++) view = await must(gm, 'run.act', { system: fight.system, action: { type: 'turn.next' } })
  const current = currentOf(view)
  expect(current !== null && wanted(current), `the turn of ${who ?? 'a PC'}`).toBe(true)
  return current!
}

/** The phone's attacks it may make now (enabled buttons). */
export const attacksOn = (phone: Phone) => phone.page.getByTestId('device-option').filter({ hasText: 'Attack:' }).and(phone.page.locator(':enabled'))

/** On its PC's turn, the phone taps an attack; the GM console shows the roll at once as the player's. */
export async function attackFrom(table: Table, phone: Phone): Promise<void> {
  await expect(phone.page.getByTestId('device-headline')).toHaveText(`${phone.name}'s turn`)
  const attack = attacksOn(phone).first()
  await expect(attack).toContainText(/at .+ · \d+(\.\d)?% to succeed/)
  await attack.tap()
  await expect(table.gmPage.getByTestId('session-undo')).toContainText(`${phone.name} (player)`)
  await expect(phone.page.getByTestId('device-refused')).toHaveText('')
}

/** The GM takes the player's step back with Undo: the GM console no longer shows it, and the phone is offered its attacks again. */
export async function undoPlayersStep(table: Table, phone: Phone): Promise<void> {
  const undo = table.gmPage.getByTestId('session-undo')
  await undo.click()
  await expect(undo).not.toContainText('(player)')
  await expect(attacksOn(phone).first()).toBeVisible()
}

/**
 * A phone whose word from the host lags still shows its attacks after the GM ends its PC's
 * turn; a tap then is refused by the host, and the phone says why. Once it catches up, it offers nothing.
 */
export async function tapOffTurn(table: Table, phone: Phone): Promise<void> {
  await expect(attacksOn(phone).first()).toBeVisible()
  phone.lag()
  await must(table.gm, 'run.act', { system: table.fight.system, action: { type: 'turn.next' } })
  await attacksOn(phone).first().tap()
  await expect(phone.page.getByTestId('device-refused')).toHaveText(`✖ It is not ${phone.name}'s turn.`)
  phone.catchUp()
  await expect(phone.page.getByTestId('device-headline')).not.toHaveText(`${phone.name}'s turn`)
  await expect(phone.page.getByTestId('device-option')).toHaveCount(0)
}

/**
 * Each phone shows its own PC's sheet in this system with its secret condition, and the table's
 * screen; nothing of the other PC, the GM's notes or the hidden combatant. The shared screen
 * shows none of it.
 */
export async function expectEachKeepsItsOwn(table: Table): Promise<void> {
  const everything = [...Object.values(MARKS.secret), ...Object.values(MARKS.notes), MARKS.hidden]
  for (const phone of Object.values(table.phones)) {
    const sheet = phone.page.getByTestId(`device-sheet-${table.fight.system}`)
    await expect(sheet.getByTestId('device-item').filter({ hasText: MARKS.secret[phone.pc]! })).toContainText('secret: only you see it')
    await expect(sheet.getByTestId('device-fact').first()).toContainText(/Hit points\s*\d+ \/ \d+/)
    await expect(sheet).toContainText(table.fight.sheet)
    await expect(phone.page.getByTestId('device-table')).toContainText(phone.name)
    const body = phone.page.locator('body')
    for (const word of everything.filter((w) => w !== MARKS.secret[phone.pc])) await expect(body, `${phone.name}'s phone`).not.toContainText(word)
  }
  for (const word of everything) await expect(table.screen.locator('body'), 'the shared screen').not.toContainText(word)
}

/** Every control on the page is at least 44 px high and wide enough to press by touch. */
export async function expectLargeTargets(page: Page, where: string): Promise<void> {
  const small = await page.evaluate(() => {
    const doc = (
      globalThis as unknown as {
        document: {
          querySelectorAll(s: string): ArrayLike<{ getBoundingClientRect(): { width: number; height: number }; textContent: string | null }>
        }
      }
    ).document
    return Array.from(doc.querySelectorAll('button, a[href], summary, input, select'))
      .map((el) => ({ text: el.textContent?.trim() ?? '', box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(({ text, box }) => `${text} (${Math.round(box.width)}x${Math.round(box.height)})`)
  })
  expect(small, where).toEqual([])
}

/** Both phones are usable by touch and clean under axe. */
export async function expectPhonesUsable(table: Table, when: string): Promise<void> {
  for (const phone of Object.values(table.phones)) {
    await expectLargeTargets(phone.page, `${phone.name}'s phone, ${when}`)
    await expectNoAxeViolations(phone.page, `${phone.name}'s phone, ${when}`)
  }
}

/**
 * The GM locks one PC's link from the console: that phone is closed at once, and a new secret
 * of its PC no longer reaches it, while the other phone goes on.
 */
export async function lockPhone(table: Table, phone: Phone, other: Phone): Promise<void> {
  await table.gmPage.getByTestId('nav-display').click()
  await table.gmPage.getByTestId(`display-pc-lock-${phone.pc}`).click()
  await expect(phone.page.getByTestId('player-refused')).toContainText('locked')
  const later = 'Seen after the lock'
  const condition = { name: later, custom: true, duration: { kind: 'manual' }, source: null, ongoing: null, secret: true }
  await must(table.gm, 'run.act', { system: table.fight.system, action: { type: 'condition.add', target: phone.pc, condition } })
  await must(table.gm, 'run.act', { system: table.fight.system, action: { type: 'condition.add', target: other.pc, condition } })
  await expect(other.page.getByTestId('device-item').filter({ hasText: later })).toHaveCount(1)
  await expect(phone.page.locator('body')).not.toContainText(later)
  await expect(phone.page.getByTestId('device-pc-name')).toHaveCount(0)
}

/**
 * A spec's one journey through a fight with two phones: the table set, each phone keeps its own;
 * on the first PC's turn its phone attacks, the GM undoes it, and a late tap is refused; then
 * `between` (the system's own part), the second PC's phone attacks on its turn, each phone
 * still keeps its own, and the GM locks the first phone.
 */
export function fightWithPhones(title: string, fight: Fight, between?: (table: Table, first: Phone, second: Phone) => Promise<void>): void {
  test.use({ hostSetup: { demo: marked(fight), diceSeed: fight.diceSeed } })
  let table: Table | null = null
  test.afterEach(() => {
    table?.gm.close()
    table = null
  })
  test(title, async ({ browser, host }) => {
    // Five pages and a host on a machine other tests share: about 30 s alone, more when two specs run at once.
    test.setTimeout(120_000)
    table = await setTable(browser, host, fight)
    await expectEachKeepsItsOwn(table)
    const first = table.phones[await nextTurnOf(table)]!
    const second = Object.values(table.phones).find((p) => p !== first)!
    await expectPhonesUsable(table, `${first.name}'s turn`)
    await attackFrom(table, first)
    await undoPlayersStep(table, first)
    await tapOffTurn(table, first)
    await between?.(table, first, second)
    await nextTurnOf(table, second.pc)
    await attackFrom(table, second)
    await expectEachKeepsItsOwn(table)
    await lockPhone(table, first, second)
  })
}
