import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sessionPaths } from '../src/main/session/session-files'
import { demoCampaignFile, startServices } from '../test/support/services'
import { progress, report, runBench } from './support/report'
import { median, percentile } from './support/stats'
import { BareAppends, describeSplit, splitFigures, timeSplit, type SplitTiming } from './support/durable-split'
import type { Campaign } from '../src/shared/campaign'

/** Combatants in the fight: the four PCs and 196 raiders. */
const COMBATANTS = 200
/** The long session: entries already in its log when the measured events come. */
const LONG_LOG = 10_000
/** The short session, for the growth ratio. */
const SHORT_LOG = 100
/**
 * Measured events per session, alternating between the two sessions. A p95 of 300 rests on
 * its 15 slowest, which a few slow fdatasyncs move: the growth ratio read 0.9 to 1.6 from run
 * to run at 300, and 1.06 to 1.08 at 1,500.
 */
const WINDOW = 1_000

type Running = Awaited<ReturnType<typeof startServices>>
const CAMPAIGN = 'bench-fight.json'
const TARGET = 'npc-bench-raider-a-1'

/**
 * How each combat system's fight of 200 is set up: the encounter's own setup (a battlefield, a
 * hex map left off so that 200 combatants need no places), and what the GM does before the
 * first turn (the rolls the system asks for, then the fight begins). The GM's adjustments timed
 * afterwards are the tracker's own, the same in every system.
 */
const SYSTEMS: { system: string; setup(demo: Campaign): Record<string, unknown>; begin: { channel: 'run.act' | 'run.roll'; body: object }[] }[] = [
  { system: 'escalation', setup: () => ({}), begin: [{ channel: 'run.act', body: { type: 'combat.begin' } }] },
  {
    system: 'zones',
    setup: (demo) => demo.encounters.find((e) => e.system === 'zones')!.setup,
    begin: [
      { channel: 'run.roll', body: { type: 'initiative' } },
      { channel: 'run.act', body: { type: 'combat.begin' } },
    ],
  },
  {
    system: 'actionPoints',
    setup: () => ({ grid: false }),
    begin: [
      { channel: 'run.roll', body: { type: 'initiative' } },
      { channel: 'run.act', body: { type: 'combat.begin' } },
    ],
  },
]
type Recipe = (typeof SYSTEMS)[number]

/** The demo campaign with an encounter of 196 raiders (four NPCs of 49 each) for the system, beside the four PCs. */
function writeCampaign(dataDir: string, recipe: Recipe): void {
  const campaign = JSON.parse(readFileSync(demoCampaignFile, 'utf8')) as Campaign
  const raider = campaign.npcs.find((n) => n.id === 'npc-sand-raider')!
  const kin = ['a', 'b', 'c', 'd'].map((k) => ({ ...raider, id: `npc-bench-raider-${k}`, name: `Raider ${k.toUpperCase()}`, revealed: true }))
  campaign.npcs.push(...kin)
  const perNpc = (COMBATANTS - campaign.characters.length) / kin.length
  campaign.encounters.push({
    id: 'enc-bench-horde',
    name: 'The Horde',
    system: recipe.system,
    description: '',
    gmNotes: '',
    combatants: kin.map((npc) => ({ npcId: npc.id, count: perNpc })),
    setup: recipe.setup(campaign),
    revealed: true,
  })
  writeFileSync(join(dataDir, CAMPAIGN), JSON.stringify(campaign))
}

async function send(running: Running, system: string, channel: 'run.act' | 'run.roll', body: object): Promise<void> {
  const payload = channel === 'run.act' ? { system, action: body } : { system, roll: body }
  const answer = await running.services.request('gm', channel, payload)
  if (!answer.ok) throw new Error(`${channel} refused: ${answer.error.message}`)
}

const seqOf = (running: Running) => running.services.session.ledger!.seq

/**
 * The GM's two adjustments every fight sees most, in turn: a point of damage, then that point
 * healed. Each changes the target, so each is logged (an action that changes nothing is not):
 * healing follows damage, never a target at its full hit points.
 */
function adjustment(running: Running) {
  const last = running.services.session.ledger!.all().at(-1)
  const damaged = last?.kind === 'run.event' && last.event.type === 'combatant.damage'
  return damaged
    ? { type: 'combatant.heal', target: TARGET, amount: 1 }
    : { type: 'combatant.damage', target: TARGET, amount: 1, source: null, note: '' }
}

/** A session of a 200-combatant fight of the system under way, `entries` entries long. */
async function fightUnderWay(recipe: Recipe, entries: number): Promise<Running> {
  const dir = await mkdtemp(join(tmpdir(), 'gmc-bench-fight-'))
  writeCampaign(dir, recipe)
  const running = await startServices({ dataDir: dir })
  await running.call('campaign.open', { file: CAMPAIGN })
  await running.call('session.start', { name: 'Bench fight' })
  await running.call('run.start', { system: recipe.system, request: { encounterId: 'enc-bench-horde' } })
  for (const step of recipe.begin) await send(running, recipe.system, step.channel, step.body)
  while (seqOf(running) < entries) await send(running, recipe.system, 'run.act', adjustment(running))
  return running
}

