import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Campaign, type PlayerCharacter } from '@shared/campaign'
import { describeIssues } from '@shared/campaign/problems'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'
import { relicsState } from '../../../support/relics'

const { start } = servicesEachTest()

const pcIn = (running: Started, id: string) => structuredClone(running.services.campaigns.require().data.characters.find((pc) => pc.id === id)!)

async function pcOnDisk(running: Started, id: string): Promise<PlayerCharacter> {
  await running.services.session.flush()
  const file = JSON.parse(await readFile(join(running.dataDir, running.services.campaigns.require().file), 'utf8')) as {
    characters: PlayerCharacter[]
  }
  return file.characters.find((pc) => pc.id === id)!
}

// Vell Orin has the Tide Lens infused in the demo campaign: maximum Stress 9.
describe('ruling 10: the host refuses Stress above the maximum the infused relics leave, naming the PC and the field', () => {
  it('R10 a prep edit with no session: Stress 10 for a PC with 1 relic is refused and the file keeps the old value', async () => {
    const started = await start()
    const vell = pcIn(started, 'pc-vell')
    await expect(started.call('prep.upsert', { kind: 'character', item: { ...vell, stress: 10 } })).rejects.toMatchObject({
      shape: { message: "This character is not valid: stress: Vell Orin's Stress can't be 10: Maximum Stress is 9 with 1 relic infused." },
    })
    expect((await pcOnDisk(started, 'pc-vell')).stress).toBe(vell.stress)
    // The maximum itself is allowed.
    await started.call('prep.upsert', { kind: 'character', item: { ...vell, stress: 9 } })
    expect((await pcOnDisk(started, 'pc-vell')).stress).toBe(9)
  })

  it('R10 a PC with no relic may still hold 10', async () => {
    const started = await start()
    const ixa = pcIn(started, 'pc-ixa')
    await started.call('prep.upsert', { kind: 'character', item: { ...ixa, stress: 10 } })
    expect((await pcOnDisk(started, 'pc-ixa')).stress).toBe(10)
  })

  it('R10 during a session the GM adjustment is refused with the same words, and neither the session nor the file changes', async () => {
    const started = await start()
    await started.call('session.start', { name: 'Night one' })
    const vell = pcIn(started, 'pc-vell')
    const logged = started.services.session.ledger!.seq
    await expect(started.call('prep.upsert', { kind: 'character', item: { ...vell, stress: 10 } })).rejects.toMatchObject({
      shape: { code: 'rule_refused', message: "Vell Orin's Stress can't be 10: Maximum Stress is 9 with 1 relic infused" },
    })
    expect(started.services.session.ledger!.seq).toBe(logged)
    expect(relicsState(started.services.session.ledger!.state).cohort.characters['pc-vell']!.stress).toBe(vell.stress)
    expect((await pcOnDisk(started, 'pc-vell')).stress).toBe(vell.stress)
    await started.call('prep.upsert', { kind: 'character', item: { ...vell, stress: 9 } })
    expect(relicsState(started.services.session.ledger!.state).cohort.characters['pc-vell']!.stress).toBe(9)
  })
})

describe('ruling 10 when a campaign file is read', () => {
  it('R10 a file giving a PC with 1 relic Stress 10 is not a valid campaign, and the problem names the PC and the field', async () => {
    const demo = JSON.parse(await readFile(join(import.meta.dirname, '../../../../resources/demo-campaign.json'), 'utf8'))
    demo.characters.find((pc: PlayerCharacter) => pc.id === 'pc-vell').stress = 10
    const result = Campaign.safeParse(demo)
    expect(result.success).toBe(false)
    expect(describeIssues(result.error!.issues, demo)).toContainEqual(
      expect.objectContaining({ path: 'characters[1].stress', message: "Vell Orin's Stress can't be 10: Maximum Stress is 9 with 1 relic infused" }),
    )
  })
})
