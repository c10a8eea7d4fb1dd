import { disengageDisadvantage } from '../rules/disengage'
import { rulesOf, type EscalationFight } from './fight'
import { of } from './steps'
import { rulesConditions } from './stats'

/*
 * E64, Grabbed: a Disengage from the enemy grabbing you takes 1 Disadvantage by itself, unless
 * you hit that enemy this round. The fight keeps who hit whom this round to know it.
 */

/** Whom `attacker` has hit (or crit) this round. */
export function hitThisRound(fight: EscalationFight, attacker: string): string[] {
  const hits = fight.hits
  if (!hits || hits.round !== fight.track.round) return []
  return hits.pairs.filter(([by]) => by === attacker).map(([, target]) => target)
}

/** The fight after `attacker` hit each of `targets`: this round's hits, a new round's list started afresh. */
export function recordHits(fight: EscalationFight, attacker: string, targets: readonly string[]): EscalationFight {
  // Fights under rules 1 had no use for it, and keep the state they had.
  if (targets.length === 0 || rulesOf(fight) < 2) return fight
  const round = fight.track.round
  const kept = fight.hits?.round === round ? fight.hits.pairs : []
  const pairs = [...kept, ...targets.filter((t) => !kept.some(([by, to]) => by === attacker && to === t)).map((t) => [attacker, t] as const)]
  return { ...fight, hits: { round, pairs } }
}

/**
 * E64, R16: the Disadvantage a Disengage takes from Grabbed (rules 2): 1 when a grabber still
 * in the fight was not hit by `who` this round. Under rules 1 only the GM's count applied.
 */
export function grabbedDisadvantage(fight: EscalationFight, who: string): number {
  const c = of(fight, who)
  if (!c || rulesOf(fight) < 2) return 0
  // A grabber holds on while it stands in the fight; a Disengage pops off every enemy engaged, the grabber among them.
  const grabbers = c.conditions
    .filter((x) => x.name === 'grabbed' && !x.custom && x.source !== null)
    .map((x) => x.source!)
    .filter((id) => of(fight, id)?.status === 'fighting')
  return disengageDisadvantage(rulesConditions(c.conditions), grabbers, hitThisRound(fight, who))
}

/** E64, R16: the net Advantage a Disengage rolls with: the GM's count, less Grabbed's Disadvantage. */
export function disengageNet(fight: EscalationFight, who: string, advantage: number | undefined): number {
  return (advantage ?? 0) - grabbedDisadvantage(fight, who)
}
