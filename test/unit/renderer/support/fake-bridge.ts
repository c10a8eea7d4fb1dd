import { mount, flushPromises } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { defineComponent, h, type Component } from 'vue'
import { Campaign, describeIssues, stillUsed, type Campaign as CampaignData } from '@shared/campaign'
import { waitingPlayerView } from '@shared/views/waiting'
import { PrepItem, type CampaignState, type PrepKind, type RequestChannel } from '@shared/ipc/contract'
import { BridgeError, type Bridge } from '../../../../src/renderer/src/bridge/types'
import { provideBridge } from '../../../../src/renderer/src/bridge/inject'
import { useCampaignStore } from '../../../../src/renderer/src/stores/campaign'
import { campaignFixture } from './campaign-fixture'
import { IpcError } from '@shared/ipc/errors'
import type { ConsolePreferences } from '@shared/ipc/preferences-contract'
import { upsertInto } from '@shared/campaign/prep-items'

const COLLECTION = { character: 'characters', trait: 'traits', relic: 'relics', npc: 'npcs', scene: 'scenes', encounter: 'encounters' } as const

/**
 * A bridge that answers like main, on an in-memory campaign: prep.upsert and
 * campaign.updateSettings apply the change and refuse it (with problems) when the whole
 * campaign would no longer validate; prep.delete refuses while the item is still used.
 */
export function fakeBridge(initial: CampaignData = campaignFixture()) {
  let state: CampaignState = { file: 'test.json', savedAt: '2026-01-01T00:00:00.000Z', campaign: structuredClone(initial) }
  const calls: { channel: RequestChannel; payload: unknown }[] = []
  const listeners = new Set<(data: CampaignState | null) => void>()
  const others = new Map<string, Set<(data: unknown) => void>>()
  let nextId = 1
  let preferences: ConsolePreferences = {}

  function commit(mutate: (draft: CampaignData) => void): CampaignState {
    const draft = structuredClone(state.campaign)
    mutate(draft)
    const result = Campaign.safeParse(draft)
    if (!result.success) {
      const problems = describeIssues(result.error.issues, draft)
      throw new BridgeError({
        code: 'invalid_payload',
        message: `That change would leave the campaign invalid: ${problems[0]!.path}: ${problems[0]!.message}.`,
        problems,
      })
    }
    state = { ...state, campaign: result.data }
    for (const listener of listeners) listener(state)
    return state
  }

  const handlers: Partial<Record<RequestChannel, (payload: never) => unknown>> = {
    'campaign.current': () => state,
    'prep.upsert': (payload: unknown) => {
      const prep = PrepItem.parse(payload)
      const id = prep.item.id ?? `${prep.kind}-new${nextId++}`
      // Main's own placing of the item: one revision on, a save based on an older one refused.
      const next = commit((draft) => {
        try {
          upsertInto(draft, prep, id)
        } catch (error) {
          throw error instanceof IpcError ? new BridgeError(error.toShape()) : error
        }
      })
      const saved = (next.campaign[COLLECTION[prep.kind]] as { id: string; revision?: number }[]).find((item) => item.id === id)
      return { id, revision: saved?.revision ?? 0, state: next }
    },
    'prep.delete': ({ kind, id }: { kind: PrepKind; id: string }) => {
      try {
        return commit((draft) => {
          const list = draft[COLLECTION[kind]] as { id: string }[]
          list.splice(
            list.findIndex((item) => item.id === id),
            1,
          )
        })
      } catch (error) {
        const paths = (error as BridgeError).shape.problems?.map((p) => p.path) ?? []
        const without = {
          ...state.campaign,
          [COLLECTION[kind]]: (state.campaign[COLLECTION[kind]] as { id: string }[]).filter((item) => item.id !== id),
        }
        throw new BridgeError({ code: 'conflict', message: stillUsed(COLLECTION[kind], without as CampaignData, paths) })
      }
    },
    // The player display, as main reports it with no display open and no session.
    'player.status': () => ({ blank: false, networkEnabled: false, connected: 0, playerUrl: null }),
    'player.view': () => waitingPlayerView(state.campaign.name),
    // No session running: the top bar and the run keys ask for one as they mount.
    'session.current': () => null,
    // The GM's console preferences, none chosen until a test or the page chooses them.
    'preferences.current': () => preferences,
    'preferences.update': (change: ConsolePreferences) => (preferences = { ...preferences, ...change }),
    'campaign.updateSettings': ({ settings }: { settings: CampaignData['settings'] }) =>
      commit((draft) => {
        draft.settings = settings
      }),
  }

  const bridge: Bridge = {
    transport: 'websocket',
    async request(channel, payload) {
      calls.push({ channel, payload: structuredClone(payload) })
      const handler = handlers[channel]
      if (!handler) throw new BridgeError({ code: 'unknown_channel', message: `fake bridge: no ${channel}` })
      return handler(payload as never) as never
    },
    on(event, listener) {
      if (event !== 'campaign.changed') {
        const set = others.get(event) ?? new Set()
        others.set(event, set)
        set.add(listener as (data: unknown) => void)
        return () => set.delete(listener as (data: unknown) => void)
      }
      const l = listener as (data: CampaignState | null) => void
      listeners.add(l)
      return () => listeners.delete(l)
    },
    onStatus(listener) {
      listener('open')
      return () => undefined
    },
  }
  /** Pushes an event as main would (any but `campaign.changed`, which follows the campaign's changes). */
  const push = (event: string, data: unknown) => others.get(event)?.forEach((listener) => listener(data))
  /** Answers a channel the fake does not know, as the test says. */
  const answer = (channel: RequestChannel, handler: (payload: never) => unknown) => void (handlers[channel] = handler)
  return { bridge, calls, push, answer, campaign: () => state.campaign }
}

/**
 * Mounts a console component with Pinia and the fake bridge. Like the console itself, it
 * renders the component only once the campaign has been loaded.
 */
export async function mountConsole(component: Component, options: { props?: Record<string, unknown>; campaign?: CampaignData } = {}) {
  const fake = fakeBridge(options.campaign)
  const Host = defineComponent({
    setup() {
      const campaign = useCampaignStore()
      return () => (campaign.state ? h(component, options.props) : null)
    },
  })
  const wrapper = mount(Host, {
    attachTo: document.body,
    global: { plugins: [createPinia(), { install: (app) => provideBridge(app, fake.bridge) }] },
  })
  await flushPromises()
  return { wrapper, ...fake }
}
