import type { Browser, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { expectNoAxeViolations } from './axe'
import { docsScreenshot } from './docs-screenshot'
import { expect, test } from './host-fixture'
import type { RunningHost } from './web-host'

/** One combat system's part of the prep walkthrough: what is pasted, what it is called, how its fight starts. */
export interface PrepWalk {
  /** The system's id, as encounters and stat blocks name it. */
  system: string
  /** Its name in the paste dialog and the encounter's editor. */
  label: string
  /** A stat block in the system's layout with lines the console cannot take, and what it says of the first. */
  flawed: { text: string; problem: string }
  /** The block as it should be: its name and a line of the preview. */
  pasted: { text: string; name: string; preview: string; description: string }
  /** The name the bestiary's copy is given: the creature kept from the players. */
  lurker: string
  /** The encounter built from both. */
  encounter: string
  /** Prefix of the fight's start form ("fight", "zones", "ap-fight"). */
  startPrefix: string
  /** What the system's encounter needs besides its combatants (Zones: a battlefield). */
  drawBattlefield?: (page: Page) => Promise<void>
  /** What setup asks before the fight can begin (Zones: the side roll). */
  beforeBegin?: (page: Page) => Promise<void>
  /** Writes README's pictures of the paste dialog and the Bestiary page. */
  docsScreenshots?: boolean
}

type CampaignFile = {
  npcs: { id: string; name: string; portrait?: string; library?: { entryId: string } }[]
  encounters: { id: string; name: string; map?: { picture: string } }[]
}

/** Draws `svg` into a real PNG file in the test's own output folder, as a picture the GM picks from disk. */
async function pngFile(name: string, svg: string): Promise<string> {
  const path = test.info().outputPath(name)
  await sharp(Buffer.from(svg)).png().toFile(path)
  return path
}

/** A face-like blob on a plain ground, as a GM's portrait file. */
const portraitFile = () =>
  pngFile(
    'lurker.png',
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="#2d3b2a"/>' +
      '<circle cx="160" cy="150" r="90" fill="#6f8f4e"/><circle cx="125" cy="130" r="14" fill="#f2d14b"/><circle cx="195" cy="130" r="14" fill="#f2d14b"/></svg>',
  )

/** A river ford, as a GM's map file. */
const mapFile = () =>
  pngFile(
    'ford.png',
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#9cae6b"/>' +
      '<path d="M0 420 C 300 300 600 560 1200 380 V 500 C 600 680 300 420 0 540 Z" fill="#4f7fa8"/></svg>',
  )

/**
 * The player display in its own browser, with everything it receives kept: each response's
 * address and body (pictures by address) and each WebSocket frame, to search for what must
 * not reach it.
 */
async function watchingPlayer(browser: Browser, host: RunningHost) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  const received: Promise<string>[] = []
  const pictures: string[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/pictures/')) {
      if (response.ok()) pictures.push(path.slice('/pictures/'.length))
      received.push(Promise.resolve(response.url()))
    } else
      received.push(
        response.text().then(
          (body) => `${response.url()}\n${body}`,
          () => response.url(),
        ),
      )
  })
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => received.push(Promise.resolve(String(frame.payload)))))
  await page.goto(host.playerUrl)
  await expect(page.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  return { page, pictures, everything: async () => (await Promise.all(received)).join('\n') }
}

/** Pastes the system's stat block into a new NPC: first the flawed one, whose lines are named, then the good one, created. */
async function pasteNpc(page: Page, walk: PrepWalk): Promise<void> {
  await page.getByTestId('nav-npcs').click()
  await page.getByTestId('new-npc').click()
  await page.getByTestId('npc-paste-open').click()
  await expect(page.getByRole('dialog', { name: 'Paste stat block' })).toBeVisible()
  await page.getByTestId('npc-paste-system').selectOption({ label: walk.label })
  await page.getByTestId('npc-paste-text').fill(walk.flawed.text)
  await expect(page.getByTestId('npc-paste-problems')).toContainText(walk.flawed.problem)
  await expect(page.getByTestId('npc-paste-confirm')).toBeDisabled()
  if (walk.docsScreenshots) await docsScreenshot(page, 'stat-block-paste.png')
  await expectNoAxeViolations(page, `GM console, a pasted ${walk.label} stat block with problems`)
  await page.getByTestId('npc-paste-text').fill(walk.pasted.text)
  await expect(page.getByTestId('npc-paste-problems')).toHaveCount(0)
  await expect(page.getByTestId('npc-paste-preview')).toContainText(walk.pasted.preview)
  await page.getByTestId('npc-paste-confirm').click()
  await expect(page.getByTestId('npc-name')).toHaveValue(walk.pasted.name)
  await page.getByTestId('npc-description').fill(walk.pasted.description)
  await page.getByTestId('create-npc').click()
  await expect(page.getByTestId('save-status')).toHaveText('✔ Saved')
}

