import type { SystemContext } from '../systems/rule-system'
import type { LogEntry } from './entries'
import { SessionLedger } from './ledger'
import { systemEntry } from './record'
import { clipSummary } from './stamp'

/** One step of a system told again by today's code, beside the line its log kept. */
export interface RetoldStep {
  seq: number
  /** The GM's line written when the step was made. */
  recorded: string
  /** The GM's line today's code tells from the same state and the same dice, or why today's rules refuse the step. */
  retold: { summary: string } | { refused: string }
}

/** A PC's name in the campaign the steps are told with, or its id where it has none. */
function nameOf(pc: string, context: SystemContext): string {
  return context.campaign?.characters.find((c) => c.id === pc)?.name ?? pc
}

/**
 * Recorded outcomes checked on replay. A log keeps each step's words as they were written
 * (who hit whom, for how much), and exports read those words; replay computes the outcome
 * again from the logged dice. Both agree only while the rules make of the same dice what they
 * made then. This replays a log and, for each step of a system (an event, a run's close),
 * tells it again with today's code from the state before it (`systemEntry`, as the host made
 * it), so a test can compare the two lines: a rule change that would quietly change what an
 * old session replays to shows here as a line that no longer matches, or a step now refused.
 *
 * `context` is what the steps are told with: the campaign as it is now (names, what is
 * revealed), not as it was when each step was made.
 */
export function retellSteps(entries: readonly LogEntry[], context: SystemContext): RetoldStep[] {
  const [first, ...rest] = entries
  if (!first) return []
  const ledger = SessionLedger.begin(first)
  const retold: RetoldStep[] = []
  for (const entry of rest) {
    if (entry.kind === 'run.event' || entry.kind === 'run.closed') {
      const draft =
        entry.kind === 'run.event'
          ? {
              kind: entry.kind,
              system: entry.system,
              event: entry.event,
              ...(entry.auto ? { auto: entry.auto } : {}),
              ...(entry.player ? { player: { id: entry.player, name: nameOf(entry.player, context) } } : {}),
            }
          : { kind: entry.kind, system: entry.system }
      const made = systemEntry(ledger.state, entry.seq, draft, context)
      retold.push({
        seq: entry.seq,
        recorded: entry.summary,
        retold: 'refused' in made ? { refused: made.refused } : { summary: clipSummary(made.entry.summary) },
      })
    }
    ledger.append(entry)
  }
  return retold
}
