import { z } from 'zod'
import { Campaign, CampaignSettings, Id, Revision, Name, Timestamp, PictureBytes, PictureRef, type CampaignPatch } from '../campaign'
import { PlayerView } from '../views/player-view'
import { CAMPAIGN_KINDS, MAX_PREP_FILE_ITEMS } from '../interchange/format'
import type { ImportPreview } from '../interchange/preview'
import { PcView } from '../views/pc-view'
import type { PcChoices } from '../views/pc-choices'
import { SimulationRequest } from '../simulation/request'
import type { SimulationReport } from '../simulation/report'
import { SystemId } from '../session/entries'
import type { LogLine, SessionView } from '../session/view'
import { bestiaryRequests } from './bestiary-contract'
import { PrepExportResult, PrepFileContent } from './prep-file-contract'
import { preferencesRequests } from './preferences-contract'
import { PictureData, tableRequests } from './table-contract'
import { PrepDrafts, PrepItem, PrepKind } from './prep-drafts'
import type { GmRequestChannel, PlayerRequestChannel, RequestChannel, EventName } from './channels'

const NoPayload = z.strictObject({})

/** A campaign file in the data folder, as the picker lists it. */
export const CampaignListing = z.strictObject({
  file: z.string(),
  name: z.string().nullable(),
  modifiedAt: z.string(),
  status: z.enum(['ok', 'invalid']),
})
export type CampaignListing = z.infer<typeof CampaignListing>

/** The open campaign as the GM console holds it. */
export const CampaignState = z.strictObject({
  file: z.string(),
  savedAt: Timestamp,
  campaign: Campaign,
})
export type CampaignState = z.infer<typeof CampaignState>

/** What a change to the open campaign pushes: its file, when it was saved, and what changed. */
export interface CampaignPatchEvent {
  file: string
  savedAt: string
  patch: CampaignPatch
}

/** A file name inside the data folder: never a path, so no request can reach outside it. */
export const CampaignFileName = z
  .string()
  .min(6)
  .max(200)
  .regex(/^[^/\\]+\.json$/, 'a campaign file name ending in .json, without folders')
  .refine((name) => !name.startsWith('.'), 'a campaign file name cannot start with a dot')

export const AppInfo = z.strictObject({
  version: z.string(),
  host: z.enum(['electron', 'web']),
  dataDir: z.string(),
})

/**
 * Views are built in main by tested projections and only travel outward, so their schemas
 * type them without checking them again on every push.
 */
const SessionViewResult = z.custom<SessionView>()
const MaybeSessionView = z.custom<SessionView | null>()

/** The player display as the GM controls it. */
export interface PlayerDisplayStatus {
  blank: boolean
  /** Whether network displays (the web host's player link) may connect. */
  networkEnabled: boolean
  /** Player displays connected right now (windows and network). */
  connected: number
  /** The network player link, when the web host runs. */
  playerUrl: string | null
  /** Each PC's devices connected right now, by PC id (PCs with none are left out). */
  devices?: Record<string, number>
}

/** A PC's own link for a player's device, as the GM console shows it (null: none made yet, or locked). */
export const PcLink = z.strictObject({ pc: Id, name: z.string(), url: z.string().nullable(), connected: z.number().int() })
export type PcLink = z.infer<typeof PcLink>

/** Menu commands the GM console carries out in its own UI (a dialog, a panel). */
export const AppCommand = z.enum(['campaign.new', 'campaign.open', 'campaign.saveAs', 'session.export', 'help.shortcuts', 'help.about'])
export type AppCommand = z.infer<typeof AppCommand>

interface RequestSpec {
  /**
   * Who may make this request: the GM console only, a player display too (and every PC's
   * device, which shows the table's view as well), or a PC's device for its own PC only.
   */
  audience: 'gm' | 'player' | 'pc'
  payload: z.ZodType
  result: z.ZodType
}

/**
 * The contract: every request channel with its payload and result schemas. Main validates
 * each payload strictly before anything runs; both transports and every preload derive from
 * this one table.
 */
