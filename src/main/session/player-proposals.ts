import { IpcError } from '@shared/ipc/errors'
import { Proposal } from '@shared/session/entries'
import { waitingPcOf } from '@shared/session/proposals'
import type { PlayerTag } from '@shared/session/record'
import { systemState } from '@shared/session/state'
import type { AnyRuleSystem } from '@shared/systems/rule-system'
import { refusePlayer, reasonOf, type PlayerActions, type PlayerAnswer } from './player-actions'
import type { RunHost, RunService } from './run-service'

function refuse(reason: string): never {
  throw new IpcError('rule_refused', reason)
}

/**
 * Players' proposals: where a system takes its players' steps as proposals (a Huddle's traits),
 * a player proposes from their device and the GM confirms or declines. A proposal is checked
 * in the order a command is (the GM lets players act, the PC is in the campaign, the system's
 * own rules for that PC now), logged as the player's, private, and changes no rule state.
 * Confirming logs the GM's answer and then the system's very steps the GM's buttons would
 * send, checked by the same rules and marked as the player's; one undo takes them back together.
 */
export class PlayerProposals<View> {
  constructor(
    private readonly host: RunHost<View>,
    private readonly runs: RunService<View>,
    private readonly players: PlayerActions<View>,
  ) {}

  /** A proposal from the player of PC `pcId` for the system `systemId` (the open run's if unnamed): logged, or refused and logged as refused. */
  propose(pcId: string, systemId: string | undefined, proposal: unknown): Promise<PlayerAnswer> {
    return this.host.exclusive(async () => {
      this.host.require()
      const player = { id: pcId, name: this.players.nameOf(pcId) }
      let system: AnyRuleSystem | null = null
      try {
        const closed = this.players.whyClosed(pcId)
        if (closed) return await this.refused(player, null, closed)
        system = this.runs.systemFor(systemId)
        const rules = system.players?.proposals
        if (!rules) return await this.refused(player, system, `${system.name} takes no proposals from players.`)
        const parsed = Proposal.safeParse(proposal)
        if (!parsed.success) return await this.refused(player, system, `${player.name}'s proposal is not one ${system.name} knows.`)
        const state = systemState(this.host.require().ledger.state, system.id)
        const context = { campaign: this.host.campaignData() }
        const why = rules.whyRefused(state, pcId, parsed.data, context)
        if (why) return await this.refused(player, system, why)
        await this.host.commit({
          kind: 'player.proposed',
          actor: 'players',
          visibility: 'private',
          summary: `${player.name} (player) proposes ${rules.words(state, pcId, parsed.data, context)}.`,
          player: pcId,
          system: system.id,
          proposal: parsed.data,
        })
        return { ok: true }
      } catch (error) {
        return this.refused(player, system, reasonOf(error))
      }
    })
  }

  /**
   * The GM's answer to the proposal logged as entry `seq`. Declined, it is logged and nothing
   * else changes; confirmed, the system's steps follow it as the player's, refused whole (and
   * nothing logged) if the rules refuse any of them now.
   */
  answer(seq: number, confirm: boolean): Promise<View> {
    return this.host.exclusive(() => {
      const state = this.host.require().ledger.state
      const pcId = waitingPcOf(state.proposals, seq) ?? refuse('That proposal is no longer waiting for an answer.')
      const waiting = state.proposals![pcId]!
      const player: PlayerTag = { id: pcId, name: this.players.nameOf(pcId) }
      const answer = {
        kind: 'player.answered' as const,
        actor: 'gm' as const,
        visibility: 'private' as const,
        system: waiting.system,
        proposal: seq,
      }
      if (!confirm) return this.host.commit({ ...answer, summary: `The GM declines ${player.name}'s proposal.`, answer: 'declined' })
      const system = this.runs.systemFor(waiting.system)
      const rules = system.players?.proposals ?? refuse(`${system.name} takes no proposals from players.`)
      const proposal = { picks: [...waiting.picks] }
      const context = { campaign: this.host.campaignData() }
      const now = systemState(state, system.id)
      const why = rules.whyRefused(now, pcId, proposal, context)
      if (why) refuse(why)
      const steps = this.runs.stepsOf(system.id, rules.actions(now, pcId, proposal, context), player)
      return this.host.together(() => {
        this.host.logEntry({ ...answer, summary: `The GM confirms ${player.name}'s proposal.`, answer: 'confirmed' })
        for (const step of steps) this.host.logStep({ ...step, auto: true })
      })
    })
  }

  private refused(player: PlayerTag, system: AnyRuleSystem | null, reason: string): Promise<PlayerAnswer> {
    return refusePlayer(this.host, player, system, { kind: 'propose', type: 'proposal' }, reason)
  }
}
