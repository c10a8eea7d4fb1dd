import { diceProblem, evaluateDice } from '../../../dice'
import { applyCore, beginFirstRound, isCombatCoreEvent, whyCoreRefused } from '../../../combat/core-rules'
import { beginTurn, continueAfterDuties, endTurn, openRound, startNextTurn } from '../../../combat/flow'
import { healing, removeCondition, setStatus, withCombatant } from '../../../combat/roster'
import type { Combatant } from '../../../combat/types'
import { canTake, spendAction } from '../rules/actions'
import { resolveDeathSave, stabilize } from '../rules/death-saves'
import { bandRank, fireReadiedAction, SURPRISE_ACTORS, yetToAct } from '../rules/initiative'
import { resolveLastGasp, startLastGasp } from '../rules/last-gasp'
import { rallySave, whyRallyRefused } from '../rules/rally'
import { useRecovery } from '../rules/recoveries'
import { saveSucceeds } from '../rules/saves'
import { BAND_LABEL } from '../rules/types'
import type { EscalationFightEvent } from './events'
import { escalationHooks as hooks, type EscalationFight } from './fight'
import { applyAttack, whyAttackRefused } from './attack-rules'
import { lapse } from './lapse'
import { applyPosition, isPositionEvent, whyPositionRefused } from './position-rules'
import { pruneGone } from './positions'
import { deathSaveNet, lastGaspNet, saveNet } from './saves'
import { applySpirit, isSpiritEvent, whySpiritRefused } from './spirit'
import { checkNatural, of, spend, whyNotActing, whySurprised, withStats, type Event } from './steps'
import { rulesConditions, type EscalationStats } from './stats'

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
    case 'rally.rolled': {
      const who = of(fight, event.who)
      if (!who?.stats.recoveries) return 'Rally is a PC’s: it spends a recovery (E44).'
      const refusal = whyRallyRefused({ ownTurn: track.current === event.who && track.duties.length === 0, budget: who.stats.budget })
      if (refusal) return refusal
      const faces = whyRecoveryFaces(who, event.recoveryFaces, true)
      if (faces) return faces
      if (!event.save) return null
      const natural = checkNatural(event.save.faces, 0)
      if ('refused' in natural) return natural.refused
      if (event.save.condition === null) return null
      const condition = who.conditions.find((c) => c.id === event.save!.condition)
      if (!condition) return 'That condition is not on this PC.'
      return condition.duration.kind === 'saveEnds' ? null : 'Rally saves against a save-ends effect, or a one-round effect (E44).'
    }
    case 'recovery.rolled': {
      const who = of(fight, event.who)
      if (!who?.stats.recoveries) return 'Only a PC heals using a recovery (E48).'
      if (track.phase === 'over') return 'The fight is over.'
      return whyRecoveryFaces(who, event.faces, true)
    }
  }
  return null
}

function whyRecoveryFaces(pc: Combatant<EscalationStats>, faces: readonly number[], heals: boolean): string | null {
  if (!heals) return faces.length ? 'Only a successful Death Save heals.' : null
  const dice = pc.stats.recoveries?.dice ?? ''
  if (diceProblem(dice)) return `${pc.name}'s recovery dice cannot be read.`
  try {
    evaluateDice(dice, faces)
    return null
  } catch (error) {
    return `The recovery's dice do not match ${dice}: ${error instanceof Error ? error.message : String(error)}`
  }
}

/** Heals a PC using a recovery (E48-E50): one spent, or half healing and a penalty when none is left (E49). */
function healWithRecovery(fight: EscalationFight, who: string, faces: readonly number[], free: boolean): EscalationFight {
  const pc = of(fight, who)!
  const recoveries = pc.stats.recoveries!
  const amount = Math.max(0, evaluateDice(recoveries.dice, faces).total)
  const used = useRecovery({ recoveriesLeft: recoveries.left, noRecoveryPenalty: recoveries.noRecoveryPenalty }, amount, free)
  const track = withStats(fight.track, who, (s) => ({
    ...s,
    recoveries: { ...s.recoveries!, left: used.state.recoveriesLeft, noRecoveryPenalty: used.state.noRecoveryPenalty },
  }))
  return hooks.settle({ ...fight, track: healing(track, who, used.healing).track }, who, { byCrit: false })
}

