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
const CAMPAIGN = 'bench-fight.json'
const TARGET = 'npc-bench-raider-a-1'

/** The demo campaign with an Escalation encounter of 196 raiders (four NPCs of 49 each) beside the four PCs. */
function writeCampaign(dataDir: string): void {
  const campaign = JSON.parse(readFileSync(demoCampaignFile, 'utf8'))
  const raider = campaign.npcs.find((n: { id: string }) => n.id === 'npc-sand-raider')
  const kin = ['a', 'b', 'c', 'd'].map((k) => ({ ...raider, id: `npc-bench-raider-${k}`, name: `Raider ${k.toUpperCase()}` }))
  campaign.npcs.push(...kin)
  const perNpc = (COMBATANTS - campaign.characters.length) / kin.length
  campaign.encounters.push({
    id: 'enc-bench-horde',
    name: 'The Horde',
    system: 'escalation',
    description: '',
    gmNotes: '',
    combatants: kin.map((npc) => ({ npcId: npc.id, count: perNpc })),
    setup: {},
    revealed: true,
  })
  writeFileSync(join(dataDir, CAMPAIGN), JSON.stringify(campaign))
}

async function act(running: Running, action: object): Promise<void> {
  const answer = await running.services.request('gm', 'run.act', { system: 'escalation', action })
  if (!answer.ok) throw new Error(`run.act refused: ${answer.error.message}`)
}

/** The GM's two adjustments every fight sees most: a point of damage, then a point of healing, forever valid. */
const adjustment = (n: number) =>
  n % 2 === 0
    ? { type: 'combatant.damage', target: TARGET, amount: 1, source: null, note: '' }
    : { type: 'combatant.heal', target: TARGET, amount: 1 }

const seqOf = (running: Running) => running.services.session.ledger!.seq

/** A session of a 200-combatant fight under way, `entries` entries long. */
async function fightUnderWay(entries: number, dataDir?: string): Promise<Running> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'gmc-bench-fight-')))
  writeCampaign(dir)
  const running = await startServices({ dataDir: dir })
  await running.call('campaign.open', { file: CAMPAIGN })
  await running.call('session.start', { name: 'Bench fight' })
  await running.call('run.start', { system: 'escalation', request: { encounterId: 'enc-bench-horde' } })
  await act(running, { type: 'combat.begin' })
  for (let n = 0; seqOf(running) < entries; n++) await act(running, n % 10 === 9 ? { type: 'turn.next' } : adjustment(n))
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
async function timedAdjustment(running: Running, n: number): Promise<number> {
  const event = adjustment(n)
  const start = performance.now()
  await act(running, event)
  const elapsed = performance.now() - start
  await running.services.session.flush()
  return elapsed
}

/**
 * One combat event through the real session host (payload check, the rules' verdict, stamping,
 * the durable append with fdatasync, the fight machine's transition, the GM's session view with
 * all 200 combatants and the player view) in a session with 10,000 entries logged and in one
 * with 100. Events alternate between the two sessions so the machine's load weighs on both
 * alike, and the ratio of their p95s shows whether the cost grows with the log.
 */
async function main(): Promise<void> {
  progress(`combat.event: a fight of ${COMBATANTS} combatants, ${SHORT_LOG} entries`)
  const short = await fightUnderWay(SHORT_LOG)
  progress(`combat.event: the same fight, ${LONG_LOG} entries`)
  const seed = await fightUnderWay(SHORT_LOG)
  const sessionId = seed.services.session.ledger!.state.sessionId
  await seed.services.close()
  lengthenLog(seed.dataDir, sessionId, LONG_LOG)
  const long = await startServices({ dataDir: seed.dataDir })
  if (seqOf(long) !== LONG_LOG) throw new Error(`the long session resumed at entry ${seqOf(long)}, not ${LONG_LOG}`)
  try {
    const shortTimes: number[] = []
    const longTimes: number[] = []
    for (let i = 0; i < WINDOW; i++) {
      shortTimes.push(await timedAdjustment(short, seqOf(short) + 1))
      longTimes.push(await timedAdjustment(long, seqOf(long) + 1))
    }
    const p95Long = percentile(longTimes, 0.95)
    const p95Short = percentile(shortTimes, 0.95)
    progress(`combat.event: p95 ${p95Short.toFixed(2)} ms at ${SHORT_LOG} entries, ${p95Long.toFixed(2)} ms at ${LONG_LOG} (${WINDOW} events each)`)
    report('combat.event.p95.ms', p95Long, 'ms')
    report('combat.event.growth', p95Long / p95Short, 'ratio')
  } finally {
    for (const running of [short, long]) {
      await running.services.close()
      await running.cleanup()
    }
  }
}

runBench(main)
