import { diceProblem, evaluateDice } from '../../../dice'
import { isCombatCoreEvent, whyCoreRefused } from '../../../combat/core-rules'
import type { Combatant } from '../../../combat/types'
import { canTake, spendAction } from '../rules/actions'
import { resolveDeathSave, stabilize } from '../rules/death-saves'
import { bandRank, SURPRISE_ACTORS } from '../rules/initiative'
import { BAND_LABEL } from '../rules/types'
import type { EscalationFightEvent } from './events'
import { escalationHooks as hooks, type EscalationFight } from './fight'
import { whyAttackRefused } from './attack-rules'
import { whyRallyRolledRefused } from './rally'
import { whyAbilityUseRefused } from './abilities'
import { whySustainRefused } from './sustain'
import { deathSaveNet, lastGaspNet, saveNet } from './saves'
import { isPositionEvent, whyPositionRefused } from './position-rules'
import { isSpiritEvent, whySpiritRefused } from './spirit'
import { checkNatural, of, whyNotActing, whySurprised, type Event } from './steps'
import type { EscalationStats } from './stats'

/*
 * Why the rules refuse an event of an Escalation fight: the fight machine's guards, the host
 * and the console's buttons all ask here.
 */

const sideWord = (side: 'players' | 'enemies') => (side === 'players' ? 'PCs' : 'enemies')

function whySetup(fight: EscalationFight, event: Event<'setup.band' | 'setup.surprise' | 'setup.pcAmbush'>): string | null {
  if (fight.track.phase !== 'setup') return 'This is settled before the fight begins.'
  if (event.type === 'setup.band') return of(fight, event.target) ? null : `There is no combatant “${event.target}”.`
  if (event.type === 'setup.surprise') {
    if (event.ambushers === null) return event.actors.length ? 'Name the ambushing side first.' : null
    if (event.actors.length > SURPRISE_ACTORS) return `At most ${SURPRISE_ACTORS} characters act in the Surprise Round.`
    for (const id of event.actors) {
      const who = of(fight, id)
      if (!who) return `There is no combatant “${id}”.`
      if (who.side !== event.ambushers) return `${who.name} is not of the ambushing side.`
    }
  }
  return null
}

function whyDutyRollRefused(fight: EscalationFight, kind: string, who: string, condition: string | null): string | null {
  const [duty] = fight.track.duties
  if (!duty) return 'Nothing is waiting to be rolled.'
  if (duty.kind !== kind || duty.who !== who || (condition !== null && duty.condition !== condition)) return `First: ${duty.label}.`
  return null
}

