import { combatantOf } from '../../../combat/roster'
import type { Combatant } from '../../../combat/types'
import { TRIGGER_KIND_LABEL, type TriggerKind } from '../rules/abilities'
import type { EscalationFightEvent } from './events'
import { rulesOf, type EscalationFight } from './fight'
import { actorOf } from './lapse'
import type { TriggerFired } from './offers'
import { engagedWith } from './opportunity'
import type { EscalationStats, FightAbility } from './stats'

/*
 * E26, EG65: an Interrupt is taken when its trigger happens. The console sees some triggers
 * itself (being attacked, hit or missed; an engaged enemy moving away; an ally dropping) and
 * keeps each as it happens, for the one it happened to; any other trigger is the GM's to
 * confirm. As with an Opportunity Attack (EG56), the step that triggered it stands first and
 * the Interrupt follows it in the log.
 */

export type { TriggerFired }

/** What happened in this step to whom: attacks on their targets, moves away from those left, drops to allies. */
function fired(before: EscalationFight, after: EscalationFight, event: EscalationFightEvent): TriggerFired[] {
  const fires: TriggerFired[] = []
  if (event.type === 'attack.rolled' && after.lastAttack) {
    const of = event.attacker
    for (const t of after.lastAttack.targets) {
      fires.push({ who: t.target, on: 'attacked', of })
      if (t.outcome === 'hit' || t.outcome === 'crit') fires.push({ who: t.target, on: 'hit', of })
      if (t.outcome === 'miss' || t.outcome === 'critFail') fires.push({ who: t.target, on: 'missed', of })
    }
  }
  if (event.type === 'position.move' || event.type === 'disengage.rolled' || event.type === 'position.popOff') {
    const still = engagedWith(after, event.who)
    for (const left of engagedWith(before, event.who)) if (!still.includes(left)) fires.push({ who: left, on: 'enemyMovesAway', of: event.who })
  }
  // E33: "an ally" is never the one who dropped.
  const cause = event.type === 'attack.rolled' ? event.attacker : null
  // Only a combatant this step changed can have dropped in it: states share what a step left alone, and most combatants stand.
  const earlier = before.track.combatants
  after.track.combatants.forEach((c, place) => {
    if (c.hp > 0 || earlier[place] === c) return
    const was = earlier[place]?.id === c.id ? earlier[place] : combatantOf(before.track, c.id)
    if (!was || was.hp <= 0) return
    for (const ally of after.track.combatants)
      if (ally.side === c.side && ally.id !== c.id && ally.status === 'fighting') fires.push({ who: ally.id, on: 'allyDrops', of: cause ?? c.id })
  })
  return fires
}

/**
 * Rules 3: the triggers standing after a step: those of earlier steps lapse when whoever made
 * them happen acts again on its turn, or the turn passes (EG56's lapse for Opportunity
 * Attacks); this step's are added. Fights begun before keep none.
 */
export function withTriggers(before: EscalationFight, after: EscalationFight, event: EscalationFightEvent): EscalationFight {
  if (rulesOf(before) < 3) return after
  const actor = actorOf(before, event)
  const turnPassed = before.track.current !== after.track.current || after.track.phase !== 'turn'
  const kept = turnPassed ? [] : (before.triggered ?? []).filter((f) => f.of !== actor)
  const triggered = [...kept, ...fired(before, after, event)]
  return triggered.length || before.triggered?.length ? { ...after, triggered } : after
}

/** The trigger an Interrupt waits for (an entry that names none is the GM's to confirm). */
export const triggerKindOf = (ability: Pick<FightAbility, 'triggerOn'>): TriggerKind => ability.triggerOn ?? 'other'

/** The standing trigger of this kind for `who`, if any. */
export function triggerFor(fight: EscalationFight, who: string, kind: TriggerKind): TriggerFired | undefined {
  return kind === 'other' ? undefined : fight.triggered?.find((f) => f.who === who && f.on === kind)
}

/**
 * E26, rules 3: why an Interrupt may not be taken now for want of its trigger, or null. One the
 * console sees needs it to have happened to its user; another needs the GM's word (`confirmed`).
 */
export function whyNoTrigger(fight: EscalationFight, who: Combatant<EscalationStats>, ability: FightAbility, confirmed: boolean): string | null {
  if (rulesOf(fight) < 3 || ability.action !== 'interrupt') return null
  const kind = triggerKindOf(ability)
  if (kind === 'other')
    return confirmed
      ? null
      : `${ability.name} waits for “${ability.trigger ?? 'its trigger'}”, which the console cannot see: the GM confirms it happened (E26).`
  if (triggerFor(fight, who.id, kind)) return null
  return `${ability.name} is an Interrupt for when ${TRIGGER_KIND_LABEL[kind].toLowerCase()}; that has not just happened to ${who.name} (E26).`
}

/** The words of a trigger that happened: "Sand Raider 1 attacked Ixa Marrow". */
export function triggerWords(fight: EscalationFight, fire: TriggerFired): string {
  const name = (id: string) => combatantOf(fight.track, id)?.name ?? id
  switch (fire.on) {
    case 'attacked':
      return `${name(fire.of)} attacked ${name(fire.who)}`
    case 'hit':
      return `${name(fire.of)} hit ${name(fire.who)}`
    case 'missed':
      return `${name(fire.of)} missed ${name(fire.who)}`
    case 'enemyMovesAway':
      return `${name(fire.of)} moved away from ${name(fire.who)}`
    case 'allyDrops':
      return `an ally of ${name(fire.who)} dropped`
  }
}
