import type { AnyRuleSystem } from '../systems/rule-system'
import { findSystem } from '../systems/registry'
import { LOG_SCHEMA_VERSION } from './entries'

type Raw = Record<string, unknown>

/**
 * A log written by a newer console than this one: reading on would guess at shapes or rules
 * this console does not have, so nothing is read, replayed or written.
 */
export class NewerLogError extends Error {
  constructor(what: string, known: number) {
    super(
      `This session was saved by a newer version of the console (${what}; this one reads up to ${known}), so it is left exactly as it is: update the console to open it.`,
    )
    this.name = 'NewerLogError'
  }
}

const isRaw = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A logged version number, or the first version when the entry was written before versions were logged. */
const versionOf = (value: unknown): number => (typeof value === 'number' ? value : 1)

/** A system's part written at `from`, step by step up to the system's format now. */
function upcastPart(system: AnyRuleSystem, part: 'begin' | 'start' | 'event', value: unknown, from: number): unknown {
  let out = value
  for (let version = from; version < system.format.version; version++) {
    const step = system.format.upcast?.[version]?.[part] as ((old: unknown) => unknown) | undefined
    if (step) out = step(out)
  }
  return out
}

/** Refuses a part of a format or rules version newer than the system's now. */
function checkNotNewer(system: AnyRuleSystem, format: number, rules: number | null): void {
  if (format > system.format.version) throw new NewerLogError(`${system.name} steps of format ${format}`, system.format.version)
  if (rules !== null && rules > system.format.rules) throw new NewerLogError(`${system.name} rules of version ${rules}`, system.format.rules)
}

/** What each system of a session's start starts from, in today's formats. */
function upcastSessionStart(raw: Raw): Raw {
  const systems = isRaw(raw.systems) ? raw.systems : {}
  const formats = isRaw(raw.formats) ? raw.formats : {}
  const rules = isRaw(raw.rules) ? raw.rules : {}
  const begins: Raw = {}
  const upFormats: Raw = {}
  for (const [id, begin] of Object.entries(systems)) {
    const system = findSystem(id)
    // A system this console does not know stays as written, for the schema check to name it.
    if (!system) {
      begins[id] = begin
      continue
    }
    const format = versionOf(formats[id])
    checkNotNewer(system, format, Object.hasOwn(rules, id) ? versionOf(rules[id]) : null)
    begins[id] = upcastPart(system, 'begin', begin, format)
    upFormats[id] = system.format.version
  }
  return { ...raw, systems: begins, formats: upFormats, rules }
}

/** A run's start or event in its system's format now; the run keeps the rules it started under. */
function upcastRunPart(raw: Raw): Raw {
  const system = typeof raw.system === 'string' ? findSystem(raw.system) : undefined
  if (!system) return raw
  const format = versionOf(raw.format)
  const rules = raw.kind === 'run.started' ? versionOf(raw.rules) : null
  checkNotNewer(system, format, rules)
  // Today's entries, most of any log, pass as they are.
  if (raw.format === system.format.version && (rules === null || raw.rules === rules)) return raw
  if (raw.kind === 'run.started') return { ...raw, start: upcastPart(system, 'start', raw.start, format), format: system.format.version, rules }
  return { ...raw, event: upcastPart(system, 'event', raw.event, format), format: system.format.version }
}

/**
 * One entry of a log of schema version 2 or later, as this console's format has it: the log's
 * version stamped, each system part upcast to its system's format now. An entry of a newer
 * log format, or a part of a newer system format or rules, throws `NewerLogError`. Anything
 * that is not an entry is left for the schema check to report.
 */
export function upcastEntry(raw: unknown): unknown {
  if (!isRaw(raw)) return raw
  const v = typeof raw.v === 'number' ? raw.v : 2
  if (v > LOG_SCHEMA_VERSION) throw new NewerLogError(`a log of format ${v}`, LOG_SCHEMA_VERSION)
  const entry = v === LOG_SCHEMA_VERSION ? raw : { ...raw, v: LOG_SCHEMA_VERSION }
  if (entry.kind === 'session.started') return upcastSessionStart(entry)
  if (entry.kind === 'run.started' || entry.kind === 'run.event') return upcastRunPart(entry)
  return entry
}
