import type { Combatant } from '../../../combat/types'
import { playerCombatant, shownCombatants, type PlayerCombatant, type StandingWords } from '../../../combat/player'
import { perCombatant } from '../../../combat/view'
import { escalationParity } from '../rules/escalation-die'
import { standing } from '../rules/thresholds'
import type { EscalationFight } from '../combat/fight'
import type { EscalationStats } from '../combat/stats'
import { fightHeadline, fightPlayerPart } from '../../fight-player-part'
import type { EscalationPlayerPart } from './player-schema'
import { playerPositions } from './player-positions'

/** What the table sees of a combatant's standing, in words; a PC out of the fight for good is said so (E42). */
const standingWords: StandingWords<EscalationStats> = (c) => {
  const health = healthWords(c)
  return c.stats.outOfFight && c.status !== 'dead' ? { ...health, words: 'Out of the fight, fights in spirit' } : health
}

function healthWords(c: Combatant<EscalationStats>): ReturnType<StandingWords<EscalationStats>> {
  if (c.status === 'fled') return { state: 'fled', words: 'Fled' }
  if (c.status === 'dead') return { state: 'dead', words: 'Dead' }
  if (c.stats.kind === 'pc' && c.stats.dying.dying) {
    const failed = c.stats.dying.failedDeathSaves
    return {
      state: 'dying',
      words: `Dying${c.stats.dying.stabilized ? ', stabilized' : ''}${failed ? `: ${failed} failed Death Save${failed === 1 ? '' : 's'}` : ''}`,
    }
  }
  if (c.status === 'down') return { state: 'down', words: 'Down' }
  const state = standing({ side: c.side === 'players' ? 'pcs' : 'enemies', hp: c.hp, maxHp: c.maxHp })
  const word = state === 'staggered' ? 'staggered' : state === 'unhurt' ? 'unhurt' : 'hurt'
  return { state: word, words: word === 'staggered' ? 'Staggered' : word === 'unhurt' ? 'Unhurt' : 'Hurt' }
}

/** A shown combatant for the table, made again only when it changed (see `perCombatant`); the setting for PCs' hit points is its variant. */
const shownCombatant = perCombatant<EscalationStats, PlayerCombatant, boolean>((track, c, showPcHp) =>
  playerCombatant(track, c, standingWords, showPcHp, shownCombatants(track).nameOf),
)

/**
 * Escalation on the player display, for a fight in a revealed encounter: the round, the
 * escalation die large, the revealed combatants in turn order with whose turn it is, PCs'
 * hit points as the setting says and enemies' as a word, their public conditions, and the
 * latest roll the players may see. Hidden combatants are left out entirely, not even a slot.
 */
export const escalationPlayerPart = fightPlayerPart<EscalationFight, EscalationPlayerPart>((fight, encounter) => {
  const { track } = fight
  const { inOrder, shown } = shownCombatants(track)
  const attack = fight.lastAttack
  const attacker = attack ? shown.get(attack.attacker) : undefined
  const lastAttack =
    attack && attacker
      ? {
          attacker: attacker.name,
          attack: attack.attack,
          targets: attack.targets.flatMap((t) => {
            const target = shown.get(t.target)
            if (!target) return []
            const own = attacker.side === 'players'
            return [{ target: target.name, outcome: t.outcome, dice: own ? [...t.kept] : null, total: own ? t.total : null }]
          }),
        }
      : null
  const saver = fight.lastSave ? shown.get(fight.lastSave.who) : undefined
  return {
    headline: fightHeadline(track.phase),
    stage: true,
    part: {
      encounter: encounter.name,
      round: track.round,
      surprise: track.surprise,
      escalation: { die: fight.escalation, parity: escalationParity(fight.escalation) },
      combatants: inOrder.map((c) => shownCombatant(track, c, fight.showPcHp)),
      positions: playerPositions(inOrder),
      lastAttack: lastAttack && lastAttack.targets.length ? lastAttack : null,
      lastSave:
        fight.lastSave && saver && !fight.lastSave.secret ? { who: saver.name, what: fight.lastSave.what, success: fight.lastSave.success } : null,
      ended: track.ending ? { reason: track.ending.reason, campaignLoss: fight.campaignLoss } : null,
    },
  }
})
