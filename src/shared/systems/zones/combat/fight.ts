import type { CombatHooks } from '../../../combat/core-rules'
import { keptBy, keptMap } from '../../../combat/kept-map'
import { combatantOf, damage, setStatus, withCombatant } from '../../../combat/roster'
import type { Combatant, CombatTrack, Duty } from '../../../combat/types'
import { characterOrder } from '../rules/character-order'
import { CONDITION_LABEL } from '../rules/hinderances'
import { ongoingLoss } from '../rules/ongoing'
import { roundBlocks } from '../rules/round-order'
import { fallsTo } from '../rules/standing'
import { FRESH_TURN } from '../rules/turn'
import type { ZonesRulings } from '../rules/settings'
import { DEFAULT_DR, SIDE_LABEL, type Attribute, type Edge, type Side } from '../rules/types'
import type { ZoneGraph } from '../rules/zone-graph'
import { combatantById } from './lookup'
import { isZonesCondition, type ZonesStats } from './stats'

/** A Test as the log and the displays tell it: who, for what, the d20 that counted and how it went. */
export interface TestRecord {
  readonly who: string
  readonly what: string
  readonly attribute: Attribute
  readonly edge: Edge
  readonly natural: number
  readonly dropped: number | null
  readonly total: number
  readonly dr: number
  readonly passed: boolean
  /** About a condition or a zone the players were not shown. */
  readonly secret: boolean
}

/** One attack (or free attack) as it came out. */
export interface StrikeRecord {
  readonly attacker: string
  readonly target: string
  /** The weapon or attack (both, dual-wielding). */
  readonly weapon: string
  /** Who rolled the Test: the attacker, or the character avoiding (Z14). */
  readonly roller: 'attacker' | 'defender'
  readonly test: Omit<TestRecord, 'who' | 'what' | 'secret'>
  readonly hit: boolean
  /** Z18: a natural 20 doubled the damage dice. */
  readonly doubleDice: boolean
  /** Z19: a natural 1 when avoiding doubled the damage. */
  readonly doubleDamage: boolean
  readonly damage: number
  /** The damage is words the GM applies by hand, not dice. */
  readonly byHand: boolean
  /** Z20: a usage was marked on this weapon. */
  readonly marked: string | null
}

/** The latest attack: one strike, or the free attacks a move drew (Z22). */
export interface AttackRecord {
  readonly kind: 'attack' | 'free'
  readonly strikes: readonly StrikeRecord[]
}

/** One creature's Morale Test (Z31), the GM's to see. */
export interface MoraleRecord {
  readonly who: string
  readonly natural: number
  readonly total: number
  readonly passed: boolean
}

/** A fight of Zones: the tracker's part, and the battlefield, positions and side order of its own. */
export interface ZonesFight {
  readonly run: string
  readonly encounterId: string
  readonly sceneId: string | null
  readonly track: CombatTrack<ZonesStats>
  /** Z5, Z8: the zones drawn for this fight and which are Nearby. */
  readonly battlefield: ZoneGraph
  /** Z5: the zone each combatant stands in. */
  readonly positions: Readonly<Record<string, string>>
  /** ZR2: where each side started, where those who join later come in. */
  readonly starts: { readonly players: string | null; readonly enemies: string | null }
  /** Z2: the surprised side, if any. */
  readonly surprised: Side | null
  /** Z3, R21: the GM's d6 for the side that begins, and that side. */
  readonly sideRoll: { readonly face: number; readonly first: Side } | null
  /** Z4, ZG1: every combatant as the GM lists them: the enemies' order, and the characters' on a tie. */
  readonly listed: readonly string[]
  readonly lastTest: TestRecord | null
  readonly lastAttack: AttackRecord | null
  readonly lastMorale: readonly MoraleRecord[] | null
  /** The campaign's rulings this fight plays by (ZG3, ZG6, ZG8, ZG10, ZG12, ZG13, ZG16), logged at its start. */
  readonly settings: ZonesRulings
  /** Whether the player display shows PCs' hit points as numbers (enemies' always as a word). */
  readonly showPcHp: boolean
}

