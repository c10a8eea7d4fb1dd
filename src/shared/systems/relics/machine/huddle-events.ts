import { TRIGGER_WORDS, type ActivationCost, type TraitModifier, type TraitTarget } from '@shared/campaign'
import { whyAutoResultRefused } from '../rules/auto-results'
import type { Turn } from '../rules/tides'
import { whyNotItsMoment } from '../rules/triggers'
import { findPc, opponent, type Activation, type ChallengeContext } from './context'
import { inBothTurns, withTurn, type EventRules } from './event-rule'
import { givenBack, whyEffectRefused, withEffect, type TraitPlay } from './trait-effects'

const HUDDLES = inBothTurns('huddle')
const COHORT_HUDDLE = ['cohortTurn.huddle']

export const poolName = (side: Turn) => (side === 'cohort' ? "the Cohort's pool" : "the Challenge's pool")

/**
 * Huddle: a trait's modifier lands in its owner's pool when aimed at "own", else in the
 * other's; it must be the pool rolled this turn and a modifier that pool can take.
 */
export function whyCannotLand(label: string, owner: Turn, target: TraitTarget, modifier: TraitModifier | null, turn: Turn): string | null {
  if (!modifier) return null
  const pool = target === 'own' ? owner : opponent(owner)
  if (pool !== turn) return `${label} acts on ${poolName(pool)}, and this turn rolls ${poolName(turn)}`
  if (pool === 'challenge' && modifier.kind === 'addDice')
    return `A Challenge pool is always its rating (ruling 3): ${label}'s Add Dice cannot change it`
  if (modifier.kind === 'autoResult') return whyAutoResultRefused(modifier.value, pool)
  return null
}

/** Step 1: what activating costs each pool (Destiny spent, Doom added or spent). */
export function costChange(cost: ActivationCost): Activation['costPaid'] {
  switch (cost.pool) {
    case 'spendDestiny':
      return { destiny: -cost.amount, doom: 0 }
    case 'addDoom':
      return { destiny: 0, doom: cost.amount }
    case 'spendDoom':
      return { destiny: 0, doom: -cost.amount }
    case 'none':
      return { destiny: 0, doom: 0 }
  }
}

export function whyPoolsCannotPay(context: ChallengeContext, change: Activation['costPaid'], what: string): string | null {
  if (context.destiny + change.destiny < 0) return `${what} needs ${-change.destiny} Destiny and the Destiny pool holds ${context.destiny}`
  if (context.doom + change.doom < 0) return `${what} needs ${-change.doom} Doom and the Doom pool holds ${context.doom}`
  return null
}

function whyActivationRefused(context: ChallengeContext, activation: Activation, target: TraitTarget, turn: Turn): string | null {
  if (context.current.activations.some((a) => a.id === activation.id)) return `${activation.label} is already active this turn`
  return (
    whyCannotLand(activation.label, activation.owner, target, activation.modifier, turn) ??
    whyPoolsCannotPay(context, activation.costPaid, `Activating ${activation.label}`)
  )
}

/** Pays an activation's cost and puts it in play this turn. */
export function activate(context: ChallengeContext, activation: Activation): ChallengeContext {
  return withTurn(
    { ...context, destiny: context.destiny + activation.costPaid.destiny, doom: context.doom + activation.costPaid.doom },
    { activations: [...context.current.activations, activation] },
  )
}

/**
 * Taking a trait back in the Huddle gives back what it cost. A trait that fired at its own
 * moment stays (RG3); so does one that held the Challenge's resolved dice when a part was
 * split off in this Huddle (ruling 26, rules 2: the split shared the dice as they stood, and
 * giving them back now would gain dice, or resolve what stays in its own Huddle).
 */
function whyDeactivationRefused(context: ChallengeContext, id: string): string | null {
  const activation = context.current.activations.find((a) => a.id === id)
  if (!activation) return 'That trait is not active this turn'
  if (activation.fired) return `${activation.label} fired ${TRIGGER_WORDS[activation.fired]}: it stays in play (undo that step to take it back)`
  if (activation.splitAfter !== undefined) {
    const held = (activation.unresolved ?? 0) > 0 ? 'unresolved' : 'freed'
    return `${activation.label} ${held} resolved dice before “${activation.splitAfter}” was split off in this Huddle: the split shared the dice as they stood, so it stays (undo the split to take it back) (ruling 26)`
  }
  const refund = { destiny: -activation.costPaid.destiny, doom: -activation.costPaid.doom }
  return whyPoolsCannotPay(context, refund, `Taking back ${activation.label}`)
}

