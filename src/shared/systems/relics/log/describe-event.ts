import { modifierLabel, resolvedDiceLabel, TRIGGER_WORDS, type ResolvedDiceEffect, type TraitTrigger } from '../../../campaign/traits'
import type { ChallengeContext } from '../machine/context'
import type { ChallengeEvent } from '../machine/events'
import type { Position } from '../machine/steps'
import { stepDoneWords } from './describe-outcome'
import { stressLimits, wouldStressOut } from '../rules/stress'

type Names = (id: string) => string

function namesIn(context: ChallengeContext | null): { pc: Names; trait: Names } {
  const pcs = new Map(context?.cohort.map((pc) => [pc.id, pc.name]) ?? [])
  const traits = new Map<string, string>()
  for (const t of context?.gmTraits ?? []) traits.set(t.id, t.name)
  for (const pc of context?.cohort ?? []) {
    for (const t of pc.traits) traits.set(t.id, t.name)
    for (const a of pc.agony) traits.set(a.id, a.name)
  }
  for (const d of context?.disasterTraits ?? []) traits.set(d.id, d.name)
  return { pc: (id) => pcs.get(id) ?? id, trait: (id) => traits.get(id) ?? id }
}

export const list = (values: readonly number[]) => (values.length ? values.join(', ') : 'nothing')

interface TraitFacts {
  trigger: TraitTrigger
  effect: ResolvedDiceEffect | null
  carried: boolean
  /** "Challenge trait" or "Event trait", for the GM's. */
  kind: string
}

/** What the Challenge knows of a GM or PC trait: its trigger, its hold on resolved dice, whether its modifier waits for a pool. */
function traitFacts(context: ChallengeContext | null, traitId: string, pcId: string | null): TraitFacts {
  const gm = pcId === null ? context?.gmTraits.find((t) => t.id === traitId) : undefined
  const found = gm ?? context?.cohort.find((pc) => pc.id === pcId)?.traits.find((t) => t.id === traitId)
  return {
    trigger: found?.trigger ?? 'huddle',
    effect: found?.resolvedDice ?? null,
    carried: found !== undefined && found.modifier !== null,
    kind: gm?.origin === 'event' ? 'Event trait' : 'Challenge trait',
  }
}

/** RG1: what a trait's hold on resolved dice did, as it acts now. */
function effectWords(context: ChallengeContext | null, facts: TraitFacts): string {
  if (!facts.effect || !context) return ''
  if (facts.effect.kind === 'free') return ` It ${resolvedDiceLabel(facts.effect)} in the Challenge's pool.`
  const taken = Math.min(context.resolvedDice, facts.effect.dice)
  return ` The Challenge takes back ${taken} resolved ${taken === 1 ? 'die' : 'dice'}.`
}

/** RG3: a trait fired at its moment, and where its modifier goes. */
function firedWords(who: string, name: string, context: ChallengeContext | null, facts: TraitFacts): string {
  const waits = facts.carried && facts.trigger !== 'afterRoll' ? ' Its modifier waits for the next pool it lands in.' : ''
  return `${who} ${name} fires ${TRIGGER_WORDS[facts.trigger]}.${effectWords(context, facts)}${waits}`
}

/** RG2: the split in words. */
function splitWords(event: { name: string; rating: number; resolvedDice: number }, context: ChallengeContext | null): string {
  const part = `“${event.name.trim()}” splits off (rating ${event.rating}, ${event.resolvedDice} resolved)`
  if (!context) return `${part}.`
  const { challenge, resolvedDice } = context
  return `${part}; “${challenge.name}” keeps rating ${challenge.rating - event.rating} with ${resolvedDice - event.resolvedDice} resolved.`
}

/** RG5: how the Stress share was settled, when the table said. */
function decidedWords(decidedBy: 'consensus' | 'leader' | undefined, leader: string | null): string {
  if (decidedBy === 'consensus') return ' The Cohort agreed on the share.'
  if (decidedBy === 'leader') return ` No consensus: ${leader ?? 'the leader'}, the leader, decided the share.`
  return ''
}

