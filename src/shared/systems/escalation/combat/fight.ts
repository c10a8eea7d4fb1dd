import type { CombatHooks } from '../../../combat/core-rules'
import { combatantOf, setStatus, withCombatant, damage } from '../../../combat/roster'
import type { Combatant, CombatSide, CombatTrack, Duty } from '../../../combat/types'
import { turnBudget } from '../rules/actions'
import { CONDITION_LABEL, hasCondition } from '../rules/conditions'
import { deathSavesAtCombatEnd, revive, startDying } from '../rules/death-saves'
import { endOfTurnSteps } from '../rules/end-of-turn'
import { escalationDie } from '../rules/escalation-die'
import { roundOrder, surpriseRoundOrder, whyNotNext, type BandedCombatant } from '../rules/initiative'
import { DEFAULT_ESCALATION_SETTINGS, type EscalationSettings } from '../rules/settings'
import type { InterceptChance, OpportunityOffer, TriggerFired } from './offers'
import { sustainDue, sustainExpiry } from './sustain-turns'
import { isEscalationCondition, rulesConditions, type EscalationStats } from './stats'

/** One target of the latest attack as the log and the displays tell it. */
export interface AttackTargetRecord {
  readonly target: string
  readonly natural: number
  readonly kept: readonly number[]
  readonly dropped: readonly number[]
  readonly total: number
  readonly defense: string
  readonly outcome: 'crit' | 'hit' | 'miss' | 'critFail' | 'noEffect'
  readonly damage: number
  readonly halved: boolean
  /** E3, E13, E14: the lowest natural that crit this target (absent in records kept before it was). */
  readonly critAt?: number
  /** R16: the net Advantage (+) or Disadvantage (-) rolled with, and where each count came from (absent likewise). */
  readonly advantage?: { readonly net: number; readonly from: readonly string[] }
  /** E3, E13, E14, E45: why it crit, when it did (absent likewise). */
  readonly critBecause?: string
  /** Ruling 28: the effects of the ability's riders that fired on this natural and escalation die, for the GM to apply. */
  readonly riders?: readonly string[]
}

/** The latest attack: who, with what, and how it went against each target. */
export interface AttackRecord {
  readonly attacker: string
  readonly attack: string
  readonly round: number
  readonly targets: readonly AttackTargetRecord[]
}

/** The latest save or Death Save, for the console and the players. */
export interface SaveRecord {
  readonly who: string
  readonly what: string
  readonly natural: number
  readonly target: number
  readonly success: boolean
  /** A save against a condition the players were not shown. */
  readonly secret: boolean
  /** E53, EG52: a Death Save's natural 17+: the PC acts at once (absent in records kept before it was, and for other saves). */
  readonly crit?: boolean
}

/** A fight of Escalation: the tracker's part and the system's own. */
export interface EscalationFight {
  readonly run: string
  readonly encounterId: string
  readonly sceneId: string | null
  readonly track: CombatTrack<EscalationStats>
  /** E18: an explicit PC ambush starts the escalation die at 1 in round 1. */
  readonly pcAmbush: boolean
  /** E17: who ambushes, and the (up to) two who act in the Surprise Round. */
  readonly surprise: { readonly ambushers: CombatSide; readonly actors: readonly string[] } | null
  /** E19: the escalation die this round (0 in the Surprise Round and round 1). */
  readonly escalation: number
  /** E43: the party fled. */
  readonly campaignLoss: boolean
  readonly lastAttack: AttackRecord | null
  readonly lastSave: SaveRecord | null
  readonly settings: EscalationSettings
  /** Whether the player display shows PCs' hit points as numbers (otherwise in words, as it always does for enemies). */
  readonly showPcHp: boolean
  /** E41, EG56: Opportunity Attacks on offer (absent in fights logged before positions were kept). */
  readonly opportunity?: OpportunityOffer | null
  /** E40, EG57: an engagement an ally of its target may still Intercept (absent likewise). */
  readonly interceptable?: InterceptChance | null
  /**
   * The system's rules version the fight began under (`RunRef.rules`); absent in fights kept
   * before it was, which began under rules 1. A rule fix reads it through `rulesOf`.
   */
  readonly rules?: number
  /** E26, EG65 (rules 3): the triggers that happened and stand for Interrupts (absent until one has). */
  readonly triggered?: readonly TriggerFired[]
  /** E64: who hit whom this round (absent until someone hits), so a Grabbed combatant that hit its grabber disengages freely. */
  readonly hits?: { readonly round: number; readonly pairs: readonly (readonly [attacker: string, target: string])[] }
}

