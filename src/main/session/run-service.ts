import { isDeepStrictEqual } from 'node:util'
import type { z } from 'zod'
import { describeIssues } from '@shared/campaign/problems'
import { IpcError } from '@shared/ipc/errors'
import type { Campaign } from '@shared/campaign'
import type { RandomSource } from '@shared/dice'
import type { SessionLedger } from '@shared/session/ledger'
import type { SessionView } from '@shared/session/view'
import { systemState } from '@shared/session/state'
import type { AnyRuleSystem } from '@shared/systems/rule-system'
import { findSystem } from '@shared/systems/registry'
import { findHostSystem, isRefused } from '../systems/registry'
import { applyStep } from '@shared/session/apply-step'
import type { PlayerTag, SystemDraft } from '@shared/session/record'
import type { NewEntry } from '@shared/session/entries'

/**
 * What runs need of the place a session runs in: the session host, or the headless session.
 * `View` is what a change answers with (the GM's session view, or nothing where no screen
 * waits for one).
 */
export interface RunHost<View> {
  /** The running session, or a clear error. */
  require(): { ledger: SessionLedger }
  /** The campaign the session plays, as it is now. */
  campaignData(): Campaign
  /** Waits until the campaign holds what the session owns. */
  flush(): Promise<void>
  /** Shows a campaign item to the players (its mark set to revealed), durable before the step that asks for it is logged. */
  revealItem(id: string): Promise<void>
  /** The session as it stands: the answer to a request that changes nothing (a session runs when one comes). */
  view(): View | null
  /** The only place dice come from. */
  readonly dice: RandomSource
  /** Runs one change once the changes before it are answered: each is worked out from the session as the last one left it. */
  exclusive<T>(work: () => T | Promise<T>): Promise<T>
  /** Logs one step of a rule system and tells the screens once it is durable; a refusal rejects and changes nothing. */
  record(draft: SystemDraft): Promise<View>
  /** Logs one step of a rule system without telling the screens: for work done `together`. */
  logStep(draft: SystemDraft): void
  /** Several entries as one change: the screens are told once, after the last. */
  together(work: () => void): Promise<View>
  /** Appends one entry that is no system's step (the GM's switch for players, a player's refusal). */
  commit(next: NewEntry): Promise<View>
  /** Appends one entry that is no system's step without telling the screens: for work done `together`. */
  logEntry(next: NewEntry): void
}

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
export class RunService<View = SessionView> {
  constructor(private readonly host: RunHost<View>) {}

  /** The system a request names, or the one whose run is open; a clear refusal otherwise. */
  systemFor(id: string | undefined): AnyRuleSystem {
    const open = this.host.require().ledger.state.run
    const wanted = id ?? open?.system ?? refuse('Nothing is running: say which rule system this is for.')
    return findSystem(wanted) ?? refuse(`This console knows no rule system “${wanted}”.`)
  }

  private hostOf(system: AnyRuleSystem) {
    return findHostSystem(system.id) ?? refuse(`${system.name} has no part on this host.`)
  }

  /** Starts a run of a system from its request; its rules plan it from the campaign as it is now. */
  async start(systemId: string, request: unknown): Promise<View> {
    this.host.require()
    return this.host.exclusive(() => this.startNow(systemId, request))
  }