/** One readable line for a Challenge event, with the names (and the step it ends) as they are now. */
export function describeChallengeEvent(event: ChallengeEvent, context: ChallengeContext | null, position: Position | null = null): string {
  const { pc, trait } = namesIn(context)
  const modifier = (id: string) => {
    const found = context?.current.pool?.simpleModifiers.find((m) => m.id === id)
    return found ? found.label : 'a Simple modifier'
  }
  switch (event.type) {
    case 'cohort.chooseLeader':
      return `${pc(event.pcId)} leads the Cohort.`
    case 'cohort.activateTrait':
      return `${pc(event.pcId)} activates ${trait(event.traitId)}.`
    case 'cohort.deactivateTrait':
      return `${pc(event.pcId)} takes back ${trait(event.traitId)}.`
    case 'gm.activateChallengeTrait':
      return `The GM activates ${trait(event.traitId)}.${effectWords(context, traitFacts(context, event.traitId, null))}`
    case 'gm.deactivateChallengeTrait':
      return `The GM takes back ${trait(event.traitId)}.`
    case 'gm.activateAgony':
      return `The GM brings ${pc(event.pcId)}'s Agony ${trait(event.agonyId)} to bear.`
    case 'gm.deactivateAgony':
      return `The GM sets aside ${pc(event.pcId)}'s Agony ${trait(event.agonyId)}.`
    case 'gm.overrideContribution':
      return event.dice === null ? `${pc(event.pcId)}'s expertise dice go back to the setting.` : `${pc(event.pcId)} contributes ${event.dice}d6.`
    case 'gm.removeDisasterTrait':
      return `The Disaster trait ${trait(event.traitId)} is removed.`
    case 'cohort.spendDestiny':
      return `The Cohort spends ${event.amount} Destiny for ${event.amount}d6.`
    case 'cohort.returnDestiny':
      return `The Cohort takes back ${event.amount} Destiny.`
    case 'pool.rolled': {
      const roller = context?.current.roller
      return roller ? `Rolled ${list(event.values)} (by ${pc(roller.pcId)}'s player).` : `Rolled ${list(event.values)}.`
    }
    case 'cohort.assignSimpleModifier':
    case 'gm.assignSimpleModifier':
      return `${event.type.startsWith('gm') ? 'The GM' : 'The Cohort'} places ${modifier(event.modifierId)} on die ${event.dieIndex + 1}.`
    case 'pool.unassignSimpleModifier':
      return `${modifier(event.modifierId)} comes off die ${event.dieIndex + 1}.`
    case 'pool.applySuggestion':
      return `The suggested placement of the ${event.side} Simple modifiers is applied.`
    case 'stress.distribute': {
      const shares = Object.entries(event.allocations)
        .filter(([, n]) => n > 0)
        .map(([id, n]) => `${pc(id)} ${n}`)
      // Agony names come for everyone who might reach the maximum; only those who do gain one.
      const stressedOut = context
        ? context.cohort.filter((p) => wouldStressOut(p, event.allocations[p.id] ?? 0, stressLimits(p))).map((p) => p.id)
        : Object.keys(event.agonyNames)
      const agony = stressedOut
        .filter((id) => event.agonyNames[id]?.trim())
        .map((id) => `${pc(id)} gains the Agony “${event.agonyNames[id]!.trim()}”`)
      const decided = decidedWords(event.decidedBy, context?.leaderId ? pc(context.leaderId) : null)
      return [`Stress applied: ${shares.join(', ') || 'none'}.`, ...agony.map((a) => `${a}.`)].join(' ') + decided
    }
    case 'gm.createDisasterTrait':
      return `Disaster: “${event.name}” (${modifierLabel('hindering', event.modifier)}) takes hold.`
    case 'gm.noteAction':
      return event.text
    case 'step.next':
      return stepDoneWords(position)
    case 'gm.endChallenge':
      return 'The GM ends the Challenge.'
    case 'cohort.fireTrait':
      return firedWords(`${pc(event.pcId)}:`, trait(event.traitId), context, traitFacts(context, event.traitId, event.pcId))
    case 'gm.fireChallengeTrait': {
      const facts = traitFacts(context, event.traitId, null)
      return firedWords(`The ${facts.kind}`, trait(event.traitId), context, facts)
    }
    case 'gm.splitChallenge':
      return splitWords(event, context)
    case 'cohort.chooseRoller':
      return event.consensus
        ? `By consensus, ${pc(event.pcId)}'s player rolls the Cohort's pool.`
        : `No consensus: ${pc(event.pcId)}'s player, the leader's, rolls the Cohort's pool.`
  }
}