/** Saves the pasted NPC into the bestiary and copies its entry back into the campaign. */
async function throughTheBestiary(page: Page, walk: PrepWalk): Promise<void> {
  await page.getByTestId('nav-bestiary').click()
  await page.getByTestId('bestiary-save-npc').selectOption({ label: walk.pasted.name })
  await page.getByTestId('bestiary-save-level').fill('2')
  await page.getByTestId('bestiary-save-tags').fill('river, ambush')
  await page.getByTestId('bestiary-save-submit').click()
  await expect(page.getByTestId('bestiary-list')).toContainText(walk.pasted.name)
  await expect(page.getByTestId('bestiary-entry')).toContainText('revision 1')
  await page.getByTestId('bestiary-copy').click()
  await expect(page.getByText(`Copied “${walk.pasted.name}” into Relics of Anasta (demo), hidden from the players.`)).toBeVisible()
  await expect(page.getByTestId('bestiary-description')).toHaveValue(walk.pasted.description)
  if (walk.docsScreenshots) {
    // The notices are clicked away, so that the picture shows the page under them.
    while (await page.getByTestId('notice').count()) await page.getByTestId('notice').first().click()
    await docsScreenshot(page, 'bestiary.png')
  }
  await expectNoAxeViolations(page, 'GM console, the Bestiary page with an entry')
}

/**
 * The prep walkthrough in one combat system, against the real web host: a pasted stat block
 * made an NPC and saved into the bestiary, its entry copied back as a second NPC with a
 * portrait, an encounter of both with a map and the copy hidden, run while the player display
 * watches (the hidden one's name and portrait never reach it until revealed), ended and
 * exported as HTML with its pictures.
 */
