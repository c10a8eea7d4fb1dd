import { isCombatCoreEvent, type CombatCoreEvent } from '../../../combat/core-rules'
import { describeTrackerEvent } from '../../../combat/describe'
import { combatantOf } from '../../../combat/roster'
import { fightStepText, type FightInvolvement } from '../../../combat/secrecy'
import { turnEndWords, turnOverWords } from '../../../combat/turn-words'
import type { Actor, StepText, SystemContext } from '../../rule-system'
import { forAll } from '../../step-text'
import { averagedRecovery } from '../rules/recoveries'
import { BAND_LABEL } from '../rules/types'
import { rulesOf, type AttackTargetRecord, type EscalationFight } from '../combat/fight'
import { grabbedDisadvantage } from '../combat/grabbed'
import { abilityOf, abilityWords } from '../combat/abilities'
import { sustainExpiry } from '../combat/sustain'
import { rechargeNatural, recharged } from '../session/ability-rests'
import { engagedWith } from '../combat/opportunity'
import { describePositionEvent } from './describe-positions'
import type { EscalationStep } from '../session/apply'
import type { EscalationEvent } from '../session/events'
import type { EscalationState } from '../session/state'

const OUTCOME: Record<AttackTargetRecord['outcome'], string> = {
  crit: 'a crit',
  hit: 'a hit',
  miss: 'a miss',
  critFail: 'a crit fail',
  noEffect: 'no effect (the Invisible save failed)',
}

function names(fight: EscalationFight | undefined) {
  return (id: string | null) => (id ? (fight && combatantOf(fight.track, id)?.name) || id : 'someone')
}

function attackLines(before: EscalationFight, after: EscalationFight, event: Extract<EscalationEvent, { type: 'attack.rolled' }>): StepText {
  const record = after.lastAttack!
  // E41: an attack with no action from one offered an Opportunity Attack, at its provoker, is that Opportunity Attack.
  const offer = before.opportunity
  const opportunity = event.action === null && !!offer?.from.includes(event.attacker) && event.targets.some((t) => t.target === offer.provoker)
  const verb = opportunity ? 'makes an Opportunity Attack with' : 'attacks with'
  const name = names(after)
  const attacker = combatantOf(before.track, record.attacker)!
  const own = attacker.side === 'players'
  // Rules 2 fights say why: the Advantage's sources and what made a crit (fights before keep the words they were told in).
  const why = rulesOf(before) >= 2
  const gm = record.targets.map(
    (t) =>
      `${name(t.target)}${why ? withAdvantage(t) : ''}: ${t.kept.join('+')} → ${t.total} vs ${t.defense} ${combatantOf(before.track, t.target)?.stats.defenses[t.defense as 'AC'] ?? ''}, ${OUTCOME[t.outcome]}${why && t.critBecause ? ` (${t.critBecause})` : ''}${t.damage ? `, ${t.damage} damage${t.halved ? ' (halved by Resist)' : ''}` : ''}${t.riders?.length ? ` (riders: ${t.riders.map((r) => r.replace(/\.$/, '')).join(', ')})` : ''}`,
  )
  const players = record.targets.map(
    (t) => `${name(t.target)}: ${own ? `${t.total}, ` : ''}${OUTCOME[t.outcome]}${t.damage ? `, ${t.damage} damage` : ''}`,
  )
  const power = powerPaid(before, after, record.attacker)
  return {
    gm: `${attacker.name} ${verb} ${record.attack}${power}. ${gm.join('; ')}.`,
    players: `${attacker.name} ${verb} ${record.attack}${power}. ${players.join('; ')}.`,
  }
}

/** E31: ", spending 2 Power (3 left)" when the step paid Power, else nothing (so a step that paid none reads as it always did). */
function powerPaid(before: EscalationFight, after: EscalationFight, who: string): string {
  const was = combatantOf(before.track, who)?.stats.power
  const now = combatantOf(after.track, who)?.stats.power
  return was && now && now.left < was.left ? `, spending ${was.left - now.left} Power (${now.left} left)` : ''
}

/** R16: ", with 1 Advantage (target Stunned) and 1 Disadvantage (Dazed)", or nothing when none counted. */
function withAdvantage(t: AttackTargetRecord): string {
  return t.advantage?.from.length ? `, with ${t.advantage.from.join(' and ')}` : ''
}

function saveLine(after: EscalationFight): string {
  const save = after.lastSave!
  return `${names(after)(save.who)} saves against ${save.what}: ${save.natural} vs ${save.target}+, ${save.success ? 'saved' : 'failed'}.`
}

