import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  Campaign,
  MAX_CHALLENGES_PER_EVENT,
  MAX_EVENTS_PER_SCENE,
  MAX_TRAITS_PER_ITEM,
  type Campaign as CampaignData,
  type Scene,
} from '@shared/campaign'
import type { CampaignState } from '@shared/ipc/contract'
import { MAX_PAYLOAD_BYTES } from '../../../../src/main/web/server'
import { connect } from '../../../e2e/support/wire-client'
import { startTestHost, type TestHost } from './test-host'

/*
 * The largest message a GM console legitimately sends is a prep upsert of the largest Scene
 * the caps allow, every text at its limit and every character one JSON writes as a six-byte
 * escape. It must fit the web host's frame limit, and be saved.
 */

let host: TestHost | null = null
afterEach(async () => {
  await host?.stop()
  host = null
})

/** A control character: JSON.stringify writes it as `\u0001`, six bytes, the most any character takes. */
const WIDEST = '\u0001'
const text = (length: number) => WIDEST.repeat(length)
/** Ids are at most 64 characters of [A-Za-z0-9_-]. */
const id = (name: string) => name.padEnd(64, '0')

const EXPERTISE = text(120)
const THREAT = `${text(119)}T`

function largestScene(traitIds: string[]): Scene {
  const long = { description: text(20_000), gmNotes: text(20_000), revealed: false }
  return {
    id: id('scene-largest'),
    name: text(120),
    ...long,
    events: Array.from({ length: MAX_EVENTS_PER_SCENE }, (_, e) => ({
      id: id(`event-${e}-`),
      name: text(120),
      ...long,
      traitIds,
      challenges: Array.from({ length: MAX_CHALLENGES_PER_EVENT }, (_, c) => ({
        id: id(`challenge-${e}-${c}-`),
        name: text(120),
        ...long,
        type: EXPERTISE,
        rating: 30,
        threat: THREAT,
        traitIds,
      })),
    })),
  }
}

describe('the largest legitimate message fits the web host’s frame limit', () => {
  it('a prep upsert of the largest Scene the caps allow, at six bytes a character, is accepted over a WebSocket and saved', async () => {
    host = await startTestHost()
    const { call } = host
    // The Scene's Challenges name an expertise and a threat level as long as names go, and
    // carry traits whose ids are as long as ids go.
    const current: CampaignState = await call('campaign.current')
    const settings = current.campaign.settings
    await call('campaign.updateSettings', {
      settings: {
        ...settings,
        expertise: [...settings.expertise, EXPERTISE],
        threatLevels: [...settings.threatLevels, { name: THREAT, autoResult: 8, tides: true }],
      },
    })
    const template = current.campaign.traits[0]!
    const traitIds = Array.from({ length: MAX_TRAITS_PER_ITEM }, (_, i) => id(`trait-long-${i}-`))
    for (const traitId of traitIds)
      await call('prep.upsert', { kind: 'trait', item: { ...template, id: traitId, name: `Long ${traitId.slice(11, 14)}` } })

    const payload = { kind: 'scene', item: largestScene(traitIds) }
    const frame = JSON.stringify({ type: 'request', id: 1, channel: 'prep.upsert', payload })
    const bytes = Buffer.byteLength(frame)
    // Every long text at its limit: 61 items of two texts of 20,000 six-byte characters, and the rest.
    expect(bytes).toBeGreaterThan(61 * 2 * 20_000 * 6)
    expect(bytes).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES)

    const gm = await connect(host.origin, { role: 'gm', token: host.web.tokens.gm })
    const answer = await gm.send(frame)
    // The change's push and the answer, each near 15 MB, were sent at once: the page read both, nothing was dropped.
    expect(gm.frames.filter((f) => f.type === 'event' && f.event === 'campaign.patched')).toHaveLength(1)
    expect(host.web.stats().connections.find((c) => c.audience === 'gm')).toMatchObject({ droppedMessages: 0 })
    gm.close()
    expect(answer).toMatchObject({ ok: true, result: { id: payload.item.id } })
    const file = (await readFile(join(host.dataDir, current.file), 'utf8')).replace(/^\uFEFF/, '')
    const saved = (JSON.parse(file) as CampaignData).scenes.find((s) => s.id === payload.item.id)
    // A new Scene, at its first revision.
    expect(saved).toEqual({ ...payload.item, revision: 1 })
    expect(await host.stillServes()).toBe(true)
  })

  it('one Event, Challenge or trait over a cap is refused with what and where; a campaign file with more still opens', async () => {
    host = await startTestHost()
    const { call } = host
    const current: CampaignState = await call('campaign.current')
    const scene = current.campaign.scenes[0]!
    const event = scene.events[0]!
    const events = Array.from({ length: MAX_EVENTS_PER_SCENE + 1 }, (_, e) => ({ ...event, id: `event-many-${e}`, challenges: [] }))
    await expect(call('prep.upsert', { kind: 'scene', item: { ...scene, events } })).rejects.toMatchObject({
      shape: { code: 'invalid_payload', message: expect.stringContaining('a Scene holds at most 10 Events') },
    })
    const challenges = Array.from({ length: MAX_CHALLENGES_PER_EVENT + 1 }, (_, c) => ({ ...event.challenges[0]!, id: `challenge-many-${c}` }))
    await expect(call('prep.upsert', { kind: 'scene', item: { ...scene, events: [{ ...event, challenges }] } })).rejects.toMatchObject({
      shape: { code: 'invalid_payload', message: expect.stringContaining('an Event raises at most 5 Challenges') },
    })
    const traitIds = Array.from({ length: MAX_TRAITS_PER_ITEM + 1 }, () => event.traitIds[0]!)
    await expect(call('prep.upsert', { kind: 'scene', item: { ...scene, events: [{ ...event, traitIds }] } })).rejects.toMatchObject({
      shape: {
        code: 'invalid_payload',
        message: expect.stringContaining('item.events[0].traitIds: an Event or a Challenge carries at most 20 traits'),
      },
    })
    // The caps are on what the GM saves: a file written before them keeps opening.
    expect(Campaign.safeParse({ ...current.campaign, scenes: [{ ...scene, events }] }).success).toBe(true)
  })
})
