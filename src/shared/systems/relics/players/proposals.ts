import { modifierLabel, type ActivationCost } from '../../../campaign'
import type { PlayerContext, Proposal, ProposalItem, ProposalRules } from '../../player-actions'
import { findPc, type ChallengeContext } from '../machine/context'
import { whyPcCannotAct } from '../machine/huddle-events'
import type { EventOf } from '../machine/events'
import { positionOf } from '../machine/steps'
import { applyRelics } from '../session/apply'
import type { RelicsAction } from '../session/events'
import { whyRelicsRefused } from '../session/refuse'
import type { RelicsState } from '../session/state'

/*
 * A player's proposal in a Huddle (step 1, "Set the Action"): which of their PC's own traits
 * they bring, and their Agony in the Cohort's Huddle. The traits' costs are the Destiny the
 * Cohort spends (or the Doom it adds) here; Destiny for dice is spent at Build the Pool, after
 * the Huddle, and stays with the GM. Confirming sends the very events the GM's buttons send:
 * `cohort.activateTrait` and `gm.activateAgony`, checked by the same rules.
 */

/** The events a proposal sends: they are actions the GM may send and the events logged, alike. */
type BringEvent = EventOf<'cohort.activateTrait'> | EventOf<'gm.activateAgony'>

const TRAIT = 'trait:'
const AGONY = 'agony:'

/** What a pick names: one of the PC's traits, or one of their Agony. */
function actionOf(pcId: string, pick: string): BringEvent | null {
  if (pick.startsWith(TRAIT)) return { type: 'cohort.activateTrait', pcId, traitId: pick.slice(TRAIT.length) }
  if (pick.startsWith(AGONY)) return { type: 'gm.activateAgony', pcId, agonyId: pick.slice(AGONY.length) }
  return null
}

/** Why no proposal can be made for PC `pcId` now: no Challenge at a Huddle, not a PC of its Cohort, or one who cannot act (ruling 10). */
export function whyNoProposalNow(state: RelicsState, pcId: string): string | null {
  const running = state.challenge
  if (!running) return 'No Challenge is running: proposals are made in its Huddle.'
  const at = positionOf(running.snapshot.value)
  if (at.step !== 'huddle') return 'Proposals are made in the Huddle, and the Challenge has moved on from it.'
  const pc = findPc(running.snapshot.context, pcId)
  if (!pc) return `This PC is not in the Cohort of “${running.snapshot.context.challenge.name}”.`
  return whyPcCannotAct(running.snapshot.context, pcId)
}

/** The events a proposal sends, in order, and why it is refused if one of them is, each checked after those before it. */
function checked(state: RelicsState, pcId: string, proposal: Proposal): { actions: BringEvent[]; why: string | null } {
  const actions: BringEvent[] = []
  let now = state
  for (const pick of proposal.picks) {
    const action = actionOf(pcId, pick)
    if (!action) return { actions, why: `“${pick.slice(0, 80)}” is not a trait or an Agony of this PC.` }
    if (actions.some((a) => JSON.stringify(a) === JSON.stringify(action))) return { actions, why: 'The proposal names the same trait twice.' }
    const step = { kind: 'event' as const, event: action }
    const why = whyRelicsRefused(now, step, { campaign: null })
    if (why) return { actions, why }
    now = applyRelics(now, step)
    actions.push(action)
  }
  return { actions, why: null }
}

/** What a cost says on a toggle. */
function costWords(cost: ActivationCost): string | null {
  if (cost.pool === 'none' || cost.amount === 0) return null
  if (cost.pool === 'spendDestiny') return `costs ${cost.amount} Destiny`
  return cost.pool === 'addDoom' ? `adds ${cost.amount} Doom` : `spends ${cost.amount} Doom`
}

/** The PC's traits and Agony a player may pick now, each with what it does and costs and why the rules refuse it, if they do. */
export function proposalItems(state: RelicsState, pcId: string): ProposalItem[] {
  const running = state.challenge
  if (!running || whyNoProposalNow(state, pcId)) return []
  const context: ChallengeContext = running.snapshot.context
  const pc = findPc(context, pcId)!
  const whyNot = (pick: string) => checked(state, pcId, { picks: [pick] }).why
  const traits = pc.traits
    .filter((trait) => (trait.trigger ?? 'huddle') === 'huddle')
    .map((trait) => {
      const detail = [modifierLabel(trait.side, trait.modifier), costWords(trait.cost)].filter((part) => part !== null).join(' · ')
      return { key: `${TRAIT}${trait.id}`, label: trait.name, detail, why: whyNot(`${TRAIT}${trait.id}`) }
    })
  const cohortHuddle = positionOf(running.snapshot.value).turn === 'cohort'
  const agony = cohortHuddle
    ? pc.agony.map((a) => ({
        key: `${AGONY}${a.id}`,
        label: `${a.name} (Agony)`,
        detail: modifierLabel('hindering', a.modifier),
        why: whyNot(`${AGONY}${a.id}`),
      }))
    : []
  return [...traits, ...agony]
}

/** The Destiny a proposal's traits cost, in all. */
function destinyOf(state: RelicsState, pcId: string, proposal: Proposal): number {
  const pc = state.challenge && findPc(state.challenge.snapshot.context, pcId)
  if (!pc) return 0
  return proposal.picks
    .map((pick) => pc.traits.find((trait) => `${TRAIT}${trait.id}` === pick)?.cost)
    .reduce((sum, cost) => sum + (cost?.pool === 'spendDestiny' ? cost.amount : 0), 0)
}

/** A proposal in the game's words: "Keen Eyes and Old Wound (Agony), spending 1 Destiny". */
function proposalWords(state: RelicsState, pcId: string, proposal: Proposal): string {
  const labels = new Map(proposalItems(state, pcId).map((item) => [item.key, item.label]))
  const named = proposal.picks.map((pick) => labels.get(pick) ?? pick)
  const list = named.length === 0 ? 'nothing to bring' : named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
  const destiny = destinyOf(state, pcId, proposal)
  return destiny > 0 ? `${list}, spending ${destiny} Destiny` : list
}

/** The Destiny pool as the Huddle has it, for the phone to weigh costs against. */
export function destinyNote(state: RelicsState): string | null {
  const running = state.challenge
  return running ? `The Destiny pool holds ${running.snapshot.context.destiny}.` : null
}

/** Relics of the Moon's proposals: a player brings their PC's traits (and Agony) in a Huddle; the GM confirms. */
export const relicsProposals: ProposalRules<RelicsState, RelicsAction> = {
  whyRefused: (state, pcId, proposal) => {
    const closed = whyNoProposalNow(state, pcId)
    if (closed) return closed
    if (proposal.picks.length === 0) return 'A proposal brings at least one trait.'
    return checked(state, pcId, proposal).why
  },
  actions: (state, pcId, proposal) => checked(state, pcId, proposal).actions,
  words: (state, pcId, proposal, _context: PlayerContext) => proposalWords(state, pcId, proposal),
}
