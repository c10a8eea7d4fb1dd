// Zones combat. Its fight is not built yet; its campaign data (NPC stat blocks, battlefields) is.
export { ZonesStatBlock, ZonesSetup, zonesCampaignPart } from './campaign'
