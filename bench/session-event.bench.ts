import { appendFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sessionPaths } from '../src/main/session/session-files'
import { startServices } from '../test/support/services'
import { relicsState } from '../test/support/relics'
import { progress, report, runBench } from './support/report'
import { percentile } from './support/stats'
import { BareAppends, describeSplit, splitFigures, timeSplit, type SplitTiming } from './support/durable-split'

/** The long session: entries already in its log when the measured events come. */
const LONG_LOG = 10_000
/** The short session, for the growth ratio. */
const SHORT_LOG = 100
/**
 * Measured events per session, alternating between the two sessions. A p95 of 300 rests on
 * its 15 slowest, which a few slow fdatasyncs move: the growth ratio read 0.9 to 1.6 from run
 * to run at 300, and 1.06 to 1.08 at 1,500.
 */
const WINDOW = 1_500

type Running = Awaited<ReturnType<typeof startServices>>

/** The Huddle toggle both sessions repeat: a trait without a cost, so any number of toggles is valid. */
const toggle = (on: boolean) => ({
  type: on ? 'cohort.activateTrait' : 'cohort.deactivateTrait',
  pcId: 'pc-ixa',
  traitId: 'trait-steady-hands',
})

async function act(running: Running, event: object): Promise<void> {
  const answer = await running.services.request('gm', 'run.act', { system: 'relics', action: event })
  if (!answer.ok) throw new Error(`run.act refused: ${answer.error.message}`)
}

/** A session of the demo campaign in the Huddle of "Haggle with Oskar", `entries` entries long. */
async function sessionInHuddle(entries: number, dataDir?: string): Promise<Running> {
  const running = await startServices({ dataDir })
  await running.call('session.start', { name: 'Bench night' })
  await running.call('run.start', {
    system: 'relics',
    request: { sceneId: 'scene-glass-market', eventId: 'event-the-deal', challengeId: 'challenge-haggle' },
  })
  await act(running, { type: 'cohort.chooseLeader', pcId: 'pc-vell' })
  while (seqOf(running) < entries) await act(running, toggle(seqOf(running) % 2 === 1))
  return running
}

function seqOf(running: Running): number {
  return running.services.session.ledger!.seq
}

/**
 * Lengthens a closed session's log to `entries` with valid entries: more of the same Huddle
 * toggles, as the host itself stamped them. Writing them straight to the file takes seconds
 * where appending 10,000 through the host (an fdatasync each) takes minutes; the host
 * replays them when the session resumes, as after any restart.
 */
function lengthenLog(dataDir: string, sessionId: string, entries: number): void {
  const file = sessionPaths(dataDir, sessionId).log
  const lines = readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { seq: number; kind: string; event?: { type: string } })
  const last = lines.at(-1)!
  const byType = new Map(lines.filter((l) => l.kind === 'run.event').map((l) => [l.event!.type, l]))
  const on = byType.get('cohort.activateTrait')!
  const off = byType.get('cohort.deactivateTrait')!
  let wantOn = last.event?.type !== 'cohort.activateTrait'
  const added: string[] = []
  for (let seq = last.seq + 1; seq <= entries; seq++, wantOn = !wantOn) added.push(JSON.stringify({ ...(wantOn ? on : off), seq }))
  appendFileSync(file, `${added.join('\n')}\n`)
}

/** Times one event from request to answer, split at its durable write; the background campaign sync is let finish outside it. */
async function timedToggle(running: Running): Promise<SplitTiming> {
  const event = toggle(relicsState(running.services.session.ledger!.state).challenge!.snapshot.context.current.activations.length === 0)
  const timing = await timeSplit(running.services.session.require().log, () => act(running, event))
  await running.services.session.flush()
  // What comes after the answer (the player view, a resume point) is done before the next request, as between two of the GM's clicks.
  await new Promise((done) => setImmediate(done))
  return timing
}

/**
 * One Relics event through the real session host, request to answer (payload check, stamping
 * and validating the entry, the durable append with fdatasync, the ledger's transition, the
 * GM's session view with its odds; the player view is made once the answer is out, and like
 * the campaign sync let finish outside the timing), in a session with 10,000 entries logged and in
 * one with 100. Events alternate between the two sessions so the machine's load weighs on
 * both alike, and the ratio of their p95s shows whether the cost grows with the log. Each
 * event at 10,000 entries is split, in the same run, into its durable write and the host's own
 * work (`compute`), and followed by a bare fdatasynced append of the same size: the p95 of the
 * event's durable write over the bare appends' p95 is `durable.ratio`, and the whole event's
 * over theirs `total.ratio`.
 */
async function main(): Promise<void> {
  progress(`session.event: a session of ${SHORT_LOG} entries`)
  const short = await sessionInHuddle(SHORT_LOG)
  progress(`session.event: a session of ${LONG_LOG} entries`)
  const seed = await sessionInHuddle(SHORT_LOG)
  const sessionId = seed.services.session.ledger!.state.sessionId
  await seed.services.close()
  lengthenLog(seed.dataDir, sessionId, LONG_LOG)
  const long = await startServices({ dataDir: seed.dataDir })
  if (seqOf(long) !== LONG_LOG) throw new Error(`the long session resumed at entry ${seqOf(long)}, not ${LONG_LOG}`)
  const bare = new BareAppends(join(long.dataDir, 'bare-appends.log'))
  try {
    const shortTimes: number[] = []
    const longTimes: SplitTiming[] = []
    const bareTimes: number[] = []
    for (let i = 0; i < WINDOW; i++) {
      shortTimes.push((await timedToggle(short)).total)
      const timing = await timedToggle(long)
      longTimes.push(timing)
      bareTimes.push(bare.append(timing.bytes))
    }
    const figures = splitFigures(longTimes, bareTimes)
    const p95Short = percentile(shortTimes, 0.95)
    progress(
      `session.event: p95 ${p95Short.toFixed(2)} ms at ${SHORT_LOG} entries; at ${LONG_LOG}: ${describeSplit(figures)} (${WINDOW} events each)`,
    )
    report('session.event.p95.ms', figures.p95, 'ms')
    report('session.event.growth', figures.p95 / p95Short, 'ratio')
    report('session.event.compute.p95.ms', figures.computeP95, 'ms')
    report('session.event.durable.ratio', figures.ratio, 'ratio')
    report('session.event.total.ratio', figures.totalRatio, 'ratio')
  } finally {
    bare.close()
    for (const running of [short, long]) {
      await running.services.close()
      await running.cleanup()
    }
  }
}

runBench(main)