const withTrack = (fight: ZonesFight, track: CombatTrack<ZonesStats>): ZonesFight => ({ ...fight, track })

/** The combatants of a side as the GM lists them, still in the fight's roster (those who joined later after, in the roster's order). */
function listedOf(fight: ZonesFight, side: Side): Combatant<ZonesStats>[] {
  const { combatants } = fight.track
  const inSide = (c: Combatant<ZonesStats> | undefined): c is Combatant<ZonesStats> => !!c && c.side === side && c.status !== 'removed'
  const listed = fight.listed.map((id) => combatantById(combatants, id)).filter(inSide)
  if (listed.length === combatants.length) return listed
  const named = new Set(fight.listed)
  return [...listed, ...combatants.filter((c) => !named.has(c.id) && inSide(c))]
}

/** Z4, ZG1: the characters in initiative order (ties by DEX, then the GM's listing); those yet to roll last. */
export function charactersInOrder(fight: ZonesFight): string[] {
  return characterOrder(listedOf(fight, 'players').map((c) => ({ id: c.id, face: c.stats.initiative, dex: c.stats.attributes.DEX })))
}

/** Z4: the enemies in the GM's order. */
export function enemiesInOrder(fight: ZonesFight): string[] {
  return listedOf(fight, 'enemies').map((c) => c.id)
}

/** What of each combatant a round's blocks read (who it is, its side, whether it is in, its initiative and DEX), kept from step to step. */
const rostersKept = keptMap<Combatant<ZonesStats>, string>()
const blocksKept = keptBy<{ side: Side; ids: string[] }[]>()

/**
 * Z1, Z2, Z4, R21: this round's blocks: the side that won the roll, then the other; a surprised
 * side sits out round 1. Made again only when what they read changed, not at every wound (a
 * view and the rules ask several times per step).
 */
export function blocksOf(fight: ZonesFight, round = fight.track.round): { side: Side; ids: string[] }[] {
  const { sideRoll } = fight
  if (!sideRoll) return []
  const roster = rostersKept(fight.track.combatants, {
    gate: [],
    make: (c) => [c.id, c.side, c.status === 'removed', c.stats.initiative, c.stats.attributes.DEX].join(' '),
  })
  return blocksKept([roster, round, fight.listed, sideRoll, fight.surprised], () =>
    roundBlocks({ first: sideRoll.first, round, surprised: fight.surprised, players: charactersInOrder(fight), enemies: enemiesInOrder(fight) }),
  )
}

/** ZG16, ZR11: where a combatant stands after its hit points changed. */
function settle(fight: ZonesFight, who: string): ZonesFight {
  const c = combatantOf(fight.track, who)
  if (!c || c.status === 'removed' || c.status === 'fled') return fight
  const now = fallsTo(c.stats.kind, c.hp, fight.settings.characterAtZero)
  if (now === 'fighting' && (c.status === 'down' || c.status === 'dead')) return withTrack(fight, setStatus(fight.track, who, 'fighting'))
  if (now !== 'fighting' && c.status === 'fighting') return withTrack(fight, setStatus(fight.track, who, now))
  return fight
}

/**
 * Z9: a turn's start brings its move and Action; Z21, ZG8, ZG9, ZR10: then ongoing damage, a
 * Level per instance (the bearer's, or the cause's where the campaign says so and the cause
 * is in the fight).
 */
function onTurnStart(fight: ZonesFight, who: string): ZonesFight {
  const c = combatantOf(fight.track, who)
  if (!c) return fight
  const track = withCombatant(fight.track, who, (x) => ({ ...x, stats: { ...x.stats, budget: FRESH_TURN } }))
  const ongoing = c.conditions.filter((x) => (x.name === 'ongoing' && !x.custom) || (x.custom && x.ongoing))
  const levelOf = (source: string | null) =>
    fight.settings.ongoingLevel === 'source' && source ? combatantOf(fight.track, source)?.stats.level : undefined
  const loss = ongoingLoss(
    c.stats.level,
    ongoing.map((x) => ({ custom: x.custom, amount: x.ongoing?.amount ?? null, level: levelOf(x.source) })),
  )
  if (loss <= 0) return withTrack(fight, track)
  return settle(withTrack(fight, damage(track, who, loss, null).track), who)
}

