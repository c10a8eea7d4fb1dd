/*
 * The session log before rule systems had a seam (schema version 1) knew Relics of the
 * Moon alone: its entries said "challenge.started", "challenge.event" and so on. Each reads
 * as today's neutral entry of the system, with the same seq, time, summary and meaning.
 */

type Raw = Record<string, unknown>

/** The run open when the entry was made: what v1 entries left unsaid. */
export interface OpenRun {
  id: string
  item: string
}

interface WhereV1 {
  sceneId: string | null
  challengeId: string | null
  round: number | null
  turn: string | null
  step: string | null
}

function where(raw: unknown, open: OpenRun | null) {
  const old = raw as WhereV1
  const run = old.challengeId && open ? { system: 'relics', id: open.id, item: old.challengeId } : null
  return { sceneId: old.sceneId, run, round: old.round, turn: old.turn, step: old.step }
}

/** One v1 entry as today's, given the run open before it. */
export function upgradeV1Entry(raw: Raw, open: OpenRun | null): Raw {
  const { kind, seq, at, actor, visibility, summary } = raw
  const base = { seq, at, actor: actor === 'cohort' ? 'players' : actor, visibility, where: where(raw.where, open), summary }
  switch (kind) {
    case 'session.started':
      return { ...base, kind, sessionId: raw.sessionId, name: raw.name, campaignId: raw.campaignId, systems: { relics: { cohort: raw.cohort } } }
    case 'challenge.started':
      return {
        ...base,
        kind: 'run.started',
        system: 'relics',
        run: `run-${String(seq)}`,
        sceneId: raw.sceneId,
        item: raw.challengeId,
        start: { eventId: raw.eventId, input: raw.input },
      }
    case 'challenge.event':
      return { ...base, kind: 'run.event', system: 'relics', run: open?.id ?? null, event: raw.event }
    case 'challenge.closed':
      return { ...base, kind: 'run.closed', system: 'relics', run: open?.id ?? '' }
    case 'recovery.rolled':
      return { ...base, kind: 'run.event', system: 'relics', run: null, event: { type: 'recovery.rolled', dice: raw.dice, recovered: raw.recovered } }
    case 'scene.recovered':
      return {
        ...base,
        kind: 'run.event',
        system: 'relics',
        run: null,
        event: { type: 'scene.recovered', method: raw.method, recovered: raw.recovered, allocations: raw.allocations, downtime: raw.downtime },
      }
    default:
      return { ...base, kind, ...(kind === 'note' ? { text: raw.text } : { target: raw.target }) }
  }
}
