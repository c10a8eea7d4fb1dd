import type { StepText, SystemContext, Visibility } from '../systems/rule-system'
import { systemOf } from '../systems/registry'
import { stepOf, whyEntryRefused, whySystemPartsInvalid } from './decide'
import { LOG_SCHEMA_VERSION, type LogEntry, type NewEntry } from './entries'
import { applyStep } from './apply-step'
import { clipSummary } from './stamp'
import { CHECKS_OWN_PARTS } from './own-checks'
import { systemState, type SessionState } from './state'
import { whereNow } from './where'

/** A step of a rule system to log: the session numbers it, names its run, and asks the system how it reads. */
export type SystemDraft =
  | { kind: 'run.started'; system: string; sceneId: string | null; item: string; start: unknown; visibility: Visibility; summary: string }
  | { kind: 'run.event'; system: string; event: { type: string; [field: string]: unknown }; auto?: true; player?: PlayerTag }
  | { kind: 'run.closed'; system: string }

/** The PC whose player takes a step from their device, and its name as the log words it then. */
export interface PlayerTag {
  id: string
  name: string
}

/**
 * A line marked as the step of the PC's player: "Ixa (player) attacks …" where the line starts
 * with the PC's name, "Ixa (player): …" otherwise, so the GM reads at once who pressed Roll.
 */
export function playerLine(line: string, name: string): string {
  return line.startsWith(`${name} `) ? `${name} (player)${line.slice(name.length)}` : `${name} (player): ${line}`
}

/**
 * Who may read a step's entry, decided here once for every system: the players, when the
 * system gave them a line; the GM alone otherwise. A system says what the table reads (or
 * leaves it out) in `describe`; nothing else can make an entry public.
 */
export function readers(text: StepText): Visibility {
  return text.players === undefined ? 'private' : 'public'
}

/**
 * The entry a system step makes as entry `seq` where the session stands: tagged with its
 * run, checked (`whyEntryRefused`, the same check an imported log gets), then told in the
 * system's words for the GM and the players, with who acted and who may read it. Pure: the
 * host and the tests' sessions make entries the same way.
 */
export function systemEntry(state: SessionState, seq: number, draft: SystemDraft, context: SystemContext): { entry: NewEntry } | { refused: string } {
  const system = systemOf(draft.system)
  const open = state.run?.system === system.id ? state.run : null
  const frame = {
    v: LOG_SCHEMA_VERSION as typeof LOG_SCHEMA_VERSION,
    seq,
    at: new Date(0).toISOString(),
    actor: 'gm' as const,
    visibility: 'private' as const,
    where: whereNow(state),
    summary: '',
  }
  const { version: format, rules } = system.format
  // Each entry's own keys come before the frame's spread: V8 adds keys to a literal begun with a spread on a slow path, a microsecond each.
  const entry: LogEntry =
    draft.kind === 'run.started'
      ? {
          kind: draft.kind,
          system: system.id,
          run: `run-${seq}`,
          sceneId: draft.sceneId,
          item: draft.item,
          start: draft.start,
          format,
          rules,
          ...frame,
        }
      : draft.kind === 'run.event'
        ? {
            kind: draft.kind,
            system: system.id,
            run: open?.id ?? null,
            event: draft.event,
            format,
            ...(draft.auto ? { auto: true as const } : {}),
            ...frame,
          }
        : { kind: draft.kind, system: system.id, run: open?.id ?? '', ...frame }
  // The system's schema checks a draft's parts where the console's own making is checked (`CHECKS_OWN_PARTS`): each part was built from checked parts.
  const reason = (CHECKS_OWN_PARTS ? whySystemPartsInvalid(entry) : null) ?? whyEntryRefused(state, entry, context)
  if (reason) return { refused: reason }
  const step = stepOf(entry)
  const before = systemState(state, system.id)
  let text = draft.kind === 'run.started' ? { gm: draft.summary } : system.describe(step, before, context, () => applyStep(system, before, step))
  const player = draft.kind === 'run.event' ? draft.player : undefined
  if (player)
    text = { gm: playerLine(text.gm, player.name), ...(text.players !== undefined ? { players: playerLine(text.players, player.name) } : {}) }
  const { v: _v, seq: _seq, at: _at, where: _where, actor: _actor, visibility: _visibility, summary: _summary, ...parts } = entry
  // Begun with keys, not the spread: V8 adds keys to a literal begun with a spread on a slow path, a microsecond each.
  const next = {
    // A step the console took by itself is the console's, whoever would have taken it by hand; a player's is theirs.
    actor: player ? 'players' : entry.kind === 'run.event' ? (entry.auto ? 'console' : system.actor(entry.event)) : 'gm',
    visibility: draft.kind === 'run.started' ? draft.visibility : readers(text),
    summary: text.gm,
    ...parts,
    ...(player ? { player: player.id } : {}),
    ...(text.players !== undefined && text.players !== text.gm ? { playerSummary: clipSummary(text.players) } : {}),
  }
  return { entry: next as NewEntry }
}
