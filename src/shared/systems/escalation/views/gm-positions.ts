import { keptFrom, keptMap } from '../../../combat/kept-map'
import type { Combatant } from '../../../combat/types'
import { DICEY_DIFFICULTY } from '../rules/dicey-move'
import { disengageDifficulty } from '../rules/disengage'
import { opportunityAttackOf, PROVOCATION_WORDS, type Provocation } from '../rules/opportunity'
import { MOVES, type MoveTo } from '../rules/positions'
import type { EscalationFight } from '../combat/fight'
import { whyNotTaker } from '../combat/opportunity'
import { moveChecker } from '../combat/position-rules'
import { isGone } from '../combat/positions'
import { whyFightRefused } from '../combat/refuse'
import { positionOf, type EscalationStats } from '../combat/stats'

/** One move the current combatant may make (E34): where, its cost in Move actions, or why not. */
export interface MoveOption {
  to: MoveTo
  enemy: string | null
  /** Move actions it spends (after a Disengage's carried move, EG23); null when it cannot be made at all. */
  cost: number | null
  why: string | null
}

/** What the current combatant's turn offers besides attacks (E34, E37, E39, E42), each with why not. */
export interface TurnOptions {
  moves: MoveOption[]
  /** E36, E41: those who may take an Opportunity Attack if it moves without Disengaging. */
  provokes: string[]
  /** E37: against the enemies it is engaged with (the GM may change the count). */
  disengage: { enemies: number; difficulty: number; why: string | null }
  dicey: { why: string | null }
  /** E42: a PC out of the fight for good: the allies it may help, and why not. */
  spirit: { allies: string[]; why: string | null } | null
}

/** E41, EG56: Opportunity Attacks on offer, each taker with the attack it makes (EG26). */
export interface OpportunityView {
  provoker: string
  cause: Provocation
  words: string
  takers: { id: string; attack: number; attackName: string }[]
}

/** E40, EG57: an engagement its target's allies may Intercept, and who may. */
export interface InterceptView {
  mover: string
  target: string
  interceptors: string[]
}

const of = (fight: EscalationFight, id: string) => fight.track.combatants.find((c) => c.id === id)

function spiritOptions(fight: EscalationFight, who: Combatant<EscalationStats>): TurnOptions['spirit'] {
  if (!who.stats.outOfFight) return null
  const allies = fight.track.combatants.filter((c) => c.side === who.side && c.id !== who.id && c.status !== 'removed' && !isGone(c)).map((c) => c.id)
  const why = allies.length
    ? whyFightRefused(fight, { type: 'spirit.fight', who: who.id, ally: allies[0]!, benefit: 'attacks', reason: 'a reason' })
    : 'No ally is in the fight to help.'
  return { allies, why }
}

const engagingKept = keptMap<Combatant<EscalationStats>, MoveOption | null>()
const engagingListed = keptFrom<readonly (MoveOption | null)[], MoveOption[]>()

/** E34-E42: what the current combatant's turn offers, for the turn panel; null when nobody is acting. */
export function turnOptions(fight: EscalationFight): TurnOptions | null {
  const { track } = fight
  const who = track.current === null ? undefined : of(fight, track.current)
  if (!who || track.phase !== 'turn' || track.duties.length) return null
  const position = positionOf(who.stats)
  // Asked with the combatants in hand: a fight of 200 asks for every enemy at each step.
  const check = moveChecker(fight, who)
  const option = (to: MoveTo, enemy: Combatant<EscalationStats> | null): MoveOption => {
    const answer = check(to, enemy && { id: enemy.id, found: enemy })
    return { to, enemy: enemy?.id ?? null, cost: answer.pay, why: answer.why }
  }
  // A move to engage reads only the mover and that enemy: each is made again only for an enemy the step changed.
  const engaging = engagingKept(track.combatants, {
    gate: [who, track.phase, track.duties, track.current],
    make: (c) => (c.side !== who.side && !isGone(c) && !position.engaged.includes(c.id) ? option('engage', c) : null),
    alike: true,
  })
  const moves = [
    ...MOVES.filter((to) => to !== 'engage').map((to) => option(to, null)),
    ...engagingListed(engaging, (options) => options.filter((o) => o !== null)),
  ]
  const enemiesEngaged = Math.max(1, position.engaged.length)
  return {
    moves,
    provokes: position.engaged.filter((id) => {
      const taker = of(fight, id)
      return taker !== undefined && whyNotTaker(fight, taker) === null
    }),
    disengage: {
      enemies: position.engaged.length,
      difficulty: disengageDifficulty(enemiesEngaged),
      why: whyFightRefused(fight, { type: 'disengage.rolled', who: who.id, enemies: enemiesEngaged, faces: [3, 3, 3] }),
    },
    dicey: {
      why: whyFightRefused(fight, {
        type: 'diceyMove.rolled',
        who: who.id,
        what: 'a Dicey Move',
        difficulty: DICEY_DIFFICULTY.usual,
        modifier: 0,
        advantage: 0,
        faces: [3, 3, 3],
      }),
    },
    spirit: spiritOptions(fight, who),
  }
}

/** E41, EG26, EG56: the Opportunity Attacks on offer, with the attack each taker makes. */
export function opportunityView(fight: EscalationFight): OpportunityView | null {
  const offer = fight.opportunity
  if (!offer || fight.track.phase !== 'turn') return null
  const takers = offer.from.flatMap((id) => {
    const taker = of(fight, id)
    const attack = taker ? opportunityAttackOf(taker.stats.attacks) : null
    return taker && attack !== null ? [{ id, attack, attackName: taker.stats.attacks[attack]!.name }] : []
  })
  return takers.length ? { provoker: offer.provoker, cause: offer.cause, words: PROVOCATION_WORDS[offer.cause], takers } : null
}

/** E40, EG57: who may Intercept the latest engagement now. */
export function interceptView(fight: EscalationFight): InterceptView | null {
  const chance = fight.interceptable
  if (!chance || chance.intercepting || fight.track.phase !== 'turn') return null
  const target = of(fight, chance.target)
  if (!target) return null
  const interceptors = fight.track.combatants
    .filter(
      (c) => c.side === target.side && c.id !== target.id && whyFightRefused(fight, { type: 'intercept', who: c.id, mover: chance.mover }) === null,
    )
    .map((c) => c.id)
  return interceptors.length ? { mover: chance.mover, target: chance.target, interceptors } : null
}
