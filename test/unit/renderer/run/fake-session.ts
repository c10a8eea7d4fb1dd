import { mount, flushPromises } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { defineComponent, h, type Component } from 'vue'
import type { Campaign } from '@shared/campaign'
import type { RequestChannel } from '@shared/ipc/contract'
import { describeChallengeEvent } from '@shared/log/describe'
import { LogEntry, type NewEntry } from '@shared/log/entries'
import { SessionLedger } from '@shared/session/ledger'
import { liveSnapshot } from '@shared/session/state'
import { sessionView, type SessionView } from '@shared/session/view'
import { challengeInputFrom, challengeView, whyRefused, type ChallengeEvent } from '@shared/systems/relics'
import { BridgeError, type Bridge } from '../../../../src/renderer/src/bridge/types'
import { provideBridge } from '../../../../src/renderer/src/bridge/inject'
import { useCampaignStore } from '../../../../src/renderer/src/stores/campaign'
import { fakeBridge } from '../support/fake-bridge'
import { campaignFixture } from '../support/campaign-fixture'

const NOWHERE = { sceneId: null, eventId: null, challengeId: null, round: null, turn: null, step: null }

function refuse(message: string): never {
  throw new BridgeError({ code: 'rule_refused', message })
}

/**
 * A session host in memory, built from the same pure parts main uses (ledger, machine,
 * `whyRefused`, `sessionView`), so refusals carry the rules' own words. Dice come from a
 * queue the test fills. `act` lets a test move the Challenge as if another window had.
 */
export function fakeSession(campaign: Campaign, dice: number[] = []) {
  let ledger: SessionLedger | null = null
  const listeners = new Set<(view: SessionView | null) => void>()
  const view = () => (ledger ? sessionView(ledger, campaign) : null)

  function commit(entry: NewEntry): SessionView {
    const stamped = LogEntry.parse({ ...entry, seq: (ledger?.seq ?? 0) + 1, at: '2026-01-01T00:00:00.000Z', where: NOWHERE })
    if (!ledger) ledger = SessionLedger.begin(stamped)
    else {
      const reason = ledger.whyRefused(stamped)
      if (reason) refuse(reason)
      ledger.append(stamped)
    }
    const next = view()!
    for (const listener of listeners) listener(next)
    return next
  }

  function running() {
    return ledger?.state.challenge ?? refuse('No Challenge is running.')
  }

  function act(event: ChallengeEvent): SessionView {
    const challenge = running()
    const reason = whyRefused(liveSnapshot(challenge), event)
    if (reason) refuse(reason)
    return commit({ kind: 'challenge.event', actor: 'gm', visibility: 'public', summary: describeChallengeEvent(event, challenge.snapshot.context), event })
  }

  const handlers: Partial<Record<RequestChannel, (payload: never) => unknown>> = {
    'session.current': () => view(),
    'session.start': ({ name }: { name: string }) => {
      const cohort = { characters: Object.fromEntries(campaign.characters.map((pc) => [pc.id, { stress: pc.stress, stressedOut: pc.stressedOut, outOfGame: pc.outOfGame, agony: pc.agony }])), pools: campaign.pools }
      return commit({ kind: 'session.started', actor: 'gm', visibility: 'public', summary: `Session “${name}” starts.`, sessionId: 'session-test', name, campaignId: campaign.id, cohort })
    },
    'challenge.start': ({ sceneId, eventId, challengeId, cohortIds }: { sceneId: string; eventId: string; challengeId: string; cohortIds?: string[] }) => {
      const event = campaign.scenes.find((s) => s.id === sceneId)!.events.find((e) => e.id === eventId)!
      const input = challengeInputFrom({
        challenge: event.challenges.find((c) => c.id === challengeId)!,
        eventTraitIds: event.traitIds,
        traits: campaign.traits,
        characters: campaign.characters,
        cohortIds,
        relics: campaign.relics,
        settings: campaign.settings,
        pools: campaign.pools,
      })
      if (!input.ok) refuse(input.reason)
      return commit({ kind: 'challenge.started', actor: 'gm', visibility: 'public', summary: 'Challenge starts.', sceneId, eventId, challengeId, input: input.value })
    },
    'challenge.act': ({ event }: { event: ChallengeEvent }) => act(event),
    'challenge.roll': () => act({ type: 'pool.rolled', values: dice.splice(0, challengeView(running().snapshot).pool?.diceToRoll ?? 0) }),
    'session.undo': () => {
      const target = ledger?.timeline.applied.at(-1) ?? refuse('Nothing to undo: this is the start of the session.')
      return commit({ kind: 'undo', actor: 'gm', visibility: 'private', summary: `Undo: ${ledger!.entry(target)!.summary}`, target })
    },
    'session.note': ({ text }: { text: string }) => commit({ kind: 'note', actor: 'gm', visibility: 'public', summary: text, text }),
  }
  return { handlers, listeners, act, start: (name = 'Test session') => handlers['session.start']!({ name } as never) }
}

/** The campaign fixture's haggle Challenge, as `challenge.start` wants it. */
export const HAGGLE = { sceneId: 'scene-market', eventId: 'event-deal', challengeId: 'challenge-haggle' }

/**
 * Mounts a run component with Pinia and a bridge that answers campaign requests like the
 * support fake bridge and session requests with `fakeSession`; renders once the campaign
 * is loaded, as the console does.
 */
export async function mountRun(component: Component, options: { campaign?: Campaign; dice?: number[]; setup?: (session: ReturnType<typeof fakeSession>) => void } = {}) {
  const campaign = options.campaign ?? campaignFixture()
  const prep = fakeBridge(campaign)
  const session = fakeSession(campaign, options.dice)
  options.setup?.(session)
  const calls: { channel: RequestChannel; payload: unknown }[] = []
  const bridge: Bridge = {
    transport: 'websocket',
    async request(channel, payload) {
      const handler = session.handlers[channel]
      if (!handler) return prep.bridge.request(channel, payload)
      calls.push({ channel, payload: structuredClone(payload) })
      return handler(payload as never) as never
    },
    on(event, listener) {
      if (event !== 'session.view') return prep.bridge.on(event, listener)
      const l = listener as (view: SessionView | null) => void
      session.listeners.add(l)
      return () => session.listeners.delete(l)
    },
    onStatus: (listener) => prep.bridge.onStatus(listener),
  }
  const Host = defineComponent({
    setup() {
      const store = useCampaignStore()
      return () => (store.state ? h(component) : null)
    },
  })
  const wrapper = mount(Host, { attachTo: document.body, global: { plugins: [createPinia(), { install: (app) => provideBridge(app, bridge) }] } })
  await flushPromises()
  return { wrapper, calls, session }
}

/** The Challenge events the console sent, in order. */
export function sentEvents(calls: { channel: RequestChannel; payload: unknown }[]): ChallengeEvent[] {
  return calls.filter((c) => c.channel === 'challenge.act').map((c) => (c.payload as { event: ChallengeEvent }).event)
}
