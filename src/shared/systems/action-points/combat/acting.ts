import type { OnceARound } from '../rules/costs'
import { RESOURCE_LABEL } from '../rules/types'
import { actingNow, isPending, type ApFight } from './fight'
import { pendingOf } from './pending'
import { of, type Fighter } from './situation'

/** What waits, in words, for a refusal ("First: Kor's Reaction Attack window"). */
export function waitingWords(fight: ApFight): string | null {
  const p = pendingOf(fight)
  const name = (id: string) => of(fight, id)?.name ?? id
  const top = p.attacks.at(-1)
  if (top) {
    if (top.reaction?.kind === 'riposte') return `First: ${name(top.reaction.who)}'s Riposte counterattack.`
    return `First: ${name(top.target)}'s reaction to ${name(top.attacker)}'s attack (a reaction, or let it land).`
  }
  if (p.provoked) return `First: Reaction Attacks against ${name(p.provoked.by)} (make one, or pass).`
  return isPending(fight.pending) ? 'First: finish what is under way.' : null
}

/**
 * A2, AG44, AG47: why `who` may not take an action now: the fight is not under way, a duty or
 * a reaction chain comes first, it is not `who`'s turn (or readied action), it is out of the
 * fight, or it is held in a grapple (its only action is to break free).
 */
export function whyNotActing(fight: ApFight, who: string, options: { breakingFree?: boolean; duty?: boolean } = {}): string | null {
  const { track } = fight
  if (track.phase !== 'turn') return track.phase === 'setup' ? 'Begin the fight first.' : 'The fight is over.'
  const [duty] = track.duties
  if (duty && !options.duty) return `First: ${duty.label}.`
  const waiting = waitingWords(fight)
  if (waiting) return waiting
  const c = of(fight, who)
  if (!c) return `There is no combatant “${who}” in this fight.`
  if (actingNow(fight) !== who) return `It is not ${c.name}'s turn.`
  if (c.status !== 'fighting') return `${c.name} is out of the fight.`
  if (c.stats.grapple?.role === 'defender' && !options.breakingFree)
    return `${c.name} is held in a grapple: the only action is to try to break free (A25).`
  return null
}

/** A3: why an action's AP cost cannot be paid. */
export function whyNoAp(c: Fighter, cost: number, what: string): string | null {
  return c.stats.resources.ap >= cost ? null : `${what} costs ${cost} ${RESOURCE_LABEL.ap}; ${c.name} has ${c.stats.resources.ap} left (A3).`
}

const ONCE_WORDS: Record<OnceARound, string> = { step: 'Take a Step', feint: 'Feint', shove: 'Shove' }

/** A23, A27, A28, AG11: a once-a-round action already taken this round. */
export function whyUsedThisRound(c: Fighter, action: OnceARound): string | null {
  return c.stats.once[action] ? `${ONCE_WORDS[action]} is once a round, and ${c.name} has used it this round.` : null
}

/** A25, AG34, AG47: why a combatant cannot move by itself now. */
export function whyCannotMove(c: Fighter): string | null {
  if (c.stats.grapple) return `${c.name} is in a grapple: neither side moves by itself (A25).`
  if (c.conditions.some((x) => x.name === 'prone' && !x.custom)) return `${c.name} is Prone: stand up first (1 AP, AG34).`
  return null
}

/** The acting combatant who may pay for `cost`, or why not. */
export function actingFor(fight: ApFight, cost: number, what: string): { who: Fighter } | { refused: string } {
  const id = actingNow(fight)
  if (!id) return { refused: fight.track.phase === 'turn' ? 'It is nobody’s turn.' : (whyNotActing(fight, '') ?? 'It is nobody’s turn.') }
  const reason = whyNotActing(fight, id)
  if (reason) return { refused: reason }
  const who = of(fight, id)!
  const ap = whyNoAp(who, cost, what)
  return ap ? { refused: ap } : { who }
}
