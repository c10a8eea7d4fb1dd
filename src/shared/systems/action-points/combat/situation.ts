import type { Combatant } from '../../../combat/types'
import { hexDistance, hexesWithin, hexKey } from '../rules/hex'
import { gangUpBonus, modifiedSkill, offHandPenalty, rangePenalty, type Modifier } from '../rules/modifiers'
import type { MapOccupancy } from '../rules/movement'
import type { Threatener } from '../rules/provocation'
import { reachWith, withinReach } from '../rules/reach'
import { reactionSkill } from '../rules/reactions'
import { tumbleLanding } from '../rules/special-actions'
import { checkResult, d100Count, keptRoll, netAdvantage } from '../rules/success-levels'
import type { Advantage, ReactionKind } from '../rules/types'
import type { CheckRoll } from './events'
import { actingNow, type ApFight, type CheckRecord } from './fight'
import { fighterOf } from './lookup'
import { isReady, skillOf, type ApStats, type FightWeapon } from './stats'

/*
 * What the fight's rules read off the state before they decide: who threatens whom, who
 * stands where, what an attack or a reaction rolls against and with what Advantage. Shared by
 * the refusals, the effects and the views, so all three count the same way.
 */

export type Fighter = Combatant<ApStats>

/** A combatant of the fight by its id. */
export const of = (fight: ApFight, id: string | null | undefined): Fighter | undefined => fighterOf(fight.track, id)

/** A36, A37, AG14: the Reach a combatant threatens with, from the melee weapons it has ready; null with none. */
export function threatOf(c: Fighter): number | null {
  const melee = c.stats.weapons.filter((w) => w.kind === 'melee' && isReady(w))
  return melee.length ? Math.max(...melee.map((w) => reachWith(c.stats, w.reach))) : null
}

/** Whether a combatant is in the fight and on its feet to act or react. */
export function isUp(c: Fighter | undefined): c is Fighter {
  return c !== undefined && c.status === 'fighting'
}

/**
 * A33, AG24, AG47: why a combatant cannot react now (besides RP): out of the fight,
 * surprised in the Surprise Round, or held in a grapple.
 */
export function whyCannotReact(fight: Pick<ApFight, 'track'>, c: Fighter | undefined): string | null {
  if (!c) return 'There is no such combatant in this fight.'
  if (c.status !== 'fighting') return `${c.name} is out of the fight.`
  if (fight.track.surprise && c.stats.surprised) return `${c.name} is surprised: no reactions in the Surprise Round (AG24).`
  if (c.stats.grapple?.role === 'defender') return `${c.name} is held in a grapple: no reactions (AG47).`
  return null
}

/** The enemies of a combatant as Reaction Attacks read them (AG40: anywhere, with the grid off). */
export function threateners(fight: ApFight, actor: Fighter): Threatener[] {
  return fight.track.combatants
    .filter((c) => c.side !== actor.side && c.id !== actor.id && (!fight.grid.on || c.stats.position !== null))
    .map((c) => ({
      id: c.id,
      at: c.stats.position ?? { q: 0, r: 0 },
      threat: threatOf(c),
      canReact: whyCannotReact(fight, c) === null && c.stats.resources.rp >= 1,
    }))
}

/** Who stands in each hex (fighting or down), made once per list of combatants. */
const standing = new WeakMap<readonly Fighter[], Map<string, Fighter[]>>()

function standingIn(fight: ApFight): Map<string, Fighter[]> {
  const list = fight.track.combatants
  let byHex = standing.get(list)
  if (!byHex) {
    byHex = new Map()
    for (const c of list) {
      if (c.stats.position === null || (c.status !== 'fighting' && c.status !== 'down')) continue
      const key = hexKey(c.stats.position)
      const here = byHex.get(key)
      if (here) here.push(c)
      else byHex.set(key, [c])
    }
    standing.set(list, byHex)
  }
  return byHex
}

const layouts = new WeakMap<readonly Fighter[], string>()

/** Who stands where and how, in one string made once per list of combatants: equal strings, the same map for anyone moving on it. */
export function layoutOf(fight: ApFight): string {
  const list = fight.track.combatants
  let layout = layouts.get(list)
  if (layout === undefined) {
    layout = list.map((c) => (c.stats.position ? `${c.id}@${hexKey(c.stats.position)}:${c.status}` : '')).join(' ')
    layouts.set(list, layout)
  }
  return layout
}

/**
 * A35, AG43: the map as a mover on `side` reads it: enemies still fighting bar the way; anyone
 * fighting or down takes up a hex. Read from an index of the hexes made once per step, so
 * asking it for each combatant costs nothing more.
 */
