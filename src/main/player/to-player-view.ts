import type { Campaign } from '@shared/campaign'
import type { SessionLedger } from '@shared/session/ledger'
import { systemState } from '@shared/session/state'
import { isUndoable, type LogEntry } from '@shared/session/entries'
import { exportNamesOf } from '@shared/log/names'
import { playerRedaction, type PlayerRedaction } from '@shared/log/redaction'
import { allSystems, systemOf } from '@shared/systems/registry'
import { isInPlay } from '@shared/systems/in-play'
import type { PlayerPictures, PlayerView } from '@shared/views/player-view'
import type { PcView } from '@shared/views/pc-view'
import { IpcError } from '@shared/ipc/errors'
import { emptyPlayerView, WAITING } from '@shared/views/waiting'
import { combatantPortrait, npcOfCombatant } from '@shared/combat/portraits'
import { combatantsInPart } from '@shared/views/shown-combatants'

/** Public log lines a display shows. */
const FEED_LENGTH = 4
/**
 * Entries read back from the end of the log at most to find them: private ones (a hidden
 * Challenge's) and quiet ones are skipped, so a long hidden Challenge still leaves the
 * lines the players saw before it on screen.
 */
const FEED_LOOKBACK = 5000

/** Everything a player view is built from. */
export interface PlayerViewSource {
  campaign: Campaign | null
  /** The running session, or null. */
  ledger: SessionLedger | null
  /** The GM blanked the display. */
  blank: boolean
  /** Each system's part the players have on screen now, by system id (what they already know). */
  shown?: ReadonlyMap<string, unknown>
}

/** Revealed NPCs, what each system the campaign plays lists (its revealed items), revealed encounters. */
function knownView(campaign: Campaign): PlayerView['known'] {
  return [
    ...campaign.npcs.filter((n) => n.revealed).map(({ id, name }) => ({ id, name, symbol: '☻', detail: null })),
    ...allSystems()
      .filter((system) => isInPlay(campaign, system.id))
      .flatMap((system) => system.known(campaign)),
    ...campaign.encounters.filter((e) => e.revealed).map(({ id, name }) => ({ id, name, symbol: '⚔', detail: null })),
  ]
}

/** The ids of the combatants the parts already show. */
function shownCombatantIds(parts: PlayerView['parts']): string[] {
  return parts.flatMap(({ part }) => combatantsInPart(part))
}

/**
 * The pictures players may see, each tied to something the view already shows: the PCs'
 * portraits, revealed NPCs', the shown combatants' (never a hidden one's, since it is in no
 * part), and the running fight's map once the GM revealed its encounter.
 */
function picturesView(campaign: Campaign, parts: PlayerView['parts'], runItem: string | null): PlayerPictures {
  const portraits = new Map<string, string>()
  for (const pc of campaign.characters) if (pc.portrait) portraits.set(pc.id, pc.portrait)
  for (const npc of campaign.npcs) if (npc.revealed && npc.portrait) portraits.set(npc.id, npc.portrait)
  for (const id of shownCombatantIds(parts)) {
    const picture = combatantPortrait(campaign, id)
    if (picture) portraits.set(id, picture)
  }
  const encounter = campaign.encounters.find((e) => e.id === runItem)
  const map = encounter?.revealed && encounter.map ? { ...encounter.map } : null
  return { portraits: [...portraits].map(([of, picture]) => ({ of, picture })), map }
}

/** A picture of the campaign and what it shows, for a copy of a session. */
export interface CampaignPicture {
  picture: string
  caption: string
}

/**
 * The campaign's pictures a copy of a session may carry: the GM's every one; the players'
 * only what their display showed: the PCs' portraits, revealed NPCs', the portraits of the
 * creatures the session's fights showed them (`shownInLog`, from `combatantsShownInLog`:
 * never one kept hidden) and revealed encounters' maps.
 */
export function campaignPictures(campaign: Campaign, audience: 'gm' | 'public', shownInLog: ReadonlySet<string> = new Set()): CampaignPicture[] {
  const metInFight = new Set([...shownInLog].flatMap((id) => npcOfCombatant(campaign, id)?.id ?? []))
  const told = (item: { revealed: boolean }) => audience === 'gm' || item.revealed
  const toldNpc = (npc: Campaign['npcs'][number]) => told(npc) || metInFight.has(npc.id)
  return [
    ...campaign.characters.flatMap((pc) => (pc.portrait ? [{ picture: pc.portrait, caption: `Portrait of ${pc.name}` }] : [])),
    ...campaign.npcs.flatMap((npc) => (npc.portrait && toldNpc(npc) ? [{ picture: npc.portrait, caption: `Portrait of ${npc.name}` }] : [])),
    ...campaign.encounters.flatMap((e) => (e.map && told(e) ? [{ picture: e.map.picture, caption: `Map of ${e.name}` }] : [])),
  ]
}

