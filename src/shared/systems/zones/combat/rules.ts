import { isCombatCoreEvent, whyCoreRefused } from '../../../combat/core-rules'
import type { Combatant } from '../../../combat/types'
import { whyCharacterOrderRefused } from '../rules/character-order'
import { whyActionRefused, whyMoveRefused } from '../rules/turn'
import { resolveTest } from '../rules/test'
import { ATTRIBUTES, type Attribute, type Edge } from '../rules/types'
import { nearbyZones } from '../rules/zone-graph'
import type { ZonesFightEvent } from './events'
import { zonesHooks as hooks, type ZonesFight } from './fight'
import { combatantById } from './lookup'
import { freeAttacksOn, whyCannotEnter, zoneOf } from './place'
import { conditionNames, isZonesCondition, type ZonesStats } from './stats'
import { dutyTest } from './duty'
import { freeAttackWeapon, planStrike, testEdge, whyStrikeDiceRefused } from './strike'

type Event<T extends ZonesFightEvent['type']> = Extract<ZonesFightEvent, { type: T }>

const of = (fight: ZonesFight, id: string) => combatantById(fight.track.combatants, id)

/** Steps of the current combatant's own turn wait while a duty (a Test at the turn's end) comes first. */
export function whyNotActing(fight: ZonesFight, who: string): string | null {
  const { track } = fight
  if (track.phase !== 'turn') return track.phase === 'setup' ? 'Begin the fight first.' : 'The fight is over.'
  const [duty] = track.duties
  if (duty) return `First: ${duty.label}.`
  if (track.current !== who) return `It is not ${of(fight, who)?.name ?? who}'s turn.`
  return null
}

/** The current combatant, or why no one acts now. */
function current(fight: ZonesFight): Combatant<ZonesStats> | { refused: string } {
  const id = fight.track.current
  if (!id) return { refused: fight.track.phase === 'turn' ? 'It is nobody’s turn.' : (whyNotActing(fight, '') ?? 'It is nobody’s turn.') }
  const reason = whyNotActing(fight, id)
  return reason ? { refused: reason } : of(fight, id)!
}

/** Z4, ZG1: the GM's order of one side must list it whole; characters who rolled keep the roll's order. */
function whyOrderRefused(fight: ZonesFight, event: Event<'setup.order'>): string | null {
  if (fight.track.phase !== 'setup') return 'The order is set before the fight begins (Z4).'
  const side = fight.track.combatants.filter((c) => c.side === event.side && c.status !== 'removed')
  const ids = new Set(side.map((c) => c.id))
  if (event.ids.length !== side.length || event.ids.some((id) => !ids.has(id)) || new Set(event.ids).size !== event.ids.length)
    return `List every one of the ${event.side === 'players' ? 'characters' : 'enemies'} once.`
  if (event.side === 'enemies') return null
  const rolled = event.ids.flatMap((id) => {
    const c = of(fight, id)!
    return c.stats.initiative === null ? [] : [{ id, face: c.stats.initiative, dex: c.stats.attributes.DEX }]
  })
  return whyCharacterOrderRefused(
    rolled.map((c) => c.id),
    rolled,
  )
}

/** Z3, Z4: the side roll once, then each character's 1d6: exactly those who have not rolled. */
function whyInitiativeRefused(fight: ZonesFight, event: Event<'initiative.rolled'>): string | null {
  const { track } = fight
  if (track.phase === 'over') return 'The fight is over.'
  if (fight.sideRoll && event.side !== null) return 'The side that begins was rolled already: once per fight (R21).'
  if (!fight.sideRoll && event.side === null) return 'The GM’s d6 for the side that begins comes first (Z3).'
  if (track.phase === 'turn' && event.side !== null) return 'The side that begins is rolled before the fight (Z3).'
  const waiting = track.combatants.filter((c) => c.side === 'players' && c.status !== 'removed' && c.stats.initiative === null).map((c) => c.id)
  const named = event.characters.map((c) => c.who)
  if (event.side === null && waiting.length === 0) return 'Every character has rolled initiative.'
  if (named.length !== waiting.length || named.some((id) => !waiting.includes(id)) || new Set(named).size !== named.length)
    return waiting.length ? 'Each character who has not rolled rolls 1d6 once (Z4).' : 'Every character has rolled initiative.'
  return null
}

