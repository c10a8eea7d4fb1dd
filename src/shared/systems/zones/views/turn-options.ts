import type { Combatant } from '../../../combat/types'
import { frozenState } from '../../../session/frozen'
import { attackOddsWith } from '../odds/attack-odds'
import { testOdds, type TestOdds } from '../odds/test-odds'
import { whyActionRefused, whyMoveRefused } from '../rules/turn'
import type { Attribute, Edge, Range } from '../rules/types'
import { nearbyZones } from '../rules/zone-graph'
import type { ZonesFight } from '../combat/fight'
import { combatantById } from '../combat/lookup'
import { freeAttacksOn, whyCannotEnter } from '../combat/place'
import { whyNotActing } from '../combat/rules'
import { conditionNames, type ZonesStats } from '../combat/stats'
import { planStrike, rangeOf, testEdge } from '../combat/strike'

/** A move the current combatant could make: where to, and why each way of paying for it is refused (null: allowed). */
export interface MoveOption {
  zone: string
  name: string
  /** Z9: with the turn's move. */
  asMove: string | null
  /** Z9: with the Action, a second move. */
  asAction: string | null
  /** Z22: who would strike first. */
  freeAttacksBy: string[]
}

/** An attack the current combatant could make, with the odds before the roll. */
export interface AttackOption {
  target: string
  weapon: number
  offhand: number | null
  label: string
  range: Range | null
  why: string | null
  /** Who rolls, with what, and the chance that the attack lands. */
  roller: 'attacker' | 'defender' | null
  attribute: Attribute | null
  /** What the roller adds to the d20. */
  bonus: number | null
  /** ZG3, ZG4: whether a natural 20 always passes and a natural 1 always fails. */
  naturals: boolean
  /** The edge with no Advantage or Disadvantage of the GM's, and what gives it (see `attackOddsWith`). */
  edge: Edge | null
  edgeSources: Edge[]
  odds: TestOdds | null
  hitChance: number | null
}

/** A Hinderance the current combatant may spend its Action on shaking off (Z25). */
export interface BreakFreeOption {
  condition: string
  label: string
  test: string
  dr: number
  why: string | null
  odds: TestOdds | null
}

/** What the current combatant may do now and why not: the GM console's buttons and their reasons. */
export interface TurnOptions {
  who: string
  /** Why nothing of the turn may be done now (a duty first), or null. */
  waiting: string | null
  moves: MoveOption[]
  /** Z9, Z10: an Action that rolls nothing, or a Test as the Action. */
  action: string | null
  /** Z23: spending the Action to disengage. */
  disengage: string | null
  attacks: AttackOption[]
  breakFree: BreakFreeOption[]
}

/** Z17: the ways a combatant strikes: each weapon, and each pair of one-handed weapons of one reach. */
function weaponChoices(c: Combatant<ZonesStats>): { weapon: number; offhand: number | null; label: string }[] {
  const single = c.stats.weapons.map((w, weapon) => ({ weapon, offhand: null, label: w.name }))
  if (c.stats.kind !== 'pc') return single
  const pairs = c.stats.weapons.flatMap((a, i) =>
    c.stats.weapons.flatMap((b, j) =>
      j > i && a.hands === 1 && b.hands === 1 && a.reach === b.reach ? [{ weapon: i, offhand: j, label: `${a.name} and ${b.name}` }] : [],
    ),
  )
  return [...single, ...pairs]
}

/** One target's attacks, before what the attacker's turn allows is laid over them (`why` is the attack's own refusal). */
function targetOptions(fight: ZonesFight, c: Combatant<ZonesStats>, t: Combatant<ZonesStats>): AttackOption[] {
  return weaponChoices(c).map((choice) => {
    const plan = planStrike(fight, { attacker: c.id, target: t.id, ...choice, edge: 'normal' })
    if ('refused' in plan)
      return {
        target: t.id,
        ...choice,
        range: rangeOf(fight, c.id, t.id),
        why: plan.refused,
        roller: null,
        attribute: null,
        bonus: null,
        naturals: false,
        edge: null,
        edgeSources: [],
        odds: null,
        hitChance: null,
      }
    const base = {
      target: t.id,
      ...choice,
      range: plan.range,
      why: null,
      roller: plan.roller,
      attribute: plan.attribute,
      bonus: plan.bonus,
      naturals: plan.naturals,
      edge: plan.edge,
      edgeSources: plan.edgeSources,
    }
    const { odds, hitChance } = attackOddsWith(base, 'normal')!
    return { ...base, odds, hitChance }
  })
}

