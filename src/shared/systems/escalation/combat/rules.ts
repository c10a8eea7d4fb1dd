import { evaluateDice } from '../../../dice'
import { applyCore, beginFirstRound, isCombatCoreEvent } from '../../../combat/core-rules'
import { beginTurn, continueAfterDuties, endTurn, openRound, startNextTurn } from '../../../combat/flow'
import { healing, removeCondition, setStatus, withCombatant } from '../../../combat/roster'
import { resolveDeathSave, stabilize } from '../rules/death-saves'
import { fireReadiedAction, yetToAct } from '../rules/initiative'
import { resolveLastGasp, startLastGasp } from '../rules/last-gasp'
import { averagedRecovery, useRecovery } from '../rules/recoveries'
import { saveSucceeds } from '../rules/saves'
import { rallySaveApplied } from './rally'
import { applyAbilityUse } from './abilities'
import { applySustain, startSustaining } from './sustain'
import type { EscalationFightEvent } from './events'
import { escalationHooks as hooks, type EscalationFight } from './fight'
import { applyAttack } from './attack-rules'
import { lapse } from './lapse'
import { withTriggers } from './triggers'
import { applyPosition, isPositionEvent } from './position-rules'
import { pruneGone } from './positions'
import { deathSaveNet, lastGaspNet, saveNet } from './saves'
import { applySpirit, isSpiritEvent } from './spirit'
import { checkNatural, of, spend, withStats, type Event } from './steps'

/** Heals a PC using a recovery (E48-E50): one spent, or half healing and a penalty when none is left (E49). */
function healWithRecovery(fight: EscalationFight, who: string, faces: readonly number[], free: boolean, average = false): EscalationFight {
  const pc = of(fight, who)!
  const recoveries = pc.stats.recoveries!
  // E50, EG49: the PC may take the average, each die rounded down, instead of rolling.
  const amount = Math.max(0, average ? averagedRecovery(recoveries.dice) : evaluateDice(recoveries.dice, faces).total)
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
    lastSave: {
      who: event.who,
      what: 'Death Save',
      natural: natural.natural,
      target: 13,
      success: outcome !== 'failure',
      secret: false,
      crit: outcome === 'crit',
    },
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
    case 'ability.use':
      return startSustaining(applyAbilityUse(fight, event), event.who, event.ability)
    case 'sustain.rolled':
      return applySustain(fight, event)
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
    case 'rally.rolled':
      return rallySaveApplied(spend(healWithRecovery(fight, event.who, event.recoveryFaces, false, event.average), event.who, ['standard']), event)
    case 'recovery.rolled':
      return healWithRecovery(fight, event.who, event.faces, event.free, event.average)
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
  return withTriggers(fight, track === next.track ? next : { ...next, track }, event)
}