export const requests = {
  /** Version and host of the running console. */
  'app.info': { audience: 'gm', payload: NoPayload, result: AppInfo },
  /** Campaign files in the data folder, newest first, and the recently opened ones. */
  'campaign.list': {
    audience: 'gm',
    payload: NoPayload,
    result: z.strictObject({ campaigns: z.array(CampaignListing), recent: z.array(z.string()) }),
  },
  /** Creates a new, empty campaign file and opens it. */
  'campaign.create': { audience: 'gm', payload: z.strictObject({ name: Name }), result: CampaignState },
  /** Opens a campaign file; a broken file fails with `campaign_invalid` and its backups. */
  'campaign.open': { audience: 'gm', payload: z.strictObject({ file: CampaignFileName }), result: CampaignState },
  /** Opens a backup of a broken campaign as a new file, leaving the broken one untouched. */
  'campaign.restoreBackup': {
    audience: 'gm',
    payload: z.strictObject({ file: CampaignFileName, backup: z.string().min(1).max(300) }),
    result: CampaignState,
  },
  /** Writes the open campaign under a new name and continues in the copy. */
  'campaign.saveAs': { audience: 'gm', payload: z.strictObject({ name: Name }), result: CampaignState },
  /** The open campaign, or null. */
  'campaign.current': { audience: 'gm', payload: NoPayload, result: CampaignState.nullable() },
  /** Replaces the campaign settings (rule choices). */
  'campaign.updateSettings': { audience: 'gm', payload: z.strictObject({ settings: CampaignSettings }), result: CampaignState },
  /**
   * Creates (no id) or replaces (id) one prep item; the whole campaign must still validate.
   * A save based on an older revision than the stored one is refused (`conflict`, with the
   * stored item); the answer gives the revision the item is at now, for the next save.
   */
  'prep.upsert': { audience: 'gm', payload: PrepItem, result: z.strictObject({ id: Id, revision: Revision, state: CampaignState }) },
  /** Deletes one prep item; refused while other items refer to it. */
  'prep.delete': {
    audience: 'gm',
    payload: z.strictObject({ kind: PrepKind, id: Id }),
    result: CampaignState,
  },
  /**
   * Writes the chosen PCs, NPCs and encounters as a prep file (docs/interchange.md). In the
   * desktop app main asks where to save it; in the browser the content comes back for a download.
   */
  'prep.export': {
    audience: 'gm',
    payload: z.strictObject({
      items: z
        .array(z.strictObject({ kind: z.enum(CAMPAIGN_KINDS), id: Id }))
        .min(1, 'choose at least one item to export')
        .max(MAX_PREP_FILE_ITEMS, `a prep file holds at most ${MAX_PREP_FILE_ITEMS} items`),
    }),
    result: PrepExportResult,
  },
  /** What importing a prep file would add, replace and leave out; changes nothing. */
  'prep.importPreview': { audience: 'gm', payload: z.strictObject({ content: PrepFileContent }), result: z.custom<ImportPreview>() },
  /**
   * Imports a prep file as previewed: refused, changing nothing, when the campaign was saved
   * after the preview (`savedAt`); the items the preview left out stay out.
   */
  'prep.import': {
    audience: 'gm',
    payload: z.strictObject({ content: PrepFileContent, savedAt: Timestamp }),
    result: z.strictObject({ added: z.number().int(), replaced: z.number().int(), leftOut: z.number().int(), state: CampaignState }),
  },
  /** The running session of the open campaign, or null. */
  'session.current': { audience: 'gm', payload: NoPayload, result: MaybeSessionView },
  /** Starts a session (one at a time); its log begins with the Cohort as it is now. */
  'session.start': { audience: 'gm', payload: z.strictObject({ name: Name }), result: SessionViewResult },
  /** Ends the running session; its log stays for export. */
  'session.end': { audience: 'gm', payload: NoPayload, result: MaybeSessionView },
  /** Undoes the latest step (a roll included: it is marked undone, never rerolled). */
  'session.undo': { audience: 'gm', payload: NoPayload, result: SessionViewResult },
  /** Redoes the latest undone step, with the same dice. */
  'session.redo': { audience: 'gm', payload: NoPayload, result: SessionViewResult },
  /** A narrative note or free entry in the log; private ones never reach the players. */
  'session.note': {
    audience: 'gm',
    payload: z.strictObject({ text: z.string().trim().min(1, 'a note needs some text').max(20_000), private: z.boolean() }),
    result: SessionViewResult,
  },
  /** Lets players act from their devices, or stops them: a logged step, undoable. Off until the GM says. */
  'session.allowPlayers': { audience: 'gm', payload: z.strictObject({ allowed: z.boolean() }), result: SessionViewResult },
  /**
   * The GM confirms or declines a player's proposal, named by the entry that logged it: a
   * confirmation takes the system's steps it stands for, through the same rules as the GM's.
   */
  'session.answerProposal': {
    audience: 'gm',
    payload: z.strictObject({ proposal: z.number().int().min(1), confirm: z.boolean() }),
    result: SessionViewResult,
  },
  /**
   * Starts a run of a rule system (a Challenge, a fight) from its system's request: what to
   * play and with whom. The system's own schema checks `request`; its rules say why a run
   * cannot start. One run is open at a time.
   */
  'run.start': { audience: 'gm', payload: z.strictObject({ system: SystemId, request: z.unknown() }), result: SessionViewResult },
  /**
   * One action of a rule system: in its open run, or of the system outside a run (end-of-scene
   * recovery). The system's schema checks `action`; the rules' refusal comes back as
   * `rule_refused`. No action carries dice: those are the host's (`run.roll`). With
   * `passSteps`, the steps after it where nobody has anything to decide pass by themselves.
   */
  'run.act': {
    audience: 'gm',
    payload: z.strictObject({ system: SystemId.optional(), action: z.unknown(), passSteps: z.boolean().optional() }),
    result: SessionViewResult,
  },
  /** Asks the console to roll what a system's rules call for now (the pool, a test): the host rolls, the log records the dice. */
  'run.roll': {
    audience: 'gm',
    payload: z.strictObject({ system: SystemId.optional(), roll: z.unknown(), passSteps: z.boolean().optional() }),
    result: SessionViewResult,
  },
  /** Leaves a finished run. */
  'run.close': { audience: 'gm', payload: NoPayload, result: SessionViewResult },
  /** Log lines of the session (the running one, or an ended one by id), filtered and searched. */
  'session.log': {
    audience: 'gm',
    payload: z.strictObject({
      sessionId: Id.optional(),
      sceneId: Id.optional(),
      /** The campaign item a run played (a Challenge, an encounter). */
      item: Id.optional(),
      /** A filter group's kinds: every system adds its own to the shared groups, so there may be many. */
      kinds: z.array(z.string().max(40)).max(200).optional(),
      text: z.string().max(200).optional(),
    }),
    result: z.custom<{ sessionId: string; lines: LogLine[] }>(),
  },
  /** The session as it stood right after log entry `seq`: a read-only view. */
  'session.stateAt': {
    audience: 'gm',
    payload: z.strictObject({ sessionId: Id.optional(), seq: z.number().int().min(1) }),
    result: SessionViewResult,
  },
  /**
   * Exports a session's log as Markdown, one HTML file, or JSON. A public export leaves out
   * everything the players may not see. In the desktop app main asks where to save it; in
   * the browser the content comes back for a download. The caller never names a path.
   */
  'session.export': {
    audience: 'gm',
    payload: z.strictObject({
      sessionId: Id.optional(),
      format: z.enum(['markdown', 'html', 'json']),
      audience: z.enum(['gm', 'public']),
      /** The HTML export carries the campaign's portraits and maps inside itself (the players' copy only those they may see). */
      pictures: z.boolean().optional(),
    }),
    result: z.strictObject({ fileName: z.string(), mimeType: z.string(), content: z.string().nullable(), savedTo: z.string().nullable() }),
  },
  /**
   * Imports a GM JSON export of a session into the open campaign, as an ended session the
   * Session log lists and exports (read-only: nothing is ever appended to it). The file is
   * checked whole and replayed first; a bad file, a log of another campaign, or a session the
   * campaign already has is refused with the reason and changes nothing.
   */
  'session.import': {
    audience: 'gm',
    payload: z.strictObject({ content: z.string().max(15_000_000) }),
    result: z.strictObject({ sessionId: Id, name: z.string(), entries: z.number().int() }),
  },
  /** Reveals an item to the players, or hides it again. */
  'player.reveal': {
    audience: 'gm',
    payload: z.strictObject({ kind: z.enum(['scene', 'event', 'challenge', 'trait', 'relic', 'npc', 'encounter']), id: Id, revealed: z.boolean() }),
    result: z.strictObject({ done: z.literal(true) }),
  },
  /** Blanks the player display (or shows it again). */
  'player.blank': { audience: 'gm', payload: z.strictObject({ blank: z.boolean() }), result: z.custom<PlayerDisplayStatus>() },
  /** Lets network displays connect, or disconnects and refuses them. */
  'player.network': { audience: 'gm', payload: z.strictObject({ enabled: z.boolean() }), result: z.custom<PlayerDisplayStatus>() },
  /** The player display's controls as they are, and how many displays are connected. */
  'player.status': { audience: 'gm', payload: NoPayload, result: z.custom<PlayerDisplayStatus>() },
  /** New web host links: the old GM and player links stop working and their connections close. Refused in the desktop app. */
  'host.rotateLinks': { audience: 'gm', payload: NoPayload, result: z.strictObject({ gmUrl: z.string(), playerUrl: z.string() }) },
  /**
   * Each PC of the open campaign with its device link, made by the web host; refused in the
   * desktop app, which has no links.
   */
  'host.pcLinks': { audience: 'gm', payload: NoPayload, result: z.strictObject({ links: z.array(PcLink) }) },
  /** A new link for one PC's device: the old one stops at once and its devices are closed. */
  'host.pcLink': { audience: 'gm', payload: z.strictObject({ pc: Id }), result: PcLink },
  /** Locks one PC's device: its link stops and its devices are closed until the GM makes a new one. */
  'host.pcLock': { audience: 'gm', payload: z.strictObject({ pc: Id }), result: PcLink },
  /**
   * Checks a picture file by its bytes (PNG, JPEG or WebP within the caps), shrinks it for the
   * player display and stores it by its SHA-256; the answer names it for a portrait or a map.
   * `name` is the file's name, for the refusal's words only.
   */
  'picture.add': {
    audience: 'gm',
    payload: z.strictObject({ name: z.string().max(260), bytes: PictureBytes }),
    result: z.strictObject({ ref: PictureRef, width: z.number().int(), height: z.number().int() }),
  },
  /** A stored picture as a data: URI, for the GM's own pages. */
  'picture.get': { audience: 'gm', payload: z.strictObject({ ref: PictureRef }), result: PictureData },
  /**
   * Plays an encounter of the open campaign many times with the chosen PCs, off the main
   * thread, and answers how deadly it is (see docs/simulator.md); null when cancelled. One
   * simulation runs at a time: a new one cancels the one under way. Progress comes as
   * `sim.progress`.
   */
  'sim.run': { audience: 'gm', payload: SimulationRequest, result: z.custom<SimulationReport | null>() },
  /** Stops the simulation under way, if any. */
  'sim.cancel': { audience: 'gm', payload: NoPayload, result: z.strictObject({ cancelled: z.boolean() }) },
  ...tableRequests,
  ...bestiaryRequests,
  ...preferencesRequests,
} as const satisfies Record<RequestChannel, RequestSpec>

