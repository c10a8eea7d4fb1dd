import { combatantOf } from '../../../combat/roster'
import type { Combatant } from '../../../combat/types'
import { abilityWords, whyAbilityRefused, type FightAbility } from '../combat/abilities'
import type { EscalationFight } from '../combat/fight'
import type { EscalationStats } from '../combat/stats'
import { triggerFor, triggerKindOf, triggerWords } from '../combat/triggers'
import { turnActionOf, type TriggerKind } from '../rules/abilities'

/** An Interrupt's trigger as the GM sees it: its kind, and what set it off now (null: nothing has, or the console cannot see it). */
export interface TriggerView {
  on: TriggerKind
  /** "Sand Raider 1 attacked Ixa Marrow": the trigger that happened to the user and stands (E26). */
  happened: string | null
  /** Who made it happen (the attacker, the one moving away), the natural target of an Interrupt that attacks. */
  by: string | null
}

/** An ability as the GM sees it in a fight. */
export type AbilityView = FightAbility & {
  words: string
  why: string | null
  sustained: 'holds' | 'due' | null
  /** E26: an Interrupt's trigger (null for other actions). With `on: 'other'` its use carries the GM's confirmation. */
  triggerView: TriggerView | null
}

/** E26: an Interrupt a trigger that happened offers now, to a combatant who may take it. */
export interface InterruptOffer {
  who: string
  ability: string
  happened: string
  by: string
  /** The attack it makes (an index of its user's attacks), when it attacks. */
  attackIndex?: number
  /** Whom that attack is rolled at: whoever set the trigger off, when an enemy did (null: the GM picks in the attack form). */
  target: string | null
}

/** E26-E33: an ability, its entry in words, and why it cannot be used now (an attacking one with its own action). */
export function abilityView(fight: EscalationFight, c: Combatant<EscalationStats>, a: FightAbility): AbilityView {
  const attacking = a.attackIndex === undefined ? undefined : { action: turnActionOf(a.action) }
  // E26: an Interrupt whose trigger the console cannot see is used with the GM's word, so its reason is what else stands in the way.
  const confirms = a.action === 'interrupt' && triggerKindOf(a) === 'other'
  const why = c.status !== 'fighting' ? `${c.name} is out of the fight.` : whyAbilityRefused(fight, c, a, attacking, confirms)
  // E30: an effect that holds this turn, or that needs its Sustain roll before the turn ends.
  const held = c.stats.sustaining?.find((x) => x.name === a.name)
  return { ...a, words: abilityWords(a), why, sustained: held ? (held.kept ? 'holds' : 'due') : null, triggerView: triggerView(fight, c, a) }
}

function triggerView(fight: EscalationFight, c: Combatant<EscalationStats>, a: FightAbility): TriggerView | null {
  if (a.action !== 'interrupt') return null
  const on = triggerKindOf(a)
  const fire = triggerFor(fight, c.id, on)
  return { on, happened: fire ? triggerWords(fight, fire) : null, by: fire?.of ?? null }
}

/** E26: the Interrupts that the triggers standing now offer, each to a combatant who may take it. */
export function interruptOffers(fight: EscalationFight): InterruptOffer[] {
  if (fight.track.phase !== 'turn') return []
  return (fight.triggered ?? []).flatMap((fire) => {
    const c = combatantOf(fight.track, fire.who)
    if (!c || c.status !== 'fighting') return []
    const target = combatantOf(fight.track, fire.of)?.side !== c.side ? fire.of : null
    return (c.stats.abilities ?? [])
      .filter((a) => a.action === 'interrupt' && triggerKindOf(a) === fire.on)
      .filter((a) => whyAbilityRefused(fight, c, a, a.attackIndex === undefined ? undefined : { action: null }) === null)
      .map((a) => ({
        who: c.id,
        ability: a.name,
        happened: triggerWords(fight, fire),
        by: fire.of,
        target,
        ...(a.attackIndex !== undefined && { attackIndex: a.attackIndex }),
      }))
  })
}
