// Action-point combat. Its fight is not built yet; its campaign data (NPC stat blocks) is.
export { ActionPointsStatBlock, actionPointsCampaignPart } from './campaign'
