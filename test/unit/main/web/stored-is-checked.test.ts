import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import type { CampaignState } from '@shared/ipc/contract'
import { ActionPointsStatBlock } from '@shared/systems/action-points'
import { connect } from '../../../e2e/support/wire-client'
import { jsonWithKey, RESERVED_KEYS } from '../../../support/reserved-keys'
import { startTestHost, type TestHost } from './test-host'

/*
 * What the web host stores is what the schemas checked. A request is JSON text, and
 * JSON.parse makes a key named `__proto__` an own key: a record refuses it (and `constructor`
 * and `prototype`) by name, and what is written is the value each schema gave back, never the
 * request's own.
 */

let host: TestHost | null = null
afterEach(async () => {
  await host?.stop()
  host = null
})

const fileOf = async (started: TestHost, state: CampaignState) => readFile(join(started.dataDir, state.file))
const request = (channel: string, payload: unknown) => ({ type: 'request', id: 1, channel, payload })

/** Sends one request frame of JSON text as the GM, over a real WebSocket, and gives the answer. */
async function sendAsGm(started: TestHost, frame: string): Promise<Record<string, unknown>> {
  const gm = await connect(started.origin, { role: 'gm', token: started.web.tokens.gm })
  try {
    return await gm.send(frame)
  } finally {
    gm.close()
  }
}

/** A request a GM sends with a record in it: which, where in the payload the record is, what it is called, an entry it takes. */
interface Sent {
  what: string
  payload: (campaign: Campaign) => { channel: string; payload: unknown }
  record: string[]
  label: string
  entry: unknown
}

const SENT: Sent[] = [
  {
    what: 'an NPC’s Action-points stat block',
    payload: (campaign) => ({ channel: 'prep.upsert', payload: { kind: 'npc', item: campaign.npcs[0] } }),
    record: ['item', 'statBlocks', 'actionPoints', 'skills'],
    label: 'Skills',
    entry: 90,
  },
  {
    what: 'a PC’s Action-points block',
    payload: (campaign) => ({ channel: 'prep.upsert', payload: { kind: 'character', item: campaign.characters[0] } }),
    record: ['item', 'statBlocks', 'actionPoints', 'skills'],
    label: 'Skills',
    entry: 90,
  },
  {
    what: 'an encounter’s map',
    payload: (campaign) => ({ channel: 'prep.upsert', payload: { kind: 'encounter', item: campaign.encounters[2] } }),
    record: ['item', 'setup', 'positions'],
    label: 'Starting positions',
    entry: { q: 0, r: 0 },
  },
  {
    what: 'the campaign’s settings',
    payload: (campaign) => ({ channel: 'campaign.updateSettings', payload: { settings: { ...campaign.settings, systems: {} } } }),
    record: ['settings', 'systems'],
    label: 'Rule system settings',
    entry: {},
  },
]

describe('the web host stores what its schemas checked', () => {
  it.each(SENT.flatMap((sent) => RESERVED_KEYS.map((key) => [sent.what, key, sent] as const)))(
    '%s with an entry named “%s”, sent as the GM, is refused naming the key and where, and the campaign file is unchanged to the byte',
    async (_what, key, sent) => {
      host = await startTestHost()
      const current: CampaignState = await host.call('campaign.current')
      const before = await fileOf(host, current)
      const { channel, payload } = sent.payload(current.campaign)
      const frame = jsonWithKey(request(channel, payload), ['payload', ...sent.record], key, sent.entry)
      expect(frame).toContain(`"${key}":`)

      const answer = await sendAsGm(host, frame)
      const says = `${sent.record.join('.')}: ${sent.label} can't have an entry named “${key}”`
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_payload', message: expect.stringContaining(says) } })
      expect(await fileOf(host, current)).toEqual(before)
      const after: CampaignState = await host.call('campaign.current')
      expect(after.campaign).toEqual(current.campaign)
      expect(await host.stillServes()).toBe(true)
    },
  )

  it('an NPC’s stat block is written as its system’s schema gave it back: a weapon’s name trimmed, the fields left out written with the text’s defaults', async () => {
    host = await startTestHost()
    const current: CampaignState = await host.call('campaign.current')
    const npc = current.campaign.npcs[0]!
    const block = {
      hp: 12,
      agility: 40,
      moveSpeed: 4,
      skills: { Melee: 45 },
      notes: '',
      weapons: [{ name: '  Hooked spear ', kind: 'melee', damage: '1d8' }],
    }
    const answer = await sendAsGm(
      host,
      JSON.stringify(request('prep.upsert', { kind: 'npc', item: { ...npc, statBlocks: { actionPoints: block } } })),
    )
    expect(answer).toMatchObject({ ok: true, result: { id: npc.id } })

    const saved = JSON.parse((await fileOf(host, current)).toString('utf8').replace(/^\uFEFF/, '')) as Campaign
    const kept = saved.npcs.find((each) => each.id === npc.id)!.statBlocks.actionPoints
    expect(kept).toEqual(ActionPointsStatBlock.parse(block))
    expect(kept).toMatchObject({ size: 'medium', apPerTurn: 5, weapons: [{ name: 'Hooked spear', hands: 1, heldIn: null }] })
    const after: CampaignState = await host.call('campaign.current')
    expect(after.campaign.npcs.find((each) => each.id === npc.id)!.statBlocks.actionPoints).toEqual(kept)
  })

  it('a system’s settings are written as its schema gave them back: a setting left out is written with its default', async () => {
    host = await startTestHost()
    const current: CampaignState = await host.call('campaign.current')
    const actionPoints = {
      initiativeModifier: 'agility',
      fumbles: 'doubleZero',
      surprisedRp: 'roundOne',
      disarmEarnsFp: true,
      pcHitPoints: 'described',
    }
    const answer = await sendAsGm(
      host,
      JSON.stringify(request('campaign.updateSettings', { settings: { ...current.campaign.settings, systems: { actionPoints } } })),
    )
    expect(answer).toMatchObject({ ok: true })

    const saved = JSON.parse((await fileOf(host, current)).toString('utf8').replace(/^\uFEFF/, '')) as Campaign
    expect(saved.settings.systems).toEqual({ actionPoints: { ...actionPoints, showEnemyPoints: true } })
  })
})
