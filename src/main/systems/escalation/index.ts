import type { Campaign } from '@shared/campaign'
import { rollDice, type RandomSource } from '@shared/dice'
import { joinFight } from '@shared/combat/from-campaign'
import { combatantOf } from '@shared/combat/roster'
import { escalationSystem, type EscalationAction, type EscalationEvent, type EscalationRoll, type EscalationState } from '@shared/systems/escalation'
import { attackOutcome, attackSituation, damageDice } from '@shared/systems/escalation/combat/attack'
import type { EscalationFight } from '@shared/systems/escalation/combat/fight'
import { whyFightRefused } from '@shared/systems/escalation/combat/refuse'
import { resolveDeathSave } from '@shared/systems/escalation/rules/death-saves'
import { disengageNet } from '@shared/systems/escalation/combat/grabbed'
import { rallySaveNet } from '@shared/systems/escalation/combat/rally'
import { rechargeRollsDue } from '@shared/systems/escalation/session/ability-rests'
import { deathSaveNet, lastGaspNet, saveNet } from '@shared/systems/escalation/combat/saves'
import { naturalFrom } from '@shared/systems/escalation/rules/natural'
import { ESCALATION_BLOCK_WORDS, escalationReader } from '@shared/systems/escalation/session/plan'
import type { HostSystem, Refused } from '../host-system'
import { rollHpChange } from '../hp-rolls'

const refused = (reason: string): Refused => ({ refused: reason })
type Roll<T extends EscalationRoll['type']> = Extract<EscalationRoll, { type: T }>

const d6s = (dice: RandomSource, count: number) => Array.from({ length: count }, () => dice.face(6))
const faces = (dice: RandomSource, sides: readonly number[]) => sides.map((s) => dice.face(s))

/** The fight, or why a roll needs one. */
function fightOf(state: EscalationState): EscalationFight | Refused {
  return state.fight?.snapshot.context ?? refused('No fight is running: start one from an encounter.')
}

/**
 * E5, E6, E67: an attack against each target, rolled separately: the natural's dice (3, and one
 * per net Advantage or Disadvantage from both sides' conditions and the GM's count), an
 * Invisible target's save first, then the damage dice the outcome calls for. What the rules
 * refuse is checked before any die is rolled, with dice that stand in for the real ones.
 */
function rollAttack(fight: EscalationFight, request: Roll<'attack'>, dice: RandomSource): EscalationEvent | Refused {
  const attacker = combatantOf(fight.track, request.attacker)
  const attack = attacker?.stats.attacks[request.attack]
  if (!attacker || !attack) return refused('That attacker or attack is not in this fight.')
  const plan = request.targets.map((id) => {
    const target = combatantOf(fight.track, id)
    const situation = target ? attackSituation(fight, attacker, target, attack, request.advantage) : null
    return { id, net: situation?.net ?? 0, invisible: situation?.invisibleSaveTarget != null }
  })
  const stand = (outcomeDice: (id: string, natural: number[], invisible: number[] | null) => { damageFaces: number[]; missFaces: number[] }) =>
    plan.map(({ id, net, invisible }) => {
      const natural = Array<number>(3 + Math.abs(net)).fill(3)
      const save = invisible ? [6, 6, 6] : null
      return { target: id, faces: natural, invisibleFaces: save, ...outcomeDice(id, natural, save) }
    })
  const { hit, miss } = damageDice(attack)
  const base = {
    type: 'attack.rolled' as const,
    attacker: request.attacker,
    attack: request.attack,
    action: request.action,
    advantage: request.advantage,
    bonus: request.bonus,
    coupDeGrace: request.coupDeGrace,
    ...(request.provokes !== undefined && { provokes: request.provokes }),
    ...(request.confirmed && { confirmed: true as const }),
  }
  const dryRun = stand((id, natural, save) => {
    const came = attackOutcome(fight, base, id, natural, save)
    const outcome = 'refused' in came ? 'miss' : came.outcome
    return { damageFaces: outcome === 'hit' || outcome === 'crit' ? hit.map(() => 1) : [], missFaces: outcome === 'miss' ? miss.map(() => 1) : [] }
  })
  const reason = whyFightRefused(fight, { ...base, targets: dryRun })
  if (reason) return refused(reason)
  const targets = plan.map(({ id, net, invisible }) => {
    const natural = d6s(dice, 3 + Math.abs(net))
    const save = invisible ? d6s(dice, 3) : null
    const came = attackOutcome(fight, base, id, natural, save)
    const outcome = 'refused' in came ? 'miss' : came.outcome
    return {
      target: id,
      faces: natural,
      invisibleFaces: save,
      damageFaces: outcome === 'hit' || outcome === 'crit' ? faces(dice, hit) : [],
      missFaces: outcome === 'miss' ? faces(dice, miss) : [],
    }
  })
  return { ...base, targets }
}

