/**
 * The campaign store: the only module that touches campaign files (and the only lowdb
 * importer). Everything else in main goes through `CampaignStore` and `OpenCampaign`.
 */
export { CampaignStore, type CampaignStoreOptions } from './campaign-store'
export { OpenCampaign, type CampaignMutation } from './open-campaign'
export { DurableJsonFile, serializeJson } from './json-file-adapter'
export { writeFileDurably, fsyncDirectory } from './durable-write'
export { CampaignLock, LOCK_STALE_MS } from './campaign-lock'
export { BACKUP_INTERVAL_MS } from './backup-policy'
export { BACKUPS_FOLDER } from './backups'
export { RECENT_FILE } from './recent'
export { ConsolePreferencesFile, PREFERENCES_FILE } from './console-preferences'
export { BestiaryStore, BESTIARY_FILE, BESTIARY_FOLDER, type BestiaryStoreOptions } from './bestiary-store'
