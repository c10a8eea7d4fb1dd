import type { Combatant, ConditionInstance } from '../../../combat/types'
import { removeCondition } from '../../../combat/roster'
import { whyRallyRefused } from '../rules/rally'
import { ONE_ROUND_SAVE_TARGET, saveSucceeds } from '../rules/saves'
import { escalationFor } from '../rules/escalation-die'
import { rulesOf, type EscalationFight } from './fight'
import { saveNet } from './saves'
import { checkNatural, of, type Event } from './steps'
import { rulesConditions, type EscalationStats } from './stats'

/*
 * E44 Rally as a step of the fight: a recovery, then a save against one effect. Rules 1 let
 * a Rally save only against a save-ends effect (a one-round one was refused, though the
 * refusal named it); rules 2 saves against a one-round effect at 13+ as the text says, with
 * the save's own Disadvantage (Enervated, E62) and Advantage (Fight in Spirit).
 */

/** A one-round effect (E44): one that ends at a turn's start or end, or lasts one round. */
export function isOneRound(condition: Pick<ConditionInstance, 'duration'>): boolean {
  const d = condition.duration
  return d.kind === 'untilStartOfTurn' || d.kind === 'untilEndOfTurn' || (d.kind === 'rounds' && d.rounds <= 1)
}

/** Whether a Rally may save against this condition, under the fight's rules. */
export function rallySavesAgainst(fight: Pick<EscalationFight, 'rules'>, condition: Pick<ConditionInstance, 'duration'>): boolean {
  return condition.duration.kind === 'saveEnds' || (rulesOf(fight) >= 2 && isOneRound(condition))
}

/** R16: the net Advantage a Rally's save rolls with: none under rules 1; the save's own under rules 2. */
export function rallySaveNet(fight: EscalationFight, who: Combatant<EscalationStats>): number {
  return rulesOf(fight) >= 2 ? saveNet(who) : 0
}

/** Why a rolled Rally is refused, or null; `recoveryFaces` checks the recovery's dice. */
export function whyRallyRolledRefused(
  fight: EscalationFight,
  event: Event<'rally.rolled'>,
  recoveryFaces: (pc: Combatant<EscalationStats>) => string | null,
): string | null {
  const who = of(fight, event.who)
  if (!who?.stats.recoveries) return 'Rally is a PC’s: it spends a recovery (E44).'
  const refusal = whyRallyRefused({ ownTurn: fight.track.current === event.who && fight.track.duties.length === 0, budget: who.stats.budget })
  if (refusal) return refusal
  const faces = recoveryFaces(who)
  if (faces) return faces
  if (!event.save) return null
  const natural = checkNatural(event.save.faces, rallySaveNet(fight, who))
  if ('refused' in natural) return natural.refused
  if (event.save.condition === null) return null
  const condition = who.conditions.find((c) => c.id === event.save!.condition)
  if (!condition) return 'That condition is not on this PC.'
  if (rallySavesAgainst(fight, condition)) return null
  return rulesOf(fight) >= 2
    ? `${condition.label} is not ended by a save: Rally saves against ongoing damage or a save-ends effect, or at 13+ against a one-round effect (E44).`
    : 'Rally saves against a save-ends effect, or a one-round effect (E44).'
}

/** E44, EG15, EG28, EG32: the Rally's save, after its healing: at the effect's target (13+ for a one-round one), plus the die as the PC counts it. */
export function rallySaveApplied(fight: EscalationFight, event: Event<'rally.rolled'>): EscalationFight {
  if (!event.save) return fight
  const who = of(fight, event.who)!
  const condition = event.save.condition ? who.conditions.find((c) => c.id === event.save!.condition) : undefined
  const target = condition?.duration.kind === 'saveEnds' ? condition.duration.target : ONE_ROUND_SAVE_TARGET
  const bonus = escalationFor(fight.escalation, rulesConditions(who.conditions))
  const { natural } = checkNatural(event.save.faces, rallySaveNet(fight, who)) as { natural: number }
  const success = saveSucceeds({ natural, target, bonus })
  const next = success && condition ? { ...fight, track: removeCondition(fight.track, condition.id) } : fight
  return {
    ...next,
    lastSave: {
      who: event.who,
      what: `Rally save${condition ? ` against ${condition.label}` : ''}`,
      natural: natural + bonus,
      target,
      success,
      secret: condition?.secret ?? false,
    },
  }
}
