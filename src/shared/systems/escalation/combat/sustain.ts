import { canTake } from '../rules/actions'
import { ABILITY_ACTION_LABEL, turnActionOf } from '../rules/abilities'
import { saveSucceeds } from '../rules/saves'
import { abilityOf } from './abilities'
import type { EscalationFight } from './fight'
import { checkNatural, of, spend, whyNotActing, withStats, type Event } from './steps'

export type { Sustained } from './stats'
export { sustainDue, sustainExpiry } from './sustain-turns'

/*
 * E30 Sustain X: an ability's effect lasts through the turn it is used; on each later turn its
 * user keeps it by rolling the Sustain (3d6 against X) with the same action that started it,
 * otherwise it expires at the end of that turn.
 */

/** E30: an ability with Sustain used: its effect holds to the end of this turn. */
export function startSustaining(fight: EscalationFight, who: string, name: string): EscalationFight {
  const ability = of(fight, who) && abilityOf(of(fight, who)!, name)
  if (!ability?.sustain) return fight
  return {
    ...fight,
    track: withStats(fight.track, who, (s) => ({ ...s, sustaining: [...(s.sustaining ?? []).filter((x) => x.name !== name), { name, kept: true }] })),
  }
}

/** Why a Sustain roll is refused now, or null. */
export function whySustainRefused(fight: EscalationFight, event: Event<'sustain.rolled'>): string | null {
  const acting = whyNotActing(fight, event.who)
  if (acting) return acting
  const who = of(fight, event.who)!
  const ability = abilityOf(who, event.ability)
  const held = who.stats.sustaining?.find((x) => x.name === event.ability)
  if (!ability?.sustain || !held) return `${who.name} sustains no effect of “${event.ability}” (E30).`
  if (held.kept) return `${ability.name} holds this turn already (E30).`
  const kind = turnActionOf(ability.action)
  if (kind && !canTake(who.stats.budget, kind))
    return `Sustaining ${ability.name} takes a ${ABILITY_ACTION_LABEL[ability.action]} action, as using it did (E30).`
  const natural = checkNatural(event.faces, 0)
  return 'refused' in natural ? natural.refused : null
}

/** E30: the Sustain roll: the action spent; success keeps the effect this turn, failure lets it expire at the turn's end. */
export function applySustain(fight: EscalationFight, event: Event<'sustain.rolled'>): EscalationFight {
  const ability = abilityOf(of(fight, event.who)!, event.ability)!
  const kind = turnActionOf(ability.action)
  const { natural } = checkNatural(event.faces, 0) as { natural: number }
  const success = saveSucceeds({ natural, target: ability.sustain! })
  const paid = kind ? spend(fight, event.who, [kind]) : fight
  const track = withStats(paid.track, event.who, (s) => ({
    ...s,
    sustaining: s.sustaining?.map((x) => (x.name === event.ability ? { ...x, kept: success } : x)),
  }))
  return {
    ...paid,
    track,
    lastSave: { who: event.who, what: `Sustain ${ability.name}`, natural, target: ability.sustain!, success, secret: false },
  }
}
