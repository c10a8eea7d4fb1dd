import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seededSource } from '@shared/dice'
import { LOG_SCHEMA_VERSION } from '@shared/session/entries'
import type { SessionView } from '@shared/session/view'
import { registerSystem } from '@shared/systems/registry'
import { Services } from '../../../../src/main/services'
import { sessionPaths } from '../../../../src/main/session/session-files'
import { registerHostSystem } from '../../../../src/main/systems/registry'
import { demoCampaignFile } from '../../../support/services'
import { coinFlipFormat2, coinFlipFormat2Host, type CoinStateV2 } from '../../../toy/coin-flip/format-2'

/*
 * The coin-flip contest's session of format 1 and rules 1 (test/fixtures/coin-flip-format-1,
 * never edited), opened by a console whose contest is of format 2 and rules 2.
 */
const FIXTURE = new URL('../../../fixtures/coin-flip-format-1/', import.meta.url).pathname
const SESSION = 'session-a5f8b7654f4b'

beforeAll(() => {
  registerSystem(coinFlipFormat2)
  registerHostSystem(coinFlipFormat2Host)
})

let dataDir = ''
afterEach(() => rm(dataDir, { recursive: true, force: true }))

/** A data folder holding the fixture's campaign and its unfinished session, its log changed by `edit`. */
async function folderWithFixture(edit: (lines: Record<string, unknown>[]) => void = () => undefined) {
  dataDir = await mkdtemp(join(tmpdir(), 'gmc-history-'))
  await mkdir(join(dataDir, 'sessions'))
  await copyFile(join(FIXTURE, 'campaign.json'), join(dataDir, 'campaign.json'))
  const lines = (await readFile(join(FIXTURE, 'session.log.jsonl'), 'utf8'))
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  edit(lines)
  const { log } = sessionPaths(dataDir, SESSION)
  await writeFile(log, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`)
  return log
}

/** Real services on the folder, with what they tell the GM on the way up. */
async function open(seed = 1) {
  const services = new Services({ dataDir, host: 'web', version: 'test', demoFile: demoCampaignFile, dice: seededSource(seed) })
  const notices: { kind: string; text: string }[] = []
  services.subscribe((message) => {
    if (message.event === 'app.notice') notices.push(message.data as { kind: string; text: string })
  })
  await services.start()
  const call = async (channel: string, payload: unknown = {}) => {
    const answer = await services.request('gm', channel, payload)
    if (!answer.ok) throw new Error(answer.error.message)
    return answer.result as SessionView
  }
  return { services, notices, call }
}

const contestOf = (view: SessionView) => (view.systems.coinFlip as CoinStateV2).contest!

describe('a session saved by an earlier console', () => {
  it('resumes where it stood; its open contest goes on under the rules it began with, and the next one follows the fix', async () => {
    await folderWithFixture()
    const { services, call } = await open(11)
    try {
      let view = services.session.view()!
      expect(contestOf(view)).toMatchObject({ rules: 1, score: { players: 0, gm: 2 }, flips: 2 })
      // Rules 1: every flip scores for one side or the other, the caller's or not.
      const total = (v: SessionView) => contestOf(v).score.players + contestOf(v).score.gm
      await call('run.act', { action: { type: 'coin.call', side: 'players', face: 'heads' } })
      const before = total(view)
      view = await call('run.roll', { roll: { type: 'flip' } })
      expect(total(view)).toBe(before + 1)
      if (!contestOf(view).winner) await call('run.act', { action: { type: 'contest.concede', side: 'players' } })
      await call('run.close')

      view = await call('run.start', { system: 'coinFlip', request: { sceneId: 'scene-glass-market', target: 5 } })
      expect(contestOf(view).rules).toBe(2)
      for (let i = 0; i < 20; i++) {
        await call('run.act', { action: { type: 'coin.call', side: 'players', face: 'heads' } })
        const before = contestOf(view).score
        view = await call('run.roll', { roll: { type: 'flip' } })
        if (contestOf(view).lastFlip === 'tails') {
          // Rules 2: nobody scores.
          expect(contestOf(view).score).toEqual(before)
          break
        }
      }
      expect(contestOf(view).lastFlip).toBe('tails')
      const entries = services.session.ledger!.all()
      expect(entries.at(-1)).toMatchObject({ v: LOG_SCHEMA_VERSION, format: 2, summary: 'The coin shows tails: nobody scores.' })
    } finally {
      await services.close()
    }
  })
})

describe('a resume point', () => {
  it('saved while a system kept its state in another format is set aside, and the log replayed', async () => {
    await folderWithFixture()
    const first = await open()
    const replayed = first.services.session.ledger!.state
    await first.services.close()
    const { snapshot } = sessionPaths(dataDir, SESSION)
    const saved = JSON.parse(await readFile(snapshot, 'utf8')) as { formats: Record<string, number>; state: { systems: Record<string, unknown> } }
    expect(saved.formats.coinFlip).toBe(2)
    // A state an older contest kept: this console could not read it.
    await writeFile(
      snapshot,
      JSON.stringify({
        ...saved,
        formats: { ...saved.formats, coinFlip: 1 },
        state: { ...saved.state, systems: { ...saved.state.systems, coinFlip: 'old' } },
      }),
    )
    const again = await open()
    try {
      expect(again.services.session.ledger!.state).toEqual(replayed)
    } finally {
      await again.services.close()
    }
  })
})

describe('a session saved by a newer console', () => {
  const cases: [string, (lines: Record<string, unknown>[]) => void, string][] = [
    [
      'a newer log format',
      (lines) => void (lines.at(-1)!.v = LOG_SCHEMA_VERSION + 1),
      `(a log of format ${LOG_SCHEMA_VERSION + 1}; this one reads up to ${LOG_SCHEMA_VERSION})`,
    ],
    [
      'a newer format of a system’s steps',
      (lines) => void (lines.at(-1)!.format = 3),
      '(Coin-flip contest steps of format 3; this one reads up to 2)',
    ],
    [
      'a run of newer rules',
      (lines) => void (lines.findLast((line) => line.kind === 'run.started')!.rules = 3),
      '(Coin-flip contest rules of version 3; this one reads up to 2)',
    ],
  ]
  it.each(cases)('with %s says so in one sentence and changes nothing', async (_what, edit, detail) => {
    const log = await folderWithFixture(edit)
    // A torn last line, as a crash mid-append leaves it: a console that goes on would cut it off.
    await writeFile(log, `${await readFile(log, 'utf8')}{"v":${LOG_SCHEMA_VERSION + 1},"seq":1`)
    const logBefore = await readFile(log)
    const campaignBefore = await readFile(join(dataDir, 'campaign.json'))
    const { services, notices } = await open()
    try {
      expect(services.session.ledger).toBeNull()
      expect(notices).toEqual([
        {
          kind: 'error',
          text: expect.stringContaining(
            `This session was saved by a newer version of the console ${detail}, so it is left exactly as it is: update the console to open it.`,
          ),
        },
      ])
      expect(await readFile(log)).toEqual(logBefore)
      expect(await readFile(join(dataDir, 'campaign.json'))).toEqual(campaignBefore)
      expect(await readdir(join(dataDir, 'sessions'))).toEqual([`${SESSION}.log.jsonl`])
    } finally {
      await services.close()
    }
    expect(await readFile(log)).toEqual(logBefore)
  })
})
