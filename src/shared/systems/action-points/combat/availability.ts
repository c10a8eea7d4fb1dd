import { ACTION_COST, OTHER_ACTIONS, type OtherAction } from '../rules/costs'
import { whyNoMoreMovement } from '../rules/costs'
import { actingFor, whyCannotMove, whyNotActing, whyUsedThisRound } from './acting'
import { actingNow, type ApFight } from './fight'
import { whyWeaponRefused } from './plans'
import { whyFightRefused } from './refuse'
import { of } from './situation'
import { isReady } from './stats'

/*
 * Whether each kind of action is open to the acting combatant now, before its details (a path,
 * a target) are chosen: the same checks `whyFightRefused` makes first, for the console's
 * list of actions with their costs and why-nots.
 */

/** Every action a turn may take, in the order the console lists them. */
export const ACTION_KINDS = [
  'move',
  'step',
  'attack',
  'disarm',
  'feint',
  'grapple',
  'shove',
  'tumble',
  'breakFree',
  'draw',
  'sheathe',
  'flowState',
  'totalDefense',
  'ready',
  ...OTHER_ACTIONS,
] as const
export type ActionKind = (typeof ACTION_KINDS)[number]

const OTHER: ReadonlySet<string> = new Set(OTHER_ACTIONS)
const isOther = (kind: ActionKind): kind is OtherAction => OTHER.has(kind)

const COSTS: Record<Exclude<ActionKind, OtherAction | 'ready' | 'breakFree'>, number> = {
  move: ACTION_COST.move,
  step: ACTION_COST.step,
  attack: ACTION_COST.attack,
  disarm: ACTION_COST.disarm,
  feint: ACTION_COST.feint,
  grapple: ACTION_COST.grapple,
  shove: ACTION_COST.shove,
  tumble: ACTION_COST.tumble,
  draw: ACTION_COST.draw,
  sheathe: ACTION_COST.sheathe,
  flowState: ACTION_COST.flowState,
  totalDefense: ACTION_COST.totalDefense,
}

/** What an action costs, as the console shows it (A4, A21). */
export function costWords(kind: ActionKind): string {
  if (kind === 'ready') return 'the readied action’s AP'
  if (kind === 'breakFree') return 'no AP'
  if (kind === 'classAbility') return '2 AP unless stated'
  if (kind === 'magicItem') return '1-2 AP'
  if (isOther(kind)) return `${{ spell: 2, potion: 2, stand: 1, free: 0 }[kind]} AP`
  return `${COSTS[kind]} AP`
}

/** Why the acting combatant may not take this kind of action now, or null. */
export function whyActionUnavailable(fight: ApFight, kind: ActionKind): string | null {
  const id = actingNow(fight)
  if (kind === 'breakFree') {
    if (!id) return 'It is nobody’s turn.'
    const reason = whyNotActing(fight, id, { breakingFree: true })
    if (reason) return reason
    const who = of(fight, id)!
    if (who.stats.grapple?.role !== 'defender') return `${who.name} is not held in a grapple.`
    return who.stats.once.breakFree ? `${who.name} has tried to break free this round (A25).` : null
  }
  if (isOther(kind)) return whyFightRefused(fight, { type: 'action.take', kind, what: kind, cost: kind === 'magicItem' ? 1 : undefined })
  if (kind === 'flowState') return whyFightRefused(fight, { type: 'action.flowState' })
  if (kind === 'totalDefense') return whyFightRefused(fight, { type: 'action.totalDefense' })
  if (kind === 'ready') return fight.interjection ? 'A readied action cannot ready another.' : whyOf(actingFor(fight, 0, 'Readying'))
  const acting = actingFor(fight, COSTS[kind], 'That action')
  if ('refused' in acting) return acting.refused
  const { who } = acting
  switch (kind) {
    case 'move':
      return whyCannotMove(who) ?? whyNoMoreMovement(who.stats.moveAp)
    case 'step':
      return whyCannotMove(who) ?? whyUsedThisRound(who, 'step')
    case 'tumble':
      return whyCannotMove(who)
    case 'attack':
    case 'disarm':
      return who.stats.weapons.some((_, i) => whyWeaponRefused(who, i) === null) ? null : `${who.name} has no weapon ready.`
    case 'feint':
    case 'shove':
      return whyUsedThisRound(who, kind)
    case 'grapple':
      return who.stats.grapple ? `${who.name} is in a grapple already.` : null
    case 'draw':
      return who.stats.weapons.some((w) => !w.dropped && w.hands > 0 && !w.heldIn) ? null : 'Nothing is stowed to draw.'
    case 'sheathe':
      return who.stats.weapons.some((w) => w.heldIn && isReady(w)) ? null : 'Nothing is in hand to stow.'
  }
}

function whyOf(result: object): string | null {
  return 'refused' in result ? (result as { refused: string }).refused : null
}