/**
 * Whether players read this entry in their feed: what a player copy of the log keeps (the same
 * redaction, so the display and the exports never disagree), telling something (not a bare
 * "next step").
 */
function inFeed(ledger: SessionLedger, entry: LogEntry, forPlayers: PlayerRedaction): boolean {
  if (!forPlayers(entry, isUndoable(entry) && !ledger.isApplied(entry.seq))) return false
  return !(entry.kind === 'run.event' && systemOf(entry.system).quiet(entry.event, entry.summary))
}

/** The latest lines players may read, newest last, in the players' words; read back from the end until there are enough. */
function feedView(ledger: SessionLedger, campaign: Campaign): PlayerView['feed'] {
  const forPlayers = playerRedaction(exportNamesOf(campaign))
  const lines: PlayerView['feed'] = []
  for (let seq = ledger.seq; seq > Math.max(0, ledger.seq - FEED_LOOKBACK) && lines.length < FEED_LENGTH; seq--) {
    const entry = ledger.entry(seq)
    if (entry && inFeed(ledger, entry, forPlayers)) lines.unshift({ seq, text: entry.playerSummary ?? entry.summary })
  }
  return lines
}

/**
 * The player view, built from an allowlist of what the GM has revealed and what the players
 * already know: the revealed scene, the part of each rule system the campaign plays (its own
 * allowlist: a hidden run shows only that something is being prepared), revealed NPCs and items, public
 * log lines. A blank display gets the campaign name alone. Pure: the same campaign and
 * session give the same view.
 */
export function toPlayerView({ campaign, ledger: anyLedger, blank, shown: onScreen }: PlayerViewSource): PlayerView {
  if (!campaign) return emptyPlayerView(null, blank ? '' : WAITING, blank)
  if (blank) return emptyPlayerView(campaign.name, '', true)
  // Between opening another campaign and resuming its session, the old session is still held.
  const ledger = anyLedger?.state.campaignId === campaign.id ? anyLedger : null
  const state = ledger?.state ?? null
  const parts: PlayerView['parts'] = []
  let headline: string | null = null
  for (const system of allSystems()) {
    // The display shows the systems the campaign plays, and a run left open by one it no longer does.
    if (!isInPlay(campaign, system.id) && state?.run?.system !== system.id) continue
    const own = state ? systemState(state, system.id) : system.session.initial(system.session.beginFrom(campaign), system.format.rules)
    const shown = system.playerPart(own, { campaign, shown: onScreen?.get(system.id) ?? null })
    if (!shown) continue
    parts.push({ system: system.id, stage: shown.stage, part: shown.part })
    headline ??= shown.headline
  }
  const sceneId = state?.run?.sceneId ?? state?.sceneId ?? null
  const scene = campaign.scenes.find((s) => s.id === sceneId)
  return {
    campaignName: campaign.name,
    blank: false,
    status: headline ?? WAITING,
    scene: scene?.revealed ? { id: scene.id, name: scene.name, description: scene.description } : null,
    parts,
    known: knownView(campaign),
    feed: ledger ? feedView(ledger, campaign) : [],
    pictures: picturesView(campaign, parts, state?.run?.item ?? null),
  }
}

/** Everything a PC's own view is built from: the campaign, the session, and which PC. */
export interface PcViewSource {
  campaign: Campaign | null
  ledger: SessionLedger | null
  pc: string
}

/**
 * One PC's sheet for that PC's own device: each system the campaign plays (or whose run is
 * still open) says what its sheet of this PC shows (`RuleSystem.pcSheet`, an allowlist of
 * this PC's own numbers, conditions and items, its secret conditions too). Nothing of any
 * other PC is read here, and a PC's notes (the GM's words about it) stay with the GM. The
 * table's part of the device is the shared screen's own view (`toPlayerView`), unchanged.
 */
export function toPcView({ campaign, ledger: anyLedger, pc: pcId }: PcViewSource): PcView {
  const pc = campaign?.characters.find((c) => c.id === pcId)
  if (!campaign || !pc) throw new IpcError('not_found', `There is no PC with id "${pcId}" in the open campaign: ask the GM for a new link.`)
  const state = anyLedger?.state.campaignId === campaign.id ? anyLedger.state : null
  const sheets: PcView['sheets'] = []
  for (const system of allSystems()) {
    if (!system.pcSheet || (!isInPlay(campaign, system.id) && state?.run?.system !== system.id)) continue
    const own = state ? systemState(state, system.id) : system.session.initial(system.session.beginFrom(campaign), system.format.rules)
    const sections = system.pcSheet(own, { campaign, pc })
    if (sections) sheets.push({ system: system.id, systemName: system.name, sections })
  }
  return { pc: { id: pc.id, name: pc.name }, sheets }
}
