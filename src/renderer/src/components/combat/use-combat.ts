import { computed } from 'vue'
import type { CombatCoreEvent } from '@shared/combat/core-rules'
import type { ConditionSpec } from '@shared/combat/conditions'
import { useSessionStore } from '../../stores/session'

/** A combatant to add mid-fight: an NPC of the campaign (so many copies), a PC, or one the GM makes up. */
export type JoinFrom =
  { kind: 'npc'; id: string; count: number } | { kind: 'pc'; id: string } | { kind: 'custom'; name: string; hp: number; side: 'players' | 'enemies' }

/** The tracker's own client actions (the host's events, which carry dice, are never sent from here). */
type TrackerAction = Exclude<CombatCoreEvent, { type: 'combatant.joined' | 'damage.rolled' | 'healing.rolled' }>

/**
 * The combat tracker's requests, the same for every combat system: a system's screens give
 * their id. Damage and healing by notation are rolled by the host; what a combatant brings
 * to a fight it joins is read by the host from the campaign.
 */
export function useCombat(system: string) {
  const session = useSessionStore()
  const send = (
    action: TrackerAction | { type: 'combatant.add'; from: JoinFrom; hidden: boolean; revealOnTurn: boolean },
    what?: string,
  ): Promise<boolean> => session.act(system, action, what)
  return {
    pending: computed(() => session.pending),
    refusalOf: session.refusalOf,
    act: (action: TrackerAction) => send(action),
    damage: (target: string, amount: number, source: string | null, note = '') => send({ type: 'combatant.damage', target, amount, source, note }),
    heal: (target: string, amount: number) => send({ type: 'combatant.heal', target, amount }),
    tempHp: (target: string, amount: number) => send({ type: 'combatant.tempHp', target, amount }),
    /** Damage by notation ("2d8+3"): the host rolls it. */
    rollDamage: (target: string, expression: string, source: string | null, note = '') =>
      session.roll(system, { type: 'damage', target, expression, source, note }, 'combatant.damage'),
    rollHealing: (target: string, expression: string) => session.roll(system, { type: 'healing', target, expression }, 'combatant.heal'),
    addCondition: (target: string, condition: ConditionSpec) => send({ type: 'condition.add', target, condition }),
    removeCondition: (target: string, condition: string) => send({ type: 'condition.remove', target, condition }),
    join: (from: JoinFrom, hidden: boolean, revealOnTurn: boolean) => send({ type: 'combatant.add', from, hidden, revealOnTurn }, 'combatant.add'),
    next: (who?: string) => send(who ? { type: 'turn.next', who } : { type: 'turn.next' }, 'turn.next'),
    previous: () => send({ type: 'turn.previous' }),
    begin: () => send({ type: 'combat.begin' }),
    end: (reason: string) => send({ type: 'combat.end', reason }),
    close: () => session.close('fight.close'),
  }
}
