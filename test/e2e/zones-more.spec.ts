import type { Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { expectNoAxeViolations } from './support/axe'
import { press, turnOf } from './support/keyboard'
import { measureFit } from './support/screen-fit'
import { connect } from './support/wire-client'
import { expect, test } from './support/host-fixture'
import type { RunningHost } from './support/web-host'

/*
 * Zones outside the fight itself, in the GM console with the keyboard alone against the real
 * web host: a PC's Zones block on the Characters page, the campaign's Zones settings, and a
 * Zones fight looked at again from the Session log once it is over.
 */
/** The seed of the fight's dice: the GM's d6 for the side that begins is 3, so the enemies' block goes first. */
const DICE_SEED = Number(process.env.ZONES_MORE_SEED ?? 48)
const RAIDER = (n: number) => `npc-sand-raider-${n}`
/** The battlefield's zones by their place in the drawing: Dune crest, Open sand, Hull breach, Wreck deck. */
const CREST = 'zone-1'
const SAND = 'zone-2'

test.use({ hostSetup: { demo: true, diceSeed: DICE_SEED } })

interface SavedCampaign {
  characters: {
    id: string
    statBlocks: { zones?: { str: number; hpMax: number; weapons: { name: string; damage: string; reach: string; hands: number; usages: number }[] } }
  }[]
  settings: { systems?: { zones?: Record<string, unknown> } }
}
/** The campaign file as it stands on disk. */
const onDisk = async (host: RunningHost): Promise<SavedCampaign> =>
  JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8')) as SavedCampaign
const ixaOnDisk = async (host: RunningHost) => (await onDisk(host)).characters.find((pc) => pc.id === 'pc-ixa')!.statBlocks.zones!

/** Gives a PC or an NPC of the campaign a portrait of one colour through the contract, as the prep pages do; its picture's name. */
async function givePortrait(host: RunningHost, kind: 'character' | 'npc', id: string, colour: string): Promise<string> {
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  try {
    const bytes = await sharp({ create: { width: 120, height: 120, channels: 3, background: colour } })
      .png()
      .toBuffer()
    const added = (await gm.request('picture.add', { name: `${id}.png`, bytes: bytes.toString('base64') })) as { result: { ref: string } }
    const file = JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8'))
    const item = (kind === 'character' ? file.characters : file.npcs).find((x: { id: string }) => x.id === id)
    expect(await gm.request('prep.upsert', { kind, item: { ...item, portrait: added.result.ref } })).toMatchObject({ ok: true })
    return added.result.ref
  } finally {
    gm.close()
  }
}

/**
 * The page at each size fits its window with the portraits on it: nothing overflows, each of
 * `tokens` is wholly on screen, and (on the players' screen, `readable`) no visible text is
 * smaller than 20 px is at 1080p, the same share of the height at the other sizes.
 */
async function fitsWithPortraits(page: Page, where: string, tokens: string, sizes: { width: number; height: number }[], readable: boolean) {
  for (const size of sizes) {
    await page.setViewportSize(size)
    const at = `${where} at ${size.width}×${size.height}`
    const fit = await measureFit(page, tokens)
    expect(fit.document.width, `${at}: nothing overflows sideways`).toBe(size.width)
    if (readable) expect(fit.document.height, `${at}: the page fits its window`).toBe(size.height)
    expect(fit.boxes.length, at).toBeGreaterThan(0)
    for (const box of fit.boxes) {
      expect(box.left, `${at}: ${box.text}`).toBeGreaterThanOrEqual(0)
      expect(box.right, `${at}: ${box.text}`).toBeLessThanOrEqual(size.width)
      if (readable) expect(box.bottom, `${at}: ${box.text}`).toBeLessThanOrEqual(size.height)
    }
    if (readable) expect(fit.smallest.px, `${at}: the smallest text, ${fit.smallest.where}`).toBeGreaterThanOrEqual((20 * size.height) / 1080 - 0.01)
    await expectNoAxeViolations(page, at)
  }
}

/** Opens a character in the Characters section by keyboard: search, arrow to it, Enter. */
async function openCharacter(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Alt+1')
  await page.getByTestId('character-search').fill(name)
  const list = page.getByRole('listbox', { name: 'Characters list' })
  await list.press('ArrowDown')
  await list.press('Enter')
  await expect(page.getByTestId('pc-name')).toHaveValue(name)
}

test('Z11 Z13 Z20 a PC’s Zones block: attributes, HP and weapons with their damage dice and usage marks; a bad value is named where it is and nothing is saved, then a good one is', async ({
  page,
  host,
}) => {
  await page.goto(host.gmUrl)
  await openCharacter(page, 'Ixa Marrow')
  const block = page.getByTestId('pc-block-zones')
  const status = page.getByTestId('save-status')
  await expect(page.getByTestId('pc-toggle-zones')).toBeChecked()
  await expect(page.getByTestId('pc-zones-str')).toHaveValue('1')
  await expect(page.getByTestId('pc-zones-dex')).toHaveValue('2')
  await expect(page.getByTestId('pc-zones-hpMax')).toHaveValue('14')
  await expect(page.getByTestId('pc-zones-weapon-0-name')).toHaveValue('Salvage knife')
  await expect(page.getByTestId('pc-zones-weapon-0-damage')).toHaveValue('1d6')
  await expect(block).toContainText('Weapons (2)')
  await expectNoAxeViolations(page, 'GM console, a PC with a Zones block')

  // STR goes up, but the knife's damage is mistyped: the field says what is wrong, and neither is saved.
  await page.getByTestId('pc-zones-str').fill('2')
  await page.getByTestId('pc-zones-weapon-0-damage').fill('1d6+')
  // The message shows once the GM leaves the field.
  await page.getByTestId('pc-zones-weapon-0-damage').press('Tab')
  const damage = page.getByTestId('pc-zones-weapon-0-damage')
  await expect(damage).toHaveAttribute('aria-invalid', 'true')
  await expect(damage).toHaveAccessibleDescription('⚠ `+` at column 5: expected a number or dice after +')
  await expect(status).toHaveText('⚠ Not saved: fix the marked fields')
  await expectNoAxeViolations(page, 'GM console, a Zones weapon with bad damage dice')

  // Max HP 0 is no hit points at all; usage marks cannot go below none.
  await page.getByTestId('pc-zones-hpMax').fill('0')
  await page.getByTestId('pc-zones-hpMax').press('Tab')
  const hp = page.getByTestId('pc-zones-hpMax')
  await expect(hp).toHaveAttribute('aria-invalid', 'true')
  await expect(hp).toHaveAccessibleDescription("⚠ Max HP can't be below 1")
  await page.getByTestId('pc-zones-weapon-1-usages').fill('-1')
  await page.getByTestId('pc-zones-weapon-1-usages').press('Tab')
  const usages = page.getByTestId('pc-zones-weapon-1-usages')
  await expect(usages).toHaveAttribute('aria-invalid', 'true')
  await expect(usages).toHaveAccessibleDescription("⚠ Usage marks can't be below 0")
  await expectNoAxeViolations(page, 'GM console, several bad values in a Zones block')
  // Ctrl+S asks to save: still nothing goes to the file while a field is wrong.
  await page.getByTestId('pc-zones-weapon-1-usages').press('Control+s')
  await expect(status).toHaveText('⚠ Not saved: fix the marked fields')
  expect(await ixaOnDisk(host)).toMatchObject({ str: 1, hpMax: 14, weapons: [{ damage: '1d6' }, { usages: 0 }] })

  // Good values: everything the GM typed is there, and saved.
  await page.getByTestId('pc-zones-weapon-0-damage').fill('1d6+1')
  await page.getByTestId('pc-zones-hpMax').fill('15')
  await page.getByTestId('pc-zones-weapon-1-usages').fill('1')
  await expect(damage).not.toHaveAttribute('aria-invalid', 'true')
  await expect(status).toHaveText('✔ Saved')
  await expect.poll(() => ixaOnDisk(host)).toMatchObject({ str: 2, hpMax: 15, weapons: [{ damage: '1d6+1' }, { usages: 1 }] })

  // A new weapon, added and filled by keyboard: a two-handed ranged one.
  await press(page.getByTestId('pc-zones-add-weapon'))
  await expect(block).toContainText('Weapons (3)')
  // The focus is on the new weapon's name, to be typed in.
  await expect(page.getByTestId('pc-zones-weapon-2-name')).toBeFocused()
  await page.getByTestId('pc-zones-weapon-2-name').fill('Rivet gun')
  await page.getByTestId('pc-zones-weapon-2-damage').fill('1d10')
  await page.getByTestId('pc-zones-weapon-2-reach').selectOption('ranged')
  await page.getByTestId('pc-zones-weapon-2-hands').selectOption('2')
  await expectNoAxeViolations(page, 'GM console, a new weapon in a Zones block')
  await expect(status).toHaveText('✔ Saved')
  await expect
    .poll(async () => (await ixaOnDisk(host)).weapons[2])
    .toEqual({ name: 'Rivet gun', damage: '1d10', reach: 'ranged', hands: 2, usages: 0 })

  // The hook blade is dropped; the focus goes on to "+ Weapon", not to the page's top.
  await press(block.getByRole('button', { name: 'Remove weapon Hook blade' }))
  await expect(block).toContainText('Weapons (2)')
  await expect(page.getByTestId('pc-zones-add-weapon')).toBeFocused()
  await expect(status).toHaveText('✔ Saved')
  await expect.poll(async () => (await ixaOnDisk(host)).weapons.map((w) => w.name)).toEqual(['Salvage knife', 'Rivet gun'])
  await expectNoAxeViolations(page, 'GM console, a weapon removed from a Zones block')
})

test('ZG10 the campaign’s Zones settings are saved and the next fight plays by them (one free attack in all, PCs’ hit points in words for the table); the Session log shows the ended fight as it stood', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(150_000)
  const player = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  await page.goto(host.gmUrl)
  await player.goto(host.playerUrl)

  // Settings: the Zones section, with each ruling's number and its default.
  await page.keyboard.press('Alt+7')
  const zones = page.getByTestId('settings-system-zones')
  await expect(zones).toContainText('ZG3')
  await expect(page.getByTestId('settings-zones-pc-hp')).toHaveValue('exact')
  await expect(page.getByTestId('settings-zones-free-attacks')).toHaveValue('each')
  await expectNoAxeViolations(page, 'GM console, Settings with the Zones rulings')
  await page.getByTestId('settings-zones-pc-hp').selectOption('described')
  await page.getByTestId('settings-zones-free-attacks').selectOption('one')
  await page.getByTestId('settings-zones-naturals').press('Space')
  await expect(page.getByTestId('settings-zones-naturals')).not.toBeChecked()
  await expectNoAxeViolations(page, 'GM console, Zones settings changed, not yet saved')
  await press(page.getByTestId('save-settings'))
  await expect(page.getByTestId('settings-status')).toContainText('Saved')
  await expect
    .poll(async () => (await onDisk(host)).settings.systems?.zones)
    .toMatchObject({ pcHitPoints: 'described', freeAttacks: 'one', attackNaturals: false })

  // Ixa and the sand raiders get portraits; Dax has none.
  await givePortrait(host, 'character', 'pc-ixa', '#48c')
  await givePortrait(host, 'npc', 'npc-sand-raider', '#a63')

  // A Zones fight on the demo's wreck, revealed to the players.
  await page.keyboard.press('Alt+0')
  await page.getByTestId('display-search').fill('wreck')
  await press(page.getByTestId('reveal-enc-wreck-skirmish'))
  await page.keyboard.press('Alt+8')
  await press(page.getByTestId('start-session'))
  // The players know their PCs: Ixa's portrait is beside her name in the Cohort, Dax's initials beside his.
  await expect(player.getByTestId('player-pc-portrait-pc-ixa')).toHaveAttribute('alt', 'Portrait of Ixa Marrow')
  await expect(player.getByTestId('player-pc-portrait-pc-dax')).toHaveText('D7')
  await press(page.getByTestId('zones-start'))
  await expect(page.getByTestId('fight-setup')).toBeVisible()
  await page.getByTestId(`visibility-${RAIDER(3)}`).selectOption('hidden')
  // Raiders 1 and 2 start on the open sand with Ixa.
  await page.getByTestId(`zones-place-${RAIDER(1)}`).selectOption(SAND)
  await page.getByTestId(`zones-place-${RAIDER(2)}`).selectOption(SAND)
  await page.getByTestId('zones-place-pc-ixa').selectOption(SAND)
  await press(page.getByTestId('zones-initiative'))
  await expect(page.getByTestId('zones-side-roll')).toContainText('3 — Enemies begin')
  await press(page.getByTestId('fight-begin'))
  await expect(page.getByTestId('fight-round')).toHaveText('Round 1')

  // The table reads the PCs' hit points as it reads the creatures': in words.
  const ixa = player.getByTestId('zones-player-occupant-pc-ixa')
  await expect(ixa).toContainText('Unhurt')
  await expect(ixa).not.toContainText('HP')
  await expect(player.getByTestId('zones-player')).not.toContainText('Sand Raider 3')
  await expectNoAxeViolations(player, 'player display, PCs’ hit points in words')

  // Portraits on the battlefield's tokens, the names still in words: the GM sees the hidden raider's too, the players never.
  await expect(page.getByTestId('zones-portrait-pc-ixa')).toHaveAttribute('src', /^data:image\//)
  await expect(page.getByTestId(`zones-portrait-${RAIDER(3)}`)).toHaveAttribute('src', /^data:image\//)
  await expect(page.getByTestId('zones-portrait-pc-dax')).toHaveText('D7')
  await expect(page.getByTestId('zones-occupant-pc-ixa')).toHaveAccessibleName(/^Ixa Marrow \(character/)
  await expect(ixa.getByRole('img', { name: 'Portrait of Ixa Marrow' })).toBeVisible()
  await expect(player.getByTestId(`player-portrait-${RAIDER(1)}`)).toHaveAttribute('alt', 'Portrait of Sand Raider 1')
  await expect(player.getByTestId('player-portrait-pc-dax')).toHaveText('D7')
  await expect(player.getByTestId(`player-portrait-${RAIDER(3)}`)).toHaveCount(0)
  await fitsWithPortraits(
    player,
    'player display, a Zones fight with portraits',
    '[data-testid^="zones-player-occupant-"]',
    [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ],
    true,
  )
  await fitsWithPortraits(
    page,
    'GM console, the battlefield with portraits',
    '[data-testid^="zones-occupant-"]',
    [{ width: 1280, height: 800 }],
    false,
  )

  // Ixa's turn: leaving two raiders Close draws one free attack in all, as the campaign now says (ZG10).
  await turnOf(page, 'pc-ixa')
  await expect(page.getByTestId(`zones-zone-${SAND}`)).toContainText('Sand Raider 2')
  await expect(page.getByTestId(`zones-free-${CREST}`)).toHaveText(/^⚠ Sand Raider [12] gets a free attack first \(Z22\)$/)
  await expectNoAxeViolations(page, 'GM console, a move that draws one free attack in all')

  // The GM deals Sand Raider 1 three damage, then ends the fight.
  await press(page.getByTestId(`combatant-${RAIDER(1)}`))
  await page.getByTestId('hp-amount').fill('3')
  await press(page.getByTestId('hp-damage'))
  await expect(page.getByTestId(`combatant-${RAIDER(1)}`)).toContainText('5 / 8 HP')
  await press(page.getByTestId('fight-end'))
  await page.getByTestId('end-reason').fill('The raiders melt into the dunes')
  await press(page.getByTestId('end-submit'))
  await expect(page.getByTestId('combat-summary')).toContainText('The raiders melt into the dunes')
  await press(page.getByTestId('fight-close'))
  await expect(page.getByTestId('zones-start')).toBeVisible()

  // The Session log: the fight's last entry opens the fight as it stood then, read-only.
  await page.keyboard.press('Alt+9')
  const ended = page.getByTestId('log-line').filter({ hasText: 'The raiders melt into the dunes' }).first()
  await expect(ended).toBeVisible()
  await expectNoAxeViolations(page, 'GM console, the Session log after a Zones fight')
  await press(ended.getByRole('button', { name: 'State after' }))
  const past = page.getByTestId('log-past')
  await expect(past).toContainText('Skirmish at the Wreck: round 1')
  await expect(past).toContainText('Sand Raider 1')
  await expect(past).toContainText('5 / 8 HP')
  await expect(page.getByRole('region', { name: 'The Zones fight then' })).toBeVisible()
  await expect(past.locator('input, select, textarea')).toHaveCount(0)
  await expectNoAxeViolations(page, 'GM console, an ended Zones fight in the Session log')
  await press(page.getByTestId('log-past-close'))
  await expect(past).toHaveCount(0)
})
