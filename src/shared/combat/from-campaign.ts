import { z } from 'zod'
import type { Campaign, Encounter, Npc, PlayerCharacter } from '../campaign'
import { HP_LIMIT, Id } from '../campaign/common'
import type { RunPlan } from '../systems/rule-system'
import { JoiningCombatant, type JoinRequest } from './core-events'
import { fightShownAtStart, seenAtStart } from './secrecy'
import type { CombatTrack } from './types'

/*
 * Combatants read from the campaign, for every combat system: the party and an encounter's
 * NPCs when a fight is set up, and whoever joins it under way. A system says only how it
 * reads one of its blocks (`CombatantReader`); ids, names, copies, who is hidden and the
 * refusals are the tracker's.
 */

/** What a combat system reads from one PC or NPC: hit points as it enters, its maximum, and the system's own data. */
export interface CombatantReading {
  maxHp: number
  hp: number
  stats: unknown
}

/** A combat system's words for its blocks, in refusals and on the fight's start form. */
export interface CombatBlockWords {
  /** What a PC without the block lacks, and the section of Characters where it is added ("no Zones block yet: add one", "Zones"). */
  lacking: { what: string; section: string }
  /** The name of its NPC stat block ("Action-points"). */
  npcBlock: string
}

/** How a combat system reads its combatants: the one part of setting up a fight or joining one that differs between systems. */
export interface CombatantReader {
  /** A PC as it enters (with what it carries from earlier fights), or null when it has no block that reads. */
  pc(pc: PlayerCharacter): CombatantReading | null
  /** One copy of an NPC, or null when it has no stat block that reads. */
  npc(npc: Npc): CombatantReading | null
  /** The stats of a combatant the GM makes up on the spot, with the hit points given. */
  custom(hp: number): unknown
}

/**
 * A PC's or NPC's block for a combat system (the campaign holds each under the system's id),
 * when it has one that reads by the system's schema; null otherwise.
 */
export function blockOf<Schema extends z.ZodType>(
  schema: Schema,
  holder: { statBlocks: Record<string, unknown> },
  system: string,
): z.output<Schema> | null {
  const block = holder.statBlocks[system]
  if (block === undefined) return null
  if (typeof block !== 'object' || block === null) return readBlock(schema, block)
  // A campaign is never changed in place, so a block read once reads the same until it is replaced: every view and step asks again.
  let read = blocksRead.get(schema)
  if (!read) blocksRead.set(schema, (read = new WeakMap()))
  if (read.has(block)) return read.get(block) as z.output<Schema> | null
  const value = readBlock(schema, block)
  read.set(block, value)
  return value
}

/** Blocks already read, by schema and by the block the campaign holds. */
const blocksRead = new WeakMap<z.ZodType, WeakMap<object, unknown>>()

function readBlock<Schema extends z.ZodType>(schema: Schema, block: unknown): z.output<Schema> | null {
  const parsed = schema.safeParse(block)
  return parsed.success ? (Object.freeze(parsed.data) as z.output<Schema>) : null
}

/** What each PC with a block carries as a session begins: as fresh as its block has it. */
export function freshParty<Block, Carry>(campaign: Campaign, blockOfPc: (pc: PlayerCharacter) => Block | null, fresh: (block: Block) => Carry) {
  const pcs: Record<string, Carry> = {}
  for (const pc of campaign.characters) {
    const block = blockOfPc(pc)
    if (block) pcs[pc.id] = fresh(block)
  }
  return pcs
}

type Refused = { refused: string }
const refused = (reason: string): Refused => ({ refused: reason })

/** The GM's request to start a fight: an encounter and the PCs who take part (every PC with the system's block still in the game, by default). */
export const FightRequest = z.strictObject({ encounterId: Id, pcIds: z.array(Id).max(50).optional() })
export type FightRequest = z.infer<typeof FightRequest>

/** What every fight's start logs first (a system adds its own beside): the encounter, its name, and every combatant as it enters. */
export const FIGHT_START_SHAPE = {
  encounterId: Id,
  name: z.string().min(1).max(120),
  combatants: z.array(JoiningCombatant).min(1).max(250),
}

/** The part of a fight's start every system logs. */
export interface FightStartBase {
  encounterId: string
  name: string
  combatants: JoiningCombatant[]
}

const pcLacks = (name: string, words: CombatBlockWords) => `${name} has ${words.lacking.what} in Characters (Combat stats, ${words.lacking.section})`
const npcLacks = (name: string, words: CombatBlockWords) => `${name} has no ${words.npcBlock} stat block: add one in NPCs.`

