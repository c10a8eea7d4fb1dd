/**
 * Channel names only, free of schemas, so the sandboxed preloads stay tiny. The contract
 * (contract.ts) checks at compile time that it covers exactly these names.
 */
export const GM_REQUEST_CHANNELS = [
  'app.info',
  'campaign.list',
  'campaign.create',
  'campaign.open',
  'campaign.restoreBackup',
  'campaign.saveAs',
  'campaign.current',
  'campaign.updateSettings',
  'prep.upsert',
  'prep.delete',
  'prep.export',
  'prep.importPreview',
  'prep.import',
  'session.current',
  'session.start',
  'session.end',
  'session.undo',
  'session.redo',
  'session.note',
  'session.allowPlayers',
  'session.answerProposal',
  'run.start',
  'run.act',
  'run.roll',
  'run.close',
  'session.log',
  'session.stateAt',
  'session.export',
  'session.import',
  'player.reveal',
  'player.blank',
  'player.network',
  'player.status',
  'host.rotateLinks',
  'host.pcLinks',
  'host.pcLink',
  'host.pcLock',
  'sim.run',
  'sim.cancel',
  'picture.add',
  'picture.get',
  'bestiary.list',
  'bestiary.saveNpc',
  'bestiary.edit',
  'bestiary.delete',
  'bestiary.copy',
  'bestiary.updateCopy',
  'bestiary.otherCampaigns',
  'bestiary.export',
  'bestiary.importPreview',
  'bestiary.import',
  'preferences.current',
  'preferences.update',
] as const

/** The only requests a player display may make: reading its own view and the pictures it shows. */
export const PLAYER_REQUEST_CHANNELS = ['player.view', 'player.picture'] as const

/** What a player's own device may ask besides the table's view: its own PC's sheet, what it may do now, doing it, and proposing. */
export const PC_REQUEST_CHANNELS = ['pc.view', 'pc.choices', 'pc.act', 'pc.propose'] as const

export const EVENT_NAMES = [
  'campaign.changed',
  'campaign.patched',
  'session.view',
  'player.status',
  'app.notice',
  'app.command',
  'player.view',
  'pc.view',
  'pc.choices',
  'sim.progress',
] as const

/** Events a player display may receive. */
export const PLAYER_EVENT_NAMES = ['player.view'] as const

export type GmRequestChannel = (typeof GM_REQUEST_CHANNELS)[number]
export type PlayerRequestChannel = (typeof PLAYER_REQUEST_CHANNELS)[number]
export type PcRequestChannel = (typeof PC_REQUEST_CHANNELS)[number]
export type RequestChannel = GmRequestChannel | PlayerRequestChannel | PcRequestChannel
export type EventName = (typeof EVENT_NAMES)[number]
export type PlayerEventName = (typeof PLAYER_EVENT_NAMES)[number]

/** Prefix of every IPC channel on the Electron side, so no other ipc traffic is confused with ours. */
export const IPC_PREFIX = 'gmc:'
