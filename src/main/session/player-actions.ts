import { Id } from '@shared/campaign/common'
import { IpcError } from '@shared/ipc/errors'
import { SUMMARY_LIMIT } from '@shared/session/entries'
import type { PlayerTag } from '@shared/session/record'
import { systemState } from '@shared/session/state'
import type { PlayerChoices, PlayerCommand } from '@shared/systems/player-actions'
import type { PcProposal } from '@shared/views/pc-choices'
import { allSystems } from '@shared/systems/registry'
import type { AnyRuleSystem } from '@shared/systems/rule-system'
import type { RunHost, RunService } from './run-service'

/** A command as a player's device sends it: for the system it names, or the one whose run is open. */
export type PlayerRequest = ({ kind: 'act'; action: unknown } | { kind: 'roll'; roll: unknown }) & { system?: string }

/** What came of a player's command: taken, or refused with the reason they read (and the GM's log keeps). */
export type PlayerAnswer = { ok: true } | { ok: false; refused: string }

/** What a PC's player may do now, for each system that has something for them. */
export interface PlayerChoicesNow {
  /** Whether the GM lets players act now: when not, the phone only watches. */
  allowed: boolean
  choices: ({ system: string } & PlayerChoices)[]
  /** The PC's latest proposal and what came of it, or null. */
  proposal: PcProposal | null
}

/** The type a request names, kept short, for a refusal entry: never the payload itself. */
function typeOf(request: PlayerRequest): string {
  const body = request.kind === 'act' ? request.action : request.roll
  const type = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : undefined
  return typeof type === 'string' ? type.slice(0, 80) : '?'
}

/**
 * Logs a player's refused command or proposal (it changes nothing and cannot be undone) and
 * answers it: the GM reads who asked what and why it was refused; the payload is not kept.
 */
export async function refusePlayer<View>(
  host: RunHost<View>,
  player: PlayerTag,
  system: AnyRuleSystem | null,
  command: { kind: 'act' | 'roll' | 'propose'; type: string },
  reason: string,
): Promise<PlayerAnswer> {
  // An id no PC could have (too long, odd characters) is named in the words only.
  const known = Id.safeParse(player.id).success
  await host.commit({
    kind: 'player.refused',
    actor: 'players',
    visibility: 'private',
    summary: `${known ? player.name : 'A player'} (player) was refused: ${reason}`,
    ...(known ? { player: player.id } : {}),
    system: system?.id ?? null,
    command,
    reason: reason.slice(0, SUMMARY_LIMIT),
  })
  return { ok: false, refused: reason }
}

/** The refusal a step throws, as words; a fault that is no refusal is rethrown. */
export function reasonOf(error: unknown): string {
  if (error instanceof IpcError && (error.code === 'rule_refused' || error.code === 'invalid_payload')) return error.message
  throw error
}

/**
 * Players acting from their devices. The GM's switch lets them (a logged step, undoable);
 * a command comes for one PC and is checked in one order: the GM lets players act, the PC
 * is in the campaign, the system lets that PC's player send it now (its turn, its reaction:
 * `PlayerRules.whyRefused`), and then the very rules the GM's request meets. A command taken
 * is logged as that player's step; one refused is logged as a refusal that changes nothing.
 */
export class PlayerActions<View> {
  constructor(
    private readonly host: RunHost<View>,
    private readonly runs: RunService<View>,
  ) {}

  /** The GM lets players act from their devices, or stops them. Saying what already holds is refused, so undo takes back a real change. */
  allow(allowed: boolean): Promise<View> {
    return this.host.exclusive(() => {
      const now = this.host.require().ledger.state.playersAct === true
      if (now === allowed) throw new IpcError('rule_refused', allowed ? 'Players may act already.' : 'Players may not act already.')
      const summary = allowed ? 'The GM lets players act from their devices.' : 'The GM stops players acting from their devices.'
      return this.host.commit({ kind: 'players.allowed', actor: 'gm', visibility: 'public', summary, allowed })
    })
  }