/** New ids beside those taken: `<base>-<n>` with the first n free, so copies never clash with anyone in the fight. */
function idsBeside(taken: Iterable<string>): (base: string) => { id: string; n: number } {
  const used = new Set(taken)
  return (base) => {
    let n = 1
    while (used.has(`${base}-${n}`)) n += 1
    used.add(`${base}-${n}`)
    return { id: `${base}-${n}`, n }
  }
}

type Seen = Pick<JoiningCombatant, 'hidden' | 'revealOnTurn'>

/**
 * A combatant as it enters, its fields in the order the log has always written them. Hit points
 * never start above the maximum: a block whose maximum was lowered since caps what a PC carries.
 */
function entering(who: Pick<JoiningCombatant, 'id' | 'name' | 'side' | 'source'>, reading: CombatantReading, seen: Seen): JoiningCombatant {
  const { id, name, side, source } = who
  return { id, name, side, source, maxHp: reading.maxHp, hp: Math.min(reading.hp, reading.maxHp), ...seen, stats: reading.stats }
}

const pcEntering = (pc: PlayerCharacter, reading: CombatantReading, seen: Seen) =>
  entering({ id: pc.id, name: pc.name, side: 'players', source: { kind: 'pc', id: pc.id } }, reading, seen)

/**
 * An NPC's copies as they enter, each with its own id and hit points. A copy is named by its
 * instance number ("Sand Raider 3") whenever the fight holds more than one copy of the NPC, so
 * an encounter that lists the NPC twice (some copies hidden) or copies joining later never
 * repeat a name; a lone copy keeps the plain name.
 */
function npcCopies(
  npc: Npc,
  count: number,
  reading: CombatantReading,
  seen: Seen,
  nextId: (base: string) => { id: string; n: number },
  numbered: boolean,
): JoiningCombatant[] {
  return Array.from({ length: count }, () => {
    const { id, n } = nextId(npc.id)
    const name = numbered ? `${npc.name} ${n}` : npc.name
    return entering({ id, name, side: 'enemies', source: { kind: 'npc', id: npc.id, instance: n } }, reading, seen)
  })
}

/**
 * The combatants a fight starts with: the PCs asked for (every PC with the system's block
 * still in the game, by default), then each of the encounter's NPCs in copies, seen or hidden
 * as the tracker decides (`seenAtStart`). A PC or NPC the system cannot read is named, with where to add it.
 */
function musterFight(request: FightRequest, encounter: Encounter, campaign: Campaign, reader: CombatantReader, words: CombatBlockWords) {
  const combatants: JoiningCombatant[] = []
  const party = request.pcIds ?? campaign.characters.filter((pc) => !pc.outOfGame && reader.pc(pc)).map((pc) => pc.id)
  for (const id of party) {
    const pc = campaign.characters.find((p) => p.id === id)
    if (!pc) return refused(`There is no PC “${id}”.`)
    const reading = reader.pc(pc)
    if (!reading) return refused(`${pcLacks(pc.name, words)}, or leave ${pc.name} out of this fight.`)
    combatants.push(pcEntering(pc, reading, { hidden: false, revealOnTurn: false }))
  }
  const nextId = idsBeside(combatants.map((c) => c.id))
  for (const entry of encounter.combatants) {
    const npc = campaign.npcs.find((n) => n.id === entry.npcId)
    if (!npc) return refused(`The encounter names an NPC “${entry.npcId}” the campaign does not have.`)
    const reading = reader.npc(npc)
    if (!reading) return refused(npcLacks(npc.name, words))
    const copiesInAll = encounter.combatants.reduce((sum, e) => sum + (e.npcId === npc.id ? e.count : 0), 0)
    combatants.push(...npcCopies(npc, entry.count, reading, seenAtStart(campaign, entry, npc), nextId, copiesInAll > 1))
  }
  return combatants
}

/** What a combat system gives to set a fight up; the tracker does the rest (see `planFight`). */
export interface FightPlanParts<Setup, Start> {
  /** The system's id, as encounters name it. */
  system: string
  words: CombatBlockWords
  /** How the system reads its combatants from this campaign (its settings may say how). */
  reader(campaign: Campaign): CombatantReader
  /** What the encounter needs besides its combatants (a battlefield, a map), read from it, or a refusal in the system's words. */
  setup(encounter: Encounter): Setup | Refused
  /** The start to log, from what every fight logs and the setup; `detail` adds to the log's line (", 3 zones"). */
  start(base: FightStartBase, setup: Setup, campaign: Campaign): { start: Start; detail: string }
}

