import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import { seededSource } from '@shared/dice'
import { MIGRATIONS } from '@shared/campaign/migrations'
import { inspectCampaign } from '../../../../src/main/store/inspect'
import { HeadlessSession } from '../../../../src/main/session/headless-session'
import { registerEscalation } from '../../shared/systems/escalation/fight/support'

/*
 * The encounter's hidden mark and the setting of who the players see as a fight starts, in
 * campaign files: one written before either opens exactly as it was, and one that has them
 * keeps them and starts its fight by them.
 */

const fixtures = join(import.meta.dirname, '..', '..', '..', 'fixtures')
const text = (path: string) => readFileSync(join(fixtures, path), 'utf8')

function opened(path: string): Campaign {
  const inspection = inspectCampaign(text(path), MIGRATIONS)
  if (!inspection.ok) throw new Error(`${path} did not open: ${inspection.summary}`)
  return inspection.campaign
}

describe('the hidden mark and the new-fight setting in campaign files', () => {
  it('a campaign written before them opens unchanged, and its fights start shown (the setting absent reads as on)', () => {
    const campaign = opened('golden/escalation/campaign.json')
    expect(campaign).toEqual(JSON.parse(text('golden/escalation/campaign.json')))
    expect(campaign.settings.showNewFights).toBeUndefined()
    expect(campaign.encounters.flatMap((e) => e.combatants).some((c) => 'hidden' in c)).toBe(false)
  })

  it('a campaign with a combatant marked hidden keeps the mark, and its fight starts with that one hidden until its first turn', async () => {
    const campaign = opened('campaign-hidden-mark/campaign.json')
    expect(campaign.settings.showNewFights).toBe(true)
    expect(campaign.encounters.find((e) => e.id === 'enc-raider-ambush')!.combatants[1]).toEqual({ npcId: 'npc-dune-wyrm', count: 1, hidden: true })
    registerEscalation()
    const session = HeadlessSession.start(campaign, { dice: seededSource(3) })
    expect(await session.play({ kind: 'start', system: 'escalation', request: { encounterId: 'enc-raider-ambush' } })).toEqual({ ok: true })
    const start = session.entries().find((e) => e.kind === 'run.started') as unknown as {
      start: { combatants: { name: string; hidden: boolean; revealOnTurn: boolean }[] }
    }
    expect(start.start.combatants.filter((c) => c.hidden)).toEqual([expect.objectContaining({ name: 'Dune Wyrm', revealOnTurn: true })])
    expect(session.campaign.encounters.find((e) => e.id === 'enc-raider-ambush')!.revealed).toBe(true)
  })
})
