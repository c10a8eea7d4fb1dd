import { pcInFight, seenByPlayers, turnHeadline, whyNotPcsTurn, whyUnseenTarget } from '../../../combat/player-turn'
import type { PlayerChoices, PlayerCommand, PlayerOption, PlayerRules } from '../../player-actions'
import type { ZonesFightAction, ZonesFightRoll } from '../combat/events'
import { turnOptions } from '../views/turn-options'
import type { ZonesState } from './state'

/*
 * Zones from a player's device: on the PC's turn its player strikes with the PC's weapons.
 * The edge is the rules' own (what the situation gives); Advantage or Disadvantage of the GM's
 * and everything else stay with the GM. The fight's rules check the strike after.
 */

type Command = PlayerCommand<ZonesFightAction, ZonesFightRoll>

/** Z17: why the player of `pcId` may not send this command now. */
export function whyPlayerRefused(state: ZonesState, pcId: string, command: Command): string | null {
  const fight = state.fight?.snapshot.context
  const notTurn = whyNotPcsTurn(fight?.track, pcId)
  if (notTurn) return notTurn
  const me = fight!.track.combatants.find((c) => c.id === pcId)!
  if (command.kind !== 'roll' || command.roll.type !== 'attack')
    return `From a device, ${me.name}'s player strikes on ${me.name}'s turn; the GM takes the rest.`
  const { roll } = command
  const unseen = whyUnseenTarget(fight!.track, roll.target)
  if (unseen) return unseen
  const planned = turnOptions(fight!)?.attacks.find((a) => a.target === roll.target && a.weapon === roll.weapon && a.offhand === roll.offhand)
  if (planned && roll.edge !== (planned.edge ?? 'normal')) return 'The GM gives Advantage or Disadvantage: strike with the edge the situation gives.'
  return null
}

/** Each strike the PC could make now at a foe the players can see, with its chance to land. */
function attackChoices(state: ZonesState): PlayerOption[] {
  const fight = state.fight!.snapshot.context
  const options = turnOptions(fight)
  if (!options) return []
  const name = (id: string) => fight.track.combatants.find((c) => c.id === id)?.name ?? id
  // The GM's options aim at hidden foes too; a player's device never learns of them.
  const seen = options.attacks.filter((a) => seenByPlayers(fight.track, a.target))
  return seen.map((a) => ({
    group: 'Attack',
    label: a.label,
    target: { id: a.target, name: name(a.target) },
    cost: null,
    chance: a.hitChance,
    why: a.why ?? options.waiting,
    command: { kind: 'roll', roll: { type: 'attack', target: a.target, weapon: a.weapon, offhand: a.offhand, edge: a.edge ?? 'normal' } },
  }))
}

/** What the player of `pcId` may do now: strike on its turn, or wait. */
export function playerChoices(state: ZonesState, pcId: string): PlayerChoices | null {
  const track = state.fight?.snapshot.context.track
  if (!pcInFight(track, pcId)) return null
  const options = whyNotPcsTurn(track, pcId) === null ? attackChoices(state) : []
  return { headline: turnHeadline(track, pcId), options, form: null }
}

/** Zones' rules for players acting from their devices. */
export const zonesPlayers: PlayerRules<ZonesState, ZonesFightAction, ZonesFightRoll> = {
  whyRefused: (state, pcId, command) => whyPlayerRefused(state, pcId, command),
  choices: (state, pcId) => playerChoices(state, pcId),
}
