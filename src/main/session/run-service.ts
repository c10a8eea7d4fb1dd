import type { z } from 'zod'
import { describeIssues } from '@shared/campaign/problems'
import { IpcError } from '@shared/ipc/errors'
import type { SessionView } from '@shared/session/view'
import { systemState } from '@shared/session/state'
import type { AnyRuleSystem } from '@shared/systems/rule-system'
import { findSystem } from '@shared/systems/registry'
import { findHostSystem, isRefused } from '../systems/registry'
import type { SystemDraft } from '@shared/session/record'
import type { SessionHost } from './session-host'

/** Whether the GM lets the steps where nobody has anything to decide pass by themselves. */
export interface Pace {
  passSteps?: boolean
}

/** More steps than any turn has: a system whose `follow` never says stop cannot hang the host. */
const MOST_STEPS_BY_ITSELF = 60

function refuse(reason: string): never {
  throw new IpcError('rule_refused', reason)
}

/** A system's own schema checks what the contract left open; a mismatch says where, like any invalid payload. */
function parseWith<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const problems = describeIssues(parsed.error.issues, value)
  const first = problems[0]
  throw new IpcError('invalid_payload', `Invalid ${what}: ${first ? `${first.path}: ${first.message}` : 'it does not match'}.`, { problems })
}

/**
 * The runs of every rule system, through one door: start one from the system's request, act
 * in it (or in the system outside a run), ask the host to roll, close it. The system's
 * schemas check the payload, its rules say why a step is refused, its host part rolls the
 * dice; nothing here knows which system it serves.
 */
export class RunService {
  constructor(private readonly host: SessionHost) {}

  /** The system a request names, or the one whose run is open. */
  private systemFor(id: string | undefined): AnyRuleSystem {
    const open = this.host.require().ledger.state.run
    const wanted = id ?? open?.system ?? refuse('Nothing is running: say which rule system this is for.')
    return findSystem(wanted) ?? refuse(`This console knows no rule system “${wanted}”.`)
  }

  private hostOf(system: AnyRuleSystem) {
    return findHostSystem(system.id) ?? refuse(`${system.name} has no part on this host.`)
  }

  /** Starts a run of a system from its request; its rules plan it from the campaign as it is now. */
  async start(systemId: string, request: unknown): Promise<SessionView> {
    this.host.require()
    // Waits for the campaign to hold what the session owns; then checks, since another command may have come meanwhile.
    await this.host.flush()
    const system = this.systemFor(systemId)
    const wanted = parseWith(system.runs.request, request, `request to start a ${system.runNoun}`)
    const state = this.host.require().ledger.state
    const plan = system.runs.plan(wanted, systemState(state, system.id), { campaign: this.host.campaignData() })
    if ('refused' in plan) refuse(plan.refused)
    return this.host.record({
      kind: 'run.started',
      system: system.id,
      sceneId: plan.sceneId,
      item: plan.item,
      start: plan.start,
      visibility: plan.visibility,
      summary: plan.summary,
    })
  }

  /**
   * One action of a system. Dice and outcomes are never taken from a client: an event that
   * carries them is the host's to make, through `roll`.
   */
  act(systemId: string | undefined, action: unknown, pace: Pace = {}): SessionView {
    const system = this.systemFor(systemId)
    const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined
    if (typeof type === 'string' && system.hostEvents.includes(type))
      refuse(`“${type}” carries dice or an outcome, which only the console makes: ask it to roll instead.`)
    const wanted = parseWith(system.actions, action, `${system.name} action`)
    const state = systemState(this.host.require().ledger.state, system.id)
    const event = this.hostOf(system).act(wanted, state, { campaign: this.host.campaignData() })
    if (isRefused(event)) refuse(event.refused)
    return this.withFollowers(system, { kind: 'run.event', system: system.id, event }, pace)
  }

  /** The host rolls what the system's rules call for now; the log records the dice. */
  roll(systemId: string | undefined, request: unknown, pace: Pace = {}): SessionView {
    const system = this.systemFor(systemId)
    const wanted = parseWith(system.rolls, request, `${system.name} roll`)
    const state = systemState(this.host.require().ledger.state, system.id)
    const event = this.hostOf(system).roll(wanted, state, { campaign: this.host.campaignData(), dice: this.host.dice })
    if (isRefused(event)) refuse(event.refused)
    return this.withFollowers(system, { kind: 'run.event', system: system.id, event }, pace)
  }

  /**
   * Logs the GM's step, then, when the GM lets steps pass, every step the system takes by
   * itself after it (`follow`), each marked as the console's: the log holds them all, so
   * replay is exact whatever the setting, and one undo takes them back with the GM's step.
   * The screens are updated once, after the last.
   */
  private withFollowers(system: AnyRuleSystem, draft: SystemDraft, pace: Pace): SessionView {
    const follow = this.hostOf(system).follow
    if (!pace.passSteps || !follow) return this.host.record(draft)
    return this.host.together(() => {
      this.host.logStep(draft)
      for (let n = 0; n < MOST_STEPS_BY_ITSELF; n++) {
        const state = systemState(this.host.require().ledger.state, system.id)
        const event = follow(state, { campaign: this.host.campaignData(), dice: this.host.dice })
        if (!event) return
        this.host.logStep({ kind: 'run.event', system: system.id, event, auto: true })
      }
    })
  }

  /** Leaves the open run once it is over. */
  close(): SessionView {
    const open = this.host.require().ledger.state.run ?? refuse('Nothing is open to close.')
    return this.host.record({ kind: 'run.closed', system: open.system })
  }
}
