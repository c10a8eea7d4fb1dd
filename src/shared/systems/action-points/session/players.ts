import { nameForPlayers, seenByPlayers, whyUnseenTarget } from '../../../combat/player-turn'
import type { PlayerChoices, PlayerCommand, PlayerOption, PlayerRules } from '../../player-actions'
import type { ApFightAction, ApFightRoll } from '../combat/events'
import { actingNow, type ApFight } from '../combat/fight'
import { pendingOf } from '../combat/pending'
import { of } from '../combat/situation'
import { ACTION_COST, REACTION_COST } from '../rules/costs'
import { isSuccess, REACTION_LABEL, SUCCESS_LEVELS, type ReactionKind } from '../rules/types'
import type { LevelOdds } from '../odds/level-odds'
import { attackOptions, reactionOptions } from '../views/options'
import type { ApState } from './state'

/*
 * Action points from a player's device: on the PC's turn its player rolls its attacks; when
 * an attack is rolled at the PC, its player answers it with the PC's own reaction (Dodge,
 * Parry, Block, Riposte) or lets it land. The GM keeps the rest: moves, specials, Intercepts,
 * the situation (Advantage, bonuses, gang-ups) and levels entered by hand (R22).
 */

/** The reactions a player answers an attack on their own PC with (A15-A19); an Intercept is an ally's, the GM's to make. */
const OWN_REACTIONS: readonly ReactionKind[] = ['dodge', 'parry', 'block', 'riposte']

type Command = PlayerCommand<ApFightAction, ApFightRoll>

/** The attack rolled at `pcId` and waiting for its answer, if any. */
function attackOn(fight: ApFight, pcId: string) {
  const top = pendingOf(fight).attacks.at(-1)
  return top && !top.reaction && top.target === pcId ? top : null
}

/** Why a player's attack roll is not theirs to make: another combatant's, not their turn, or the GM's part of it set. */
function whyNotTheirAttack(fight: ApFight, pcId: string, roll: Extract<ApFightRoll, { type: 'attack' }>): string | null {
  const me = of(fight, pcId)!
  if (roll.attacker !== pcId) return `${me.name}'s player attacks only as ${me.name}.`
  if (actingNow(fight) !== pcId) return `It is not ${me.name}'s turn.`
  const unseen = whyUnseenTarget(fight.track, roll.target)
  if (unseen) return unseen
  if (roll.advantage !== 0 || roll.bonus !== 0 || (roll.gangUp ?? null) !== null || roll.level != null)
    return 'The GM sets Advantage, bonuses, gang-ups and entered levels (AG3, R22): roll the plain attack.'
  return null
}

/** Why a player's reaction is not theirs to make: not their PC, no attack on it waiting, or not one of its own reactions. */
function whyNotTheirReaction(fight: ApFight, pcId: string, roll: Extract<ApFightRoll, { type: 'reaction' }>): string | null {
  const me = of(fight, pcId)!
  if (roll.who !== pcId) return `${me.name}'s player reacts only as ${me.name}.`
  if (!attackOn(fight, pcId)) return `No attack on ${me.name} waits for a reaction.`
  if (!OWN_REACTIONS.includes(roll.kind)) return `${REACTION_LABEL[roll.kind]} is an ally's reaction, which the GM makes.`
  if (roll.level != null) return 'The GM enters levels by hand (R22).'
  return null
}

/**
 * Which Action-points commands the player of `pcId` may send now: an attack on its turn, its
 * own reaction to an attack rolled at it, or letting that attack land. The fight's rules
 * (AP, reach, what waits first) are checked after, as for the GM.
 */
export function whyPlayerRefused(state: ApState, pcId: string, command: Command): string | null {
  const fight = state.fight?.snapshot.context
  if (!fight) return 'No fight is under way.'
  const me = of(fight, pcId)
  if (!me) return 'This PC is not in the fight.'
  if (command.kind === 'roll') {
    const { roll } = command
    if (roll.type === 'attack') return whyNotTheirAttack(fight, pcId, roll)
    if (roll.type === 'reaction') return whyNotTheirReaction(fight, pcId, roll)
    if (roll.type === 'land') return attackOn(fight, pcId) ? null : `No attack on ${me.name} waits to land.`
  }
  return `From a device, ${me.name}'s player attacks on ${me.name}'s turn and reacts to attacks on ${me.name}; the GM takes the rest.`
}

/** The chance a check reaches a success level. */
function successChance(odds: LevelOdds): number {
  return SUCCESS_LEVELS.filter(isSuccess).reduce((sum, level) => sum + odds.ways[level], 0) / odds.outOf
}

/** The PC's attacks at each foe the players can see (the GM's options aim at hidden ones too), with cost and odds. */
function attackChoices(fight: ApFight, pcId: string): PlayerOption[] {
  const seen = attackOptions(fight).filter((option) => seenByPlayers(fight.track, option.target))
  return seen.map((option) => ({
    group: 'Attack',
    label: option.weaponName,
    target: { id: option.target, name: option.targetName },
    cost: `${ACTION_COST.attack} AP`,
    chance: successChance(option.odds),
    why: option.why,
    command: { kind: 'roll', roll: { type: 'attack', attacker: pcId, weapon: option.weapon, target: option.target, advantage: 0, bonus: 0 } },
  }))
}

function reactionChoices(fight: ApFight, pcId: string): PlayerOption[] {
  const own = reactionOptions(fight).filter((option) => option.who === pcId && OWN_REACTIONS.includes(option.kind))
  const land: PlayerOption = {
    group: 'Reaction',
    label: 'Let it land',
    target: null,
    cost: null,
    chance: null,
    why: null,
    command: { kind: 'roll', roll: { type: 'land' } },
  }
  return [
    ...own.map((option): PlayerOption => ({
      group: 'Reaction',
      label: REACTION_LABEL[option.kind],
      target: null,
      cost: `${REACTION_COST[option.kind]} RP`,
      chance: option.odds ? option.odds.wins / option.odds.outOf : null,
      why: option.why,
      command: { kind: 'roll', roll: { type: 'reaction', who: pcId, kind: option.kind } },
    })),
    land,
  ]
}

/** A4, A15-A19: what the player of `pcId` may do now: react to an attack on it, attack on its turn, or wait. */
export function playerChoices(state: ApState, pcId: string): PlayerChoices | null {
  const fight = state.fight?.snapshot.context
  const me = fight && of(fight, pcId)
  if (!fight || !me || fight.track.phase !== 'turn') return null
  const attack = attackOn(fight, pcId)
  if (attack) {
    // A hidden attacker stays "Someone" to the player it strikes at.
    const attacker = nameForPlayers(fight.track, attack.attacker)
    return { headline: `${attacker} attacks ${me.name}: react?`, options: reactionChoices(fight, pcId), form: null }
  }
  if (actingNow(fight) === pcId && !fight.pending) return { headline: `${me.name}'s turn`, options: attackChoices(fight, pcId), form: null }
  const acting = of(fight, actingNow(fight))
  return { headline: acting && !acting.hidden ? `${acting.name}'s turn` : 'Waiting', options: [], form: null }
}

/** Action points' rules for players acting from their devices. */
export const actionPointsPlayers: PlayerRules<ApState, ApFightAction, ApFightRoll> = {
  whyRefused: (state, pcId, command) => whyPlayerRefused(state, pcId, command),
  choices: (state, pcId) => playerChoices(state, pcId),
}