/** The first duty: a save at a turn's end (E25), a Death Save (E52), a Last Gasp save (E56). */
function rollDuty(fight: EscalationFight, dice: RandomSource): EscalationEvent | Refused {
  const [duty] = fight.track.duties
  if (!duty) return refused('Nothing is waiting to be rolled.')
  const who = combatantOf(fight.track, duty.who)
  if (!who) return refused('That combatant is not in this fight.')
  // R16: one die more per net Advantage or Disadvantage (Enervated, a first Death Save's 2, Fight in Spirit).
  if (duty.kind === 'save') return { type: 'save.rolled', who: duty.who, condition: duty.condition!, faces: d6s(dice, 3 + Math.abs(saveNet(who))) }
  if (duty.kind === 'lastGasp') return { type: 'lastGasp.rolled', who: duty.who, faces: d6s(dice, 3 + Math.abs(lastGaspNet(who))), grantedBy: null }
  const rolled = d6s(dice, 3 + Math.abs(deathSaveNet(who)))
  const natural = naturalFrom(rolled, deathSaveNet(who))
  const result = natural.ok ? resolveDeathSave(who.stats.dying, natural.value.natural) : null
  const heals = result?.ok && result.value.healsWithRecovery
  return {
    type: 'deathSave.rolled',
    who: duty.who,
    faces: rolled,
    recoveryFaces: heals && who.stats.recoveries ? rollDice(who.stats.recoveries.dice, dice).faces : [],
  }
}

