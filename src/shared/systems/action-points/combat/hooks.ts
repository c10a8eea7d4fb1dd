import type { DurationSpec } from '../../../combat/conditions'
import type { CombatHooks } from '../../../combat/core-rules'
import { beginFirstRound } from '../../../combat/core-rules'
import { beginTurn, openRound, startNextTurn } from '../../../combat/flow'
import { damage, setStatus, withCombatant } from '../../../combat/roster'
import type { Combatant, CombatTrack } from '../../../combat/types'
import { surpriseRoundOrder } from '../rules/initiative'
import { afterSurprise, atCombatStart, atTurnEnd, atTurnStart } from '../rules/resources'
import { feintLapses } from '../rules/special-actions'
import type { ApFight } from './fight'
import { FRESH_ROUND, type ApStats } from './stats'
import { fighterOf } from './lookup'

/** The conditions these rules know by name (AG34: Prone); any other is the GM's own. */
export const AP_CONDITIONS: Record<string, string> = { prone: 'Prone' }

/**
 * How long a condition lasts in these rules, "until removed" first (Prone lasts until its
 * bearer stands up, AG34). The text has no saves and no Tests, so neither is offered (rules 2).
 */
export const AP_CONDITION_DURATIONS = [
  'manual',
  'untilStartOfTurn',
  'untilEndOfTurn',
  'rounds',
  'encounter',
] as const satisfies readonly DurationSpec['kind'][]

export function withTrack(fight: ApFight, track: CombatTrack<ApStats>): ApFight {
  return { ...fight, track }
}

/** The track with one combatant's stats changed. */
export function withStats(track: CombatTrack<ApStats>, id: string, change: (s: ApStats) => ApStats): CombatTrack<ApStats> {
  return withCombatant(track, id, (c) => ({ ...c, stats: change(c.stats) }))
}

/** The fight with one combatant's stats changed. */
export function changeStats(fight: ApFight, id: string, change: (s: ApStats) => ApStats): ApFight {
  return withTrack(fight, withStats(fight.track, id, change))
}

/** A1, A33: this round's order: the standing initiative order; in the Surprise Round only the surprising side. */
function roundOrder(fight: ApFight): string[] {
  if (!fight.track.surprise) return [...fight.initiative]
  return surpriseRoundOrder(fight.initiative, (id) => fighterOf(fight.track, id)?.stats.surprised ?? false)
}

/** AG28: whoever is in the fight takes turns once it has an initiative. */
function takesTurn(c: Combatant<ApStats>): boolean {
  return c.status === 'fighting' && c.stats.initiative !== null
}

/**
 * AG11, A33, AG24: a round's start: the once-a-round uses come back; at the first normal round
 * after a surprise, the surprised side gets its starting FP (and RP, when the campaign says so).
 */
function onRoundStart(fight: ApFight): ApFight {
  const { round, surprise } = fight.track
  const combatants = fight.track.combatants.map((c) => {
    const after = !surprise && round === 1 && c.stats.surprised
    const resources = after ? afterSurprise(c.stats.resources, c.stats.maxima, fight.settings.surprisedRp) : c.stats.resources
    return { ...c, stats: { ...c.stats, once: { ...FRESH_ROUND }, resources, surprised: after ? false : c.stats.surprised } }
  })
  return withTrack(fight, { ...fight.track, combatants })
}

/**
 * A3, A6, A29, AG18, AG19: a turn's start: AP for the turn, RP back to full, Total Defense
 * over, a readied action that never fired lapses; a grappler must keep the grapple up (2 AP)
 * or let go before anything else.
 */
function onTurnStart(fight: ApFight, who: string): ApFight {
  const c = fighterOf(fight.track, who)
  if (!c) return fight
  let track = withStats(fight.track, who, (s) => ({
    ...s,
    resources: atTurnStart(s.resources, s.maxima),
    moveAp: 0,
    flowState: false,
    totalDefense: false,
    readied: null,
    turnsTaken: s.turnsTaken + 1,
  }))
  if (c.stats.grapple?.role === 'grappler') {
    const held = fighterOf(track, c.stats.grapple.with)?.name ?? 'the grappled'
    track = {
      ...track,
      duties: [...track.duties, { kind: 'grappleUpkeep', who, condition: null, label: `${c.name} keeps the grapple on ${held} (2 AP) or lets go` }],
    }
  }
  return withTrack(fight, track)
}

/**
 * A2, A24, A42, AG21, AG29: a turn's end: ongoing effects first (each condition's ongoing
 * damage), then FP decay unless Flow State was taken; unused AP is lost; a Feint's Advantage
 * runs out at the end of the turn after it.
 */