async function walkThroughPrep(page: Page, browser: Browser, host: RunningHost, walk: PrepWalk): Promise<void> {
  const campaignFile = async () => JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8')) as CampaignFile
  await page.goto(host.gmUrl)
  await expect(page.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')
  await page.getByTestId('first-run-dismiss').click()

  await pasteNpc(page, walk)
  const pastedId = (await campaignFile()).npcs.find((n) => n.name === walk.pasted.name)!.id
  await throughTheBestiary(page, walk)

  // The copy: renamed, and given a portrait from a file.
  const copy = (file: CampaignFile) => file.npcs.find((n) => n.name === walk.pasted.name && n.id !== pastedId)
  await expect.poll(async () => copy(await campaignFile())?.library).toBeDefined()
  const lurkerId = copy(await campaignFile())!.id
  await page.getByTestId('nav-npcs').click()
  await page.locator(`[role=option][id$="-${lurkerId}"]`).click()
  await page.getByTestId('npc-name').fill(walk.lurker)
  await page.getByTestId('npc-portrait-choose').click()
  await page.getByTestId('npc-portrait-file').setInputFiles(await portraitFile())
  await expect(page.getByTestId('npc-portrait-image')).toBeVisible()
  const lurkerOnDisk = async () => (await campaignFile()).npcs.find((n) => n.id === lurkerId)!
  await expect.poll(async () => (await lurkerOnDisk()).name).toBe(walk.lurker)
  await expect.poll(async () => (await lurkerOnDisk()).portrait).toMatch(/^[0-9a-f]{64}\.webp$/)
  const portrait = (await lurkerOnDisk()).portrait!

  // The encounter: the pasted NPC in the open, the copy hidden, over a map.
  await page.getByTestId('nav-encounters').click()
  await page.getByTestId('new-encounter').click()
  await page.getByTestId('encounter-name').fill(walk.encounter)
  await page.getByTestId('encounter-system').selectOption({ label: walk.label })
  await page.getByTestId('encounter-add-combatant').click()
  await page.getByTestId('encounter-combatant-0-npc').selectOption({ label: walk.pasted.name })
  await page.getByTestId('encounter-add-combatant').click()
  await page.getByTestId('encounter-combatant-1-npc').selectOption({ label: walk.lurker })
  await page.getByTestId('encounter-combatant-1-hidden').check()
  await walk.drawBattlefield?.(page)
  await page.getByTestId('encounter-map-picture-choose').click()
  await page.getByTestId('encounter-map-picture-file').setInputFiles(await mapFile())
  await expect(page.getByTestId('encounter-map-picture-image')).toBeVisible()
  await expectNoAxeViolations(page, `GM console, a new ${walk.label} encounter with its map`)
  await page.getByTestId('create-encounter').click()
  await expect(page.getByTestId('save-status')).toHaveText('✔ Saved')
  const encounter = (await campaignFile()).encounters.find((e) => e.name === walk.encounter)!
  expect(encounter.map?.picture).toMatch(/^[0-9a-f]{64}\.webp$/)

  // The fight, shown to the players as it starts, all but the lurker.
  const player = await watchingPlayer(browser, host)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('start-session').click()
  await page.getByTestId(`${walk.startPrefix}-encounter`).selectOption(encounter.id)
  await page.getByTestId(`${walk.startPrefix}-start`).click()
  await expect(page.getByTestId('fight-setup')).toBeVisible()
  await walk.beforeBegin?.(page)
  await page.getByTestId('fight-begin').click()
  await expect(page.getByTestId('fight-round')).toHaveText('Round 1')
  await expectNoAxeViolations(page, `GM console, the ${walk.label} fight running`)
  await expect(player.page.locator('main')).toContainText(walk.pasted.name)
  await expect.poll(() => player.pictures).toContain(encounter.map!.picture)
  await expectNoAxeViolations(player.page, `player display, the ${walk.label} fight with one hidden`)
  const before = await player.everything()
  expect(before).toContain(walk.pasted.name)
  expect(before).not.toContain(walk.lurker)
  expect(before).not.toContain(portrait)
  expect(before).not.toContain(portrait.replace('.webp', ''))

  // Revealed: the lurker's name and portrait arrive.
  await page.getByTestId('fight-reveal-all').click()
  await expect(player.page.locator('main')).toContainText(walk.lurker)
  await expect.poll(player.everything).toContain(portrait)
  await expect(player.page.locator(`[data-testid^="player-portrait-${lurkerId}"]`)).toBeVisible()
  await expect.poll(() => player.pictures).toContain(portrait)
  await expectNoAxeViolations(player.page, `player display, the ${walk.label} fight with everyone revealed`)

  // The end, and the HTML export with its pictures inside.
  await page.getByTestId('fight-end').click()
  await page.getByTestId('end-reason').fill(`${walk.lurker} is driven off`)
  await page.getByTestId('end-submit').click()
  await expect(page.getByTestId('combat-summary')).toContainText(`${walk.lurker} is driven off`)
  await page.getByTestId('fight-close').click()
  await page.getByTestId('nav-log').click()
  await page.getByTestId('log-export').click()
  await page.getByTestId('export-format-html').check()
  await page.getByTestId('export-audience-gm').check()
  await page.getByTestId('export-pictures').check()
  await expectNoAxeViolations(page, 'GM console, exporting the session as HTML with its pictures')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-confirm').click()])
  const html = await readFile((await download.path())!, 'utf8')
  const dataUri = async (picture: string) => `data:image/webp;base64,${(await readFile(join(host.dataDir, 'pictures', picture))).toString('base64')}`
  expect(html).toContain(`<img src="${await dataUri(portrait)}" alt="Portrait of ${walk.lurker}">`)
  expect(html).toContain(`<img src="${await dataUri(encounter.map!.picture)}" alt="Map of ${walk.encounter}">`)
  expect(html).toContain(`Everyone in the fight is revealed to the players: ${walk.lurker}.`)
  expect(html).toContain(`${walk.lurker} is driven off`)
  await player.page.context().close()
}

/**
 * A spec's one prep walkthrough as its test, on the demo campaign with seeded dice so that the
 * fight rolls the same on every run.
 */
export function prepWalkTest(title: string, walk: PrepWalk): void {
  test.use({ hostSetup: { demo: true, diceSeed: 7 } })
  test(title, async ({ page, browser, host }) => {
    test.setTimeout(120_000)
    await walkThroughPrep(page, browser, host, walk)
  })
}
