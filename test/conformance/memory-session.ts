import type { Campaign } from '@shared/campaign'
import { seededSource, type RandomSource } from '@shared/dice'
import { IpcError } from '@shared/ipc/errors'
import { NOWHERE, type LogEntry, type NewEntry } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { systemEntry, type SystemDraft } from '@shared/session/record'
import { stampEntry } from '@shared/session/stamp'
import { whereNow } from '@shared/session/where'
import { allSystems } from '@shared/systems/registry'
import type { PlayerView } from '@shared/views/player-view'
import { toPlayerView } from '../../src/main/player/to-player-view'
import { RunService } from '../../src/main/session/run-service'
import type { SessionHost } from '../../src/main/session/session-host'

/** Something a console could ask of a session. */
export type SessionMove =
  | { kind: 'start'; system: string; request: unknown }
  | { kind: 'act'; system: string; action: unknown }
  | { kind: 'roll'; system: string; roll: unknown }
  | { kind: 'close' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'note'; private: boolean; text: string }

export type Outcome = { ok: true } | { ok: false; code: string; reason: string }

/**
 * A session without files: the real run commands (`RunService`, each system's host part,
 * `systemEntry`'s checks and words) over a pure ledger, with seeded dice and a clock that
 * moves a minute per entry. What the host does besides (write the log, sync the campaign)
 * is file work the host's own tests cover.
 */
export class MemorySession {
  readonly ledger: SessionLedger
  readonly runs: RunService
  private readonly dice: RandomSource
  private readonly start = Date.UTC(2026, 0, 1, 19, 0)

  constructor(
    readonly campaign: Campaign,
    seed = 1,
    dice?: RandomSource,
  ) {
    this.dice = dice ?? seededSource(seed)
    const first: NewEntry = {
      kind: 'session.started',
      actor: 'gm',
      visibility: 'public',
      summary: 'Session “Conformance night” starts.',
      sessionId: 'session-conformance',
      name: 'Conformance night',
      campaignId: campaign.id,
      systems: Object.fromEntries(allSystems().map((system) => [system.id, system.session.beginFrom(campaign)])),
    }
    this.ledger = SessionLedger.begin(this.stamp(first, 1))
    const host = {
      require: () => ({ ledger: this.ledger }),
      campaignData: () => this.campaign,
      flush: async () => undefined,
      // The session as it stands, for an action that changes nothing: these tests read the ledger.
      view: () => null,
      dice: this.dice,
      record: (draft: SystemDraft) => {
        const made = systemEntry(this.ledger.state, this.ledger.seq + 1, draft, { campaign: this.campaign })
        if ('refused' in made) throw new IpcError('rule_refused', made.refused)
        this.commit(made.entry)
        return null
      },
    }
    this.runs = new RunService(host as unknown as SessionHost)
  }

  private stamp(next: NewEntry, seq: number): LogEntry {
    const where = seq === 1 ? NOWHERE : whereNow(this.ledger.state)
    return stampEntry(next, { seq, where, at: new Date(this.start + (seq - 1) * 60_000).toISOString() })
  }

  private commit(next: NewEntry): void {
    const entry = this.stamp(next, this.ledger.seq + 1)
    const reason = this.ledger.whyRefused(entry)
    if (reason) throw new IpcError('rule_refused', reason)
    this.ledger.append(entry)
  }

  /** Does what a console would ask; a refusal comes back with its code and words. */
  async play(move: SessionMove): Promise<Outcome> {
    try {
      switch (move.kind) {
        case 'start':
          await this.runs.start(move.system, move.request)
          break
        case 'act':
          this.runs.act(move.system, move.action)
          break
        case 'roll':
          this.runs.roll(move.system, move.roll)
          break
        case 'close':
          this.runs.close()
          break
        case 'undo': {
          const target = this.ledger.lastApplied
          if (target === undefined) throw new IpcError('rule_refused', 'Nothing to undo.')
          this.commit({ kind: 'undo', actor: 'gm', visibility: 'private', summary: `Undo: ${this.ledger.entry(target)?.summary ?? ''}`, target })
          break
        }
        case 'redo': {
          const target = this.ledger.nextRedo
          if (target === undefined) throw new IpcError('rule_refused', 'Nothing to redo.')
          this.commit({ kind: 'redo', actor: 'gm', visibility: 'private', summary: `Redo: ${this.ledger.entry(target)?.summary ?? ''}`, target })
          break
        }
        case 'note':
          this.commit({ kind: 'note', actor: 'gm', visibility: move.private ? 'private' : 'public', summary: move.text, text: move.text })
      }
      return { ok: true }
    } catch (error) {
      if (error instanceof IpcError) return { ok: false, code: error.code, reason: error.message }
      throw error
    }
  }

  /** What a player display would receive now. */
  playerView(blank = false): PlayerView {
    return toPlayerView({ campaign: this.campaign, ledger: this.ledger, blank })
  }
}
