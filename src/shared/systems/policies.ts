import type { FightPolicy } from '../simulation/policy'
import { actionPointsPolicy } from './action-points/policy'
import { escalationPolicy } from './escalation/policy'
import { zonesPolicy } from './zones/policy'

/*
 * The encounter simulator's policies, one line each: how an average table plays each combat
 * system's fights. A system listed here is offered for simulation; one without a policy is not.
 */
const policies = new Map<string, FightPolicy>([
  ['escalation', escalationPolicy as FightPolicy],
  ['zones', zonesPolicy as FightPolicy],
  ['actionPoints', actionPointsPolicy as FightPolicy],
])

/** The policy that plays the system's fights, or undefined when the system offers none. */
export function findFightPolicy(system: string): FightPolicy | undefined {
  return policies.get(system)
}

/** The systems whose fights the simulator can play. */
export function simulatedSystems(): string[] {
  return [...policies.keys()]
}
