import { readFileSync } from 'node:fs'
import { Campaign, type Campaign as CampaignData } from '@shared/campaign'
import { describeChallengeEvent, describeEntry } from '@shared/log/describe'
import { LogEntry, type NewEntry } from '@shared/log/entries'
import { SessionLedger } from '@shared/session/ledger'
import { charactersNow, liveSnapshot, type SessionState } from '@shared/session/state'
import { challengeInputFrom } from '@shared/systems/relics'
import { whereNow } from '../../../../../src/main/session/where'
import { demoCampaignFile } from '../../../../support/services'
import { DEMO_PLACE, type Move } from './session-moves'

/** The demo campaign, as the tests' fixed setting. */
export function demoCampaign(): CampaignData {
  return Campaign.parse(JSON.parse(readFileSync(demoCampaignFile, 'utf8')))
}

/** The campaign as the session has left it: the Cohort's Stress, Agony and pools. */
export function campaignNow(campaign: CampaignData, state: SessionState): CampaignData {
  return {
    ...campaign,
    pools: state.cohort.pools,
    characters: charactersNow(campaign.characters, state.cohort),
  }
}

/**
 * A session driven without a host: entries stamped as the host stamps them (seq, where the
 * session stands, a clock that moves a minute per entry) and appended to the pure ledger.
 */
export class PureSession {
  readonly ledger: SessionLedger
  private readonly start = Date.UTC(2026, 0, 1, 19, 0)

  constructor(
    readonly campaign: CampaignData = demoCampaign(),
    sessionId = 'session-pure',
  ) {
    const cohort = {
      characters: Object.fromEntries(campaign.characters.map((pc) => [pc.id, { stress: pc.stress, stressedOut: pc.stressedOut, outOfGame: pc.outOfGame, agony: pc.agony }])),
      pools: campaign.pools,
    }
    this.ledger = SessionLedger.begin(this.stamp({ kind: 'session.started', actor: 'gm', visibility: 'public', summary: '', sessionId, name: 'Pure night', campaignId: campaign.id, cohort }, 1))
  }

  private stamp(next: NewEntry, seq: number): LogEntry {
    const where = seq === 1 ? { sceneId: null, eventId: null, challengeId: null, round: null, turn: null, step: null } : whereNow(this.ledger.state)
    return LogEntry.parse({ ...next, summary: next.summary || describeEntry(next), seq, where, at: new Date(this.start + (seq - 1) * 60_000).toISOString() })
  }

  commit(next: NewEntry): LogEntry {
    const entry = this.stamp(next, this.ledger.seq + 1)
    this.ledger.append(entry)
    return entry
  }

  /** Plays one move; `faces` gives the dice of a roll. */
  play(move: Move, faces: readonly number[] = []): void {
    const state = this.ledger.state
    switch (move.kind) {
      case 'act': {
        const summary = describeChallengeEvent(move.event, liveSnapshot(state.challenge!).context)
        this.commit({ kind: 'challenge.event', actor: 'gm', visibility: 'public', summary, event: move.event })
        return
      }
      case 'roll': {
        const values = Array.from({ length: move.dice }, (_, i) => faces[i % Math.max(faces.length, 1)] ?? 1)
        this.commit({ kind: 'challenge.event', actor: 'console', visibility: 'public', summary: '', event: { type: 'pool.rolled', values } })
        return
      }
      case 'start': {
        const now = campaignNow(this.campaign, state)
        const scene = now.scenes.find((s) => s.id === DEMO_PLACE.sceneId)!
        const event = scene.events.find((e) => e.id === DEMO_PLACE.eventId)!
        const challenge = event.challenges.find((c) => c.id === move.challengeId)!
        const input = challengeInputFrom({ challenge, eventTraitIds: event.traitIds, traits: now.traits, characters: now.characters, relics: now.relics, settings: now.settings, pools: now.pools, disasterTraits: state.disasterTraits[event.id] ?? [] })
        if (!input.ok) throw new Error(input.reason)
        this.commit({ kind: 'challenge.started', actor: 'gm', visibility: challenge.revealed ? 'public' : 'private', summary: '', ...DEMO_PLACE, challengeId: challenge.id, input: input.value })
        return
      }
      case 'close':
        this.commit({ kind: 'challenge.closed', actor: 'gm', visibility: 'public', summary: '' })
        return
      case 'undo':
        this.commit({ kind: 'undo', actor: 'gm', visibility: 'private', summary: '', target: this.ledger.timeline.applied.at(-1)! })
        return
      case 'redo':
        this.commit({ kind: 'redo', actor: 'gm', visibility: 'private', summary: '', target: this.ledger.timeline.redo.at(-1)! })
        return
      case 'note':
        this.commit({ kind: 'note', actor: 'gm', visibility: move.private ? 'private' : 'public', summary: '', text: `Note ${this.ledger.seq + 1}` })
    }
  }
}

