import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { CAMPAIGN_SCHEMA_VERSION } from '@shared/campaign'
import { CampaignFileFailure } from '@shared/ipc/errors'
import { BACKUPS_FOLDER, type CampaignStore } from '../../../../src/main/store'
import { expectIpcError, manualClock, MINUTE, sampleCampaign, storeFor, tempDir, writeCampaignFile } from './helpers'

const FILE = 'moon.json'

/**
 * A data folder with one valid campaign that has been opened once (so it has a good backup),
 * and a newer backup that is itself broken, so "the newest good backup" is not simply the
 * newest.
 */
async function folderWithBackups() {
  const dataDir = await tempDir()
  const clock = manualClock()
  const store = storeFor(dataDir, { now: clock.now })
  const text = await writeCampaignFile(dataDir, FILE, sampleCampaign())
  await (await store.open(FILE)).close()
  clock.advance(10 * MINUTE)
  const backupDir = join(dataDir, BACKUPS_FOLDER, 'moon')
  await writeFile(join(backupDir, 'moon.2026-11-21T19-40-00-000Z.json'), '{"broken":')
  return { dataDir, store, text, path: join(dataDir, FILE) }
}

/** Writes `contents` over the campaign, opens it, and checks the failure left the file byte-identical. */
async function openBroken(store: CampaignStore, path: string, contents: string | Buffer): Promise<CampaignFileFailure> {
  await writeFile(path, contents)
  const before = await readFile(path)
  const error = await expectIpcError(store.open(FILE), 'campaign_invalid')
  expect(await readFile(path)).toEqual(before)
  expect(error.message).toContain(`"${FILE}"`)
  const failure = CampaignFileFailure.parse(error.extra.campaignFile)
  expect(failure.file).toBe(FILE)
  expect(failure.problems.length).toBeGreaterThan(0)
  // The newest backup is broken; the one before it is the good one to offer.
  expect(failure.backups.map((backup) => [backup.file, backup.valid])).toEqual([
    ['moon.2026-11-21T19-40-00-000Z.json', false],
    ['moon.2026-11-21T19-30-00-000Z.json', true],
  ])
  return failure
}

/** The sample campaign as plain JSON with `value` put at `keys` (undefined deletes it). */
function spoiled(keys: (string | number)[], value: unknown): unknown {
  const document = JSON.parse(JSON.stringify(sampleCampaign())) as Record<string | number, unknown>
  let parent = document
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = keys.at(-1)!
  if (value === undefined) delete parent[last]
  else parent[last] = value
  return document
}

describe('a campaign file that cannot be used', () => {
  let setup: Awaited<ReturnType<typeof folderWithBackups>>
  beforeEach(async () => {
    setup = await folderWithBackups()
  })

  it('is refused at 30 truncation points with a parse error at a line and column, untouched', async () => {
    const { store, path, text } = setup
    const bytes = Buffer.from(text)
    const body = text.trimEnd().length
    const offsets = Array.from({ length: 30 }, (_, i) => Math.floor((i * body) / 30))
    for (const offset of offsets) {
      const failure = await openBroken(store, path, bytes.subarray(0, offset))
      expect(failure.reason).toBe('parse')
      const [problem] = failure.problems
      if (offset === 0) expect(problem!.message).toBe('the file is empty')
      else expect(problem!.path).toMatch(/^line \d+, column \d+$/)
    }
  })

  it('reports a JSON syntax error where it is', async () => {
    const { store, path } = setup
    const failure = await openBroken(store, path, '{\n  "schemaVersion": 1,\n  "name": "Moon",,\n}')
    expect(failure.problems).toEqual([
      { path: 'line 3, column 18', message: 'expected a property name in double quotes', expected: 'a property name in double quotes', found: '","' },
    ])
  })

  it.each([
    [['characters', 0, 'stress'], 'three', 'characters[0].stress', 'number', 'string "three"'],
    [['settings', 'expertise'], 5, 'settings.expertise', 'array', 'number 5'],
    [['pools'], undefined, 'pools', 'object', 'nothing'],
    [['scenes', 0, 'events', 0, 'challenges', 0, 'rating'], null, 'scenes[0].events[0].challenges[0].rating', 'number', 'null'],
  ])('names the path, expected and found type of a wrong value at %j', async (keys, value, path, expected, found) => {
    const failure = await openBroken(setup.store, setup.path, JSON.stringify(spoiled(keys, value), null, 2))
    expect(failure.reason).toBe('validate')
    expect(failure.problems).toContainEqual(expect.objectContaining({ path, expected, found }))
  })

  it('reports a broken cross-reference with its path', async () => {
    const failure = await openBroken(setup.store, setup.path, JSON.stringify(spoiled(['encounters', 0, 'combatants', 0, 'npcId'], 'ghost')))
    expect(failure.reason).toBe('validate')
    expect(failure.problems).toContainEqual(expect.objectContaining({ path: 'encounters[0].combatants[0].npcId', message: 'no NPC with id "ghost"' }))
  })

  it('refuses a file from a newer version without touching it', async () => {
    const future = { ...sampleCampaign(), schemaVersion: CAMPAIGN_SCHEMA_VERSION + 1, newField: true }
    const failure = await openBroken(setup.store, setup.path, JSON.stringify(future))
    expect(failure.reason).toBe('newer_version')
    expect(failure.problems).toEqual([
      expect.objectContaining({
        path: 'schemaVersion',
        expected: `at most ${CAMPAIGN_SCHEMA_VERSION}`,
        found: `number ${CAMPAIGN_SCHEMA_VERSION + 1}`,
      }),
    ])
  })

  it('refuses JSON that is not a campaign at all', async () => {
    for (const text of ['[1, 2, 3]', '"moon"', 'null']) {
      const failure = await openBroken(setup.store, setup.path, text)
      expect(failure.reason).toBe('validate')
      expect(failure.problems[0]).toMatchObject({ path: '(top level)', expected: 'object' })
    }
  })

  it('is restored from the newest good backup into a new file, the broken one kept byte for byte', async () => {
    const { store, path, dataDir } = setup
    const failure = await openBroken(store, path, '{"schemaVersion": 1, "name": ')
    const broken = await readFile(path)
    const good = failure.backups.find((backup) => backup.valid)!
    const restored = await store.restoreBackup(FILE, good.file)
    expect(restored.file).toBe('moon-restored-1.json')
    expect(restored.data).toEqual(sampleCampaign())
    expect(await readFile(path)).toEqual(broken)
    expect(JSON.parse(await readFile(join(dataDir, 'moon-restored-1.json'), 'utf8'))).toEqual(sampleCampaign())
    await restored.close()
    const again = await store.restoreBackup(FILE, good.file)
    expect(again.file).toBe('moon-restored-2.json')
    await again.close()
  })

  it('will not restore a broken or unknown backup', async () => {
    const error = await expectIpcError(setup.store.restoreBackup(FILE, 'moon.2026-11-21T19-40-00-000Z.json'), 'campaign_invalid')
    expect(error.extra.campaignFile?.reason).toBe('parse')
    await expectIpcError(setup.store.restoreBackup(FILE, '../moon.json'), 'not_found')
  })
})
