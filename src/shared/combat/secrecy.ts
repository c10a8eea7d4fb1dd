import type { Campaign, Encounter, Npc } from '../campaign'
import type { StepText, SystemStep } from '../systems/rule-system'
import { isCombatCoreEvent, type CombatCoreEvent } from './core-rules'
import type { PersistedFight } from './persisted-fight'
import { combatantOf } from './roster'
import type { CombatTrack } from './types'

/*
 * Who may read a step of a fight, decided once for every combat system. A system words its
 * steps (and says, event by event, what the players read); the tracker then keeps from the
 * table whatever the fight as it stands holds back from them. A step the tracker cannot read
 * against a fight (none set up, an encounter gone from the campaign) stays with the GM.
 */

/** What a step of a fight concerns beyond what the tracker reads in its own events, as the combat system says. */
export interface FightInvolvement {
  /** Combatants the step names or acts for: its actor (the acting one, for a turn's own steps), its targets, anyone its line names. */
  combatants: readonly (string | null | undefined)[]
  /** Conditions it concerns, by bearer: a save against one, a Test to be rid of one. */
  conditions?: readonly { of: string; id: string | null }[]
  /** Something the system keeps from the table by its own rules (a secret zone's hazard). */
  secret?: boolean
}

/** A step that names nobody the tracker does not see in it already. */
const NOBODY: FightInvolvement = { combatants: [] }

/** What the tracker reads in its own events: whom they name, which condition, or that they are the GM's in any case. */
function trackerInvolvement<S>(event: CombatCoreEvent, track: CombatTrack<S>, after: (() => CombatTrack<S>) | undefined): FightInvolvement | 'gm' {
  switch (event.type) {
    case 'combat.begin':
    case 'combat.end':
      return NOBODY
    // A turn's line names who ends and who is up: a hidden combatant's turn stays with the GM.
    case 'turn.next':
      return { combatants: [track.current, event.who ?? after?.().current] }
    case 'turn.previous':
      return { combatants: [track.current, track.acted.at(-1)] }
    case 'combatant.damage':
    case 'damage.rolled':
      return { combatants: [event.target, event.source] }
    case 'combatant.heal':
    case 'healing.rolled':
    case 'combatant.tempHp':
    case 'combatant.rename':
    case 'combatant.status':
    case 'combatant.remove':
    case 'combatant.reveal':
      return { combatants: [event.target] }
    case 'condition.add':
      return event.condition.secret ? 'gm' : { combatants: [event.target] }
    case 'condition.remove':
      return { combatants: [event.target], conditions: [{ of: event.target, id: event.condition }] }
    // Hiding a combatant names it just as the table should stop hearing of it; revealing all names those hidden until now.
    case 'combatant.hide':
    case 'combatant.revealAll':
      return 'gm'
    case 'combatant.joined':
      return event.combatants.some((c) => c.hidden) ? 'gm' : NOBODY
  }
}

function namesHidden<S>(track: CombatTrack<S>, involved: FightInvolvement): boolean {
  if (involved.combatants.some((id) => id && combatantOf(track, id)?.hidden)) return true
  return (involved.conditions ?? []).some(({ of, id }) => combatantOf(track, of)?.conditions.find((c) => c.id === id)?.secret)
}

/**
 * Whether the players may read a step of a fight, from the fight as it stands before it
 * (`track`, null when none is set up) and the campaign as it is now: never in an encounter
 * they have not been shown, never when the step names a hidden combatant (those the tracker
 * reads in its own events, and those the system says its step involves: the actor, the
 * targets, the acting one for a turn's own steps), never a secret condition, never hiding a
 * combatant, never a hidden combatant's turn, never what the system keeps secret itself.
 * `event` is null for the fight's set-up and its putting away; `after` is the fight after
 * the step, read only when a turn passes to whoever the order gives.
 */
export function tableMayRead<S>(
  track: CombatTrack<S> | null | undefined,
  campaign: Campaign | null,
  event: { type: string } | null,
  involved: FightInvolvement = NOBODY,
  after?: () => CombatTrack<S>,
): boolean {
  if (!track || !campaign?.encounters.find((e) => e.id === track.encounterId)?.revealed) return false
  if (!event) return true
  if (involved.secret) return false
  const own = isCombatCoreEvent(event) ? trackerInvolvement(event as CombatCoreEvent, track, after) : NOBODY
  if (own === 'gm') return false
  return !namesHidden(track, own) && !namesHidden(track, involved)
}

/** Whether the campaign shows the players a new fight's combatants as it starts (the GM's setting; on unless turned off). */
export function showsNewFights(campaign: Campaign): boolean {
  return campaign.settings.showNewFights !== false
}

/**
 * Whether a fight is shown to the players as it starts: always where the campaign shows new
 * fights, else only when the GM revealed its encounter already.
 */
export function fightShownAtStart(campaign: Campaign, encounter: Pick<Encounter, 'revealed'>): boolean {
  return showsNewFights(campaign) || encounter.revealed
}

/**
 * How an encounter's NPC enters a fight as it starts: where the campaign shows new fights,
 * seen unless the encounter marks it hidden, and a hidden one is revealed by its first turn
 * if the GM has not revealed it before; otherwise hidden when the players have not met the
 * NPC, until the GM reveals it. What is decided here is logged with the fight's start, so a
 * fight replays as it began whatever the setting says later.
 */
export function seenAtStart(
  campaign: Campaign,
  entry: Pick<Encounter['combatants'][number], 'hidden'>,
  npc: Pick<Npc, 'revealed'>,
): { hidden: boolean; revealOnTurn: boolean } {
  if (!showsNewFights(campaign)) return { hidden: !npc.revealed, revealOnTurn: false }
  const hidden = entry.hidden === true
  return { hidden, revealOnTurn: hidden }
}

/** A step's text as the table may have it: the players' line only when they may read the step at all. */
function forTable(text: StepText, mayRead: boolean): StepText {
  return mayRead || text.players === undefined ? text : { gm: text.gm }
}

/** A combat system's session state as the tracker reads it: the fight set up, if any. */
export interface HoldsFight<F> {
  fight: PersistedFight<F> | null
}

/**
 * A combat system's step as the log tells it: the system's words, with the players' line kept
 * only where the tracker lets them read the step (`tableMayRead`), from the fight before the
 * step and after it and whom (by the system's word, `involved`) its event concerns.
 */
export function fightStepText<S, F extends { track: CombatTrack<S> }, E extends { type: string }>(
  text: StepText,
  step: SystemStep<E, unknown>,
  state: HoldsFight<F>,
  after: () => HoldsFight<F>,
  campaign: Campaign | null,
  involved: (event: E, fight: F) => FightInvolvement,
): StepText {
  const fight = state.fight?.snapshot.context
  const event = step.kind === 'event' ? step.event : null
  const concerns = event && fight ? involved(event, fight) : NOBODY
  return forTable(
    text,
    tableMayRead(fight?.track, campaign, event, concerns, () => after().fight!.snapshot.context.track),
  )
}