/**
 * The rules version a fight follows to its end (docs/history.md): 1 for fights begun before
 * fixes were counted. Rules 2: E64 (a grabber not hit this round costs the Disengage 1
 * Disadvantage), E45 (Coup de Grace only on an engaged target), E44 (Rally saves against a
 * one-round effect at 13+, with the save's own Disadvantage). Rules 3: E31 (an ability that
 * costs Power needs a pool to pay it from), E26 (an Interrupt only when its trigger happens).
 */
export function rulesOf(fight: Pick<EscalationFight, 'rules'>): number {
  return fight.rules ?? 1
}

export const DEFAULT_SETTINGS = DEFAULT_ESCALATION_SETTINGS

const sideOfRules = (side: CombatSide) => (side === 'players' ? ('pcs' as const) : ('enemies' as const))

/** The combatants as initiative reads them (E15, E16). */
function banded(fight: EscalationFight): BandedCombatant[] {
  return fight.track.combatants.filter((c) => c.status !== 'removed').map((c) => ({ id: c.id, side: sideOfRules(c.side), band: c.stats.band }))
}

/** E15-E17, EG7: the round's order: band groups, PCs before enemies in each; in the Surprise Round only the chosen ambushers. */
function order(fight: EscalationFight): string[] {
  const everyone = banded(fight)
  if (fight.track.surprise && fight.surprise) {
    const surprise = surpriseRoundOrder(everyone, sideOfRules(fight.surprise.ambushers), fight.surprise.actors)
    return surprise.ok ? surprise.value.flatMap((g) => g.ids) : []
  }
  return roundOrder(everyone).flatMap((g) => g.ids)
}

/**
 * E47, E52, E42: a PC takes its turns while dying (its Death Save), and while out of the fight
 * for good (to Fight in Spirit) unless dead; the dead, the fled and the downed enemies do not.
 */
function takesTurn(c: Combatant<EscalationStats>): boolean {
  if (c.stats.outOfFight) return c.status !== 'dead' && c.status !== 'removed'
  if (c.status === 'fighting') return true
  return c.status === 'down' && c.stats.kind === 'pc' && c.stats.dying.dying && !c.stats.dying.dead
}

/** The duties of a turn's start: a dying PC's Death Save (E52), a Last Gasp save (E56). */
function startDuties(c: Combatant<EscalationStats>, settings: EscalationSettings): Duty[] {
  const duties: Duty[] = []
  if (c.stats.kind === 'pc' && c.stats.dying.dying && !c.stats.dying.dead && !settings.unconsciousInsteadOfDying)
    duties.push({ kind: 'deathSave', who: c.id, condition: null, label: `${c.name}'s Death Save (13+)` })
  if (c.stats.lastGasp?.active)
    duties.push({ kind: 'lastGasp', who: c.id, condition: null, label: `${c.name}'s Last Gasp save against ${c.stats.lastGasp.effect} (13+)` })
  return duties
}

function withTrack(fight: EscalationFight, track: CombatTrack<EscalationStats>): EscalationFight {
  return { ...fight, track }
}

/**
 * E47, E52, E54, EG18, EG51: where a combatant stands after its hit points changed. A PC at 0
 * or less starts dying (2 Disadvantage on its first Death Save after a crit or a fall to minus
 * half); healed above 0 it is back. An enemy at 0 or less is dead, or down when the attackers
 * meant to knock it out (E47).
 */
function settle(fight: EscalationFight, who: string, cause: { byCrit: boolean }): EscalationFight {
  const c = combatantOf(fight.track, who)
  if (!c || c.status === 'removed' || c.status === 'fled') return fight
  let track = fight.track
  if (c.stats.kind === 'pc') {
    if (c.hp <= 0 && c.status !== 'dead') {
      const dying = fight.settings.unconsciousInsteadOfDying
        ? c.stats.dying
        : startDying(c.stats.dying, { hp: c.hp, maxHp: c.maxHp, byCrit: cause.byCrit })
      track = setStatus(
        withCombatant(track, who, (x) => ({ ...x, stats: { ...x.stats, dying } })),
        who,
        'down',
      )
    } else if (c.hp > 0 && c.status === 'down') {
      track = setStatus(
        withCombatant(track, who, (x) => ({ ...x, stats: { ...x.stats, dying: revive(x.stats.dying) } })),
        who,
        'fighting',
      )
    }
  } else if (c.hp <= 0 && c.status === 'fighting') track = setStatus(track, who, c.stats.knockout ? 'down' : 'dead')
  else if (c.hp > 0 && (c.status === 'down' || c.status === 'dead')) track = setStatus(track, who, 'fighting')
  return withTrack(fight, track)
}