export function occupancy(fight: ApFight, mover: Fighter): MapOccupancy {
  const byHex = standingIn(fight)
  const others = (key: string) => byHex.get(key)?.filter((c) => c.id !== mover.id) ?? []
  return {
    enemies: { has: (key) => others(key).some((c) => c.side !== mover.side && c.status === 'fighting') },
    taken: { has: (key) => others(key).length > 0 },
    radius: fight.grid.radius,
  }
}

/** The hexes apart two combatants stand, or null when the grid is off or either is off the map. */
export function distanceBetween(fight: ApFight, a: Fighter, b: Fighter): number | null {
  if (!fight.grid.on || !a.stats.position || !b.stats.position) return null
  return hexDistance(a.stats.position, b.stats.position)
}

/** A36: whether a melee weapon reaches from one combatant to another (always, with the grid off). */
export function reaches(fight: ApFight, from: Fighter, weapon: FightWeapon, to: Fighter): boolean {
  const d = distanceBetween(fight, from, to)
  return d === null || d <= reachWith(from.stats, weapon.reach)
}

/** How many of each side's combatants (up, on the map, with a melee weapon ready) threaten each hex, made once per list of combatants. */
const threatCounts = new WeakMap<readonly Fighter[], Record<string, Map<string, number>>>()

function threatsOn(fight: ApFight, side: string): Map<string, number> {
  const list = fight.track.combatants
  let bySide = threatCounts.get(list)
  if (!bySide) threatCounts.set(list, (bySide = {}))
  let counts = bySide[side]
  if (!counts) {
    counts = new Map()
    for (const c of list) {
      const threat = c.side === side && isUp(c) && c.stats.position ? threatOf(c) : null
      if (threat === null) continue
      for (const h of hexesWithin(c.stats.position!, threat)) counts.set(hexKey(h), (counts.get(hexKey(h)) ?? 0) + 1)
    }
    bySide[side] = counts
  }
  return counts
}

/** A39, AG26: the attacker's allies, besides itself, who threaten the target. */
function alliesThreatening(fight: ApFight, attacker: Fighter, target: Fighter): number {
  if (!target.stats.position) return 0
  const all = threatsOn(fight, attacker.side).get(hexKey(target.stats.position)) ?? 0
  const threat = isUp(attacker) && attacker.stats.position ? threatOf(attacker) : null
  const itself = threat !== null && withinReach(attacker.stats.position!, target.stats.position, threat) ? 1 : 0
  return all - itself
}

/** A39: how many allies gang up with the attacker on the target (what an attack's odds read of everyone else), or null off the grid. */
export function gangingUp(fight: ApFight, attacker: Fighter, target: Fighter): number | null {
  return fight.grid.on ? alliesThreatening(fight, attacker, target) : null
}

/** A30, AG31: who stands in the hex beyond an enemy next to the mover (where a Tumble lands), by id, or null. */
export function whoStandsBeyond(fight: ApFight, mover: Fighter, target: Fighter): string | null {
  if (!fight.grid.on || !mover.stats.position || !target.stats.position) return null
  const landing = tumbleLanding(mover.stats.position, target.stats.position)
  return landing
    ? (standingIn(fight)
        .get(hexKey(landing))
        ?.map((c) => c.id)
        .join(' ') ?? '')
    : null
}

/** What an attack rolls against: its skill, each modifier, the Advantage in force and why. */
export interface AttackSituation {
  skillName: string
  skill: number
  modifiers: Modifier[]
  advantage: Advantage
  /** Where Advantage and Disadvantage come from, in words. */
  sources: string[]
}

/** The situation of an attack as a client asks it (or as the host logged it). */
export interface AttackAsked {
  advantage: number
  bonus: number
  gangUp: boolean | null
  disarm: { item: number; take: boolean } | null
}

/**
 * A22, A23, A25, A38, A39, A41, AG3, AG26, AG47: an attack on one's turn: the weapon's skill,
 * gang-up (+10, melee), range increments (-10 each), the off hand (-10 unless Finesse or Brawl
 * or the perk), the GM's bonus; Advantage from a Feint on this target and the GM's word,
 * Disadvantage for a Disarm, for a grappler, and the GM's word; they cancel one for one.
 */