/** EG39: who is still to act this round, re-sorted from the bands as they stand now; turns taken stay taken. */
function reorder(fight: EscalationFight): EscalationFight {
  const { track } = fight
  const rest = yetToAct(
    track.combatants
      .filter((c) => c.status !== 'removed')
      .map((c) => ({ id: c.id, side: c.side === 'players' ? ('pcs' as const) : ('enemies' as const), band: c.stats.band })),
    [...track.acted, ...(track.current ? [track.current] : [])],
  ).flatMap((g) => g.ids)
  return { ...fight, track: { ...track, order: [...track.acted, ...(track.current ? [track.current] : []), ...rest] } }
}

function dropDuty(fight: EscalationFight): EscalationFight {
  return { ...fight, track: { ...fight.track, duties: fight.track.duties.slice(1) } }
}

function applyDeathSave(fight: EscalationFight, event: Event<'deathSave.rolled'>): EscalationFight {
  const pc = of(fight, event.who)!
  const natural = checkNatural(event.faces, deathSaveNet(pc)) as { natural: number }
  const result = resolveDeathSave(pc.stats.dying, natural.natural)
  if (!result.ok) return fight
  const { outcome, state, actsNow, died } = result.value
  let next = dropDuty({
    ...fight,
    track: withStats(fight.track, event.who, (s) => ({ ...s, dying: state })),
    lastSave: { who: event.who, what: 'Death Save', natural: natural.natural, target: 13, success: outcome !== 'failure', secret: false },
  })
  if (died) next = { ...next, track: setStatus(next.track, event.who, 'dead') }
  // E53, EG22: success heals using a recovery from 0 HP, whatever the negative value.
  if (outcome !== 'failure')
    next = healWithRecovery(
      { ...next, track: withCombatant(next.track, event.who, (c) => ({ ...c, hp: Math.max(c.hp, 0) })) },
      event.who,
      event.recoveryFaces,
      false,
    )
  // EG16: a crit acts at once; a success or a failure ends the turn.
  if (actsNow) return next
  return endTurn(next, hooks, next.track.nextChoice)
}