  private async startNow(systemId: string, request: unknown): Promise<View> {
    // Waits for the campaign to hold what the session owns; then checks, since another command may have come meanwhile.
    await this.host.flush()
    const system = this.systemFor(systemId)
    const wanted = parseWith(system.runs.request, request, `request to start a ${system.runNoun}`)
    const state = this.host.require().ledger.state
    const plan = system.runs.plan(wanted, systemState(state, system.id), { campaign: this.host.campaignData() })
    if ('refused' in plan) refuse(plan.refused)
    // A run shown to the players as it starts: its item is theirs before its first line is.
    if (plan.revealsItem) await this.host.revealItem(plan.item)
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
   * carries them is the host's to make, through `roll`. An action the rules allow that
   * leaves the system as it is (the same override again, a click that reached the host
   * twice before the screen caught up) is answered with the session as it stands and not
   * logged: the log tells what happened once, and undo takes back the GM's last real step.
   */
  act(systemId: string | undefined, action: unknown, pace: Pace = {}): Promise<View> {
    return this.host.exclusive(() => this.actNow(systemId, action, pace))
  }

  /**
   * One action, within a change already under way (`exclusive`); `player` names the PC whose
   * player took it from their device, the GM's console otherwise.
   */
  actNow(systemId: string | undefined, action: unknown, pace: Pace, player?: PlayerTag): View | Promise<View> {
    const system = this.systemFor(systemId)
    const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined
    if (typeof type === 'string' && system.hostEvents.includes(type))
      refuse(`“${type}” carries dice or an outcome, which only the console makes: ask it to roll instead.`)
    const wanted = parseWith(system.actions, action, `${system.name} action`)
    const state = systemState(this.host.require().ledger.state, system.id)
    const event = this.hostOf(system).act(wanted, state, { campaign: this.host.campaignData() })
    if (isRefused(event)) refuse(event.refused)
    if (this.changesNothing(system, state, event)) return this.host.view()!
    return this.withFollowers(system, { kind: 'run.event', system: system.id, event, ...(player ? { player } : {}) }, pace)
  }

  /**
   * The steps a series of actions makes, each worked out and checked by the system's host part
   * and rules where the ones before it leave the system, as `actNow` checks one: a refusal
   * throws before anything is logged, so the series is taken whole or not at all.
   */
  stepsOf(systemId: string, actions: readonly unknown[], player: PlayerTag): Extract<SystemDraft, { kind: 'run.event' }>[] {
    const system = this.systemFor(systemId)
    const context = { campaign: this.host.campaignData() }
    let state = systemState(this.host.require().ledger.state, system.id)
    return actions.map((action) => {
      const wanted = parseWith(system.actions, action, `${system.name} action`)
      const event = this.hostOf(system).act(wanted, state, context)
      if (isRefused(event)) refuse(event.refused)
      const step = { kind: 'event' as const, event }
      const why = system.whyRefused(state, step, context)
      if (why) refuse(why)
      state = applyStep(system, state, step)
      return { kind: 'run.event' as const, system: system.id, event, player }
    })
  }

  /**
   * Whether an allowed event leaves the system's state exactly as it is. A refused one is not
   * "nothing": logging it refuses it with the rules' reason. Applying is remembered
   * (`applyStep`), so the ledger's own apply of a real step costs nothing more, and states
   * share what a step did not touch, which the comparison skips.
   */
  private changesNothing(system: AnyRuleSystem, state: unknown, event: { type: string }): boolean {
    const step = { kind: 'event' as const, event }
    if (system.whyRefused(state, step, { campaign: this.host.campaignData() }) !== null) return false
    return isDeepStrictEqual(applyStep(system, state, step), state)
  }

  /** The host rolls what the system's rules call for now; the log records the dice. */
  roll(systemId: string | undefined, request: unknown, pace: Pace = {}): Promise<View> {
    return this.host.exclusive(() => this.rollNow(systemId, request, pace))
  }

  /** One roll, within a change already under way (`exclusive`); `player` as for `actNow`. */
  rollNow(systemId: string | undefined, request: unknown, pace: Pace, player?: PlayerTag): Promise<View> {
    const system = this.systemFor(systemId)
    const wanted = parseWith(system.rolls, request, `${system.name} roll`)
    const state = systemState(this.host.require().ledger.state, system.id)
    const event = this.hostOf(system).roll(wanted, state, { campaign: this.host.campaignData(), dice: this.host.dice })
    if (isRefused(event)) refuse(event.refused)
    return this.withFollowers(system, { kind: 'run.event', system: system.id, event, ...(player ? { player } : {}) }, pace)
  }

  /**
   * Logs the GM's step, then, when the GM lets steps pass, every step the system takes by
   * itself after it (`follow`), each marked as the console's: the log holds them all, so
   * replay is exact whatever the setting, and one undo takes them back with the GM's step.
   * The screens are updated once, after the last.
   */
  private withFollowers(system: AnyRuleSystem, draft: SystemDraft, pace: Pace): Promise<View> {
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
  close(): Promise<View> {
    return this.host.exclusive(() => {
      const open = this.host.require().ledger.state.run ?? refuse('Nothing is open to close.')
      return this.host.record({ kind: 'run.closed', system: open.system })
    })
  }
}