/**
 * The fight's start and a turn's end, in Escalation's words: a new round says where the
 * escalation die stands. The turn lines are the GM's: the table follows the turns on screen.
 */
function describeTurns(event: CombatCoreEvent, before: EscalationFight, after: () => EscalationFight): StepText {
  const next = after()
  if (event.type === 'combat.begin') return forAll(next.track.surprise ? 'The fight begins with the Surprise Round.' : 'The fight begins: round 1.')
  // E30: what ended with the turn for want of a Sustain (told only when something did).
  const ending = before.track.current ? combatantOf(before.track, before.track.current) : undefined
  const expired = event.type === 'turn.next' && ending ? sustainExpiry(ending.stats).expired : []
  const lapsed = expired.length ? `${expired.join(' and ')} ${expired.length === 1 ? 'ends' : 'end'}, not sustained.` : ''
  return { gm: turnEndWords(before.track, next.track, roundBegins(next), lapsed) }
}

/** A new round's line says where the escalation die stands. */
const roundBegins = (fight: EscalationFight) => (round: number) => `Round ${round} begins (escalation die ${fight.escalation}).`

/** How one event of a fight reads, for the GM and (where it differs) the players: the tracker's own events as every combat system words them. */
function describeFightEvent(event: EscalationEvent, before: EscalationFight, after: () => EscalationFight): StepText {
  if (isCombatCoreEvent(event)) return describeTrackerEvent(event, before.track, () => after().track) ?? describeTurns(event, before, after)
  const name = names(before)
  const current = name(before.track.current)
  switch (event.type) {
    case 'setup.band':
      return forAll(`${name(event.target)} acts in the ${BAND_LABEL[event.band]} band.`)
    case 'setup.surprise':
      return forAll(
        event.ambushers
          ? `Surprise: the ${event.ambushers === 'players' ? 'PCs' : 'enemies'} ambush; ${
              event.actors.length ? `${event.actors.map(name).join(' and ')} ${event.actors.length === 1 ? 'acts' : 'act'}` : 'nobody acts yet'
            } in the Surprise Round.`
          : 'No side is surprised.',
      )
    case 'setup.pcAmbush':
      return forAll(event.on ? 'The PCs sprang an ambush: the escalation die starts at 1.' : 'No PC ambush: the escalation die starts at 0.')
    case 'turn.delay':
      return forAll(`${current} delays to the ${BAND_LABEL[event.band]} band.`)
    case 'turn.ready':
      return { gm: `${current} readies a ${event.kind} action: ${event.trigger}.`, players: `${current} readies an action.` }
    case 'ready.fire':
      return forAll(`${name(event.who)}'s readied action fires.`)
    case 'action.spend':
      return forAll(`${current}: ${event.what} (${event.kind} action).`)
    case 'ability.use': {
      const ability = abilityOf(combatantOf(before.track, event.who)!, event.ability)!
      return forAll(`${name(event.who)} uses ${ability.name} (${abilityWords(ability)})${powerPaid(before, after(), event.who)}.`)
    }
    case 'interrupt.use':
      return forAll(`${name(event.who)} interrupts: ${event.what}.`)
    case 'stabilize':
      return forAll(`${name(event.helper)} stabilizes ${name(event.target)}.`)
    case 'lastGasp.start':
      return forAll(`${name(event.target)} makes Last Gasp saves against ${event.effect}.`)
    case 'combatant.knockout':
      return forAll(event.on ? `${name(event.target)} will be knocked out rather than killed.` : `${name(event.target)} will be killed at 0.`)
    case 'party.flee':
      return forAll('The party flees: a Campaign Loss.')
    case 'attack.rolled':
      return attackLines(before, after(), event)
    case 'save.rolled':
    case 'lastGasp.rolled': {
      const next = after()
      // The last save of a turn's end ends the turn: the GM's line says who is up (the table follows the turns on screen).
      const over = turnOverWords(before.track, next.track, roundBegins(next))
      return { gm: [saveLine(next), over].filter(Boolean).join(' '), players: saveLine(next) }
    }
    case 'sustain.rolled': {
      const save = after().lastSave!
      return forAll(
        `${name(event.who)} sustains ${event.ability}: ${save.natural} vs ${save.target}+, ${save.success ? 'it holds this turn' : 'it ends with the turn'}.`,
      )
    }
    case 'disengage.rolled': {
      const save = after().lastSave!
      const enemies = `${event.enemies} enem${event.enemies === 1 ? 'y' : 'ies'}`
      const fate = save.success ? 'success: popped off, free' : 'failure: still engaged, the Move action lost'
      // E64: a grabber not hit this round costs 1 Disadvantage (rules 2).
      const grabbed = grabbedDisadvantage(before, event.who) ? ' with 1 Disadvantage (Grabbed)' : ''
      return forAll(`${name(event.who)} tries to Disengage from ${enemies}${grabbed}: ${save.natural} vs ${save.target}+, ${fate}.`)
    }
    case 'deathSave.rolled': {
      const next = after()
      const who = combatantOf(next.track, event.who)!
      const save = next.lastSave!
      const fate =
        who.status === 'dead'
          ? ': the fourth failure, dead'
          : save.success
            ? `: back up with ${who.hp} hit points`
            : `: ${who.stats.dying.failedDeathSaves} failed`
      // E53, EG52: a crit says so (rules 2 fights; those before keep their words).
      const outcome = save.crit && rulesOf(before) >= 2 ? 'a crit, acts at once' : save.success ? 'success' : 'failure'
      return forAll(`${who.name}'s Death Save: ${save.natural} vs 13+, ${outcome}${fate}.`)
    }
    case 'rally.rolled': {
      const next = after()
      const who = combatantOf(next.track, event.who)!
      const average = event.average ? `, takes the average (${averagedRecovery(who.stats.recoveries!.dice)})` : ''
      return forAll(`${who.name} rallies${average} (to ${who.hp} hit points)${event.save ? `; ${saveLine(next)}` : '.'}`)
    }
    case 'recovery.rolled': {
      const who = combatantOf(after().track, event.who)!
      const average = event.average ? ` and takes the average (${averagedRecovery(who.stats.recoveries!.dice)})` : ''
      return forAll(`${who.name} heals using a recovery${event.free ? ' (a free one)' : ''}${average}, to ${who.hp} hit points.`)
    }
    case 'position.place':
    case 'position.move':
    case 'position.popOff':
    case 'intercept':
    case 'opportunity.decline':
    case 'diceyMove.rolled':
    case 'combatant.outOfFight':
    case 'spirit.fight':
      return describePositionEvent(event, before, after)
    // Told with the session's steps (`describeEscalation`): a rest is no step of a fight.
    case 'rest.quickTaken':
    case 'rest.full':
      return { gm: '' }
  }
}

