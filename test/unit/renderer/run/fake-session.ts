import { stampEntry } from '@shared/session/stamp'
import { mount, flushPromises as flushVue } from '@vue/test-utils'
import { vi } from 'vitest'
import { createPinia } from 'pinia'
import { defineComponent, h, type Component } from 'vue'
import type { Campaign } from '@shared/campaign'
import type { RequestChannel } from '@shared/ipc/contract'
import { NOWHERE, type NewEntry } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { systemEntry, type SystemDraft } from '@shared/session/record'
import { sessionView, type SessionView } from '@shared/session/view'
import { whereNow } from '@shared/session/where'
import { systemState } from '@shared/session/state'
import { systemOf } from '@shared/systems/registry'
import type { RunPlan } from '@shared/systems/rule-system'
import { challengeView, cohortOf, type ChallengeEvent, type RelicsStartRequest, type RelicsState } from '@shared/systems/relics'
import { BridgeError, type Bridge } from '../../../../src/renderer/src/bridge/types'
import { provideBridge } from '../../../../src/renderer/src/bridge/inject'
import { useCampaignStore } from '../../../../src/renderer/src/stores/campaign'
import { fakeBridge } from '../support/fake-bridge'
import { campaignFixture } from '../support/campaign-fixture'

function refuse(message: string): never {
  throw new BridgeError({ code: 'rule_refused', message })
}

/**
 * A session host in memory, built from the same pure parts main uses (ledger, `systemEntry`,
 * the system's plan and rules, `sessionView`), so refusals carry the rules' own words. Dice
 * come from a queue the test fills. `act` lets a test move the Challenge as if another
 * window had.
 */
export function fakeSession(campaign: Campaign, dice: number[] = []) {
  let ledger: SessionLedger | null = null
  const listeners = new Set<(view: SessionView | null) => void>()
  const view = () => (ledger ? sessionView(ledger, campaign) : null)

  function commit(entry: NewEntry): SessionView {
    const stamped = stampEntry(entry, {
      seq: (ledger?.seq ?? 0) + 1,
      at: '2026-01-01T00:00:00.000Z',
      where: ledger ? whereNow(ledger.state) : NOWHERE,
    })
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

  const relicsState = (state: SessionLedger['state']) => state.systems.relics as RelicsState

  function running() {
    return (ledger && relicsState(ledger.state).challenge) || refuse('No Challenge is running.')
  }

  function record(draft: SystemDraft): SessionView {
    if (!ledger) refuse('No session is running: start one first.')
    const made = systemEntry(ledger.state, ledger.seq + 1, draft, { campaign })
    if ('refused' in made) refuse(made.refused)
    return commit(made.entry)
  }

  function act(event: ChallengeEvent): SessionView {
    return record({ kind: 'run.event', system: 'relics', event })
  }

  const handlers: Partial<Record<RequestChannel, (payload: never) => unknown>> = {
    'session.current': () => view(),
    'session.start': ({ name }: { name: string }) =>
      commit({
        kind: 'session.started',
        actor: 'gm',
        visibility: 'public',
        summary: `Session “${name}” starts.`,
        sessionId: 'session-test',
        name,
        campaignId: campaign.id,
        systems: { relics: { cohort: cohortOf(campaign) } },
      }),
    'run.start': ({ system = 'relics', request }: { system?: string; request: RelicsStartRequest }) => {
      const rules = systemOf(system)
      const plan = rules.runs.plan(request, systemState(ledger!.state, system), { campaign }) as RunPlan<unknown> | { refused: string }
      if ('refused' in plan) refuse(plan.refused)
      return record({
        kind: 'run.started',
        system,
        sceneId: plan.sceneId,
        item: plan.item,
        start: plan.start,
        visibility: plan.visibility,
        summary: plan.summary,
      })
    },
    'run.act': ({ action }: { action: ChallengeEvent }) => act(action),
    'run.roll': () => act({ type: 'pool.rolled', values: dice.splice(0, challengeView(running().snapshot).pool?.diceToRoll ?? 0) }),
    'run.close': () => record({ kind: 'run.closed', system: 'relics' }),
    'session.undo': () => {
      const target = ledger?.timeline.applied.at(-1) ?? refuse('Nothing to undo: this is the start of the session.')
      return commit({ kind: 'undo', actor: 'gm', visibility: 'private', summary: `Undo: ${ledger!.entry(target)!.summary}`, target })
    },
    'session.note': ({ text }: { text: string }) => commit({ kind: 'note', actor: 'gm', visibility: 'public', summary: text, text }),
  }
  return { handlers, listeners, act, start: (name = 'Test session') => handlers['session.start']!({ name } as never) }
}

/** The campaign fixture's haggle Challenge, as Relics' `run.start` wants it. */
export const HAGGLE = { system: 'relics', request: { sceneId: 'scene-market', eventId: 'event-deal', challengeId: 'challenge-haggle' } }

/**
 * Lets everything pending settle, the console's screens included: a system's runner loads
 * when it is first shown (so a player display never fetches it).
 */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await vi.dynamicImportSettled()
    await flushVue()
  }
}

/**
 * Mounts a run component with Pinia and a bridge that answers campaign requests like the
 * support fake bridge and session requests with `fakeSession`; renders once the campaign
 * is loaded, as the console does.
 */
export async function mountRun(
  component: Component,
  options: { campaign?: Campaign; dice?: number[]; setup?: (session: ReturnType<typeof fakeSession>) => void } = {},
) {
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
  return calls.filter((c) => c.channel === 'run.act').map((c) => (c.payload as { action: ChallengeEvent }).action)
}