/** Why the rules refuse an event of an Escalation fight now, or null: the fight's one home for the decision. */
export function whyFightRefused(fight: EscalationFight, event: EscalationFightEvent): string | null {
  if (isCombatCoreEvent(event)) return whyCoreRefused(fight, hooks, event)
  if (isPositionEvent(event)) return whyPositionRefused(fight, event)
  if (isSpiritEvent(event)) return whySpiritRefused(fight, event)
  const { track } = fight
  switch (event.type) {
    case 'setup.band':
    case 'setup.surprise':
    case 'setup.pcAmbush':
      return whySetup(fight, event)
    case 'action.spend': {
      const who = track.current
      if (!who) return track.phase === 'turn' ? 'It is nobody’s turn.' : whyNotActing(fight, '')
      const reason = whyNotActing(fight, who)
      if (reason) return reason
      const spent = spendAction(of(fight, who)!.stats.budget, event.kind)
      return spent.ok ? null : spent.reason
    }
    case 'turn.delay': {
      const who = track.current
      if (!who) return 'It is nobody’s turn.'
      const reason = whyNotActing(fight, who)
      if (reason) return reason
      if (track.surprise) return 'There is no Delay in the Surprise Round.'
      const c = of(fight, who)!
      return bandRank(event.band) > bandRank(c.stats.band) ? null : `Delay moves to a lower band than ${BAND_LABEL[c.stats.band]} (E21).`
    }
    case 'turn.ready': {
      const who = track.current
      if (!who) return 'It is nobody’s turn.'
      const reason = whyNotActing(fight, who)
      if (reason) return reason
      return canTake(of(fight, who)!.stats.budget, event.kind) ? null : `No ${event.kind} action is left to ready.`
    }
    case 'ready.fire': {
      const who = of(fight, event.who)
      if (!who?.stats.readied) return 'No readied action is waiting.'
      if (track.phase !== 'turn') return 'The fight is not under way.'
      return track.current === event.who ? 'A readied action fires on someone else’s turn.' : null
    }
    case 'ability.use':
      return whyAbilityUseRefused(fight, event)
    case 'sustain.rolled':
      return whySustainRefused(fight, event)
    case 'interrupt.use': {
      const who = of(fight, event.who)
      if (!who || who.status !== 'fighting') return 'Only a combatant in the fight takes an Interrupt.'
      if (track.phase !== 'turn') return 'The fight is not under way.'
      if (track.current === event.who) return 'An Interrupt is taken out of turn (E26).'
      return whySurprised(fight, who) ?? (who.stats.interruptAvailable ? null : `${who.name} has used an Interrupt since their last turn (EG12).`)
    }
    case 'stabilize': {
      const reason = whyNotActing(fight, event.helper)
      if (reason) return reason
      const target = of(fight, event.target)
      if (!target) return `There is no combatant “${event.target}”.`
      const stable = stabilize(target.stats.dying)
      if (!stable.ok) return stable.reason
      return canTake(of(fight, event.helper)!.stats.budget, 'standard') ? null : 'Stabilizing takes a Standard action (E54).'
    }
    case 'lastGasp.start': {
      const target = of(fight, event.target)
      if (!target || target.stats.kind !== 'pc') return 'Last Gasp saves are a PC’s (E56).'
      if (track.phase === 'over') return 'The fight is over.'
      return target.stats.lastGasp?.active ? `${target.name} is making Last Gasp saves already.` : null
    }
    case 'combatant.knockout': {
      const target = of(fight, event.target)
      return target?.stats.kind === 'npc' ? null : 'Only an enemy is knocked out rather than killed (E47).'
    }
    case 'party.flee':
      return track.phase === 'turn' ? null : 'The party flees from a fight under way.'
    case 'attack.rolled':
      return whyAttackRefused(fight, event)
    case 'save.rolled': {
      const reason = whyDutyRollRefused(fight, 'save', event.who, event.condition)
      if (reason) return reason
      const natural = checkNatural(event.faces, saveNet(of(fight, event.who)!))
      return 'refused' in natural ? natural.refused : null
    }
    case 'deathSave.rolled': {
      const reason = whyDutyRollRefused(fight, 'deathSave', event.who, null)
      if (reason) return reason
      const pc = of(fight, event.who)!
      const natural = checkNatural(event.faces, deathSaveNet(pc))
      if ('refused' in natural) return natural.refused
      const result = resolveDeathSave(pc.stats.dying, natural.natural)
      if (!result.ok) return result.reason
      return whyRecoveryFaces(pc, result.value.healsWithRecovery ? event.recoveryFaces : [], result.value.healsWithRecovery)
    }
    case 'lastGasp.rolled': {
      if (event.grantedBy === null) {
        const reason = whyDutyRollRefused(fight, 'lastGasp', event.who, null)
        if (reason) return reason
      } else {
        const reason = whyNotActing(fight, event.grantedBy)
        if (reason) return reason
        if (!canTake(of(fight, event.grantedBy)!.stats.budget, 'standard')) return 'Granting a Last Gasp save takes a Standard action (E56).'
      }
      const pc = of(fight, event.who)
      if (!pc?.stats.lastGasp?.active) return 'No Last Gasp saves are being made.'
      const natural = checkNatural(event.faces, lastGaspNet(pc))
      return 'refused' in natural ? natural.refused : null
    }
    case 'rally.rolled':
      return whyRallyRolledRefused(fight, event, (pc) => whyRecoveryFaces(pc, event.recoveryFaces, true, event.average))
    case 'recovery.rolled': {
      const who = of(fight, event.who)
      if (!who?.stats.recoveries) return 'Only a PC heals using a recovery (E48).'
      if (track.phase === 'over') return 'The fight is over.'
      return whyRecoveryFaces(who, event.faces, true, event.average)
    }
  }
  return null
}

function whyRecoveryFaces(pc: Combatant<EscalationStats>, faces: readonly number[], heals: boolean, average = false): string | null {
  if (!heals) return faces.length ? 'Only a successful Death Save heals.' : null
  const dice = pc.stats.recoveries?.dice ?? ''
  if (diceProblem(dice)) return `${pc.name}'s recovery dice cannot be read.`
  // E50: an averaged recovery rolls nothing.
  if (average) return faces.length ? 'A recovery taken at its average rolls no dice (E50).' : null
  try {
    evaluateDice(dice, faces)
    return null
  } catch (error) {
    return `The recovery's dice do not match ${dice}: ${error instanceof Error ? error.message : String(error)}`
  }
}

export { sideWord }