function applyFightEvent(fight: EscalationFight, event: EscalationFightEvent): EscalationFight {
  if (isCombatCoreEvent(event)) return applyCore(fight, hooks, event, begin)
  if (isPositionEvent(event)) return applyPosition(fight, event)
  if (isSpiritEvent(event)) return applySpirit(fight, event)
  const { track } = fight
  switch (event.type) {
    case 'setup.band':
      return { ...fight, track: withStats(track, event.target, (s) => ({ ...s, band: event.band })) }
    case 'setup.surprise':
      return { ...fight, surprise: event.ambushers ? { ambushers: event.ambushers, actors: event.actors } : null }
    case 'setup.pcAmbush':
      return { ...fight, pcAmbush: event.on }
    case 'action.spend':
      return spend(fight, track.current!, [event.kind])
    case 'turn.delay': {
      const who = track.current!
      const moved = { ...fight, track: { ...withStats(track, who, (s) => ({ ...s, band: event.band })), current: null } }
      return startNextTurn(reorder(moved), hooks)
    }
    case 'turn.ready': {
      const who = track.current!
      const readied = {
        ...fight,
        track: withStats(track, who, (s) => ({ ...s, readied: { kind: event.kind, trigger: event.trigger, round: track.round } })),
      }
      return endTurn(readied, hooks)
    }
    case 'ready.fire': {
      const owner = of(fight, event.who)!
      const readied = owner.stats.readied!
      const firedInBand = track.current ? (of(fight, track.current)?.stats.band ?? owner.stats.band) : owner.stats.band
      const firing = fireReadiedAction({ kind: readied.kind, firedInBand, round: readied.round === track.round ? 'same' : 'next' })
      const fired = withStats(track, event.who, (s) => ({ ...s, readied: null, band: firing.band, readiedFired: firing.spendsOnNextTurn }))
      return reorder({ ...fight, track: fired })
    }
    case 'interrupt.use':
      return { ...fight, track: withStats(track, event.who, (s) => ({ ...s, interruptAvailable: false })) }
    case 'stabilize': {
      const stable = stabilize(of(fight, event.target)!.stats.dying)
      const steadied = { ...fight, track: withStats(track, event.target, (s) => ({ ...s, dying: stable.ok ? stable.value : s.dying })) }
      return spend(steadied, event.helper, ['standard'])
    }
    case 'lastGasp.start': {
      const pc = of(fight, event.target)!
      return { ...fight, track: withStats(track, event.target, (s) => ({ ...s, lastGasp: { ...startLastGasp(pc.hp), effect: event.effect } })) }
    }
    case 'combatant.knockout':
      return { ...fight, track: withStats(track, event.target, (s) => ({ ...s, knockout: event.on })) }
    case 'party.flee':
      return applyCore({ ...fight, campaignLoss: true }, hooks, { type: 'combat.end', reason: 'The party fled: a Campaign Loss' }, begin)
    case 'attack.rolled':
      return applyAttack(fight, event)
    case 'save.rolled': {
      const bearer = of(fight, event.who)!
      const condition = bearer.conditions.find((c) => c.id === event.condition)!
      const target = condition.duration.kind === 'saveEnds' ? condition.duration.target : 11
      const { natural } = checkNatural(event.faces, saveNet(bearer)) as { natural: number }
      const success = saveSucceeds({ natural, target })
      const saved = success ? { ...fight, track: removeCondition(track, event.condition) } : fight
      return continueAfterDuties(
        dropDuty({ ...saved, lastSave: { who: event.who, what: condition.label, natural, target, success, secret: condition.secret } }),
        hooks,
      )
    }
    case 'deathSave.rolled':
      return applyDeathSave(fight, event)
    case 'lastGasp.rolled': {
      const pc = of(fight, event.who)!
      const { natural } = checkNatural(event.faces, lastGaspNet(pc)) as { natural: number }
      const result = resolveLastGasp(pc.stats.lastGasp!, natural, event.grantedBy !== null)
      if (!result.ok) return fight
      const effect = pc.stats.lastGasp!.effect
      let next: EscalationFight = {
        ...fight,
        lastSave: {
          who: event.who,
          what: `Last Gasp against ${effect}`,
          natural,
          target: 13,
          success: result.value.outcome === 'saved',
          secret: false,
        },
      }
      const lastGasp = result.value.state.active ? { ...result.value.state, effect } : null
      next = { ...next, track: withStats(next.track, event.who, (s) => ({ ...s, lastGasp })) }
      if (result.value.outcome === 'saved')
        next = { ...next, track: withCombatant(next.track, event.who, (c) => ({ ...c, hp: result.value.hp ?? c.hp })) }
      if (result.value.outcome === 'overcome') next = { ...next, track: setStatus(next.track, event.who, 'down') }
      if (event.grantedBy !== null) return spend(next, event.grantedBy, ['standard'])
      return dropDuty(next)
    }
    case 'rally.rolled': {
      let next = spend(healWithRecovery(fight, event.who, event.recoveryFaces, false), event.who, ['standard'])
      if (event.save) {
        const who = of(next, event.who)!
        const condition = event.save.condition ? who.conditions.find((c) => c.id === event.save!.condition) : undefined
        // E44, EG15, EG28, EG32: against a save-ends effect at its target, else a one-round effect at 13+; plus the die as the PC counts it.
        const against = rallySave({ oneRound: true }, next.escalation, rulesConditions(who.conditions))
        const target = condition?.duration.kind === 'saveEnds' ? condition.duration.target : against.ok ? against.value.target : 13
        const bonus = against.ok ? against.value.bonus : 0
        const { natural } = checkNatural(event.save.faces, 0) as { natural: number }
        const success = saveSucceeds({ natural, target, bonus })
        if (success && condition) next = { ...next, track: removeCondition(next.track, condition.id) }
        next = {
          ...next,
          lastSave: {
            who: event.who,
            what: `Rally save${condition ? ` against ${condition.label}` : ''}`,
            natural: natural + bonus,
            target,
            success,
            secret: condition?.secret ?? false,
          },
        }
      }
      return next
    }
    case 'recovery.rolled':
      return healWithRecovery(fight, event.who, event.faces, event.free)
  }
  return fight
}

/** E17, EG7: the fight begins with the Surprise Round when one side ambushes, else round 1. */
function begin(fight: EscalationFight): EscalationFight {
  if (!fight.surprise || fight.surprise.actors.length === 0) return beginFirstRound(fight, hooks, (f, round) => openRound(f, hooks, round))
  const opened = openRound(fight, hooks, 0, true)
  const first = opened.track.order[0]
  return first ? beginTurn(opened, hooks, first) : startNextTurn(opened, hooks)
}

/** What an event does to an Escalation fight. Pure; only for events `whyFightRefused` allowed. Engagements with the gone end after it (EG56). */
export function applyFight(fight: EscalationFight, event: EscalationFightEvent): EscalationFight {
  const next = applyFightEvent(lapse(fight, event), event)
  const track = pruneGone(next.track)
  return track === next.track ? next : { ...next, track }
}

export { sideWord }