/**
 * Sets a fight up from an encounter, for any combat system: only while no fight is open, from
 * an encounter prepared for this system, with the party and the encounter's NPCs read by the
 * system (see `musterFight`); shown to the players as the tracker decides (`fightShownAtStart`),
 * the encounter revealed with the start when it was not yet.
 */
export function planFight<Setup, Start>(
  request: FightRequest,
  open: { encounterId: string } | undefined,
  campaign: Campaign | null,
  parts: FightPlanParts<Setup, Start>,
): RunPlan<Start> | Refused {
  if (open) return refused(`“${open.encounterId}” is still open: close it first.`)
  if (!campaign) return refused('A fight starts from an open campaign.')
  const encounter = campaign.encounters.find((e) => e.id === request.encounterId)
  if (!encounter) return refused(`There is no encounter “${request.encounterId}”.`)
  if (encounter.system !== parts.system) return refused(`“${encounter.name}” is prepared for another combat system.`)
  const setup = parts.setup(encounter)
  if (isRefusal(setup)) return setup
  const combatants = musterFight(request, encounter, campaign, parts.reader(campaign), parts.words)
  if (!Array.isArray(combatants)) return combatants
  if (combatants.length === 0) return refused(`“${encounter.name}” has nobody in it: add NPCs to the encounter or PCs to the fight.`)
  const over = overTheBound(combatants)
  if (over) return over
  const { start, detail } = parts.start({ encounterId: encounter.id, name: encounter.name, combatants }, setup, campaign)
  const shown = fightShownAtStart(campaign, encounter)
  return {
    start,
    sceneId: null,
    item: encounter.id,
    visibility: shown ? 'public' : 'private',
    ...(shown && !encounter.revealed ? { revealsItem: true } : {}),
    summary: `The fight “${encounter.name}” is set up (${combatants.length} combatants${detail}).`,
  }
}

/** A block saved before the bound may hold more hit points than a fight tracks: said in words, before anything is logged. */
function overTheBound(combatants: readonly JoiningCombatant[]): Refused | null {
  const big = combatants.find((c) => c.maxHp > HP_LIMIT)
  const count = (n: number) => n.toLocaleString('en-US')
  return big ? refused(`${big.name} has ${count(big.maxHp)} hit points: a fight tracks at most ${count(HP_LIMIT)}. Lower them in prep first.`) : null
}

const isRefusal = (value: unknown): value is Refused => typeof value === 'object' && value !== null && 'refused' in value

/**
 * Combatants joining a fight under way (the tracker's `combatant.add`), read from the
 * campaign: copies of an NPC (numbered after those already in the fight), a PC with what it
 * carries, or one the GM makes up. The host logs what this gives; the rules then refuse a PC
 * who is in the fight already.
 */
export function joinFight<Fight extends { track: CombatTrack<unknown> }>(
  action: z.infer<typeof JoinRequest>,
  fight: Fight | undefined,
  campaign: Campaign,
  words: CombatBlockWords,
  readerOf: (fight: Fight) => CombatantReader,
): { type: 'combatant.joined'; combatants: JoiningCombatant[] } | Refused {
  if (!fight) return refused('No fight is running: start one from an encounter.')
  const reader = readerOf(fight)
  const nextId = idsBeside(fight.track.combatants.map((c) => c.id))
  const { from, hidden, revealOnTurn } = action
  if (from.kind === 'npc') {
    const npc = campaign.npcs.find((n) => n.id === from.id)
    const reading = npc && reader.npc(npc)
    if (!npc || !reading) return refused(npcLacks(npc?.name ?? from.id, words))
    const already = fight.track.combatants.some((c) => c.source.kind === 'npc' && c.source.id === npc.id)
    const copies = npcCopies(npc, from.count, reading, { hidden, revealOnTurn }, nextId, already || from.count > 1)
    return overTheBound(copies) ?? { type: 'combatant.joined', combatants: copies }
  }
  if (from.kind === 'pc') {
    const pc = campaign.characters.find((c) => c.id === from.id)
    const reading = pc && reader.pc(pc)
    if (!pc || !reading) return refused(`${pcLacks(pc?.name ?? from.id, words)}.`)
    return { type: 'combatant.joined', combatants: [pcEntering(pc, reading, { hidden, revealOnTurn })] }
  }
  const { id } = nextId('added')
  const reading = { maxHp: from.hp, hp: from.hp, stats: reader.custom(from.hp) }
  return {
    type: 'combatant.joined',
    combatants: [entering({ id, name: from.name, side: from.side, source: { kind: 'added' } }, reading, { hidden, revealOnTurn })],
  }
}