/** Z9, Z22, Z8: a move to a Nearby zone with room, after exactly the free attacks leaving draws. */
function whyMoveRolledRefused(fight: ZonesFight, event: Event<'move.rolled'>): string | null {
  const who = current(fight)
  if ('refused' in who) return who.refused
  const reason = whyMoveRefused(who.stats.budget, event.spend, conditionNames(who), who.name)
  if (reason) return reason
  const from = fight.positions[who.id]
  if (!from) return `${who.name} stands in no zone: place them first.`
  if (!nearbyZones(fight.battlefield, from).includes(event.zone))
    return `${zoneOf(fight, event.zone)?.name ?? event.zone} is not Nearby ${zoneOf(fight, from)?.name ?? from}: a move reaches an adjacent zone (Z9).`
  const full = whyCannotEnter(fight, who.id, event.zone)
  if (full) return full
  const due = freeAttacksOn(fight, who.id)
  if (event.freeAttacks.length !== due.length || event.freeAttacks.some((s, i) => s.attacker !== due[i]))
    return 'The free attacks do not match those Close to the one leaving (Z22).'
  for (const roll of event.freeAttacks) {
    const attacker = of(fight, roll.attacker)!
    if (roll.target !== who.id || roll.weapon !== freeAttackWeapon(attacker) || roll.offhand !== null || roll.edge !== 'normal')
      return 'A free attack strikes the one leaving with the attacker’s first melee weapon (ZR9).'
    const plan = planStrike(fight, roll)
    if ('refused' in plan) return plan.refused
    const dice = whyStrikeDiceRefused(plan, roll)
    if (dice) return dice
  }
  return null
}

/** Z11-Z20: the current combatant's attack, as its Action. */
function whyAttackRefused(fight: ZonesFight, event: Event<'attack.rolled'>): string | null {
  const who = current(fight)
  if ('refused' in who) return who.refused
  if (event.strike.attacker !== who.id) return `It is ${who.name}'s turn.`
  const reason = whyActionRefused(who.stats.budget, conditionNames(who), who.name)
  if (reason) return reason
  const plan = planStrike(fight, event.strike)
  if ('refused' in plan) return plan.refused
  return whyStrikeDiceRefused(plan, event.strike)
}

/** Whether a combatant's Tests may add this attribute: Skill is a creature's (Z21, Z31). */
function whyAttribute(c: Combatant<ZonesStats>, attribute: Attribute): string | null {
  return attribute === 'Skill' && c.stats.kind === 'pc' ? 'Characters have no Skill: Test STR, DEX or WIL.' : null
}

/** The faces of a Test with this edge for this roller, read. */
function whyFaces(roller: Combatant<ZonesStats>, edge: Edge, faces: readonly number[]): string | null {
  const test = resolveTest({ faces, attribute: 0, edge: testEdge(roller, edge) })
  return test.ok ? null : test.reason
}

/** Z24, Z25, ZR12, ZR13: a Test the GM calls; as an Action on one's own turn; against a Hinderance, the one its bearer was given. */
function whyTestRefused(fight: ZonesFight, event: Event<'test.rolled'>): string | null {
  const who = of(fight, event.who)
  if (!who || who.status === 'removed') return `There is no combatant “${event.who}” in this fight.`
  if (fight.track.phase === 'over') return 'The fight is over.'
  if (who.status !== 'fighting') return `${who.name} is out of the fight.`
  const attribute = whyAttribute(who, event.attribute)
  if (attribute) return attribute
  if (event.condition !== null) {
    const condition = who.conditions.find((c) => c.id === event.condition)
    if (!condition) return `That effect is not on ${who.name} (any more).`
    const d = condition.duration
    if (d.kind !== 'untilTest') return `${condition.label} does not end by a Test: the GM removes it.`
    if (!d.needsAction) return `${who.name} Tests against ${condition.label} at the end of their turn, without an Action (ZG17).`
    if (!event.action) return `Shaking off ${condition.label} takes an Action (Z25).`
    if (d.test !== event.attribute || d.target !== event.dr) return `${condition.label} ends on a ${d.test} Test, DR ${d.target} (Z25).`
  }
  if (event.action) {
    const reason = whyNotActing(fight, who.id)
    if (reason) return reason
    // ZR12: trying to shake off a Hinderance is the one Action a Distracted or Paralysed creature still takes.
    if (event.condition !== null) {
      if (!who.stats.budget.action) return `${who.name} has taken the turn's Action already (Z9).`
    } else {
      const refused = whyActionRefused(who.stats.budget, conditionNames(who), who.name)
      if (refused) return refused
    }
  }
  return whyFaces(who, event.edge, event.faces)
}

/** The first duty's Test and a failed hazard's damage dice. */
function whyDutyRefused(fight: ZonesFight, event: Event<'duty.rolled'>): string | null {
  const test = dutyTest(fight)
  if ('refused' in test) return test.refused
  const rolled = resolveTest({ faces: event.faces, attribute: test.bonus, edge: test.edge, dr: test.dr })
  if (!rolled.ok) return rolled.reason
  const expected = rolled.value.passed ? 0 : test.damageDice.length
  return event.damage.length === expected ? null : `The hazard's damage dice do not match ${test.damage || 'its damage'}.`
}

