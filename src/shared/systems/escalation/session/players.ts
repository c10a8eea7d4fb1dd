import { pcInFight, turnHeadline, whyNotPcsTurn, whyUnseenTarget } from '../../../combat/player-turn'
import type { PlayerChoices, PlayerCommand, PlayerOption, PlayerRules } from '../../player-actions'
import { attackParticipant } from '../combat/attack'
import type { EscalationFight } from '../combat/fight'
import { attackOddsAgainst } from '../odds/attack-spec'
import type { EscalationAction, EscalationRoll } from './events'
import type { EscalationState } from './state'

/*
 * Escalation from a player's device: on the PC's turn its player rolls the PC's attacks
 * against the enemies in sight. The GM keeps the rest (moves, abilities, saves, rallies) and
 * the situation (Advantage, bonuses); the fight's rules check the attack after, as for the GM.
 */

type Command = PlayerCommand<EscalationAction, EscalationRoll>

/** E1-E6: why the player of `pcId` may not send this command now. */
export function whyPlayerRefused(state: EscalationState, pcId: string, command: Command): string | null {
  const track = state.fight?.snapshot.context.track
  const notTurn = whyNotPcsTurn(track, pcId)
  if (notTurn) return notTurn
  const me = track!.combatants.find((c) => c.id === pcId)!
  if (command.kind !== 'roll' || command.roll.type !== 'attack')
    return `From a device, ${me.name}'s player rolls ${me.name}'s attacks on ${me.name}'s turn; the GM takes the rest.`
  const { roll } = command
  if (roll.attacker !== pcId) return `${me.name}'s player attacks only as ${me.name}.`
  const unseen = roll.targets.map((target) => whyUnseenTarget(track!, target)).find((why) => why !== null)
  if (unseen) return unseen
  if (roll.advantage !== 0 || roll.bonus !== 0) return 'The GM sets Advantage and bonuses for the situation: roll the plain attack.'
  return null
}

/**
 * Each of the PC's attacks against each enemy the players can see, with its chance to hit as
 * the GM's runner shows it for the plain attack (no Advantage or bonus of the GM's).
 */
function attackChoices(fight: EscalationFight, pcId: string): PlayerOption[] {
  const me = fight.track.combatants.find((c) => c.id === pcId)!
  const targets = fight.track.combatants.filter((c) => c.side !== me.side && c.status === 'fighting' && !c.hidden)
  const table = { escalation: fight.escalation, critAlwaysHits: fight.settings.critAlwaysHits }
  const plain = { advantage: 0, bonus: 0 }
  return me.stats.attacks.flatMap((attack, index) =>
    targets.map((target): PlayerOption => ({
      group: 'Attack',
      label: attack.name,
      target: { id: target.id, name: target.name },
      cost: null,
      chance: attackOddsAgainst(attackParticipant(me), attackParticipant(target), attack, table, plain).odds.hit,
      why: null,
      command: {
        kind: 'roll',
        roll: { type: 'attack', attacker: pcId, attack: index, targets: [target.id], action: null, advantage: 0, bonus: 0, coupDeGrace: false },
      },
    })),
  )
}

/** What the player of `pcId` may do now: attack on its turn, or wait. */
export function playerChoices(state: EscalationState, pcId: string): PlayerChoices | null {
  const fight = state.fight?.snapshot.context
  if (!fight || !pcInFight(fight.track, pcId)) return null
  const options = whyNotPcsTurn(fight.track, pcId) === null ? attackChoices(fight, pcId) : []
  return { headline: turnHeadline(fight.track, pcId), options, form: null }
}

/** Escalation's rules for players acting from their devices. */
export const escalationPlayers: PlayerRules<EscalationState, EscalationAction, EscalationRoll> = {
  whyRefused: (state, pcId, command) => whyPlayerRefused(state, pcId, command),
  choices: (state, pcId) => playerChoices(state, pcId),
}
