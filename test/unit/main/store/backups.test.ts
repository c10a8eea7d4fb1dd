import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Campaign, MIGRATIONS } from '@shared/campaign'
import { BACKUP_INTERVAL_MS, BACKUPS_FOLDER } from '../../../../src/main/store'
import { asVersionOne, expectIpcError, manualClock, MINUTE, sampleCampaign, storeFor, tempDir, TEST_MIGRATIONS, writeCampaignFile } from './helpers'

const backupsOf = async (dataDir: string, stem: string) => (await readdir(join(dataDir, BACKUPS_FOLDER, stem))).sort()

describe('rolling backups', () => {
  it('takes one backup on opening, of the file as found, and none when reopening it unchanged', async () => {
    const dataDir = await tempDir()
    const clock = manualClock('2026-11-21T19:30:00.000Z')
    const store = storeFor(dataDir, { now: clock.now })
    const text = await writeCampaignFile(dataDir, 'moon.json', sampleCampaign())
    await (await store.open('moon.json')).close()
    expect(await backupsOf(dataDir, 'moon')).toEqual(['moon.2026-11-21T19-30-00-000Z.json'])
    expect(await readFile(join(dataDir, BACKUPS_FOLDER, 'moon', 'moon.2026-11-21T19-30-00-000Z.json'), 'utf8')).toBe(text)
    clock.advance(MINUTE)
    await (await store.open('moon.json')).close()
    expect(await backupsOf(dataDir, 'moon')).toHaveLength(1)
    await writeFile(join(dataDir, 'moon.json'), JSON.stringify(sampleCampaign('Edited Elsewhere')))
    await (await store.open('moon.json')).close()
    expect(await backupsOf(dataDir, 'moon')).toEqual(['moon.2026-11-21T19-30-00-000Z.json', 'moon.2026-11-21T19-31-00-000Z.json'])
  })

  it('has the opening backup on disk before a change made right after opening is', async () => {
    const dataDir = await tempDir()
    const text = await writeCampaignFile(dataDir, 'moon.json', sampleCampaign())
    const opened = await storeFor(dataDir, { now: manualClock('2026-11-21T19:30:00.000Z').now }).open('moon.json')
    await opened.update((draft) => void (draft.pools.doom = 7))
    expect(await backupsOf(dataDir, 'moon')).toEqual(['moon.2026-11-21T19-30-00-000Z.json'])
    expect(await readFile(join(dataDir, BACKUPS_FOLDER, 'moon', 'moon.2026-11-21T19-30-00-000Z.json'), 'utf8')).toBe(text)
    await opened.close()
  })

  it('takes at most one backup per interval of writes, by the injected clock', async () => {
    const dataDir = await tempDir()
    const clock = manualClock('2026-11-21T19:30:00.000Z')
    const opened = await storeFor(dataDir, { now: clock.now }).create('Moon')
    const bump = () => opened.update((draft) => void (draft.pools.destiny += 1))
    for (let minute = 1; minute <= 4; minute++) {
      clock.advance(MINUTE)
      await bump()
    }
    expect(await backupsOf(dataDir, 'moon')).toEqual(['moon.2026-11-21T19-30-00-000Z.json'])
    clock.advance(BACKUP_INTERVAL_MS - 4 * MINUTE)
    await bump()
    expect(await backupsOf(dataDir, 'moon')).toEqual(['moon.2026-11-21T19-30-00-000Z.json', 'moon.2026-11-21T19-35-00-000Z.json'])
    const newest = JSON.parse(await readFile(join(dataDir, BACKUPS_FOLDER, 'moon', 'moon.2026-11-21T19-35-00-000Z.json'), 'utf8')) as Campaign
    expect(newest.pools.destiny).toBe(5)
    await opened.close()
  })

  it('keeps only the newest N rolling backups', async () => {
    const dataDir = await tempDir()
    const clock = manualClock('2026-11-21T19:30:00.000Z')
    const opened = await storeFor(dataDir, { now: clock.now, backupsToKeep: 3 }).create('Moon')
    for (let i = 1; i <= 6; i++) {
      clock.advance(BACKUP_INTERVAL_MS)
      await opened.update((draft) => void (draft.pools.doom = i))
    }
    const kept = await backupsOf(dataDir, 'moon')
    expect(kept).toEqual(['moon.2026-11-21T19-50-00-000Z.json', 'moon.2026-11-21T19-55-00-000Z.json', 'moon.2026-11-21T20-00-00-000Z.json'])
    const dooms = await Promise.all(
      kept.map(async (file) => (JSON.parse(await readFile(join(dataDir, BACKUPS_FOLDER, 'moon', file), 'utf8')) as Campaign).pools.doom),
    )
    expect(dooms).toEqual([4, 5, 6])
    await opened.close()
  })

  it('gives backups taken in the same millisecond distinct names', async () => {
    const dataDir = await tempDir()
    const store = storeFor(dataDir, { now: manualClock().now })
    await writeCampaignFile(dataDir, 'moon.json', sampleCampaign('One'))
    await (await store.open('moon.json')).close()
    await writeCampaignFile(dataDir, 'moon.json', sampleCampaign('Two'))
    await (await store.open('moon.json')).close()
    expect(await backupsOf(dataDir, 'moon')).toEqual(['moon.2026-11-21T19-30-00-000Z-1.json', 'moon.2026-11-21T19-30-00-000Z.json'])
  })
})