  /** A command from the player of PC `pcId`: taken through the same rules as the GM's, or refused and logged as refused. */
  act(pcId: string, request: PlayerRequest): Promise<PlayerAnswer> {
    return this.host.exclusive(async () => {
      // No session, nothing to log a refusal in: the error says so, as it does to the GM.
      this.host.require()
      const player = { id: pcId, name: this.nameOf(pcId) }
      let system: AnyRuleSystem | null = null
      try {
        // The session's own conditions first: while the GM does not let players act, nothing else is asked.
        const closed = this.whyClosed(pcId)
        if (closed) return await this.refused(player, null, request, closed)
        system = this.runs.systemFor(request.system)
        const why = this.whySystemRefuses(system, pcId, player, request)
        if (why) return await this.refused(player, system, request, why)
        if (request.kind === 'act') await this.runs.actNow(system.id, request.action, {}, player)
        else await this.runs.rollNow(system.id, request.roll, {}, player)
        return { ok: true }
      } catch (error) {
        return this.refused(player, system, request, reasonOf(error))
      }
    })
  }

  /** What the player of PC `pcId` may do now, system by system (nothing while the GM does not let them). */
  choices(pcId: string): PlayerChoicesNow {
    const { ledger } = this.host.require()
    const allowed = ledger.state.playersAct === true
    const latest = ledger.state.proposals?.[pcId]
    const proposal = latest ? { seq: latest.seq, status: latest.status, summary: latest.summary } : null
    if (!allowed || !this.pcOf(pcId)) return { allowed, choices: [], proposal }
    const context = { campaign: this.host.campaignData() }
    return {
      allowed,
      choices: allSystems().flatMap((system) => {
        const choices = system.players?.choices(systemState(ledger.state, system.id), pcId, context)
        return choices ? [{ system: system.id, ...choices }] : []
      }),
      proposal,
    }
  }

  /** Why the session takes no command from the player of `pcId` now: the GM does not let players act, or no such PC. */
  whyClosed(pcId: string): string | null {
    if (this.host.require().ledger.state.playersAct !== true) return 'The GM does not let players act from their devices now.'
    return this.pcOf(pcId) ? null : `There is no PC “${pcId}” in this campaign.`
  }

  /** Why the system does not take this command from this player now, before the step's own rules are asked, or null. */
  private whySystemRefuses(system: AnyRuleSystem, pcId: string, player: PlayerTag, request: PlayerRequest): string | null {
    const state = this.host.require().ledger.state
    if (!system.players) return `${system.name} does not let players act from their devices.`
    // What the player sends is checked by the system's own schemas before its rules read it.
    const parsed = request.kind === 'act' ? system.actions.safeParse(request.action) : system.rolls.safeParse(request.roll)
    if (!parsed.success) return `${player.name}'s ${request.kind === 'act' ? 'action' : 'roll'} is not one ${system.name} knows.`
    const command: PlayerCommand = request.kind === 'act' ? { kind: 'act', action: parsed.data } : { kind: 'roll', roll: parsed.data }
    return system.players.whyRefused(systemState(state, system.id), pcId, command, { campaign: this.host.campaignData() })
  }

  /** Logs a refusal (it changes nothing and cannot be undone) and answers it. */
  private refused(player: PlayerTag, system: AnyRuleSystem | null, request: PlayerRequest, reason: string): Promise<PlayerAnswer> {
    return refusePlayer(this.host, player, system, { kind: request.kind, type: typeOf(request) }, reason)
  }

  private pcOf(pcId: string) {
    return this.host.campaignData().characters.find((pc) => pc.id === pcId)
  }

  /** The PC's name as the log words it now; an id the campaign does not hold stays as sent, for the refusal to name. */
  nameOf(pcId: string): string {
    return this.pcOf(pcId)?.name ?? pcId
  }
}
