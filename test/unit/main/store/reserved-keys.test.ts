import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Campaign, isValidCampaign } from '@shared/campaign'
import { CampaignFileFailure } from '@shared/ipc/errors'
import { campaignShapeHolds, partShapeHolds } from '../../../../src/main/store/shape-check'
import { jsonWithKey, RESERVED_KEYS } from '../../../support/reserved-keys'
import { demoCampaignFile } from '../../../support/services'
import { expectIpcError, storeFor, tempDir } from './helpers'

/*
 * A campaign file is JSON text too: a record with a key named __proto__, constructor or
 * prototype is refused on opening in the words a prep edit gets, by the fast check as by zod,
 * and the file is left as it was.
 */

const demo = () => JSON.parse(readFileSync(demoCampaignFile, 'utf8')) as Record<string, unknown> & { settings: Record<string, unknown> }

const PLACES = [
  { path: ['npcs', 0, 'statBlocks', 'actionPoints', 'skills'], value: 50, says: 'npcs[0].statBlocks.actionPoints.skills: Skills' },
  { path: ['characters', 1, 'statBlocks', 'actionPoints', 'skills'], value: 50, says: 'characters[1].statBlocks.actionPoints.skills: Skills' },
  { path: ['encounters', 2, 'setup', 'positions'], value: { q: 1, r: 1 }, says: 'encounters[2].setup.positions: Starting positions' },
  { path: ['settings', 'systems'], value: {}, says: 'settings.systems: Rule system settings' },
]

describe('a campaign file with a key no record takes', () => {
  it.each(PLACES.flatMap((place) => RESERVED_KEYS.map((key) => [place.says.split(':')[0]!, key, place] as const)))(
    '%s with an entry named “%s” is refused on opening, saying which key and where, and left as it was',
    async (_where, key, place) => {
      const document = { ...demo(), settings: { ...demo().settings, systems: {} } }
      const text = jsonWithKey(document, place.path, key, place.value)
      const dataDir = await tempDir()
      const path = join(dataDir, 'moon.json')
      await writeFile(path, text)
      const before = await readFile(path)

      const words = `${place.says} can't have an entry named “${key}”`
      expect(isValidCampaign(JSON.parse(text), campaignShapeHolds, partShapeHolds)).toBe(false)
      expect(Campaign.safeParse(JSON.parse(text)).success).toBe(false)
      const error = await expectIpcError(storeFor(dataDir).open('moon.json'), 'campaign_invalid')
      expect(error.message).toContain(words)
      const failure = CampaignFileFailure.parse(error.extra.campaignFile)
      expect(failure.reason).toBe('validate')
      expect(failure.problems[0]).toMatchObject({ path: place.says.split(':')[0], message: words.split(': ')[1] })
      expect(await readFile(path)).toEqual(before)
    },
  )

  it('the same file without the key opens, fast: the check refuses only the reserved keys', async () => {
    const document = { ...demo(), settings: { ...demo().settings, systems: {} } }
    expect(isValidCampaign(JSON.parse(JSON.stringify(document)), campaignShapeHolds, partShapeHolds)).toBe(true)
    const dataDir = await tempDir()
    await writeFile(join(dataDir, 'moon.json'), JSON.stringify(document))
    const opened = await storeFor(dataDir).open('moon.json')
    expect(opened.data.settings.systems).toEqual({})
    await opened.close()
  })

  it.each(RESERVED_KEYS)('a trait with the id “%s” is refused fast, as zod refuses it, where the id is', async (key) => {
    const document = demo() as unknown as Campaign
    const traits = [{ ...document.traits.at(-1)!, id: key }, ...document.traits]
    const text = JSON.stringify({ ...document, traits })
    expect(isValidCampaign(JSON.parse(text), campaignShapeHolds, partShapeHolds)).toBe(false)
    const dataDir = await tempDir()
    await writeFile(join(dataDir, 'moon.json'), text)
    const error = await expectIpcError(storeFor(dataDir).open('moon.json'), 'campaign_invalid')
    expect(CampaignFileFailure.parse(error.extra.campaignFile).problems[0]).toMatchObject({
      path: 'traits[0].id',
      message: 'an id cannot be “__proto__”, “constructor” or “prototype”',
    })
  })
})
