import { Campaign, formatPath } from '../campaign'
import { COLLECTION } from '../campaign/prep-items'
import { INTERCHANGE_COLLECTION } from './export'
import { KIND_NOUNS, type CampaignItem, type InterchangeFile, type InterchangeItem } from './format'
import { importLines, type PlannedLine } from './import-lines'
import type { ImportLines } from './preview'

/** What importing a prep file into a campaign will do; nothing is written until the GM confirms. */
export interface ImportPlan extends ImportLines {
  /** The items to write, in the file's order, without a revision (the campaign counts its own). */
  items: CampaignItem[]
}

type Listed = { id: string; name?: string; revision?: number }
type Merged = { campaign: Campaign; places: Map<CampaignItem, number> }

/**
 * Plans the import of a checked prep file into `campaign`. An item replaces the one of its
 * kind with the same id, or is added. An item is left out, with its reasons, when its id is
 * another kind of item's in the campaign, when the file holds its id twice, or when the
 * campaign with it would not hold (an encounter whose NPCs are neither in the file nor in the
 * campaign, a PC's trait the campaign's library lacks, a system's block its schema refuses):
 * the campaign's own check decides, on the campaign as it would be, so the plan never offers
 * what the write would refuse. Leaving an item out can strand another (an encounter needs a
 * left-out NPC), so the check runs again until nothing more is left out.
 */
export function planImport(campaign: Campaign, file: InterchangeFile): ImportPlan {
  const leftOut = new Map<InterchangeItem, string[]>()
  const leave = (entry: InterchangeItem, reason: string) => leftOut.set(entry, [...(leftOut.get(entry) ?? []), reason])
  const owners = ownersOf(campaign)
  const seen = new Set<string>()
  for (const entry of file.items) {
    if (entry.kind === 'bestiary') {
      leave(entry, 'a bestiary entry goes into the bestiary, not a campaign: import it on the Bestiary page')
      continue
    }
    const owner = owners.get(entry.item.id)
    if (owner !== undefined && owner !== INTERCHANGE_COLLECTION[entry.kind])
      leave(entry, `its id “${entry.item.id}” is already another kind of item's in this campaign`)
    if (seen.has(entry.item.id)) leave(entry, `the file holds the id “${entry.item.id}” twice: only the first is imported`)
    seen.add(entry.item.id)
  }
  for (;;) {
    const accepted = inCampaign(file.items).filter((entry) => !leftOut.has(entry))
    const merged = mergeInto(campaign, accepted)
    const result = Campaign.safeParse(merged.campaign)
    if (result.success) break
    const before = leftOut.size
    for (const issue of result.error.issues) {
      const entry = accepted.find((candidate) => issueIsIn(issue.path, candidate, merged))
      if (entry) leave(entry, reasonOf(issue.path.slice(2), issue.message))
    }
    // A problem in what the campaign already holds is not the file's to fix: nothing is offered.
    if (leftOut.size === before) for (const entry of accepted) leave(entry, 'the campaign would not hold with it')
  }
  const items = inCampaign(file.items)
    .filter((entry) => !leftOut.has(entry))
    .map(withoutRevision)
  const lines = items.map((entry) => lineOf(campaign, entry))
  return { ...importLines(file, lines, leftOut), items }
}

/** The items that go into a campaign; bestiary entries go into the library. */
const inCampaign = (items: readonly InterchangeItem[]): CampaignItem[] => items.filter((entry): entry is CampaignItem => entry.kind !== 'bestiary')

function withoutRevision(entry: CampaignItem): CampaignItem {
  const { revision: _revision, ...item } = entry.item
  return { ...entry, item } as CampaignItem
}

/** Which collection holds each id of the campaign; nested Events, Challenges and sessions count as their own. */
function ownersOf(campaign: Campaign): Map<string, string> {
  const owners = new Map<string, string>()
  for (const list of Object.values(COLLECTION)) for (const item of campaign[list] as Listed[]) owners.set(item.id, list)
  for (const scene of campaign.scenes)
    for (const event of scene.events) {
      owners.set(event.id, 'events')
      for (const challenge of event.challenges) owners.set(challenge.id, 'challenges')
    }
  for (const session of campaign.sessions) owners.set(session.id, 'sessions')
  return owners
}

/** The campaign with the items written in (replacing by id, else appended), and where each went. */
function mergeInto(campaign: Campaign, entries: readonly CampaignItem[]): Merged {
  const lists = { characters: [...campaign.characters], npcs: [...campaign.npcs], encounters: [...campaign.encounters] }
  const places = new Map<CampaignItem, number>()
  for (const entry of entries) {
    const list = lists[INTERCHANGE_COLLECTION[entry.kind]] as Listed[]
    const index = list.findIndex((existing) => existing.id === entry.item.id)
    const item = { ...entry.item, revision: ((index >= 0 ? list[index]!.revision : 0) ?? 0) + 1 }
    if (index >= 0) list[index] = item
    else list.push(item)
    places.set(entry, index >= 0 ? index : list.length - 1)
  }
  return { campaign: { ...campaign, ...lists } as Campaign, places }
}

function issueIsIn(path: readonly PropertyKey[], entry: CampaignItem, merged: Merged): boolean {
  return path[0] === INTERCHANGE_COLLECTION[entry.kind] && path[1] === merged.places.get(entry)
}

/** A problem inside an item, where in it and what; an encounter's missing NPC in plain words. */
export function reasonOf(inside: readonly PropertyKey[], message: string): string {
  if (inside[0] === 'combatants' && inside[2] === 'npcId') {
    const id = /"([^"]+)"/.exec(message)?.[1] ?? ''
    return `it needs the NPC “${id}”, which is neither in the file nor in this campaign: export that NPC with it`
  }
  return inside.length === 0 ? message : `${formatPath(inside)}: ${message}`
}

function lineOf(campaign: Campaign, entry: CampaignItem): PlannedLine {
  const list = campaign[INTERCHANGE_COLLECTION[entry.kind]] as Listed[]
  const existing = list.find((item) => item.id === entry.item.id)
  const line: PlannedLine = { kind: entry.kind, id: entry.item.id, name: entry.item.name, replacing: existing !== undefined }
  if (existing && existing.name !== entry.item.name) line.replaces = existing.name
  const namesake = !existing && list.some((item) => item.name === entry.item.name)
  if (namesake) line.note = `the campaign already has another ${KIND_NOUNS[entry.kind]} named “${entry.item.name}”; both are kept`
  return line
}
