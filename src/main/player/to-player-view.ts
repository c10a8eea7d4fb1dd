import type { Campaign, Challenge, Pools } from '@shared/campaign'
import type { CohortState } from '@shared/log/entries'
import type { SessionLedger } from '@shared/session/ledger'
import type { ActiveChallenge, SessionState } from '@shared/session/state'
import { logLines } from '@shared/session/view'
import { maxStress } from '@shared/systems/relics'
import { emptyPlayerView, WAITING, type PlayerPc, type PlayerView } from '@shared/views/player-view'
import { revealedTraits, traitLibrary } from './player-traits'
import { gmActivationId, relicsPart } from './relics-part'

/** Public log lines a display shows. */
const FEED_LENGTH = 4
/** Entries read back from the end of the log to find them: private ones are skipped. */
const FEED_LOOKBACK = 40

/** All a display says of a hidden Challenge while it runs. */
export const PREPARING = 'The GM is preparing something'

/** Everything a player view is built from. */
export interface PlayerViewSource {
  campaign: Campaign | null
  /** The running session, or null. */
  ledger: SessionLedger | null
  /** The GM blanked the display. */
  blank: boolean
}

type CohortPcState = CohortState['characters'][string]

/**
 * What the players knew when a hidden Challenge started: its Cohort's Stress and Agony and
 * the pools. Until it closes, nothing it changes may reach the display, or a rising Doom or
 * a new Agony would tell of a Challenge the players cannot see.
 */
function before(ledger: SessionLedger, running: ActiveChallenge): { characters: Map<string, CohortPcState>; pools: Pools } | null {
  const started = ledger.entry(running.startedAt)
  if (started?.kind !== 'challenge.started') return null
  const { input } = started
  return { characters: new Map(input.cohort.map((pc) => [pc.id, pc])), pools: { destiny: input.destiny, doom: input.doom } }
}

function findChallenge(campaign: Campaign, running: ActiveChallenge | null): Challenge | undefined {
  if (!running) return undefined
  const scene = campaign.scenes.find((s) => s.id === running.sceneId)
  return scene?.events.find((e) => e.id === running.eventId)?.challenges.find((c) => c.id === running.challengeId)
}

function revealedChallengeIds(campaign: Campaign): Set<string> {
  const ids = new Set<string>()
  for (const scene of campaign.scenes) for (const event of scene.events) for (const c of event.challenges) if (c.revealed) ids.add(c.id)
  return ids
}

/** Rulings 10-12: each PC's Stress against the maximum their infused relics leave them. */
function cohortView(campaign: Campaign, live: (id: string) => CohortPcState | undefined, leaderId: string | null): PlayerPc[] {
  const infused = new Map<string, number>()
  for (const relic of campaign.relics) if (relic.infusedBy && !relic.destroyed) infused.set(relic.infusedBy, (infused.get(relic.infusedBy) ?? 0) + 1)
  return campaign.characters.map((pc) => {
    const now = live(pc.id) ?? pc
    return {
      id: pc.id,
      name: pc.name,
      stress: now.stress,
      maxStress: maxStress({ infusedRelics: infused.get(pc.id) ?? 0 }),
      stressedOut: now.stressedOut,
      outOfGame: now.outOfGame,
      agony: now.agony.map((a) => a.name),
      leader: pc.id === leaderId,
    }
  })
}

function knownView(campaign: Campaign): PlayerView['known'] {
  const names = new Map(campaign.characters.map((pc) => [pc.id, pc.name]))
  return {
    npcs: campaign.npcs.filter((n) => n.revealed).map(({ id, name }) => ({ id, name })),
    relics: campaign.relics
      .filter((r) => r.revealed && !r.destroyed)
      .map(({ id, name, infusedBy }) => ({ id, name, holder: infusedBy ? (names.get(infusedBy) ?? null) : null })),
    encounters: campaign.encounters.filter((e) => e.revealed).map(({ id, name }) => ({ id, name })),
  }
}

/** The latest lines players may read: public and still in effect. */
function feedView(ledger: SessionLedger): PlayerView['feed'] {
  return logLines(ledger, ledger.latest(FEED_LOOKBACK))
    .filter((line) => line.visibility === 'public' && !line.undone)
    .slice(-FEED_LENGTH)
    .map((line) => ({ seq: line.seq, text: line.summary }))
}

function headline(state: SessionState | null, hidden: boolean, shown: PlayerView['system']): string {
  if (hidden) return PREPARING
  if (shown?.status === 'running') return 'Challenge under way'
  if (shown?.status === 'resolved') return 'Challenge resolved'
  if (shown) return 'Challenge ended unresolved'
  if (state?.recoveryDue) return 'End of the scene: the Cohort recovers'
  return WAITING
}

/**
 * The player view, built from an allowlist of what the GM has revealed and what the players
 * already know (their PCs, Destiny, Doom when the campaign setting shows it, public log
 * lines). A hidden Challenge shows only that something is being prepared: no name, step,
 * round or dice, and the Cohort and pools as they stood before it. A blank display gets the
 * campaign name alone. Pure: the same campaign and session give the same view.
 */
export function toPlayerView({ campaign, ledger: anyLedger, blank }: PlayerViewSource): PlayerView {
  if (!campaign) return emptyPlayerView(null, blank ? '' : WAITING, blank)
  if (blank) return emptyPlayerView(campaign.name, '', true)
  // Between opening another campaign and resuming its session, the old session is still held.
  const ledger = anyLedger?.state.campaignId === campaign.id ? anyLedger : null
  const state = ledger?.state ?? null
  const running = state?.challenge ?? null
  const item = findChallenge(campaign, running)
  const shownChallenge = running && item?.revealed ? running : null
  const hidden = running !== null && shownChallenge === null
  const frozen = ledger && running && hidden ? before(ledger, running) : null
  const library = traitLibrary(campaign.traits)
  const sceneId = running?.sceneId ?? state?.recoveryDue?.sceneId ?? state?.sceneId ?? null
  const scene = campaign.scenes.find((s) => s.id === sceneId)
  const event = running ? scene?.events.find((e) => e.id === running.eventId) : undefined
  const context = shownChallenge?.snapshot.context
  const active = new Set(context?.current.activations.map((a) => a.id))
  const system = shownChallenge && item ? relicsPart(shownChallenge, item, library, revealedChallengeIds(campaign)) : null
  const pools = frozen?.pools ?? state?.cohort.pools ?? campaign.pools
  return {
    campaignName: campaign.name,
    blank: false,
    status: headline(state, hidden, system),
    scene: scene?.revealed ? { id: scene.id, name: scene.name, description: scene.description } : null,
    event: event?.revealed
      ? { id: event.id, name: event.name, description: event.description, traits: revealedTraits(event.traitIds, library, (id) => active.has(gmActivationId(id))) }
      : null,
    system,
    pools: { destiny: pools.destiny, doom: campaign.settings.showDoomToPlayers ? pools.doom : null },
    cohort: cohortView(campaign, (id) => frozen?.characters.get(id) ?? state?.cohort.characters[id], context?.leaderId ?? null),
    known: knownView(campaign),
    feed: ledger ? feedView(ledger) : [],
  }
}
