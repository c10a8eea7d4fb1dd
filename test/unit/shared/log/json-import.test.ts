import { describe, expect, it } from 'vitest'
import { LOG_SCHEMA_VERSION } from '@shared/session/entries'
import { importSessionLog, sessionLogJson } from '@shared/log/json'
import { PureSession } from './support/session-driver'
import { jsonWithKey, RESERVED_KEYS } from '../../../support/reserved-keys'

/** A short session: the haggle started, a leader, the first steps, a roll undone. */
function shortSession(): PureSession {
  const session = new PureSession()
  session.play({ kind: 'note', private: false })
  session.play({ kind: 'start', challengeId: 'challenge-haggle' })
  session.play({ kind: 'act', event: { type: 'cohort.chooseLeader', pcId: 'pc-vell' } })
  for (let i = 0; i < 3; i++) session.play({ kind: 'act', event: { type: 'step.next' } })
  session.play({ kind: 'roll', dice: 3 }, [6, 2, 4])
  session.play({ kind: 'undo' })
  return session
}

const edit = (json: string, change: (file: { [key: string]: unknown; entries: Record<string, unknown>[] }) => void) => {
  const file = JSON.parse(json)
  change(file)
  return JSON.stringify(file)
}

describe('importing a JSON export', () => {
  it('replays the log to the same state, timeline and entries', () => {
    const session = shortSession()
    const imported = importSessionLog(sessionLogJson(session.ledger))
    if (!imported.ok) throw new Error(imported.reason)
    expect(imported.ledger.state).toEqual(session.ledger.state)
    expect(imported.ledger.timeline).toEqual(session.ledger.timeline)
    expect(imported.file.schemaVersion).toBe(LOG_SCHEMA_VERSION)
  })

  it('refuses what is not a GM session log, saying why', () => {
    const json = sessionLogJson(shortSession().ledger)
    expect(importSessionLog('{ not json')).toEqual({ ok: false, reason: 'This is not a JSON file.' })
    expect(importSessionLog('{"campaign": true}')).toMatchObject({ ok: false, reason: 'This file is not a session log export.' })
    expect(importSessionLog(edit(json, (f) => (f.schemaVersion = 99)))).toEqual({
      ok: false,
      reason: `This session was saved by a newer version of the console (a log of format 99; this one reads up to ${LOG_SCHEMA_VERSION}), so it is left exactly as it is: update the console to open it.`,
    })
    expect(importSessionLog(edit(json, (f) => (f.schemaVersion = 0)))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('schema version 0'),
    })
    const newerSteps = edit(json, (f) =>
      Object.assign(
        f.entries.findLast((e) => e.kind === 'run.event')!,
        { format: 99 },
      ),
    )
    expect(importSessionLog(newerSteps)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^This session was saved by a newer version of the console \(.+ steps of format 99; this one reads up to 1\)/),
    })
    expect(importSessionLog(edit(json, (f) => (f.audience = 'public')))).toMatchObject({ ok: false, reason: expect.stringContaining('player copy') })
    expect(importSessionLog(edit(json, (f) => (f.entries[1]!.kind = 'mystery')))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('entries.1'),
    })
  })

  it('refuses a log whose order, undo or events the host would never have written', () => {
    const json = sessionLogJson(shortSession().ledger)
    const gap = importSessionLog(edit(json, (f) => f.entries.splice(2, 1)))
    expect(gap).toMatchObject({ ok: false, reason: expect.stringContaining('Entry #4 cannot follow') })
    const badUndo = importSessionLog(edit(json, (f) => (f.entries.at(-1)!.target = 2)))
    expect(badUndo).toMatchObject({ ok: false, reason: expect.stringContaining('Only the latest step') })
    // Step 4 needs a roll before the next step: a forged "next step" instead of the dice.
    const forged = importSessionLog(
      edit(json, (f) => {
        const roll = f.entries.find((e) => (e.event as { type?: string } | undefined)?.type === 'pool.rolled')!
        roll.event = { type: 'step.next' }
      }),
    )
    expect(forged).toMatchObject({ ok: false, reason: expect.stringMatching(/^Entry #\d+ cannot follow: /) })
  })

  it.each(RESERVED_KEYS)('refuses a log whose start has a PC named “%s” in the Cohort, saying which key and where', (key) => {
    const file = JSON.parse(sessionLogJson(shortSession().ledger)) as {
      entries: { systems: { relics: { cohort: { characters: Record<string, unknown> } } } }[]
    }
    const characters = file.entries[0]!.systems.relics.cohort.characters
    const text = jsonWithKey(file, ['entries', 0, 'systems', 'relics', 'cohort', 'characters'], key, Object.values(characters)[0])
    expect(importSessionLog(text)).toEqual({
      ok: false,
      reason: `Entry #1 is not valid: Relics of the Moon's start is not valid (cohort.characters: The PCs can't have an entry named “${key}”).`,
    })
  })

  it('keeps each entry as the system’s schemas gave it back, not as the file had it: an Agony’s name trimmed', () => {
    const file = JSON.parse(sessionLogJson(shortSession().ledger)) as {
      entries: { systems: { relics: { cohort: { characters: Record<string, { agony: unknown[] }> } } } }[]
    }
    const dax = file.entries[0]!.systems.relics.cohort.characters['pc-dax']!
    dax.agony = [{ id: 'agony-dread', name: '  Dread  ', description: '', modifier: null }]
    const imported = importSessionLog(JSON.stringify(file))
    if (!imported.ok) throw new Error(imported.reason)
    for (const first of [imported.file.entries[0]!, imported.ledger.all()[0]!]) {
      const cohort = (first as unknown as (typeof file.entries)[number]).systems.relics.cohort
      expect(cohort.characters['pc-dax']!.agony).toEqual([{ id: 'agony-dread', name: 'Dread', description: '', modifier: null }])
    }
  })
})
