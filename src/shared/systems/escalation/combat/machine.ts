import { fightMachine as combatFightMachine } from '../../../combat/fight-machine'
import type { EscalationFight } from './fight'
import type { EscalationFightEvent } from './events'
import { applyFight } from './rules'
import { whyFightRefused } from './refuse'

/**
 * An Escalation fight as the tracker's machine: setup (bands, surprise, who is hidden), the
 * turns of its rounds (`duties` while a save at a turn's end or a Death Save at its start
 * waits), then over, when the GM ends it or the party flees.
 */
export const fightMachine = combatFightMachine<EscalationFight, EscalationFightEvent>({
  id: 'escalationFight',
  whyRefused: whyFightRefused,
  apply: applyFight,
  ending: ['combat.end', 'party.flee'],
})

export type FightMachine = typeof fightMachine
