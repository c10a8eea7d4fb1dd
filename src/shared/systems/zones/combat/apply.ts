import { evaluateDice } from '../../../dice'
import { applyCore, beginFirstRound, isCombatCoreEvent } from '../../../combat/core-rules'
import { continueAfterDuties, openRound } from '../../../combat/flow'
import { combatantOf, damage, removeCondition, setStatus, withCombatant } from '../../../combat/roster'
import type { CombatTrack } from '../../../combat/types'
import { moraleAfter } from '../rules/morale'
import { reactionOf } from '../rules/reaction'
import { firstSide } from '../rules/side-initiative'
import { resolveTest } from '../rules/test'
import { spend } from '../rules/turn'
import { dutyTest } from './duty'
import type { StrikeRoll, ZonesFightEvent } from './events'
import { zonesHooks as hooks, type StrikeRecord, type ZonesFight } from './fight'
import { damageDiceOf, planStrike, strike, testEdge } from './strike'
import type { ZonesStats } from './stats'

type Event<T extends ZonesFightEvent['type']> = Extract<ZonesFightEvent, { type: T }>

function stats(track: CombatTrack<ZonesStats>, id: string, change: (s: ZonesStats) => ZonesStats): CombatTrack<ZonesStats> {
  return withCombatant(track, id, (c) => ({ ...c, stats: change(c.stats) }))
}

const spent = (fight: ZonesFight, who: string, part: 'move' | 'action', disengaging = false): ZonesFight => ({
  ...fight,
  track: stats(fight.track, who, (s) => ({ ...s, budget: spend(s.budget, part, disengaging) })),
})

/** Strikes one after the other, each target's standing settled after its damage. */
function strikes(fight: ZonesFight, rolls: readonly StrikeRoll[]): { fight: ZonesFight; records: StrikeRecord[] } {
  let next = fight
  const records: StrikeRecord[] = []
  for (const roll of rolls) {
    const plan = planStrike(next, roll)
    if ('refused' in plan) continue
    const struck = strike(next, plan, roll)
    next = hooks.settle(struck.fight, roll.target, { byCrit: struck.record.doubleDice })
    records.push(struck.record)
  }
  return { fight: next, records }
}

/** Z9, Z22: the free attacks first; a mover still standing after them reaches the zone (ZR9). */
function applyMove(fight: ZonesFight, event: Event<'move.rolled'>): ZonesFight {
  const who = fight.track.current!
  const struck = strikes(fight, event.freeAttacks)
  let next = spent(struck.fight, who, event.spend)
  if (struck.records.length) next = { ...next, lastAttack: { kind: 'free', strikes: struck.records } }
  if (combatantOf(next.track, who)?.status !== 'fighting') return next
  return { ...next, positions: { ...next.positions, [who]: event.zone } }
}

/** Z24, Z25: a Test the GM called; a pass against a Hinderance ends it. */
function applyTest(fight: ZonesFight, event: Event<'test.rolled'>): ZonesFight {
  const who = combatantOf(fight.track, event.who)!
  const edge = testEdge(who, event.edge)
  const rolled = resolveTest({ faces: event.faces, attribute: who.stats.attributes[event.attribute], edge, dr: event.dr })
  if (!rolled.ok) return fight
  const t = rolled.value
  const condition = event.condition === null ? undefined : who.conditions.find((c) => c.id === event.condition)
  let next: ZonesFight = {
    ...fight,
    lastTest: { who: who.id, what: event.what, attribute: event.attribute, edge, ...t, dropped: t.dropped, secret: condition?.secret ?? false },
  }
  if (condition && t.passed) next = { ...next, track: removeCondition(next.track, condition.id) }
  return event.action ? spent(next, who.id, 'action') : next
}

/** Z21, Z25, Z8: the first duty's Test: a pass ends the effect; a failed hazard deals its damage. */
function applyDuty(fight: ZonesFight, event: Event<'duty.rolled'>): ZonesFight {
  const test = dutyTest(fight)
  if ('refused' in test) return fight
  const rolled = resolveTest({ faces: event.faces, attribute: test.bonus, edge: test.edge, dr: test.dr })
  if (!rolled.ok) return fight
  const t = rolled.value
  let next: ZonesFight = {
    ...fight,
    track: { ...fight.track, duties: fight.track.duties.slice(1) },
    lastTest: { who: test.who, what: test.what, attribute: test.attribute, edge: test.edge, ...t, secret: test.secret },
  }
  if (test.condition && t.passed) next = { ...next, track: removeCondition(next.track, test.condition) }
  const notation = damageDiceOf(test.damage)
  if (test.kind === 'hazard' && !t.passed && notation) {
    const amount = Math.max(0, evaluateDice(notation, event.damage).total)
    next = hooks.settle({ ...next, track: damage(next.track, test.who, amount, null).track }, test.who, { byCrit: false })
  }
  return continueAfterDuties(next, hooks)
}