function deactivate(context: ChallengeContext, id: string): ChallengeContext {
  const activation = context.current.activations.find((a) => a.id === id)!
  return withTurn(
    { ...givenBack(context, activation), destiny: context.destiny - activation.costPaid.destiny, doom: context.doom - activation.costPaid.doom },
    { activations: context.current.activations.filter((a) => a.id !== id) },
  )
}

/** Ruling 10: a Stressed Out PC cannot act, lead or bring traits; a PC out of the game has left. */
export function whyPcCannotAct(context: ChallengeContext, pcId: string): string | null {
  const pc = findPc(context, pcId)
  if (!pc) return `There is no PC "${pcId}" in the Cohort`
  if (pc.outOfGame) return `${pc.name} is out of the game`
  if (pc.stressedOut) return `${pc.name} is Stressed Out: they cannot act, and bring only their -1d6`
  return null
}

export function pcTraitActivation(context: ChallengeContext, pcId: string, traitId: string): TraitPlay | string {
  const pc = findPc(context, pcId)!
  const trait = pc.traits.find((t) => t.id === traitId)
  if (!trait) return `${pc.name} has no trait "${traitId}"`
  const activation: Activation = {
    id: `pc/${pc.id}/${trait.id}`,
    kind: 'pcTrait',
    owner: 'cohort',
    pcId: pc.id,
    traitId: trait.id,
    label: `${pc.name}: ${trait.name}`,
    side: trait.side,
    modifier: trait.modifier,
    costPaid: costChange(trait.cost),
  }
  return { activation, target: trait.target, trigger: trait.trigger ?? 'huddle', effect: trait.resolvedDice ?? null }
}

export function gmTraitActivation(context: ChallengeContext, traitId: string): TraitPlay | string {
  const trait = context.gmTraits.find((t) => t.id === traitId)
  if (!trait) return `There is no Challenge or Event trait "${traitId}"`
  const activation: Activation = {
    id: `gm/${trait.id}`,
    kind: 'gmTrait',
    owner: 'challenge',
    pcId: null,
    traitId: trait.id,
    label: trait.name,
    side: trait.side,
    modifier: trait.modifier,
    costPaid: costChange(trait.cost),
  }
  return { activation, target: trait.target, trigger: trait.trigger ?? 'huddle', effect: trait.resolvedDice ?? null }
}

/** An Agony is a Hindering trait on its PC's own side: it lands in the Cohort's pool (ruling 12). */
function agonyActivation(context: ChallengeContext, pcId: string, agonyId: string): TraitPlay | string {
  const pc = findPc(context, pcId)!
  const agony = pc.agony.find((a) => a.id === agonyId)
  if (!agony) return `${pc.name} has no Agony "${agonyId}"`
  const activation: Activation = {
    id: `agony/${pc.id}/${agony.id}`,
    kind: 'agony',
    owner: 'cohort',
    pcId: pc.id,
    traitId: agony.id,
    label: `${pc.name}: ${agony.name} (Agony)`,
    side: 'hindering',
    modifier: agony.modifier,
    costPaid: { destiny: 0, doom: 0 },
  }
  return { activation, target: 'own', trigger: 'huddle', effect: null }
}

type Built = TraitPlay | string

/**
 * Step 1 for a trait: declared only if its trigger is the Huddle (RG3), landing in this
 * turn's pool, paid for, and with a hold on resolved dice that can act here (RG1).
 */
function refuseBuilt(context: ChallengeContext, built: Built, turn: Turn): string | null {
  if (typeof built === 'string') return built
  return (
    whyNotItsMoment(built.activation.label, built.trigger, 'huddle') ??
    whyActivationRefused(context, built.activation, built.target, turn) ??
    whyEffectRefused(context, built, turn === 'challenge' ? 'thisPool' : 'none')
  )
}

function applyBuilt(context: ChallengeContext, built: Built): ChallengeContext {
  if (typeof built === 'string') return context
  const acted = withEffect(context, built)
  return activate(acted.context, acted.activation)
}

