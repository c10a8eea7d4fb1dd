import { modifierLabel } from '../../../campaign/traits'
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
      return `The GM activates ${trait(event.traitId)}.`
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
    case 'pool.rolled':
      return `Rolled ${list(event.values)}.`
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
      return [`Stress applied: ${shares.join(', ') || 'none'}.`, ...agony.map((a) => `${a}.`)].join(' ')
    }
    case 'gm.createDisasterTrait':
      return `Disaster: “${event.name}” (${modifierLabel('hindering', event.modifier)}) takes hold.`
    case 'gm.noteAction':
      return event.text
    case 'step.next':
      return stepDoneWords(position)
    case 'gm.endChallenge':
      return 'The GM ends the Challenge.'
  }
}
