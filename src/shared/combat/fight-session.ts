import type { RunRef, SystemContext, SystemStep } from '../systems/rule-system'
import type { FightStartBase } from './from-campaign'
import { newTrack, type PersistedFight } from './persisted-fight'
import { rememberedRefusal } from './refusal-memo'
import type { CombatTrack } from './types'

/*
 * The tracker's part of a combat system's session, the same for every system: a fight starts
 * from what its start logged, steps through the system's machine, and closes once over, one
 * at a time. A system adds what its fight holds besides the tracker, what the PCs carry on
 * when one closes, and its own events between fights (rests).
 */

/** What every fight's context starts with: its run, encounter and scene, and the tracker with the start's combatants in setup. */
export function fightBase<S>(run: Pick<RunRef, 'id' | 'sceneId'>, start: Pick<FightStartBase, 'encounterId' | 'combatants'>) {
  return {
    run: run.id,
    encounterId: start.encounterId,
    sceneId: run.sceneId,
    track: newTrack(
      start.encounterId,
      start.combatants.map((c) => ({ ...c, stats: c.stats as S })),
    ),
  }
}

/**
 * A fight's rulings and whether the table sees PCs' hit points as numbers, from the campaign
 * settings its start logged; a fight logged before they were plays the defaults, in numbers.
 */
export function loggedRulings<Rulings>(settings: (Rulings & { pcHitPoints: string }) | undefined, defaults: Rulings) {
  if (!settings) return { settings: defaults, showPcHp: true }
  const { pcHitPoints, ...rulings } = settings
  return { settings: rulings as Rulings, showPcHp: pcHitPoints === 'exact' }
}

/** A combat system's state in a session: what it keeps between fights, and the fight being run. */
interface FightHolder<Fight> {
  fight: PersistedFight<Fight> | null
}

/** What a combat system gives for its session; the tracker does the rest (see `fightSession`). */
export interface FightSessionParts<State extends FightHolder<Fight>, Fight extends { track: CombatTrack<unknown> }, Event, FightEvent, Start> {
  /** The system's fights through its machine (`persistedFights`). */
  fights: { begin(fight: Fight): PersistedFight<Fight>; step(fight: PersistedFight<Fight>, event: FightEvent): PersistedFight<Fight> }
  /** A fight's context as it starts (see `fightBase`). */
  newFight(run: RunRef, start: Start): Fight
  whyFightRefused(fight: Fight, event: FightEvent): string | null
  /** What the state keeps once a fight closes (what the PCs carry on to the next); unchanged when not given. */
  closed?(state: State): State
  /** The system's events between fights (rests): what each does, and why one is refused now. */
  between?: {
    is(event: Event): boolean
    apply(state: State, event: Event): State
    whyRefused(state: State, event: Event, context: SystemContext): string | null
  }
}

/**
 * What one logged step does to a combat system's session, and why the rules refuse one now:
 * a fight starts only while none is open, steps through the system's machine, and closes only
 * once it is over. Pure.
 */
export function fightSession<
  State extends FightHolder<Fight>,
  Fight extends { track: CombatTrack<unknown> },
  Event extends { type: string },
  FightEvent,
  Start,
>(parts: FightSessionParts<State, Fight, Event, FightEvent, Start>) {
  type Step = SystemStep<Event, Start>
  const between = (event: Event) => parts.between?.is(event) ?? false
  return {
    apply(state: State, step: Step): State {
      switch (step.kind) {
        case 'start':
          return { ...state, fight: parts.fights.begin(parts.newFight(step.run, step.start)) }
        case 'close':
          return { ...(parts.closed?.(state) ?? state), fight: null }
        case 'event':
          if (between(step.event)) return parts.between!.apply(state, step.event)
          if (!state.fight) return state
          return { ...state, fight: parts.fights.step(state.fight, step.event as unknown as FightEvent) }
      }
    },
    whyRefused(state: State, step: Step, context: SystemContext): string | null {
      const fight = state.fight?.snapshot.context
      switch (step.kind) {
        case 'start':
          return fight ? 'A fight is still open: close it first.' : null
        case 'close':
          if (!fight) return 'No fight is open.'
          return fight.track.phase === 'over' ? null : 'The fight is still on: end it first.'
        case 'event':
          if (between(step.event)) return parts.between!.whyRefused(state, step.event, context)
          if (!fight) return 'No fight is running: start one from an encounter.'
          return rememberedRefusal(parts.whyFightRefused, fight, step.event as unknown as FightEvent)
      }
    },
  }
}