function onTurnEnd(fight: ApFight, who: string): ApFight {
  const c = fighterOf(fight.track, who)
  if (!c) return fight
  let next: ApFight = { ...fight, interjection: null }
  for (const condition of c.conditions)
    if (condition.ongoing) next = settle(withTrack(next, damage(next.track, who, condition.ongoing.amount, null).track), who)
  return changeStats(next, who, (s) => ({
    ...s,
    resources: atTurnEnd(s.resources, s.flowState),
    feint: s.feint && feintLapses(s.feint, s.turnsTaken) ? null : s.feint,
  }))
}

/** AG47: a grapple ends when either side is out of the fight. */
function endGrapple(track: CombatTrack<ApStats>, who: string): CombatTrack<ApStats> {
  const other = fighterOf(track, who)?.stats.grapple?.with
  let next = withStats(track, who, (s) => ({ ...s, grapple: null }))
  if (other) next = withStats(next, other, (s) => ({ ...s, grapple: null }))
  return next
}

/**
 * AG27, AG37: where a combatant stands after its hit points changed: at 0 or below a PC is
 * down and an enemy dead (the GM can say otherwise); healed above 0, back in the fight.
 */
export function settle(fight: ApFight, who: string): ApFight {
  const c = fighterOf(fight.track, who)
  if (!c || c.status === 'removed' || c.status === 'fled') return fight
  if (c.hp <= 0 && c.status === 'fighting')
    return withTrack(fight, endGrapple(setStatus(fight.track, who, c.stats.kind === 'pc' ? 'down' : 'dead'), who))
  if (c.hp > 0 && (c.status === 'down' || c.status === 'dead')) return withTrack(fight, setStatus(fight.track, who, 'fighting'))
  return fight
}

/** A1: the turns go in initiative order: the next is whoever is first still to act. */
function whyNotNext(fight: ApFight, who: string): string | null {
  const { track } = fight
  const done = [...track.acted, ...(track.current ? [track.current] : [])]
  const next = track.order.find((id) => !done.includes(id) && takesTurnById(fight, id))
  if (next === undefined || next === who) return null
  return `${fighterOf(track, next)?.name ?? next} acts next in initiative order (A1).`
}

function takesTurnById(fight: ApFight, id: string): boolean {
  const c = fighterOf(fight.track, id)
  return c !== undefined && takesTurn(c)
}

/** AG27: at the fight's end AP, RP and FP are cleared, and so is whatever waited. */
function onCombatEnd(fight: ApFight): ApFight {
  const combatants = fight.track.combatants.map((c) => ({
    ...c,
    stats: { ...c.stats, resources: { ap: 0, rp: 0, fp: 0 }, grapple: null, readied: null, totalDefense: false, feint: null },
  }))
  return { ...fight, pending: null, interjection: null, track: { ...fight.track, combatants } }
}

/** The tracker's hooks for Action points. */
export const apHooks: CombatHooks<ApStats, ApFight> = {
  track: (fight) => fight.track,
  withTrack,
  roundOrder,
  takesTurn,
  onRoundStart,
  onTurnStart,
  onTurnEnd,
  settle: (fight, who) => settle(fight, who),
  conditionLabel: (name) => AP_CONDITIONS[name] ?? null,
  // The text has no saves: only a fight begun under rules 1 could take a save-ends condition, at the tracker's target.
  defaultSaveTarget: () => 11,
  whyNotNext,
  onCombatEnd,
}

/**
 * A6, A33, A42: the fight begins: everyone has full RP and the starting FP, except the
 * surprised side, which starts with nothing; then the Surprise Round if one side is caught
 * (only the other side acts in it), else round 1.
 */
export function beginFight(fight: ApFight): ApFight {
  const caught = (c: Combatant<ApStats>) => fight.surprised !== null && c.side === fight.surprised
  const surprising = fight.track.combatants.some((c) => takesTurn(c) && !caught(c))
  const surprise = fight.surprised !== null && surprising
  const combatants = fight.track.combatants.map((c) => {
    const surprised = surprise && caught(c)
    return { ...c, stats: { ...c.stats, surprised, resources: atCombatStart(c.stats.maxima, surprised) } }
  })
  const ready = withTrack(fight, { ...fight.track, combatants })
  if (!surprise) return beginFirstRound(ready, apHooks, (f, round) => openRound(f, apHooks, round))
  const opened = openRound(ready, apHooks, 0, true)
  const first = opened.track.order.find((id) => takesTurnById(opened, id))
  return first ? beginTurn(opened, apHooks, first) : startNextTurn(opened, apHooks)
}