/** Step 1, Set the Action (The Huddle): leader, traits, Agony, GM overrides, Disaster traits. */
export const huddleRules: EventRules<
  | 'cohort.chooseLeader'
  | 'cohort.activateTrait'
  | 'cohort.deactivateTrait'
  | 'gm.activateChallengeTrait'
  | 'gm.deactivateChallengeTrait'
  | 'gm.activateAgony'
  | 'gm.deactivateAgony'
  | 'gm.overrideContribution'
  | 'gm.removeDisasterTrait'
> = {
  'cohort.chooseLeader': {
    label: 'Choose the leader',
    steps: COHORT_HUDDLE,
    refuse: (context, { pcId }) => {
      const leader = context.leaderId ? findPc(context, context.leaderId) : undefined
      if (!context.current.leaderOpen && leader)
        return `${leader.name} leads this Challenge; a new leader is chosen only when the leader is Stressed Out`
      const pc = findPc(context, pcId)
      if (pc?.stressedOut && !pc.outOfGame) return `${pc.name} is Stressed Out and may not lead`
      return whyPcCannotAct(context, pcId)
    },
    apply: (context, { pcId }) => ({ ...context, leaderId: pcId }),
  },
  'cohort.activateTrait': {
    label: "Activate a PC's trait",
    steps: HUDDLES,
    refuse: (context, { pcId, traitId }, at) =>
      whyPcCannotAct(context, pcId) ?? refuseBuilt(context, pcTraitActivation(context, pcId, traitId), at.turn),
    apply: (context, { pcId, traitId }) => applyBuilt(context, pcTraitActivation(context, pcId, traitId)),
  },
  'cohort.deactivateTrait': {
    label: "Take back a PC's trait",
    steps: HUDDLES,
    refuse: (context, { pcId, traitId }) => whyDeactivationRefused(context, `pc/${pcId}/${traitId}`),
    apply: (context, { pcId, traitId }) => deactivate(context, `pc/${pcId}/${traitId}`),
  },
  'gm.activateChallengeTrait': {
    label: 'Activate a Challenge trait',
    steps: HUDDLES,
    refuse: (context, { traitId }, at) => refuseBuilt(context, gmTraitActivation(context, traitId), at.turn),
    apply: (context, { traitId }) => applyBuilt(context, gmTraitActivation(context, traitId)),
  },
  'gm.deactivateChallengeTrait': {
    label: 'Take back a Challenge trait',
    steps: HUDDLES,
    refuse: (context, { traitId }) => whyDeactivationRefused(context, `gm/${traitId}`),
    apply: (context, { traitId }) => deactivate(context, `gm/${traitId}`),
  },
  'gm.activateAgony': {
    label: "Bring a PC's Agony to bear",
    steps: COHORT_HUDDLE,
    refuse: (context, { pcId, agonyId }, at) =>
      whyPcCannotAct(context, pcId) ?? refuseBuilt(context, agonyActivation(context, pcId, agonyId), at.turn),
    apply: (context, { pcId, agonyId }) => applyBuilt(context, agonyActivation(context, pcId, agonyId)),
  },
  'gm.deactivateAgony': {
    label: "Take back a PC's Agony",
    steps: COHORT_HUDDLE,
    refuse: (context, { pcId, agonyId }) => whyDeactivationRefused(context, `agony/${pcId}/${agonyId}`),
    apply: (context, { pcId, agonyId }) => deactivate(context, `agony/${pcId}/${agonyId}`),
  },
  'gm.overrideContribution': {
    label: "Override a PC's expertise dice",
    steps: COHORT_HUDDLE,
    refuse: (context, { pcId, dice }) => {
      if (dice !== null && (!Number.isInteger(dice) || dice < 0 || dice > 30)) return 'Expertise dice are a whole number from 0 to 30'
      return whyPcCannotAct(context, pcId)
    },
    apply: (context, { pcId, dice }) => {
      const { [pcId]: _previous, ...others } = context.current.contributionOverrides
      return withTurn(context, { contributionOverrides: dice === null ? others : { ...others, [pcId]: dice } })
    },
  },
  'gm.removeDisasterTrait': {
    label: 'Remove a Disaster trait',
    steps: HUDDLES,
    refuse: (context, { traitId }) =>
      context.disasterTraits.some((d) => d.id === traitId) ? null : `There is no Disaster trait "${traitId}" in force`,
    apply: (context, { traitId }) => ({ ...context, disasterTraits: context.disasterTraits.filter((d) => d.id !== traitId) }),
  },
}
