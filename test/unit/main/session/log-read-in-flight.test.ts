import { describe, expect, it } from 'vitest'
import type { LogLine, SessionView } from '@shared/session/view'
import { sessionPaths } from '../../../../src/main/session/session-files'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'
import { setUnwritable, whyNoUnwritable } from '../../../support/unwritable'
import { DEMO_PLACE } from '../../shared/log/support/session-moves'

/*
 * The session log, the session as it stood after an entry, and an export, read while a step is
 * being written: they wait for it, so they show it once it is on disk, and never a step whose
 * write fails and is taken back.
 */

const { start } = servicesEachTest()

/** A session in the haggle's Huddle with Vell leading, its log at `seq`. */
async function huddle(): Promise<{ services: Started['services']; log: string; seq: number }> {
  const started = await start({ seed: 3, newSessionId: () => 'session-reading' })
  const { call, services, dataDir } = started
  await call('session.start', { name: 'Reading night' })
  await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
  await call('run.act', { system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-vell' }, passSteps: false })
  await services.session.flush()
  return { services, log: sessionPaths(dataDir, 'session-reading').log, seq: services.session.ledger!.seq }
}

const STEP = { system: 'relics', action: { type: 'gm.overrideContribution', pcId: 'pc-ixa', dice: 2 }, passSteps: false }

/** A step and the three reads asked in the same moment, as frames that arrive together. */
async function stepAndReads(services: Started['services'], seq: number) {
  const step = services.request('gm', 'run.act', STEP)
  const log = services.request('gm', 'session.log', {})
  const past = services.request('gm', 'session.stateAt', { seq })
  const exported = services.request('gm', 'session.export', { format: 'json', audience: 'gm' })
  return { step: await step, log: await log, past: await past, exported: await exported }
}

type Answer = Awaited<ReturnType<Started['services']['request']>>

/** What an accepted request answered. */
function resultOf<T>(answer: Answer): T {
  if (!answer.ok) throw new Error(`refused: ${answer.error.message}`)
  return answer.result as T
}

const seqsOf = (answer: Answer) => resultOf<{ lines: LogLine[] }>(answer).lines.map((line) => line.seq)
const exportedSeqs = (answer: Answer) =>
  (JSON.parse(resultOf<{ content: string }>(answer).content) as { entries: { seq: number }[] }).entries.map((entry) => entry.seq)

describe('reading the log of the running session while a step is written', () => {
  it('waits for the step: the log, the past and the export all hold it, on disk, once it is answered', async () => {
    const { services, seq } = await huddle()
    const answers = await stepAndReads(services, seq)
    expect(answers.step.ok).toBe(true)
    expect(seqsOf(answers.log)).toContain(seq + 1)
    expect(exportedSeqs(answers.exported)).toContain(seq + 1)
    expect(resultOf<SessionView>(answers.past).session.entries).toBe(seq)
  })

  it.skipIf(whyNoUnwritable !== null)('never shows a step whose write failed and was taken back, in the log, the past or the export', async () => {
    const { services, log, seq } = await huddle()
    setUnwritable(log, true)
    try {
      const answers = await stepAndReads(services, seq)
      expect(answers.step.ok).toBe(false)
      expect(Math.max(...seqsOf(answers.log))).toBe(seq)
      expect(Math.max(...exportedSeqs(answers.exported))).toBe(seq)
      expect(answers.past.ok).toBe(true)
    } finally {
      setUnwritable(log, false)
    }
    expect(services.session.ledger!.seq).toBe(seq)
  })
})