/** How a step of an Escalation session reads, before the tracker says whether the players may read it. */
function words(step: EscalationStep, state: EscalationState, after: () => EscalationState): StepText {
  const fight = state.fight?.snapshot.context
  if (step.kind === 'close') return forAll('The fight is put away.')
  if (step.kind === 'start') return forAll('A fight is set up.')
  if (!fight) return { gm: step.event.type }
  return describeFightEvent(step.event, fight, () => after().fight!.snapshot.context)
}

/** Rests happen between fights and are the table's to read. */
function describeRest(
  event: Extract<EscalationEvent, { type: 'rest.full' | 'rest.quickTaken' }>,
  state: EscalationState,
  context: SystemContext,
): StepText {
  // E28: what comes back is told only when some ability was spent, so a rest before abilities reads as it did.
  const anySpent = Object.values(state.pcs).some((pc) => pc.spent?.length)
  // E58, EG64: likewise the Power it fills, only when some was spent.
  const powerSpent = Object.values(state.pcs).some((pc) => pc.powerLeft !== undefined)
  if (event.type === 'rest.full')
    return forAll(
      `A Full Rest: every PC back to full hit points and recoveries${anySpent ? ', every ability back' : ''}${powerSpent ? ', all Power back' : ''}.`,
    )
  const pcName = (id: string) => context.campaign?.characters.find((pc) => pc.id === id)?.name ?? id
  const spent = Object.entries(event.pcs).filter(([, rolls]) => rolls.length > 0)
  // E50: recoveries taken at their average, told only when some were (a rest before reads as it did).
  const averaged = Object.entries(event.average ?? {}).map(
    ([id, n]) => `${pcName(id)} takes ${n} at the average (${averagedRecovery(state.pcs[id]?.recoveryDice ?? '0')} each)`,
  )
  const abilities = Object.entries(state.pcs).flatMap(([id, pc]) =>
    (pc.spent ?? []).flatMap((a) => {
      if (a.frequency === 'encounter') return [`${pcName(id)}'s ${a.name} returns`]
      if (a.frequency !== 'recharge') return []
      const faces = event.recharges?.[id]?.[a.name]
      const natural = faces ? rechargeNatural(faces) : null
      return [`${pcName(id)}'s ${a.name} ${recharged(a, faces) ? 'recharges' : 'stays spent'} (${natural ?? 'no roll'} vs ${a.recharge}+)`]
    }),
  )
  return forAll(
    `A Quick Rest${spent.length || averaged.length ? `: ${[...spent.map(([id, rolls]) => `${pcName(id)} spends ${rolls.length} recover${rolls.length === 1 ? 'y' : 'ies'}`), ...averaged].join(', ')}` : ''}${abilities.length ? `; ${abilities.join(', ')}` : ''}.`,
  )
}