/** Z31: each creature's Morale Test with its Skill; a failure breaks its nerve. */
function applyMorale(fight: ZonesFight, event: Event<'morale.rolled'>): ZonesFight {
  let track = fight.track
  const records = event.tests.flatMap((test) => {
    const who = combatantOf(fight.track, test.who)!
    const rolled = resolveTest({ faces: test.faces, attribute: who.stats.attributes.Skill, edge: testEdge(who) })
    if (!rolled.ok) return []
    track = stats(track, who.id, (s) => ({ ...s, morale: moraleAfter(rolled.value.passed) }))
    return [{ who: who.id, natural: rolled.value.natural, total: rolled.value.total, passed: rolled.value.passed }]
  })
  return { ...fight, track, lastMorale: records }
}

/** Combatants who join mid-fight stand where their side started (ZR2). */
function placeJoined(fight: ZonesFight, ids: readonly string[]): ZonesFight {
  const positions = { ...fight.positions }
  for (const id of ids) {
    const side = combatantOf(fight.track, id)?.side
    const zone = side === 'players' ? fight.starts.players : fight.starts.enemies
    if (zone && !positions[id]) positions[id] = zone
  }
  return { ...fight, positions }
}

/** Z1, Z2: the fight begins with round 1 (a surprised side sits it out). */
function begin(fight: ZonesFight): ZonesFight {
  return beginFirstRound(fight, hooks, (f, round) => openRound(f, hooks, round))
}

/** What an event does to a Zones fight. Pure; only for events `whyFightRefused` allowed. */
export function applyFight(fight: ZonesFight, event: ZonesFightEvent): ZonesFight {
  if (isCombatCoreEvent(event)) {
    const next = applyCore(fight, hooks, event, begin)
    return event.type === 'combatant.joined'
      ? placeJoined(
          next,
          event.combatants.map((c) => c.id),
        )
      : next
  }
  const { track } = fight
  switch (event.type) {
    case 'setup.surprise':
      return { ...fight, surprised: event.side }
    case 'setup.order':
      return { ...fight, listed: [...event.ids, ...fight.listed.filter((id) => !event.ids.includes(id))] }
    case 'zone.place':
      return { ...fight, positions: { ...fight.positions, [event.target]: event.zone } }
    case 'action.spend':
      return spent(fight, track.current!, 'action')
    case 'turn.disengage':
      return spent(fight, track.current!, 'action', true)
    case 'morale.choose': {
      const chosen = { ...fight, track: stats(track, event.target, (s) => ({ ...s, morale: event.choice })) }
      return event.choice === 'flee' ? { ...chosen, track: setStatus(chosen.track, event.target, 'fled') } : chosen
    }
    case 'initiative.rolled': {
      let next = event.side === null ? fight : { ...fight, sideRoll: { face: event.side, first: firstSide(event.side) } }
      for (const c of event.characters) next = { ...next, track: stats(next.track, c.who, (s) => ({ ...s, initiative: c.face })) }
      return next
    }
    case 'move.rolled':
      return applyMove(fight, event)
    case 'attack.rolled': {
      const struck = strikes(spent(fight, event.strike.attacker, 'action'), [event.strike])
      return { ...struck.fight, lastAttack: { kind: 'attack', strikes: struck.records } }
    }
    case 'test.rolled':
      return applyTest(fight, event)
    case 'duty.rolled':
      return applyDuty(fight, event)
    case 'reaction.rolled': {
      const reaction = reactionOf(event.face)
      const combatants = track.combatants.map((c) =>
        c.source.kind === 'npc' && c.source.id === event.npc ? { ...c, stats: { ...c.stats, reaction, reactionRolled: true } } : c,
      )
      return { ...fight, track: { ...track, combatants } }
    }
    case 'morale.rolled':
      return applyMorale(fight, event)
  }
}
