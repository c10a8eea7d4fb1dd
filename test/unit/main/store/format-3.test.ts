import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Campaign } from '@shared/campaign'
import { BACKUPS_FOLDER } from '../../../../src/main/store'
import { sampleCampaign, storeFor, tempDir, writeCampaignFile } from './helpers'

/** The sample campaign as format 2 wrote it: traits without a trigger or a hold on resolved dice. */
function versionTwo(): Record<string, unknown> {
  const campaign = sampleCampaign()
  return { ...campaign, schemaVersion: 2, traits: campaign.traits.map(({ trigger: _trigger, resolvedDice: _resolved, ...trait }) => trait) }
}

describe('a campaign file of format 2 (before traits had triggers)', () => {
  it('opens migrated to format 3, every trait in the Huddle as before (Relics RG3), the original bytes backed up', async () => {
    const dataDir = await tempDir()
    const original = await writeCampaignFile(dataDir, 'moon.json', versionTwo())
    const opened = await storeFor(dataDir).open('moon.json')
    expect(opened.data.schemaVersion).toBe(3)
    expect(opened.data.traits.map((t) => [t.id, t.trigger, t.resolvedDice])).toEqual([
      ['t1', 'huddle', null],
      ['t2', 'huddle', null],
    ])
    const backups = await readdir(join(dataDir, BACKUPS_FOLDER, 'moon'))
    const pre = backups.filter((file) => file.startsWith('moon.pre-migration-v2.'))
    expect(pre).toHaveLength(1)
    expect(await readFile(join(dataDir, BACKUPS_FOLDER, 'moon', pre[0]!), 'utf8')).toBe(original)
    expect(Campaign.parse(JSON.parse(await readFile(join(dataDir, 'moon.json'), 'utf8')))).toEqual(opened.data)
    await opened.close()
  })
})
