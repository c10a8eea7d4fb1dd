import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Campaign, describeIssues, migrateCampaign } from '@shared/campaign'
import { BUILT_IN_MANIFESTS } from '@shared/systems/manifests'
import { isInPlay, systemsInPlay } from '@shared/systems/in-play'

const fixture = (path: string) => JSON.parse(readFileSync(new URL(`../../../fixtures/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>
const BUILT_IN = BUILT_IN_MANIFESTS.map((manifest) => manifest.id)

describe('the rule systems a campaign plays', () => {
  it.each(['session-log-v1/campaign.json', 'golden/relics/campaign.json', 'golden/escalation/campaign.json', 'golden/zones/campaign.json'])(
    'a campaign file written before the choice (%s) opens unchanged and plays every system',
    (path) => {
      const document = fixture(path)
      const campaign = Campaign.parse(migrateCampaign(document))
      expect(campaign.settings.inPlay).toBeUndefined()
      expect(JSON.stringify(campaign.settings)).not.toContain('inPlay')
      expect(systemsInPlay(campaign).map((manifest) => manifest.id)).toEqual(BUILT_IN)
    },
  )

  it('a campaign that names its systems plays those alone, in the registry’s order, and keeps an id this console does not know', () => {
    const document = fixture('golden/zones/campaign.json')
    const settings = { ...(document.settings as object), inPlay: ['zones', 'later-system', 'relics'] }
    const campaign = Campaign.parse({ ...document, settings })
    expect(campaign.settings.inPlay).toEqual(['zones', 'later-system', 'relics'])
    expect(systemsInPlay(campaign).map((manifest) => manifest.id)).toEqual(['relics', 'zones'])
    expect(isInPlay(campaign, 'escalation')).toBe(false)
    expect(isInPlay(null, 'escalation')).toBe(true)
  })

  it('a campaign that names no system at all is refused, saying where', () => {
    const document = fixture('golden/zones/campaign.json')
    const result = Campaign.safeParse({ ...document, settings: { ...(document.settings as object), inPlay: [] } })
    expect(result.success).toBe(false)
    expect(describeIssues(result.error!.issues, document)).toContainEqual(
      expect.objectContaining({ path: 'settings.inPlay', message: expect.stringContaining('at least one rule system') }),
    )
  })
})
