import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOG_SCHEMA_VERSION, LogEntry } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { NewerLogError, upgradeLog } from '@shared/session/migrate'
import { upcastEntry } from '@shared/session/upcast'
import { registerSystem } from '@shared/systems/registry'
import { registerHostSystem } from '../../../../src/main/systems/registry'
import { coinFlipFormat2, coinFlipFormat2Host, type CoinStateV2 } from '../../../toy/coin-flip/format-2'

/*
 * A session the coin-flip contest logged in its format 1 under its rules 1, kept as it was
 * written and never edited, read by the contest of format 2 (a call's `call` is now `face`)
 * and rules 2 (a flip against the caller scores for nobody).
 */
const FIXTURE = new URL('../../../fixtures/coin-flip-format-1/', import.meta.url)
const lines = (): Record<string, unknown>[] =>
  readFileSync(new URL('session.log.jsonl', FIXTURE), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
const recorded = JSON.parse(readFileSync(new URL('state.json', FIXTURE), 'utf8')) as CoinStateV2

beforeAll(() => {
  registerSystem(coinFlipFormat2)
  registerHostSystem(coinFlipFormat2Host)
})

const replay = (raws: unknown[]) => SessionLedger.replay(upgradeLog(raws).map((raw) => LogEntry.parse(raw)))
const contestOf = (ledger: SessionLedger) => ledger.state.systems.coinFlip as CoinStateV2

describe('a log of an older format is upcast before it replays', () => {
  it('renames every logged call to the format of today, and stamps it so', () => {
    const upgraded = upgradeLog(lines()) as { kind: string; format?: number; event?: Record<string, unknown> }[]
    const calls = upgraded.filter((e) => e.kind === 'run.event' && e.event?.type === 'coin.call')
    expect(calls.length).toBeGreaterThan(2)
    for (const call of calls) {
      expect(call.format).toBe(2)
      expect(call.event).toEqual({ type: 'coin.call', side: expect.any(String), face: expect.stringMatching(/^(heads|tails)$/) })
    }
  })

  it('replays to the contest the console that wrote it had, under the rules it was played by (a rule fix rewrites no history)', () => {
    const ledger = replay(lines())
    const { contest, won } = contestOf(ledger)
    // The open contest was started under rules 1: its flips against the caller still score for the other side.
    expect(contest?.rules).toBe(1)
    const { rules: _rules, ...asRecorded } = contest!
    expect({ won, contest: asRecorded }).toEqual(recorded)
  })

  it('gives the same state whichever entries were upgraded: a log mixing formats (a session begun before an update) replays alike', () => {
    const raws = lines()
    const mixed = raws.map((raw, i) => (i < raws.length / 2 ? raw : upcastEntry(raw)))
    expect(replay(mixed).state).toEqual(replay(raws).state)
  })

  it('leaves an entry of a system this console does not know as it was, for the schema check to name', () => {
    const alien = { v: LOG_SCHEMA_VERSION, kind: 'run.event', system: 'unknownSystem', run: null, event: { type: 'x' }, format: 7 }
    expect(upcastEntry(alien)).toBe(alien)
  })

  it('reads an entry of log format 2 (before versions were logged) as format 1 under the first rules', () => {
    const raws = lines()
    const start = raws[0]
    const begun = raws.find((raw) => raw.kind === 'run.started')
    const { v: _v, formats: _f, rules: _r, ...v2Start } = start!
    const { v: _v2, format: _f2, rules: _r2, ...v2Run } = begun!
    expect(upcastEntry(v2Start)).toMatchObject({ v: LOG_SCHEMA_VERSION, formats: { coinFlip: 2 }, rules: {} })
    expect(upcastEntry(v2Run)).toMatchObject({ v: LOG_SCHEMA_VERSION, kind: 'run.started', format: 2, rules: 1 })
  })
})

describe('a log newer than this console', () => {
  const newer = (edit: (raws: Record<string, unknown>[]) => void) => {
    const raws = lines()
    edit(raws)
    return () => upgradeLog(raws)
  }

  it('says so in one sentence when the log format is newer', () => {
    expect(
      newer((raws) => {
        raws.at(-1)!.v = LOG_SCHEMA_VERSION + 1
      }),
    ).toThrow(new NewerLogError(`a log of format ${LOG_SCHEMA_VERSION + 1}`, LOG_SCHEMA_VERSION).message)
  })

  it('says so when a system part is of a newer format, or a run of newer rules', () => {
    expect(
      newer((raws) => {
        raws.at(-1)!.format = 3
      }),
    ).toThrow('This session was saved by a newer version of the console (Coin-flip contest steps of format 3; this one reads up to 2)')
    expect(
      newer((raws) => {
        raws.find((raw) => raw.kind === 'run.started')!.rules = 5
      }),
    ).toThrow('(Coin-flip contest rules of version 5; this one reads up to 2)')
    expect(
      newer((raws) => {
        ;(raws[0]!.rules as Record<string, number>).coinFlip = 3
      }),
    ).toThrow(
      /^This session was saved by a newer version of the console \(Coin-flip contest rules of version 3; this one reads up to 2\), so it is left exactly as it is: update the console to open it\.$/,
    )
  })
})
