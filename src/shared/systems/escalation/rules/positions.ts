import { deepFreeze } from '../../../session/frozen'
import { allowed, refused, type RuleResult } from './result'

/** E34: how far a combatant is from the fight: Nearby, or Far. */
export const DISTANCES = ['nearby', 'far'] as const
export type Distance = (typeof DISTANCES)[number]

/** The distances as the text names them. */
export const DISTANCE_LABEL: Record<Distance, string> = { nearby: 'Nearby', far: 'Far' }

/**
 * E34, E36, EG54: where a combatant is. It is engaged with particular enemies (engagement is
 * mutual), or free; and it is Nearby the fight or Far from it. Those engaged with each other
 * are in one place, so they share the distance. Allies Next To each other are not tracked.
 */
export interface Position {
  readonly distance: Distance
  /** The enemies it is engaged with (ids); empty when it is free. */
  readonly engaged: readonly string[]
}

/** EG54: where every combatant starts until the GM places it: Nearby, free. */
export const START_POSITION: Readonly<Position> = deepFreeze({ distance: 'nearby', engaged: [] as string[] })

/** Where a move takes its mover: Nearby the fight, Far from it, or into engagement with one enemy. */
export const MOVES = ['nearby', 'far', 'engage'] as const
export type MoveTo = (typeof MOVES)[number]

/** E36: free means engaged with no enemy. */
export function isFree(position: Position): boolean {
  return position.engaged.length === 0
}

/** How two combatants stand to each other (E34): engaged, both Nearby the fight, or Far apart (EG54: two Far combatants are Far from each other). */
export function relativeDistance(a: { id: string; position: Position }, b: { id: string; position: Position }): 'engaged' | Distance {
  if (a.position.engaged.includes(b.id)) return 'engaged'
  return a.position.distance === 'nearby' && b.position.distance === 'nearby' ? 'nearby' : 'far'
}

/**
 * E34, EG54: how many Move actions a move takes. Engaging an enemy takes one when mover and
 * enemy are both Nearby, two otherwise (from Far, or to an enemy engaged Far away). Far to
 * Nearby takes one, and so does Nearby to Far; leaving an engagement for Nearby takes one,
 * for Far two. Moving where one already is is refused.
 */
export function moveCost(from: Position, to: MoveTo, target?: Position): RuleResult<number> {
  const free = isFree(from)
  switch (to) {
    case 'nearby':
      return free && from.distance === 'nearby' ? refused('Already Nearby and free') : allowed(1)
    case 'far':
      if (free && from.distance === 'far') return refused('Already Far from the fight')
      return allowed(!free && from.distance === 'nearby' ? 2 : 1)
    case 'engage':
      if (!target) return refused('Name the enemy to engage')
      return allowed(from.distance === 'nearby' && target.distance === 'nearby' ? 1 : 2)
  }
}

/** A move in words: "engages Sand Raider 1", "moves Far from the fight". */
export function moveWords(to: MoveTo, enemyName: string | null): string {
  if (to === 'engage') return `engages ${enemyName ?? 'an enemy'}`
  return to === 'nearby' ? 'moves Nearby' : 'moves Far from the fight'
}

/**
 * E7, E8, E35, EG60: what the GM may want to check before an attack, never a refusal (the
 * text leaves reach to the ability and the GM): a melee attack is made on an engaged target;
 * an attack on a target Nearby reaches it, and so does one that may target Nearby creatures
 * when the target is engaged with the attacker; a Far target needs an ability that says so.
 */
export function reachWarning(
  attacker: { id: string; name: string; position: Position },
  target: { id: string; name: string; position: Position },
  ranged: boolean,
): string | null {
  const between = relativeDistance(attacker, target)
  if (!ranged && between !== 'engaged')
    return `${target.name} is not engaged with ${attacker.name}: a melee attack is made on an engaged target (E7).`
  if (between === 'far') return `${target.name} is Far from ${attacker.name}: an attack on Nearby creatures does not reach that far (E35).`
  return null
}

/** Combatants by where they are: groups engaged with each other, and those free Nearby and Far. */
export interface PositionGroups<T> {
  /** Each group: those engaged with one another, directly or through others; Far when engaged away from the fight. */
  engaged: { members: T[]; far: boolean }[]
  nearby: T[]
  far: T[]
}

/**
 * E34, EG54: combatants grouped by where they are, in the order given, each one's position read
 * by `where`. Engagements with one not in the list are not followed, so one engaged only with
 * those left out counts as free.
 */
export function positionGroups<T extends { id: string }>(list: readonly T[], where: (c: T) => Position): PositionGroups<T> {
  const groups: PositionGroups<T> = { engaged: [], nearby: [], far: [] }
  const byId = new Map<string, T>()
  for (const c of list) byId.set(c.id, c)
  const seen = new Set<string>()
  for (const c of list) {
    if (seen.has(c.id)) continue
    seen.add(c.id)
    const position = where(c)
    const members = [c]
    for (let i = 0; i < members.length; i++)
      for (const id of i === 0 ? position.engaged : where(members[i]!).engaged) {
        const other = byId.get(id)
        if (other && !seen.has(id)) {
          seen.add(id)
          members.push(other)
        }
      }
    if (members.length > 1) {
      const inGroup = new Set(members)
      groups.engaged.push({ members: list.filter((x) => inGroup.has(x)), far: position.distance === 'far' })
    } else groups[position.distance].push(c)
  }
  return groups
}