describe('migration on open', () => {
  /** The sample campaign as version 0 wrote it: pools under `destinyDoom`. */
  function versionZero(): Record<string, unknown> {
    const { pools, ...rest } = asVersionOne(sampleCampaign())
    return { ...rest, schemaVersion: 0, destinyDoom: { ...(pools as object), destiny: 3 } }
  }

  it('backs up the original bytes before writing the migrated campaign', async () => {
    const dataDir = await tempDir()
    const original = await writeCampaignFile(dataDir, 'moon.json', versionZero())
    const opened = await storeFor(dataDir, { migrations: TEST_MIGRATIONS }).open('moon.json')
    expect(opened.data.pools).toEqual({ destiny: 3, doom: 0 })
    const backups = await backupsOf(dataDir, 'moon')
    const preMigration = backups.filter((file) => file.startsWith('moon.pre-migration-v0.'))
    expect(preMigration).toEqual(['moon.pre-migration-v0.2026-11-21T19-30-00-000Z.json'])
    expect(await readFile(join(dataDir, BACKUPS_FOLDER, 'moon', preMigration[0]!), 'utf8')).toBe(original)
    const migrated = Campaign.parse(JSON.parse(await readFile(join(dataDir, 'moon.json'), 'utf8')))
    expect(migrated).toEqual(opened.data)
    await opened.close()
  })

  it('keeps the pre-migration backup out of the rotation', async () => {
    const dataDir = await tempDir()
    const clock = manualClock()
    await writeCampaignFile(dataDir, 'moon.json', versionZero())
    const opened = await storeFor(dataDir, { migrations: TEST_MIGRATIONS, now: clock.now, backupsToKeep: 1 }).open('moon.json')
    for (let i = 0; i < 3; i++) {
      clock.advance(BACKUP_INTERVAL_MS)
      await opened.update((draft) => void (draft.pools.doom += 1))
    }
    expect((await backupsOf(dataDir, 'moon')).filter((file) => file.includes('pre-migration'))).toHaveLength(1)
    expect(await backupsOf(dataDir, 'moon')).toHaveLength(2)
    await opened.close()
  })

  it('leaves the file untouched and writes no backup when migration fails', async () => {
    const dataDir = await tempDir()
    const original = await writeCampaignFile(dataDir, 'moon.json', versionZero())
    const noSteps = await expectIpcError(storeFor(dataDir, { migrations: [] }).open('moon.json'), 'campaign_invalid')
    expect(noSteps.extra.campaignFile).toMatchObject({ reason: 'migration', problems: [{ path: 'schemaVersion' }] })
    const badStep = [{ from: 0, describe: 'forgets the pools', migrate: (document: Record<string, unknown>) => document }, ...MIGRATIONS]
    const invalid = await expectIpcError(storeFor(dataDir, { migrations: badStep }).open('moon.json'), 'campaign_invalid')
    expect(invalid.extra.campaignFile).toMatchObject({
      reason: 'migration',
      problems: expect.arrayContaining([expect.objectContaining({ path: 'pools' })]),
    })
    expect(await readFile(join(dataDir, 'moon.json'), 'utf8')).toBe(original)
    expect(await readdir(dataDir)).toEqual(['moon.json'])
  })

  it('offers a backup at an older version as valid, and restores it migrated', async () => {
    const dataDir = await tempDir()
    await writeCampaignFile(dataDir, 'moon.json', versionZero())
    const store = storeFor(dataDir, { migrations: TEST_MIGRATIONS })
    await (await store.open('moon.json')).close()
    await writeFile(join(dataDir, 'moon.json'), 'garbage')
    const error = await expectIpcError(store.open('moon.json'), 'campaign_invalid')
    const backups = error.extra.campaignFile!.backups
    expect(backups.every((backup) => backup.valid)).toBe(true)
    const preMigration = backups.find((backup) => backup.file.includes('pre-migration'))!
    const restored = await store.restoreBackup('moon.json', preMigration.file)
    expect(restored.data.pools).toEqual({ destiny: 3, doom: 0 })
    await restored.close()
  })
})
