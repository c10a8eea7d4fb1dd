import { readFileSync } from 'node:fs'
import { Campaign, type Campaign as CampaignData } from '@shared/campaign'
import { NOWHERE, type LogEntry, type NewEntry } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { systemEntry, type SystemDraft } from '@shared/session/record'
import { stampEntry } from '@shared/session/stamp'
import type { SessionState } from '@shared/session/state'
import { whereNow } from '@shared/session/where'
import { charactersNow, cohortOf, relicsSystem } from '@shared/systems/relics'
import { demoCampaignFile } from '../../../../support/services'
import { relicsState } from '../../../../support/relics'
import { DEMO_PLACE, type Move } from './session-moves'

/** The demo campaign, as the tests' fixed setting. */
export function demoCampaign(): CampaignData {
  return Campaign.parse(JSON.parse(readFileSync(demoCampaignFile, 'utf8')))
}

/** The campaign as the session has left it: the Cohort's Stress, Agony and pools. */
export function campaignNow(campaign: CampaignData, state: SessionState): CampaignData {
  const { cohort } = relicsState(state)
  return { ...campaign, pools: cohort.pools, characters: charactersNow(campaign.characters, cohort) }
}

/**
 * A session driven without a host: entries made as the host makes them (`systemEntry`: the
 * rules' check, the system's words), stamped with seq, where the session stands and a clock
 * that moves a minute per entry, and appended to the pure ledger.
 */
export class PureSession {
  readonly ledger: SessionLedger
  private readonly start = Date.UTC(2026, 0, 1, 19, 0)

  constructor(
    readonly campaign: CampaignData = demoCampaign(),
    sessionId = 'session-pure',
  ) {
    const first: NewEntry = {
      kind: 'session.started',
      actor: 'gm',
      visibility: 'public',
      summary: 'Session “Pure night” starts.',
      sessionId,
      name: 'Pure night',
      campaignId: campaign.id,
      systems: { relics: { cohort: cohortOf(campaign) } },
    }
    this.ledger = SessionLedger.begin(this.stamp(first, 1))
  }

  private stamp(next: NewEntry, seq: number): LogEntry {
    const where = seq === 1 ? NOWHERE : whereNow(this.ledger.state)
    return stampEntry(next, { seq, where, at: new Date(this.start + (seq - 1) * 60_000).toISOString() })
  }

  commit(next: NewEntry): LogEntry {
    const entry = this.stamp(next, this.ledger.seq + 1)
    this.ledger.append(entry)
    return entry
  }

  /** Logs a system step as the host would, or throws the rules' refusal. */
  record(draft: SystemDraft): LogEntry {
    const made = systemEntry(this.ledger.state, this.ledger.seq + 1, draft, { campaign: campaignNow(this.campaign, this.ledger.state) })
    if ('refused' in made) throw new Error(made.refused)
    return this.commit(made.entry)
  }

  /** Plays one move; `faces` gives the dice of a roll. */
  play(move: Move, faces: readonly number[] = []): void {
    const state = this.ledger.state
    switch (move.kind) {
      case 'act':
        this.record({ kind: 'run.event', system: 'relics', event: move.event })
        return
      case 'roll': {
        const values = Array.from({ length: move.dice }, (_, i) => faces[i % Math.max(faces.length, 1)] ?? 1)
        this.record({ kind: 'run.event', system: 'relics', event: { type: 'pool.rolled', values } })
        return
      }
      case 'start': {
        const plan = relicsSystem.runs.plan({ ...DEMO_PLACE, challengeId: move.challengeId }, relicsState(state), {
          campaign: campaignNow(this.campaign, state),
        })
        if ('refused' in plan) throw new Error(plan.refused)
        this.record({
          kind: 'run.started',
          system: 'relics',
          sceneId: plan.sceneId,
          item: plan.item,
          start: plan.start,
          visibility: plan.visibility,
          summary: plan.summary,
        })
        return
      }
      case 'close':
        this.record({ kind: 'run.closed', system: 'relics' })
        return
      case 'undo':
        this.commit({ kind: 'undo', actor: 'gm', visibility: 'private', summary: 'Undo.', target: this.ledger.timeline.applied.at(-1)! })
        return
      case 'redo':
        this.commit({ kind: 'redo', actor: 'gm', visibility: 'private', summary: 'Redo.', target: this.ledger.timeline.redo.at(-1)! })
        return
      case 'note':
        this.commit({
          kind: 'note',
          actor: 'gm',
          visibility: move.private ? 'private' : 'public',
          summary: `Note ${this.ledger.seq + 1}`,
          text: `Note ${this.ledger.seq + 1}`,
        })
    }
  }
}