/** Every push event, who receives it, and its data schema. */
export const events = {
  /** Another campaign is open (or none: null): the whole of it. */
  'campaign.changed': { audience: 'gm', data: CampaignState.nullable() },
  /** The open campaign changed: only what changed (a session event's Stress, one edited item). */
  'campaign.patched': { audience: 'gm', data: z.custom<CampaignPatchEvent>() },
  /** The running session changed (or ended: null). */
  'session.view': { audience: 'gm', data: MaybeSessionView },
  /** The player display's controls or connected displays changed. */
  'player.status': { audience: 'gm', data: z.custom<PlayerDisplayStatus>() },
  /** Something the GM must know that no request of theirs caused (a session that could not resume). */
  'app.notice': { audience: 'gm', data: z.strictObject({ kind: z.enum(['error', 'info']), text: z.string() }) },
  /** A desktop menu item asks the GM console to do something that needs its UI. */
  'app.command': { audience: 'gm', data: z.strictObject({ command: AppCommand }) },
  /** The player view changed; GM windows receive it too, for the live preview. */
  'player.view': { audience: 'player', data: PlayerView },
  /** A PC's sheet changed: sent to that PC's devices alone. */
  'pc.view': { audience: 'pc', data: PcView },
  /** What a PC's player may do changed: sent to that PC's devices alone. */
  'pc.choices': { audience: 'pc', data: z.custom<PcChoices>() },
  /** A simulation's fights played so far, of how many. */
  'sim.progress': { audience: 'gm', data: z.strictObject({ done: z.number().int(), total: z.number().int() }) },
} as const satisfies Record<EventName, { audience: 'gm' | 'player' | 'pc'; data: z.ZodType }>

export type Requests = typeof requests
export type RequestPayload<C extends RequestChannel> = z.input<Requests[C]['payload']>
export type RequestResult<C extends RequestChannel> = z.output<Requests[C]['result']>
export type EventData<E extends EventName> = z.output<(typeof events)[E]['data']>

export { PrepDrafts, PrepItem, PrepKind }
export type { GmRequestChannel, PlayerRequestChannel, RequestChannel, EventName }