/**
 * E25, E68, EG47: a turn's end: ongoing damage first (each type once, the largest), then a
 * save against each save-ends effect, which the host rolls as duties.
 */
function onTurnEnd(fight: EscalationFight, who: string): EscalationFight {
  const c = combatantOf(fight.track, who)
  if (!c) return fight
  const steps = endOfTurnSteps(who, rulesConditions(c.conditions), fight.settings.defaultSaveTarget)
  let next = fight
  for (const step of steps)
    if (step.step === 'ongoingDamage') next = settle(withTrack(next, damage(next.track, who, step.amount, null).track), who, { byCrit: false })
  // E30: an effect not sustained this turn expires at its end.
  next = withTrack(
    next,
    withCombatant(next.track, who, (x) => ({ ...x, stats: sustainExpiry(x.stats).stats })),
  )
  const saves: Duty[] = (combatantOf(next.track, who)?.conditions ?? [])
    .filter((x) => x.duration.kind === 'saveEnds')
    .map((x) => ({
      kind: 'save',
      who,
      condition: x.id,
      label: `${c.name}'s save against ${x.label} (${x.duration.kind === 'saveEnds' ? x.duration.target : ''}+)`,
    }))
  return withTrack(next, { ...next.track, duties: [...next.track.duties, ...saves] })
}

/** E41, EG56, EG57: nothing left open for those out of turn. */
export const NOTHING_OPEN = { opportunity: null, interceptable: null } as const

/**
 * E23, E26, E22, EG12, EG30, EG35, EG25, EG23: a turn's start: a fresh Standard, Move and Quick
 * action (Stunned takes the Move; a readied action fired before it takes its slot); its
 * Interrupt and Intercept are back; a readied action not fired by now lapses, and so does a
 * Disengage's carried move. A dying PC's Death Save comes first.
 */
function onTurnStart(fight: EscalationFight, who: string): EscalationFight {
  const c = combatantOf(fight.track, who)
  if (!c) return fight
  const budget = turnBudget({
    stunned: hasCondition(rulesConditions(c.conditions), 'stunned'),
    readiedFired: c.stats.readiedFired,
    stunnedMove: fight.settings.stunnedMove,
  })
  // E30: each sustained effect must be sustained again this turn.
  const track = withCombatant(fight.track, who, (x) => ({
    ...x,
    stats: sustainDue({ ...x.stats, budget, interruptAvailable: true, readied: null, readiedFired: null, interceptUsed: false, carriedMove: false }),
  }))
  // E41, EG56, EG57: what the last turn left open (Opportunity Attacks, an Intercept) lapses.
  return { ...withTrack(fight, { ...track, duties: [...track.duties, ...startDuties(c, fight.settings)] }), ...NOTHING_OPEN }
}

/** E18, E19, EG7: each round's escalation die; 0 in the Surprise Round. */
function onRoundStart(fight: EscalationFight): EscalationFight {
  const { round, surprise } = fight.track
  return { ...fight, escalation: surprise ? 0 : escalationDie(round, fight.pcAmbush ? 1 : 0) }
}

/** EG19, EG38: at the fight's end the escalation die goes and failed Death Saves are cleared (a dying PC stays dying). */
function onCombatEnd(fight: EscalationFight): EscalationFight {
  const combatants = fight.track.combatants.map((c) =>
    c.stats.kind === 'pc' ? { ...c, stats: { ...c.stats, dying: deathSavesAtCombatEnd(c.stats.dying) } } : c,
  )
  return { ...fight, escalation: 0, track: { ...fight.track, combatants } }
}

/** The tracker's hooks for Escalation. */
export const escalationHooks: CombatHooks<EscalationStats, EscalationFight> = {
  track: (fight) => fight.track,
  withTrack,
  roundOrder: order,
  takesTurn,
  onRoundStart,
  onTurnStart,
  onTurnEnd,
  settle,
  conditionLabel: (name) => (isEscalationCondition(name) ? CONDITION_LABEL[name] : null),
  defaultSaveTarget: (fight) => fight.settings.defaultSaveTarget,
  // The current turn is ending as the next one is chosen: it counts as taken.
  whyNotNext: (fight, who) =>
    fight.track.surprise ? null : whyNotNext(banded(fight), [...fight.track.acted, ...(fight.track.current ? [fight.track.current] : [])], who),
  onCombatEnd,
}