/**
 * Lengthens a closed session's log to `entries` with valid entries: more of the same damage
 * and healing, as the host itself stamped them. The host replays them when the session resumes.
 */
function lengthenLog(dataDir: string, sessionId: string, entries: number): void {
  const file = sessionPaths(dataDir, sessionId).log
  const lines = readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { seq: number; kind: string; event?: { type: string } })
  const last = lines.at(-1)!
  const byType = new Map(lines.filter((l) => l.kind === 'run.event').map((l) => [l.event!.type, l]))
  const damage = byType.get('combatant.damage')!
  const heal = byType.get('combatant.heal')!
  let wantDamage = last.event?.type !== 'combatant.damage'
  const added: string[] = []
  for (let seq = last.seq + 1; seq <= entries; seq++, wantDamage = !wantDamage) added.push(JSON.stringify({ ...(wantDamage ? damage : heal), seq }))
  appendFileSync(file, `${added.join('\n')}\n`)
}

/** Times one event from request to answer, split at its durable write; the background campaign sync is let finish outside it. */
async function timedAdjustment(running: Running, system: string): Promise<SplitTiming> {
  const event = adjustment(running)
  const timing = await timeSplit(running.services.session.require().log, () => send(running, system, 'run.act', event))
  await running.services.session.flush()
  // What comes after the answer (the player view, a resume point) is done before the next request, as between two of the GM's clicks.
  await new Promise((done) => setImmediate(done))
  return timing
}

/** One system's figures: the fight with 10,000 entries logged (with the bare appends beside it), and the p95 with 100. */
async function measure(recipe: Recipe): Promise<{ long: ReturnType<typeof splitFigures>; short: number }> {
  progress(`combat.event: ${recipe.system}, a fight of ${COMBATANTS} combatants, ${SHORT_LOG} entries`)
  const short = await fightUnderWay(recipe, SHORT_LOG)
  progress(`combat.event: ${recipe.system}, the same fight, ${LONG_LOG} entries`)
  const seed = await fightUnderWay(recipe, SHORT_LOG)
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
      shortTimes.push((await timedAdjustment(short, recipe.system)).total)
      const timing = await timedAdjustment(long, recipe.system)
      longTimes.push(timing)
      bareTimes.push(bare.append(timing.bytes))
    }
    const figures = splitFigures(longTimes, bareTimes)
    const at = (times: number[]) =>
      `p50 ${median(times).toFixed(2)}, p95 ${percentile(times, 0.95).toFixed(2)}, max ${Math.max(...times).toFixed(2)} ms`
    progress(
      `combat.event: ${recipe.system}: ${at(shortTimes)} at ${SHORT_LOG} entries; at ${LONG_LOG}: ${describeSplit(figures)} (${WINDOW} events each)`,
    )
    return { long: figures, short: percentile(shortTimes, 0.95) }
  } finally {
    bare.close()
    for (const running of [short, long]) {
      await running.services.close()
      await running.cleanup()
    }
  }
}

/**
 * One combat event through the real session host, from the GM's request to the answer: payload
 * check, the rules' verdict, stamping, the durable append with fdatasync, the fight machine's
 * transition and the GM's session view with all 200 combatants. The player view is made right
 * after the answer goes out (the GM's screen hears first; a burst of events makes one view) and,
 * like the campaign sync, is let finish outside the timing; `ui.update` times both screens.
 * Measured for each combat system, in a session with 10,000
 * entries logged and in one with 100. Events alternate between the two sessions so the
 * machine's load weighs on both alike, and the ratio of their p95s shows whether the cost grows
 * with the log. Each event at 10,000 entries is split, in the same run, into its durable write
 * (the log's write and fdatasync, as the log times them) and the rest, the host's own work
 * (`compute`); after it, a bare append of the same size to a file of its own is written and
 * fdatasynced, and the p95 of the event's durable write over the bare appends' p95 says what
 * the host adds to the disk's wait (`durable.ratio`; the whole event's over theirs is
 * `total.ratio`). The figures are the worst system's.
 */
async function main(): Promise<void> {
  const results = []
  // COMBAT_BENCH_SYSTEMS=actionPoints measures one system alone, e.g. to profile it.
  const only = process.env.COMBAT_BENCH_SYSTEMS?.split(',')
  for (const recipe of SYSTEMS) if (!only || only.includes(recipe.system)) results.push(await measure(recipe))
  report('combat.event.p95.ms', Math.max(...results.map((r) => r.long.p95)), 'ms')
  report('combat.event.growth', Math.max(...results.map((r) => r.long.p95 / r.short)), 'ratio')
  report('combat.event.compute.p95.ms', Math.max(...results.map((r) => r.long.computeP95)), 'ms')
  report('combat.event.durable.ratio', Math.max(...results.map((r) => r.long.ratio)), 'ratio')
  report('combat.event.total.ratio', Math.max(...results.map((r) => r.long.totalRatio)), 'ratio')
}

runBench(main)