/**
 * Z21, Z25, ZG9, ZG17, Z8, ZR3: a turn's end: a Test against each effect that ends by one
 * without an Action (ongoing damage, Hinderances), then the hazard of the zone it ends in,
 * each a duty the host rolls.
 */
function onTurnEnd(fight: ZonesFight, who: string): ZonesFight {
  const c = combatantOf(fight.track, who)
  if (!c || c.status !== 'fighting') return fight
  const duties: Duty[] = c.conditions.flatMap((x) =>
    x.duration.kind === 'untilTest' && !x.duration.needsAction
      ? [{ kind: 'test', who, condition: x.id, label: `${c.name}'s ${x.duration.test} Test against ${x.label} (DR ${x.duration.target})` }]
      : [],
  )
  const zone = fight.battlefield.zones.find((z) => z.id === fight.positions[who])
  if (zone?.hazard)
    duties.push({
      kind: 'hazard',
      who,
      condition: null,
      label: `${c.name}'s ${zone.hazard.attribute} Test against ${zone.name}'s hazard (DR ${zone.hazard.dr})`,
    })
  return withTrack(fight, { ...fight.track, duties: [...fight.track.duties, ...duties] })
}

/** Z4, R21: this round's blocks with only those still to act (not acted, not current, in the fight). */
function waitingBlocks(fight: ZonesFight): { side: Side; ids: string[] }[] {
  const { track } = fight
  const done = new Set([...track.acted, ...(track.current ? [track.current] : [])])
  return blocksOf(fight).map((b) => ({
    side: b.side,
    ids: b.ids.filter((id) => !done.has(id) && combatantById(track.combatants, id)?.status === 'fighting'),
  }))
}

/**
 * Z4, R21: who may take the next turn: the block that is up is the side still to act first
 * in the round's order; of the characters only the next by initiative, of the enemies any
 * (the GM's order). Empty when the round is done: the next turn opens the next round.
 */
export function upNextOf(fight: ZonesFight): string[] {
  const up = waitingBlocks(fight).find((b) => b.ids.length > 0)
  if (!up) return []
  return up.side === 'players' ? up.ids.slice(0, 1) : up.ids
}

/**
 * Z4, R21: who may go next: the block that is up is the side still to act first in the
 * round's order; characters act from the highest roll down, so only the next of them; the
 * enemies in whichever order the GM takes them.
 */
function whyNotNext(fight: ZonesFight, who: string): string | null {
  const { track } = fight
  const c = combatantById(track.combatants, who)!
  const waiting = waitingBlocks(fight)
  const up = waiting.find((b) => b.ids.length > 0)
  if (!up) return null
  if (!waiting.some((b) => b.ids.includes(who))) return `${c.name} takes no turn this round.`
  if (up.side !== c.side) return `The ${SIDE_LABEL[up.side].toLowerCase()} act first this round: sides act as blocks (R21).`
  if (c.side === 'players' && up.ids[0] !== who)
    return `${combatantById(track.combatants, up.ids[0]!)?.name ?? up.ids[0]} acts first: characters act from the highest 1d6 + DEX (Z4).`
  return null
}

/** The tracker's hooks for Zones. */
export const zonesHooks: CombatHooks<ZonesStats, ZonesFight> = {
  track: (fight) => fight.track,
  withTrack,
  roundOrder: (fight) => blocksOf(fight).flatMap((b) => b.ids),
  takesTurn: (c) => c.status === 'fighting',
  onRoundStart: (fight) => fight,
  onTurnStart,
  onTurnEnd,
  settle: (fight, who) => settle(fight, who),
  conditionLabel: (name) => (isZonesCondition(name) ? CONDITION_LABEL[name] : null),
  defaultSaveTarget: () => DEFAULT_DR,
  whyNotNext,
  onCombatEnd: (fight) => fight,
}
