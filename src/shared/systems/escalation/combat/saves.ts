import type { Combatant } from '../../../combat/types'
import { saveDisadvantageFrom } from '../rules/condition-effects'
import { deathSaveDisadvantage } from '../rules/death-saves'
import { spiritSaveAdvantage } from '../rules/fight-in-spirit'
import { rulesConditions, type EscalationStats } from './stats'

/** E62, E42, R16: the net Advantage (+) or Disadvantage (-) of a combatant's save: Fight in Spirit's Advantage less Enervated's Disadvantage. */
export function saveNet(c: Combatant<EscalationStats>): number {
  return spiritSaveAdvantage(c.conditions) - saveDisadvantageFrom(rulesConditions(c.conditions))
}

/** E52, E62, E42: a Death Save's net Advantage: 2 Disadvantage on the first after a crit or a fall to minus half, Enervated, Fight in Spirit. */
export function deathSaveNet(c: Combatant<EscalationStats>): number {
  return spiritSaveAdvantage(c.conditions) - deathSaveDisadvantage(c.stats.dying, rulesConditions(c.conditions))
}

/** E56, E42: a Last Gasp save's net Advantage (Fight in Spirit's). */
export function lastGaspNet(c: Combatant<EscalationStats>): number {
  return spiritSaveAdvantage(c.conditions)
}
