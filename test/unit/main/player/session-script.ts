import { stampEntry } from '@shared/session/stamp'
import { readFileSync } from 'node:fs'
import { Campaign, type Campaign as CampaignData } from '@shared/campaign'
import { seededSource } from '@shared/dice'
import { IpcError } from '@shared/ipc/errors'
import { NOWHERE, type LogEntry, type NewEntry } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { systemEntry, type SystemDraft } from '@shared/session/record'
import { whereNow } from '@shared/session/where'
import { challengeView, cohortOf, type ChallengeEvent, type ChallengeView } from '@shared/systems/relics'
import { RunService } from '../../../../src/main/session/run-service'
import type { SessionHost } from '../../../../src/main/session/session-host'
import { relicsState } from '../../../support/relics'
import { movesFor } from './challenge-moves'
import { demoCampaignFile } from '../../../support/services'

const AT = '2026-01-01T00:00:00.000Z'

const demo = Campaign.parse(JSON.parse(readFileSync(demoCampaignFile, 'utf8')))

/** A fresh copy of the demo campaign, parsed and checked like a campaign file. */
export function demoCampaign(): CampaignData {
  return structuredClone(demo)
}

/**
 * A session in memory driven by the real run commands (`RunService`, the Relics host part),
 * so every log entry gets the visibility main gives it, without files: the host below only
 * makes entries as the real one does (`systemEntry`) and appends them to a pure ledger.
 */
export class SessionScript {
  readonly ledger: SessionLedger
  readonly runs: RunService

  constructor(
    readonly campaign: CampaignData,
    seed = 1,
  ) {
    const dice = seededSource(seed)
    const first = stampEntry(
      {
        kind: 'session.started',
        actor: 'gm',
        visibility: 'public',
        summary: 'Session “Night one” starts.',
        sessionId: 'session-test',
        name: 'Night one',
        campaignId: campaign.id,
        systems: { relics: { cohort: cohortOf(campaign) } },
      },
      { seq: 1, at: AT, where: NOWHERE },
    )
    this.ledger = SessionLedger.begin(first)
    const host = {
      require: () => ({ ledger: this.ledger }),
      campaignData: () => this.campaign,
      flush: async () => undefined,
      // The session as it stands, for an action that changes nothing: these tests read the ledger.
      view: () => null,
      dice,
      // One change at a time comes by itself here: every change is made at once, without a disk to wait for.
      exclusive: <T>(work: () => T) => work(),
      record: (draft: SystemDraft) => {
        const made = systemEntry(this.ledger.state, this.ledger.seq + 1, draft, { campaign: this.campaign })
        if ('refused' in made) throw new IpcError('rule_refused', made.refused)
        this.add(made.entry)
        return null
      },
    }
    this.runs = new RunService(host as unknown as SessionHost)
  }

  /** Appends an entry as the session host does: numbered, stamped with where the session stands. */
  add(next: NewEntry): LogEntry {
    const entry = stampEntry(next, { seq: this.ledger.seq + 1, at: AT, where: whereNow(this.ledger.state) })
    this.ledger.append(entry)
    return entry
  }

  note(text: string, isPrivate: boolean): void {
    this.add({ kind: 'note', actor: 'gm', visibility: isPrivate ? 'private' : 'public', summary: text, text })
  }

  undo(): boolean {
    const target = this.ledger.timeline.applied.at(-1)
    if (target === undefined) return false
    this.add({ kind: 'undo', actor: 'gm', visibility: 'private', summary: `Undo: ${this.ledger.entry(target)?.summary ?? ''}`, target })
    return true
  }

  /** The GM's view of the running Challenge, or null. */
  challenge(): ChallengeView | null {
    const running = relicsState(this.ledger.state).challenge
    return running ? challengeView(running.snapshot) : null
  }

  /** Whether the running Challenge is hidden in the campaign. */
  challengeHidden(): boolean {
    const id = relicsState(this.ledger.state).challenge?.challengeId
    return !this.campaign.scenes.some((s) => s.events.some((e) => e.challenges.some((c) => c.id === id && c.revealed)))
  }

  start(sceneId: string, eventId: string, challengeId: string): Promise<boolean> {
    return this.runs.start('relics', { sceneId, eventId, challengeId }).then(
      () => true,
      () => false,
    )
  }

  /** Sends one event; false when the rules refuse it. */
  act(event: ChallengeEvent): boolean {
    return attempt(() => this.runs.act('relics', event))
  }

  roll(): boolean {
    return attempt(() => this.runs.roll('relics', { type: 'pool' }))
  }

  close(): boolean {
    return attempt(() => this.runs.close())
  }

  /** Does what the current step needs (see `movesFor`), then moves to the next step. */
  forward(words?: (what: string) => string): boolean {
    const view = this.challenge()
    if (!view?.step) return false
    for (const move of movesFor(view, words)) {
      if ('roll' in move) this.roll()
      else this.act(move.event)
    }
    return this.act({ type: 'step.next' })
  }

  /** Steps on until `step` of `turn` (or until the rules stop it); true when it got there. */
  advanceTo(turn: 'cohort' | 'challenge', step: string): boolean {
    for (let i = 0; i < 60; i++) {
      const view = this.challenge()
      if (view?.turn === turn && view.step?.key === step) return true
      if (!this.forward()) return false
    }
    return false
  }
}

function attempt(run: () => unknown): boolean {
  try {
    run()
    return true
  } catch {
    return false
  }
}
