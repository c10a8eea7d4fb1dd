import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Campaign } from '@shared/campaign'
import { demoCampaignFile } from '../../../support/services'

describe('checkReferences', () => {
  it('names where an id was first used when another item takes it again', () => {
    const demo = JSON.parse(readFileSync(demoCampaignFile, 'utf8'))
    demo.npcs[1].id = demo.characters[2].id
    const result = Campaign.safeParse(demo)
    expect(result.success).toBe(false)
    expect(result.error!.issues).toContainEqual(
      expect.objectContaining({ path: ['npcs', 1, 'id'], message: `id "${demo.characters[2].id}" is already used at characters.2` }),
    )
  })
})