/** The host's dice for Escalation, each roll checked by the rules before its dice are rolled. */
function roll(request: EscalationRoll, state: EscalationState, campaign: Campaign, dice: RandomSource): EscalationEvent | Refused {
  if (request.type === 'quickRest') {
    if (state.fight) return refused('Rest between fights: close this one first (E57).')
    const pcs: Record<string, number[][]> = {}
    const average: Record<string, number> = {}
    for (const [id, count] of Object.entries(request.spend)) {
      const pc = state.pcs[id]
      if (!pc) return refused(`${campaign.characters.find((c) => c.id === id)?.name ?? id} has no Escalation stats.`)
      if (count > pc.recoveriesLeft) return refused(`A Quick Rest spends only recoveries a PC has left (EG50): ${pc.recoveriesLeft} left.`)
      // E50: a PC taking the average rolls nothing.
      if (request.average?.includes(id)) {
        if (count > 0) average[id] = count
        pcs[id] = []
      } else pcs[id] = Array.from({ length: count }, () => rollDice(pc.recoveryDice, dice).faces)
    }
    // E28: each spent Recharge ability rolls its 3d6.
    const recharges: Record<string, Record<string, number[]>> = {}
    for (const { pc, ability } of rechargeRollsDue(state)) recharges[pc] = { ...recharges[pc], [ability.name]: d6s(dice, 3) }
    return {
      type: 'rest.quickTaken',
      pcs,
      ...(Object.keys(recharges).length && { recharges }),
      ...(Object.keys(average).length && { average }),
    }
  }
  const fight = fightOf(state)
  if ('refused' in fight) return fight
  const check = (event: EscalationEvent): EscalationEvent | Refused => {
    const reason = escalationSystem.whyRefused(state, { kind: 'event', event }, { campaign })
    return reason ? refused(reason) : event
  }
  switch (request.type) {
    case 'attack':
      return rollAttack(fight, request, dice)
    case 'duty':
      return rollDuty(fight, dice)
    case 'damage': {
      const stand = check({ type: 'combatant.damage', target: request.target, amount: 0, source: request.source, note: request.note })
      return 'refused' in stand ? stand : rollHpChange(request, dice)
    }
    case 'healing': {
      const stand = check({ type: 'combatant.heal', target: request.target, amount: 0 })
      return 'refused' in stand ? stand : rollHpChange(request, dice)
    }
    case 'disengage': {
      // E37, R16: 3d6, and a die more per Advantage or Disadvantage the GM gives (E39) and a grabber not hit this round (E64).
      const advantage = request.advantage ?? 0
      const extra = advantage === 0 ? {} : { advantage }
      const count = 3 + Math.abs(disengageNet(fight, request.who, advantage))
      const stand = check({ type: 'disengage.rolled', who: request.who, enemies: request.enemies, faces: Array(count).fill(3), ...extra })
      return checkThen(stand, () => ({ type: 'disengage.rolled', who: request.who, enemies: request.enemies, faces: d6s(dice, count), ...extra }))
    }
    case 'dicey': {
      // E39, EG36: 3d6 with the GM's Advantage, for the GM's Difficulty and modifier.
      const { type: _request, ...set } = request
      const count = 3 + Math.abs(request.advantage)
      const stand = check({ type: 'diceyMove.rolled', ...set, faces: Array(count).fill(3) })
      return checkThen(stand, () => ({ type: 'diceyMove.rolled', ...set, faces: d6s(dice, count) }))
    }
    case 'rally': {
      const who = combatantOf(fight.track, request.who)
      const recovery = who?.stats.recoveries?.dice ?? '0'
      // E44, R16: the save rolls a die more per Advantage or Disadvantage it has (rules 2).
      const count = 3 + Math.abs(who ? rallySaveNet(fight, who) : 0)
      const stand = check({
        type: 'rally.rolled',
        who: request.who,
        recoveryFaces: request.average ? [] : rollDice(recovery, { face: () => 1 }).faces,
        ...(request.average && { average: true as const }),
        save: request.condition === null ? null : { condition: request.condition, faces: Array<number>(count).fill(3) },
      })
      // E50: the PC may take its recovery's average instead of rolling it.
      const average = request.average ? ({ average: true } as const) : {}
      return checkThen(stand, () => ({
        type: 'rally.rolled',
        who: request.who,
        recoveryFaces: request.average ? [] : rollDice(recovery, dice).faces,
        save: request.condition === null ? null : { condition: request.condition, faces: d6s(dice, count) },
        ...average,
      }))
    }
    case 'recovery': {
      const who = combatantOf(fight.track, request.who)
      const recovery = who?.stats.recoveries?.dice ?? '0'
      // E50: the average taken rolls nothing.
      const average = request.average ? ({ average: true } as const) : {}
      const faces = (source: RandomSource) => (request.average ? [] : rollDice(recovery, source).faces)
      const stand = check({ type: 'recovery.rolled', who: request.who, faces: faces({ face: () => 1 }), free: request.free, ...average })
      return checkThen(stand, () => ({ type: 'recovery.rolled', who: request.who, faces: faces(dice), free: request.free, ...average }))
    }
    case 'sustain': {
      // E30: 3d6 against the ability's Sustain.
      const stand = check({ type: 'sustain.rolled', who: request.who, ability: request.ability, faces: [3, 3, 3] })
      return checkThen(stand, () => ({ type: 'sustain.rolled', who: request.who, ability: request.ability, faces: d6s(dice, 3) }))
    }
    case 'lastGasp': {
      const stand = check({ type: 'lastGasp.rolled', who: request.target, faces: [3, 3, 3], grantedBy: request.helper })
      return checkThen(stand, () => ({ type: 'lastGasp.rolled', who: request.target, faces: d6s(dice, 3), grantedBy: request.helper }))
    }
  }
}

/** The real roll once a stand-in with the same shape passed the rules. */
function checkThen(stand: EscalationEvent | Refused, real: () => EscalationEvent): EscalationEvent | Refused {
  return 'refused' in stand ? stand : real()
}

/** Escalation's host part: its dice, and combatants read from the campaign (E15: a newcomer's band from its stats; it acts from the next round). */
export const escalationHost = {
  id: escalationSystem.id,
  act: (action, state, { campaign }) =>
    action.type === 'combatant.add'
      ? joinFight(action, state.fight?.snapshot.context, campaign, ESCALATION_BLOCK_WORDS, (fight) =>
          escalationReader(state, fight.settings.tierStarts),
        )
      : action,
  roll: (request, state, { campaign, dice }) => roll(request, state, campaign, dice),
  writeBack: () => null,
  adopt: () => null,
} satisfies HostSystem<EscalationState, EscalationEvent, EscalationAction, EscalationRoll>
