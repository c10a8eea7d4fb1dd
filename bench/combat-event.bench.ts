import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sessionPaths } from '../src/main/session/session-files'
import { demoCampaignFile, startServices } from '../test/support/services'
import { progress, report, runBench } from './support/report'
import { percentile } from './support/stats'

/** Combatants in the fight: the four PCs and 196 raiders. */
const COMBATANTS = 200
/** The long session: entries already in its log when the measured events come. */
const LONG_LOG = 10_000
/** The short session, for the growth ratio. */
const SHORT_LOG = 100
/** Measured events per session, alternating between the two sessions. */
const WINDOW = 300

type Running = Awaited<ReturnType<typeof startServices>>
const TARGET = 'npc-bench-raider-a-1'

/** A combat system the benchmark fights in: its encounter's setup, and how its fight begins. */
interface BenchSystem {
  id: string
  /** Prefix of the metrics ('combat.event' for Escalation, as before; 'combat.event.<id>' for the others). */
  metric: string
  setup: Record<string, unknown>
  begin(running: Running): Promise<void>
}

const SYSTEMS: BenchSystem[] = [
  {
    id: 'escalation',
    metric: 'combat.event',
    setup: {},
    begin: (running) => act(running, 'escalation', { type: 'combat.begin' }),
  },
  {
    id: 'zones',
    metric: 'combat.event.zones',
    // The text's usual battlefield (Z5): the party's zone, the ground between, the enemies'.
    setup: {
      zones: [
        { name: 'Ridge', conditions: '', links: ['Between'] },
        { name: 'Between', conditions: '', links: ['Camp'] },
        { name: 'Camp', conditions: '' },
      ],
    },
    begin: async (running) => {
      const answer = await running.services.request('gm', 'run.roll', { system: 'zones', roll: { type: 'initiative' } })
      if (!answer.ok) throw new Error(`run.roll refused: ${answer.error.message}`)
      await act(running, 'zones', { type: 'combat.begin' })
    },
  },
]

/** The demo campaign with an encounter of the system's of 196 raiders (four NPCs of 49 each) beside the four PCs. */
function writeCampaign(dataDir: string, system: BenchSystem): string {
  const campaign = JSON.parse(readFileSync(demoCampaignFile, 'utf8'))
  const raider = campaign.npcs.find((n: { id: string }) => n.id === 'npc-sand-raider')
  const kin = ['a', 'b', 'c', 'd'].map((k) => ({ ...raider, id: `npc-bench-raider-${k}`, name: `Raider ${k.toUpperCase()}` }))
  campaign.npcs.push(...kin)
  const perNpc = (COMBATANTS - campaign.characters.length) / kin.length
  campaign.encounters.push({
    id: 'enc-bench-horde',
    name: 'The Horde',
    system: system.id,
    description: '',
    gmNotes: '',
    combatants: kin.map((npc) => ({ npcId: npc.id, count: perNpc })),
    setup: system.setup,
    revealed: true,
  })
  const file = `bench-fight-${system.id}.json`
  writeFileSync(join(dataDir, file), JSON.stringify(campaign))
  return file
}

async function act(running: Running, system: string, action: object): Promise<void> {
  const answer = await running.services.request('gm', 'run.act', { system, action })
  if (!answer.ok) throw new Error(`run.act refused: ${answer.error.message}`)
}

/** The GM's two adjustments every fight sees most: a point of damage, then a point of healing, forever valid. */
const adjustment = (n: number) =>
  n % 2 === 0
    ? { type: 'combatant.damage', target: TARGET, amount: 1, source: null, note: '' }
    : { type: 'combatant.heal', target: TARGET, amount: 1 }

const seqOf = (running: Running) => running.services.session.ledger!.seq

/** A session of a 200-combatant fight of the system under way, `entries` entries long. */
async function fightUnderWay(system: BenchSystem, entries: number): Promise<Running> {
  const dir = await mkdtemp(join(tmpdir(), 'gmc-bench-fight-'))
  const file = writeCampaign(dir, system)
  const running = await startServices({ dataDir: dir })
  await running.call('campaign.open', { file })
  await running.call('session.start', { name: 'Bench fight' })
  await running.call('run.start', { system: system.id, request: { encounterId: 'enc-bench-horde' } })
  await system.begin(running)
  for (let n = 0; seqOf(running) < entries; n++) await act(running, system.id, n % 10 === 9 ? { type: 'turn.next' } : adjustment(n))
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

/** Times one event from request to answer; the background campaign sync is let finish outside it. */
async function timedAdjustment(running: Running, system: string, n: number): Promise<number> {
  const event = adjustment(n)
  const start = performance.now()
  await act(running, system, event)
  const elapsed = performance.now() - start
  await running.services.session.flush()
  return elapsed
}

/**
 * One combat event through the real session host (payload check, the rules' verdict, stamping,
 * the durable append with fdatasync, the fight machine's transition, the GM's session view with
 * all 200 combatants and the player view) in a session with 10,000 entries logged and in one
 * with 100, for each combat system. Events alternate between the two sessions so the machine's
 * load weighs on both alike, and the ratio of their p95s shows whether the cost grows with the log.
 */
async function measure(system: BenchSystem): Promise<void> {
  const name = `${system.metric} (${system.id})`
  progress(`${name}: a fight of ${COMBATANTS} combatants, ${SHORT_LOG} entries`)
  const short = await fightUnderWay(system, SHORT_LOG)
  progress(`${name}: the same fight, ${LONG_LOG} entries`)
  const seed = await fightUnderWay(system, SHORT_LOG)
  const sessionId = seed.services.session.ledger!.state.sessionId
  await seed.services.close()
  lengthenLog(seed.dataDir, sessionId, LONG_LOG)
  const long = await startServices({ dataDir: seed.dataDir })
  if (seqOf(long) !== LONG_LOG) throw new Error(`the long session resumed at entry ${seqOf(long)}, not ${LONG_LOG}`)
  try {
    const shortTimes: number[] = []
    const longTimes: number[] = []
    for (let i = 0; i < WINDOW; i++) {
      shortTimes.push(await timedAdjustment(short, system.id, seqOf(short) + 1))
      longTimes.push(await timedAdjustment(long, system.id, seqOf(long) + 1))
    }
    const p95Long = percentile(longTimes, 0.95)
    const p95Short = percentile(shortTimes, 0.95)
    progress(`${name}: p95 ${p95Short.toFixed(2)} ms at ${SHORT_LOG} entries, ${p95Long.toFixed(2)} ms at ${LONG_LOG} (${WINDOW} events each)`)
    report(`${system.metric}.p95.ms`, p95Long, 'ms')
    report(`${system.metric}.growth`, p95Long / p95Short, 'ratio')
  } finally {
    for (const running of [short, long]) {
      await running.services.close()
      await running.cleanup()
    }
  }
}

async function main(): Promise<void> {
  const only = process.env.COMBAT_BENCH_SYSTEM
  for (const system of SYSTEMS) if (!only || only === system.id) await measure(system)
}

runBench(main)