/** Z21, Z25-Z29, ZR13: the text's conditions last until a Test (or the GM removes them); Zones has no saves. */
function whyConditionRefused(fight: ZonesFight, event: Event<'condition.add'>): string | null {
  const d = event.condition.duration
  if (d.kind === 'saveEnds') return 'Zones has no saves: an effect lasts until a Test is passed (Z25).'
  if (d.kind === 'untilTest') {
    if (!(ATTRIBUTES as readonly string[]).includes(d.test)) return `A Test adds STR, DEX, WIL or a creature's Skill, not “${d.test}”.`
    const who = of(fight, event.target)
    if (who && d.test === 'Skill' && who.stats.kind === 'pc') return 'Characters have no Skill: Test STR, DEX or WIL.'
  } else if (!event.condition.custom && isZonesCondition(event.condition.name) && d.kind !== 'manual')
    return 'A Hinderance or ongoing damage lasts until a Test is passed (Z21, Z25): pick the Test, or leave it to the GM.'
  return null
}

/** Z3, Z4, Z5: the fight begins once the sides are rolled, every character has rolled, and everyone stands somewhere. */
function whyBeginRefused(fight: ZonesFight): string | null {
  if (!fight.sideRoll) return 'Roll initiative first: the GM’s d6 for the side that begins (Z3).'
  const fighting = fight.track.combatants.filter((c) => c.status === 'fighting')
  const unrolled = fighting.find((c) => c.side === 'players' && c.stats.initiative === null)
  if (unrolled) return `${unrolled.name} has not rolled 1d6 + DEX yet (Z4).`
  const nowhere = fighting.find((c) => !fight.positions[c.id])
  return nowhere ? `Place ${nowhere.name} in a zone first (Z5).` : null
}

/** Why the rules refuse an event of a Zones fight now, or null: the fight's one home for the decision. */
export function whyFightRefused(fight: ZonesFight, event: ZonesFightEvent): string | null {
  if (isCombatCoreEvent(event)) {
    const core = whyCoreRefused(fight, hooks, event)
    if (core) return core
    if (event.type === 'combat.begin') return whyBeginRefused(fight)
    if (event.type === 'condition.add') return whyConditionRefused(fight, event)
    return null
  }
  const { track } = fight
  switch (event.type) {
    case 'setup.surprise':
      return track.phase === 'setup' ? null : 'Surprise is settled before the fight begins (Z2).'
    case 'setup.order':
      return whyOrderRefused(fight, event)
    case 'zone.place': {
      if (track.phase === 'over') return 'The fight is over.'
      const who = of(fight, event.target)
      if (!who || who.status === 'removed') return `There is no combatant “${event.target}” in this fight.`
      if (fight.positions[who.id] === event.zone) return `${who.name} is there already.`
      return whyCannotEnter(fight, who.id, event.zone)
    }
    case 'action.spend': {
      const who = current(fight)
      return 'refused' in who ? who.refused : whyActionRefused(who.stats.budget, conditionNames(who), who.name)
    }
    case 'turn.disengage': {
      const who = current(fight)
      if ('refused' in who) return who.refused
      const reason = whyActionRefused(who.stats.budget, conditionNames(who), who.name)
      if (reason) return reason
      return freeAttacksOn(fight, who.id).length ? null : `No enemy would strike ${who.name} for leaving: there is nothing to disengage from (Z22).`
    }
    case 'morale.choose': {
      const who = of(fight, event.target)
      if (!who || who.stats.kind !== 'npc') return 'Only a creature whose nerve broke parleys or flees (Z31).'
      if (track.phase === 'over') return 'The fight is over.'
      if (who.stats.morale === 'broken' || (who.stats.morale === 'parley' && event.choice === 'flee')) return null
      return who.stats.morale === 'flee' ? `${who.name} has fled.` : `${who.name} has not failed a Morale Test (Z31).`
    }
    case 'initiative.rolled':
      return whyInitiativeRefused(fight, event)
    case 'move.rolled':
      return whyMoveRolledRefused(fight, event)
    case 'attack.rolled':
      return whyAttackRefused(fight, event)
    case 'test.rolled':
      return whyTestRefused(fight, event)
    case 'duty.rolled':
      return whyDutyRefused(fight, event)
    case 'reaction.rolled': {
      if (track.phase === 'over') return 'The fight is over.'
      const kind = track.combatants.filter((c) => c.source.kind === 'npc' && c.source.id === event.npc)
      if (kind.length === 0) return `No creature “${event.npc}” is in this fight.`
      const set = kind.find((c) => c.stats.reaction !== null)
      return set ? `${set.name} is ${set.stats.reaction} already: a reaction is rolled once (Z30).` : null
    }
    case 'morale.rolled': {
      if (track.phase !== 'turn') return track.phase === 'setup' ? 'Morale is tested once the fight is on (Z31).' : 'The fight is over.'
      const ids = event.tests.map((t) => t.who)
      if (new Set(ids).size !== ids.length) return 'Each creature makes one Morale Test at a time.'
      for (const test of event.tests) {
        const who = of(fight, test.who)
        if (!who || who.stats.kind !== 'npc') return 'Morale Tests are the creatures’ (Z31).'
        if (who.status !== 'fighting') return `${who.name} is out of the fight.`
        const faces = whyFaces(who, 'normal', test.faces)
        if (faces) return faces
      }
      return null
    }
  }
}
