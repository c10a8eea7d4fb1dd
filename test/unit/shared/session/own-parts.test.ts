import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assign, setup, transition } from 'xstate'
import { machineStep } from '@shared/machine-step'
import { LOG_SCHEMA_VERSION, LogEntry, type EntryOf } from '@shared/session/entries'
import { eventEntryInLogOrder } from '@shared/session/stamp'

const goldenDir = join(import.meta.dirname, '../../../fixtures/golden')

/** Every event entry of the golden sessions, as the console would make it today (at today's log format). */
function goldenEvents(): EntryOf<'run.event'>[] {
  return readdirSync(goldenDir, { withFileTypes: true })
    .filter((folder) => folder.isDirectory())
    .flatMap((folder) =>
      readFileSync(join(goldenDir, folder.name, 'session.log.jsonl'), 'utf8')
        .trimEnd()
        .split('\n'),
    )
    .map((line) => JSON.parse(line) as { kind: string })
    .filter((entry): entry is EntryOf<'run.event'> => entry.kind === 'run.event')
    .map((entry) => ({ ...entry, v: LOG_SCHEMA_VERSION }))
}

/** The same value with every object's keys in reverse order: what the order of a maker's fields must not change. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reversedKeys(inner)]),
  )
}

describe('an event entry the console made, put in the log order unchecked', () => {
  it('is the very line the log schema gives back, for every event of the golden sessions, whatever order it was built in', () => {
    const events = goldenEvents()
    expect(events.length).toBeGreaterThan(50)
    for (const logged of events) {
      for (const built of [logged, reversedKeys(logged) as EntryOf<'run.event'>]) {
        expect(JSON.stringify(eventEntryInLogOrder(built))).toBe(JSON.stringify(LogEntry.parse(built)))
      }
    }
  })

  it('keeps the player who took a step where the schema puts it', () => {
    const logged = goldenEvents()[0]!
    const taken = { ...logged, actor: 'players' as const, player: 'pc-ixa' }
    for (const built of [taken, reversedKeys(taken) as EntryOf<'run.event'>]) {
      expect(JSON.stringify(eventEntryInLogOrder(built))).toBe(JSON.stringify(LogEntry.parse(built)))
    }
  })

  it('leaves out the marks it does not carry, as the schema does', () => {
    const logged = goldenEvents().find((entry) => entry.auto === undefined && entry.playerSummary === undefined)!
    const made = eventEntryInLogOrder({ ...logged, auto: undefined, playerSummary: undefined })
    expect(Object.keys(made)).toEqual(Object.keys(LogEntry.parse(logged)))
  })
})

/** A counter with a guard, an eventless move and an assign: the parts the session's machines use. */
const counter = setup({
  types: {} as { context: { count: number }; events: { type: 'add'; by: number } | { type: 'reset' } },
  guards: { isSmall: ({ event }) => event.type !== 'add' || event.by < 10, isFull: ({ context }) => context.count >= 5 },
  actions: { add: assign(({ context, event }) => ({ count: context.count + (event.type === 'add' ? event.by : 0) })) },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  initial: 'counting',
  states: {
    counting: { always: { guard: 'isFull', target: 'full' }, on: { add: { guard: 'isSmall', actions: 'add' } } },
    full: { on: { reset: { target: 'counting', actions: assign({ count: 0 }) } } },
  },
})

describe('a machine step', () => {
  it('gives what xstate’s transition gives, step after step, and the same again from the same snapshot', () => {
    const events = [
      { type: 'add', by: 2 },
      { type: 'add', by: 20 },
      { type: 'reset' },
      { type: 'add', by: 3 },
      { type: 'add', by: 4 },
      { type: 'reset' },
    ] as const
    let ours = transition(counter, counter.resolveState({ value: 'counting', context: { count: 0 } }), { type: 'add', by: 0 })[0]
    let theirs = ours
    for (const event of events) {
      const again = machineStep(counter, ours, event)
      ours = machineStep(counter, ours, event)
      theirs = transition(counter, theirs, event)[0]
      expect({ value: ours.value, context: ours.context, status: ours.status }).toEqual({
        value: theirs.value,
        context: theirs.context,
        status: theirs.status,
      })
      expect(again.context).toEqual(ours.context)
    }
    expect(ours.value).toBe('counting')
    expect(theirs.context.count).toBe(0)
  })
})
