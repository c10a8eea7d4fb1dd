import type { AnyRuleSystem, SystemContext } from '../systems/rule-system'
import { findSystem } from '../systems/registry'
import type { EntryOf } from './entries'

/*
 * Players' proposals as the session keeps them: each PC's latest one and what came of it.
 * A proposal changes no rule state; it waits for the GM, who confirms (the system's own
 * steps follow) or declines it, and it lapses once the system moves on from where it was made.
 * Nothing here knows a system: each says through its `players.proposals` what a proposal may
 * hold and what confirming sends.
 */

/** What came of a proposal: waiting for the GM, confirmed, declined, or lapsed when its moment passed. */
export type ProposalStatus = 'waiting' | 'confirmed' | 'declined' | 'lapsed'

/** A PC's latest proposal, and what came of it. */
export interface ProposalNow {
  /** The entry that logged it: the GM's answer names it. */
  readonly seq: number
  readonly system: string
  readonly picks: readonly string[]
  /** The line the log kept ("Ixa Marrow (player) proposes …"). */
  readonly summary: string
  readonly status: ProposalStatus
  /** Where the system stood when it was made (its run and place): once elsewhere, a waiting proposal lapses. */
  readonly at: string
}

/** Each PC's latest proposal, by PC id. */
export type Proposals = Readonly<Record<string, ProposalNow>>

/** Where a system stands, as a proposal remembers it: its open run and that run's place, or nowhere. */
export function placeOf(system: AnyRuleSystem, state: unknown): string {
  const running = system.running(state)
  return JSON.stringify(running ? [running.id, running.place] : null)
}

/** The proposals after one is made: it replaces the PC's older one, whatever came of that. */
export function proposed(proposals: Proposals | undefined, entry: EntryOf<'player.proposed'>, at: string): Proposals {
  const now: ProposalNow = { seq: entry.seq, system: entry.system, picks: entry.proposal.picks, summary: entry.summary, status: 'waiting', at }
  return { ...proposals, [entry.player!]: now }
}

/** The proposals after the GM answered one. */
export function answered(proposals: Proposals | undefined, entry: EntryOf<'player.answered'>): Proposals | undefined {
  const pc = waitingPcOf(proposals, entry.proposal)
  if (!proposals || pc === null) return proposals
  return { ...proposals, [pc]: { ...proposals[pc]!, status: entry.answer } }
}

/** The proposals once a system's step is taken: a waiting one of that system lapses when the system stands elsewhere. */
export function lapsed(proposals: Proposals | undefined, system: AnyRuleSystem, state: unknown): Proposals | undefined {
  if (!proposals) return proposals
  const stale = Object.entries(proposals).filter(([, p]) => p.status === 'waiting' && p.system === system.id && p.at !== placeOf(system, state))
  if (stale.length === 0) return proposals
  return { ...proposals, ...Object.fromEntries(stale.map(([pc, p]) => [pc, { ...p, status: 'lapsed' as const }])) }
}

/** The PC whose proposal logged as entry `seq` still waits for the GM, or null. */
export function waitingPcOf(proposals: Proposals | undefined, seq: number): string | null {
  const found = Object.entries(proposals ?? {}).find(([, p]) => p.seq === seq && p.status === 'waiting')
  return found ? found[0] : null
}

/**
 * Why a proposal or an answer may not be logged where the session stands, or null: a
 * proposal names a PC and a system that takes proposals and whose rules let that PC's player
 * make it now; an answer names a proposal still waiting.
 */
export function whyProposalEntryRefused(
  entry: EntryOf<'player.proposed'> | EntryOf<'player.answered'>,
  proposals: Proposals | undefined,
  systemState: unknown,
  context: SystemContext,
): string | null {
  const system = findSystem(entry.system)
  if (!system) return `This console knows no rule system “${entry.system}”.`
  if (entry.kind === 'player.answered')
    return waitingPcOf(proposals, entry.proposal) === null ? 'That proposal is no longer waiting for an answer.' : null
  const rules = system.players?.proposals
  if (!rules) return `${system.name} takes no proposals from players.`
  if (!entry.player) return 'A proposal names the PC whose player made it.'
  return rules.whyRefused(systemState, entry.player, entry.proposal, context)
}