interface KeptOptions {
  from: string | undefined
  to: string | undefined
  rulings: ZonesFight['settings']
  options: AttackOption[]
}

/**
 * Each target's attacks, kept while neither the attacker nor the target changed or moved: a
 * step changes one or two combatants, so a fight of 200 does not plan 400 attacks again.
 * An attack reads only the two combatants, their zones, the battlefield and the rulings.
 */
const kept = new WeakMap<Combatant<ZonesStats>, WeakMap<Combatant<ZonesStats>, KeptOptions>>()

function keptOptions(fight: ZonesFight, c: Combatant<ZonesStats>, t: Combatant<ZonesStats>): AttackOption[] {
  let byTarget = kept.get(c)
  if (!byTarget) kept.set(c, (byTarget = new WeakMap()))
  const from = fight.positions[c.id]
  const to = fight.positions[t.id]
  const hit = byTarget.get(t)
  if (hit && hit.from === from && hit.to === to && hit.rulings === fight.settings) return hit.options
  const options = frozenState(targetOptions(fight, c, t))
  byTarget.set(t, { from, to, rulings: fight.settings, options })
  return options
}

function attackOptions(fight: ZonesFight, c: Combatant<ZonesStats>, blocked: string | null): AttackOption[] {
  const targets = fight.track.combatants.filter((t) => t.side !== c.side && t.status === 'fighting')
  const options = targets.flatMap((t) => keptOptions(fight, c, t))
  return blocked ? options.map((o) => ({ ...o, why: blocked })) : options
}

/** Z9, Z22, Z23, Z25-Z29: what the current combatant may do now, each refusal in words, with the odds of each Test. */
export function turnOptions(fight: ZonesFight): TurnOptions | null {
  const c = combatantById(fight.track.combatants, fight.track.current)
  if (!c || fight.track.phase !== 'turn') return null
  const waiting = whyNotActing(fight, c.id)
  const names = conditionNames(c)
  const from = fight.positions[c.id]
  const due = freeAttacksOn(fight, c.id)
  const moves = (from ? nearbyZones(fight.battlefield, from) : []).map((zone) => {
    const full = whyCannotEnter(fight, c.id, zone)
    return {
      zone,
      name: fight.battlefield.zones.find((z) => z.id === zone)?.name ?? zone,
      asMove: waiting ?? whyMoveRefused(c.stats.budget, 'move', names, c.name) ?? full,
      asAction: waiting ?? whyMoveRefused(c.stats.budget, 'action', names, c.name) ?? full,
      freeAttacksBy: due,
    }
  })
  const action = waiting ?? whyActionRefused(c.stats.budget, names, c.name)
  const breakFree = c.conditions.flatMap((x) => {
    if (x.duration.kind !== 'untilTest' || !x.duration.needsAction) return []
    const attribute = x.duration.test as Attribute
    const why = waiting ?? (c.stats.budget.action ? null : `${c.name} has taken the turn's Action already (Z9).`)
    return [
      {
        condition: x.id,
        label: x.label,
        test: x.duration.test,
        dr: x.duration.target,
        why,
        odds: testOdds({ attribute: c.stats.attributes[attribute] ?? 0, edge: testEdge(c), dr: x.duration.target }),
      },
    ]
  })
  return {
    who: c.id,
    waiting,
    moves,
    action,
    disengage: action ?? (due.length ? null : `No enemy would strike ${c.name} for leaving (Z22).`),
    attacks: attackOptions(fight, c, action),
    breakFree,
  }
}