export function attackSituation(fight: ApFight, attacker: Fighter, weapon: FightWeapon, target: Fighter, asked: AttackAsked): AttackSituation {
  const base = skillOf(attacker.stats, weapon.skill)
  const modifiers: Modifier[] = []
  const melee = weapon.kind === 'melee'
  const gang = fight.grid.on ? gangUpBonus(melee, alliesThreatening(fight, attacker, target)) : melee && asked.gangUp ? gangUpBonus(true, 1) : 0
  if (gang) modifiers.push({ label: 'Gang-up (A39)', value: gang })
  const d = distanceBetween(fight, attacker, target)
  const range = weapon.kind === 'ranged' && d !== null && weapon.range ? rangePenalty(d, weapon.range) : 0
  if (range) modifiers.push({ label: `Range, ${d} hexes (A38)`, value: range })
  const offHand = offHandPenalty(weapon.heldIn === 'off', weapon, attacker.stats.offHandTraining)
  if (offHand) modifiers.push({ label: 'Off hand (A41)', value: offHand })
  if (asked.bonus) modifiers.push({ label: 'GM', value: asked.bonus })
  const sources: string[] = []
  const counts = { advantage: 0, disadvantage: 0 }
  const add = (kind: 'advantage' | 'disadvantage', why: string, applies: boolean) => {
    if (!applies) return
    counts[kind] += 1
    sources.push(`${kind === 'advantage' ? 'Advantage' : 'Disadvantage'}: ${why}`)
  }
  add('advantage', 'the GM', asked.advantage > 0)
  add('disadvantage', 'the GM', asked.advantage < 0)
  add('advantage', 'Feint (A23)', attacker.stats.feint?.target === target.id && !weapon.spell)
  add('disadvantage', 'Disarm (A22)', asked.disarm !== null)
  add('disadvantage', 'grappling (A25)', attacker.stats.grapple?.role === 'grappler')
  return { skillName: weapon.skill, skill: modifiedSkill(base, modifiers), modifiers, advantage: netAdvantage(counts), sources }
}

/**
 * AG14, AG23, AG42: a Reaction Attack (or a Riposte's counter) is unmodified: the weapon's
 * skill alone; only Total Defense's Advantage (and a grappler's Disadvantage) counts.
 */
export function unmodifiedSituation(attacker: Fighter, weapon: FightWeapon): AttackSituation {
  return reactorSituation(attacker, weapon.skill, skillOf(attacker.stats, weapon.skill))
}

/** A9, A20, A29, AG47: a reaction's skill and Advantage: Total Defense gives it, grappling takes it. */
export function reactionSituation(reactor: Fighter, kind: ReactionKind): AttackSituation {
  const skill = reactionSkill(kind, (name) => skillOf(reactor.stats, name))
  return reactorSituation(reactor, skill.name, skill.value)
}

function reactorSituation(c: Fighter, skillName: string, skill: number): AttackSituation {
  const sources: string[] = []
  if (c.stats.totalDefense) sources.push('Advantage: Total Defense (A29)')
  if (c.stats.grapple?.role === 'grappler') sources.push('Disadvantage: grappling (A25)')
  const advantage = netAdvantage({ advantage: c.stats.totalDefense ? 1 : 0, disadvantage: c.stats.grapple?.role === 'grappler' ? 1 : 0 })
  return { skillName, skill, modifiers: [], advantage, sources }
}

/** A plain check of one skill (a Feint, a Grapple, a Tumble): a grappler's at Disadvantage (A25). */
export function skillSituation(c: Fighter, skillName: string): AttackSituation {
  const grappling = c.stats.grapple?.role === 'grappler'
  return {
    skillName,
    skill: skillOf(c.stats, skillName),
    modifiers: [],
    advantage: grappling ? -1 : 0,
    sources: grappling ? ['Disadvantage: grappling (A25)'] : [],
  }
}

/**
 * R22, AG3, AG48: a check from the host's dice: the number of d100 must fit the Advantage, and the
 * level is computed, or entered by the GM when the campaign says so (and only then).
 */
export function readCheck(fight: ApFight, who: string, what: string, situation: AttackSituation, roll: CheckRoll): CheckRecord | { refused: string } {
  const kept = keptRoll(roll.faces, situation.advantage)
  if (kept === null)
    return { refused: `${what} rolls ${d100Count(situation.advantage)} d100${situation.advantage ? ` (${situation.sources.join(', ')})` : ''}.` }
  const manual = fight.settings.successLevels === 'manual'
  if (manual && roll.level === null) return { refused: `Enter the level of ${what}: this campaign's success levels are the GM's (R22).` }
  if (!manual && roll.level !== null) return { refused: 'Success levels are computed from the dice in this campaign (R22).' }
  const result = checkResult(situation.skill, kept, fight.settings, roll.level)
  return {
    who,
    what,
    skillName: situation.skillName,
    skill: situation.skill,
    modifiers: situation.modifiers,
    advantage: situation.advantage,
    faces: [...roll.faces],
    roll: kept,
    level: result.level,
    margin: result.margin,
    entered: manual,
  }
}

/** The combatant acting now (its turn, or its readied action firing), if any. */
export function actor(fight: ApFight): Fighter | undefined {
  return of(fight, actingNow(fight))
}