/**
 * How a step of an Escalation session reads in the log. The players read a fight's step only
 * when the tracker allows it (`tableMayRead`): never in an encounter they have not been shown,
 * about a hidden combatant or a secret condition.
 */
export function describeEscalation(step: EscalationStep, state: EscalationState, context: SystemContext, after: () => EscalationState): StepText {
  if (step.kind === 'event' && (step.event.type === 'rest.full' || step.event.type === 'rest.quickTaken'))
    return describeRest(step.event, state, context)
  return fightStepText(words(step, state, after), step, state, after, context.campaign, involved)
}

/** The combatants an event names (the current one for its own steps) and the conditions it concerns. */
function involved(event: EscalationEvent, fight: EscalationFight): FightInvolvement {
  const ids: string[] = []
  for (const key of ['target', 'who', 'attacker', 'helper', 'source', 'mover', 'ally', 'enemy'] as const) {
    const value = (event as Record<string, unknown>)[key]
    if (typeof value === 'string') ids.push(value)
  }
  for (const key of ['engagedWith', 'from'] as const) {
    const value = (event as Record<string, unknown>)[key]
    if (Array.isArray(value)) ids.push(...value.filter((id): id is string => typeof id === 'string'))
  }
  if (event.type === 'attack.rolled') ids.push(...event.targets.map((t) => t.target))
  if (event.type === 'setup.surprise') ids.push(...event.actors)
  // The line of a move, an Intercept or a declined Opportunity Attack names those it leaves or turns from.
  if (event.type === 'position.move' || event.type === 'position.place') ids.push(...engagedWith(fight, event.who))
  if (event.type === 'intercept' && fight.interceptable) ids.push(fight.interceptable.target)
  if (event.type === 'opportunity.decline' && fight.opportunity) ids.push(fight.opportunity.provoker, ...fight.opportunity.from)
  // The current combatant's own steps name it without saying so.
  if (event.type === 'action.spend' || event.type === 'turn.delay' || event.type === 'turn.ready') ids.push(fight.track.current ?? '')
  // A save names the effect it is against: a secret one stays with the GM.
  const conditions =
    event.type === 'save.rolled'
      ? [{ of: event.who, id: event.condition }]
      : event.type === 'rally.rolled' && event.save
        ? [{ of: event.who, id: event.save.condition }]
        : []
  return { combatants: ids, conditions }
}

/** Who acted: the dice are the console's; the PCs' own steps the players'; the rest the GM's. */
export function escalationActor(event: EscalationEvent): Actor {
  if (event.type.endsWith('.rolled') || event.type === 'rest.quickTaken') return 'console'
  return 'gm'
}

type Rolled = Extract<EscalationEvent, { type: `${string}.rolled` | 'rest.quickTaken' }>
const isRolled = (event: EscalationEvent): event is Rolled => event.type.endsWith('.rolled') || event.type === 'rest.quickTaken'

/** The faces an event rolled, for exports. */
export function escalationDice(event: EscalationEvent): readonly number[] | null {
  if (!isRolled(event)) return null
  switch (event.type) {
    case 'attack.rolled':
      return event.targets.flatMap((t) => [...t.faces, ...(t.invisibleFaces ?? []), ...t.damageFaces, ...t.missFaces])
    case 'save.rolled':
    case 'lastGasp.rolled':
    case 'sustain.rolled':
    case 'disengage.rolled':
    case 'diceyMove.rolled':
      return event.faces
    case 'deathSave.rolled':
      return [...event.faces, ...event.recoveryFaces]
    case 'rally.rolled':
      return [...event.recoveryFaces, ...(event.save?.faces ?? [])]
    case 'recovery.rolled':
    case 'damage.rolled':
    case 'healing.rolled':
      return event.faces
    case 'rest.quickTaken':
      return Object.values(event.pcs).flat(2)
  }
}
