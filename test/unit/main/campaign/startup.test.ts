import { describe, expect, it } from 'vitest'
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoCampaignFile, startServices } from '../../../support/services'

describe('first start and later starts', () => {
  it('an empty campaign folder gets the demo campaign, opened', async () => {
    const { services, dataDir, cleanup } = await startServices()
    expect(services.campaigns.current?.data.name).toBe('Relics of Anasta (demo)')
    expect(await readdir(dataDir)).toContain('demo-campaign.json')
    await services.close()
    await cleanup()
  })

  it('a folder with campaigns but no recent list opens the newest valid one, never a broken one', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gmc-startup-'))
    await copyFile(demoCampaignFile, join(dataDir, 'table.json'))
    await writeFile(join(dataDir, 'broken.json'), '{ "schemaVersion": 1, ')
    const { services } = await startServices({ dataDir })
    expect(services.campaigns.current?.file).toBe('table.json')
    await services.close()
    await rm(dataDir, { recursive: true, force: true })
  })
})
