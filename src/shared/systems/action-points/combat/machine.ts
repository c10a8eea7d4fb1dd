import { fightMachine } from '../../../combat/fight-machine'
import { applyFight } from './apply'
import type { ApFightEvent } from './events'
import { isPending, type ApFight } from './fight'
import { whyFightRefused } from './refuse'

/**
 * An Action-points fight as the tracker's machine: setup (initiative, surprise, the map), the
 * turns of its rounds, then over. Within a turn it is `acting` while the current combatant
 * declares and pays for actions, `reacting` while a reaction chain or a Reaction Attack window
 * waits (A14, A15, AG35), and `duties` while a grappler must keep its grapple up (AG19).
 */
export const apFightMachine = fightMachine<ApFight, ApFightEvent>({
  id: 'actionPointsFight',
  whyRefused: whyFightRefused,
  apply: applyFight,
  ending: ['combat.end'],
  waiting: (fight) => isPending(fight.pending),
})

export type ApFightMachine = typeof apFightMachine
