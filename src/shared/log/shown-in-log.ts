import type { Campaign } from '../campaign'
import type { LogEntry } from '../session/entries'
import type { SessionLedger } from '../session/ledger'
import { applyEntry, startState, systemState } from '../session/state'
import { systemOf } from '../systems/registry'
import { combatantsInPart } from '../views/shown-combatants'

/** The entries that move a run: only after one of them can a fight show the table someone it did not. */
type RunEntry = Extract<LogEntry, { kind: 'run.started' | 'run.event' | 'run.closed' }>
const movesRun = (entry: LogEntry): entry is RunEntry => entry.kind === 'run.started' || entry.kind === 'run.event' || entry.kind === 'run.closed'

/**
 * The combatants the players were shown in a session, by id: each one a fight's part for the
 * table showed after some step still in effect, as the display drew it then (the system's
 * allowlist, built on the tracker's one decision of who is hidden). The part is read against
 * the campaign as it is now, as a player copy of the log is, so a fight whose encounter the GM
 * hides again shows nobody. Private by default: a combatant hidden the whole fight, or shown
 * only by a step later undone, is not among them.
 */
export function combatantsShownInLog(ledger: SessionLedger, campaign: Campaign): Set<string> {
  const shown = new Set<string>()
  const first = ledger.entry(1)
  if (first?.kind !== 'session.started') return shown
  // The state after each step in effect is the fold of the steps in effect so far (as the ledger's own).
  let state = startState(first)
  for (const seq of ledger.timeline.applied) {
    const entry = ledger.entry(seq)!
    state = applyEntry(state, entry)
    if (!movesRun(entry)) continue
    const system = systemOf(entry.system)
    const part = system.playerPart(systemState(state, system.id), { campaign, shown: null })
    for (const id of combatantsInPart(part?.part)) shown.add(id)
  }
  return shown
}
