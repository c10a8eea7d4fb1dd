import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DemoChange } from './support/demo-host'
import { expect, test } from './support/host-fixture'
import type { RunningHost } from './support/web-host'
import { expectNoAxeViolations } from './support/axe'

/*
 * End-of-scene recovery by Stallion test in the GM console, in Chromium against the real web
 * host with seeded dice. Nothing rolls before the test, so seed 34 gives its six dice as
 * 6, 5, 1, 5, 6, 6: five successes and a botch, 4 Stress recovered (ruling 14).
 */
const DICE_SEED = 34

/** The demo campaign after a hard scene: Ixa at 4 Stress, Vell Stressed Out at 9, Dax at 2, Tamsin out of the game. */
const afterAHardScene: DemoChange = (campaign) => {
  const pcs = campaign.characters as { id: string }[]
  const pc = (id: string) => pcs.find((c) => c.id === id)!
  Object.assign(pc('pc-ixa'), { stress: 4 })
  Object.assign(pc('pc-vell'), { stress: 9, stressedOut: true })
  Object.assign(pc('pc-dax'), { stress: 2 })
  Object.assign(pc('pc-tamsin'), { stress: 6, outOfGame: true })
}

test.use({ hostSetup: { demo: afterAHardScene, diceSeed: DICE_SEED } })

async function campaignFile(host: RunningHost): Promise<{ characters: { id: string; stress: number; stressedOut: boolean }[] }> {
  return JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8'))
}

test('the GM rolls a Stallion test at the end of the scene and shares the 4 recovered Stress; the campaign file follows', async ({ page, host }) => {
  const why = page.getByTestId('recovery-why-not')
  const apply = page.getByTestId('recovery-apply')

  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('session-name-input').fill('Recovery night')
  await page.getByTestId('start-session').click()
  await expect(page.getByTestId('session-name')).toHaveText('Recovery night')
  await page.getByTestId('open-recovery').click()

  await page.getByTestId('recovery-method-test').check()
  await expect(why).toHaveText('Roll the Stallion test first')
  await page.getByTestId('recovery-dice').fill('6')
  await page.getByTestId('recovery-roll').click()
  await expect(page.getByTestId('recovery-rolled')).toHaveText('Rolled 6, 5, 1, 5, 6, 6: 4 Stress recovered.')
  // The test is rolled: the Cohort has chosen, and the way to recover no longer changes.
  await expect(page.getByTestId('recovery-method-setValue')).toBeDisabled()
  await expect(page.getByTestId('recent-log')).toContainText('Stallion test: rolled 6, 5, 1, 5, 6, 6; 4 Stress recovered.')
  // Leaving Run and coming back finds the rolled test still waiting to be shared.
  await page.getByTestId('nav-log').click()
  await page.getByTestId('nav-run').click()
  await expect(page.getByTestId('recovery-rolled')).toHaveText('Rolled 6, 5, 1, 5, 6, 6: 4 Stress recovered.')

  // Tamsin is out of the game: nothing to share with her. Dax holds only 2 Stress.
  await expect(page.getByTestId('recovery-plus-pc-tamsin')).toHaveCount(0)
  await expect(why).toHaveText('Share 4 more recovered Stress')
  await expect(apply).toBeDisabled()
  for (const pc of ['pc-dax', 'pc-dax', 'pc-ixa', 'pc-vell']) await page.getByTestId(`recovery-plus-${pc}`).click()
  await expect(page.getByTestId('recovery-alloc-pc-dax')).toHaveText('2')
  await expectNoAxeViolations(page, 'GM console, end-of-scene recovery')
  await expect(page.getByTestId('recovery-plus-pc-dax')).toBeDisabled()
  await page.getByTestId('recovery-plus-pc-ixa').click()
  await expect(why).toHaveText('That is 1 more than was recovered')
  await expect(apply).toBeDisabled()
  await page.getByTestId('recovery-minus-pc-ixa').click()
  await expect(why).toHaveCount(0)
  await apply.click()

  await expect(page.getByTestId('recovery-panel')).toHaveCount(0)
  await expect(page.getByTestId('recent-log')).toContainText('End of scene: 4 Stress recovered (Ixa Marrow 1, Vell Orin 1, Dax-7 2).')
  await expect
    .poll(async () => (await campaignFile(host)).characters.map((pc) => [pc.id, pc.stress, pc.stressedOut]))
    .toEqual([
      ['pc-ixa', 3, false],
      ['pc-vell', 8, false],
      ['pc-dax', 0, false],
      ['pc-tamsin', 6, false],
    ])
})
