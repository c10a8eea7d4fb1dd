import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '@shared/campaign'
import type { LogEntry } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { readLogFile } from '../../../../src/main/session/log-file'
import { entriesOf } from '../../../../src/main/session/session-log-reader'
import { sessionPaths } from '../../../../src/main/session/session-files'
import { inspectCampaign } from '../../../../src/main/store/inspect'
import { demoCampaignFile, startServices } from '../../../support/services'
import { digest, seededRandom } from './fixtures/digest'
import { relicsState } from '../../../support/relics'

const HERE = fileURLToPath(new URL('.', import.meta.url))
const ROOT = resolve(HERE, '../../../..')
/** Independent data folders killed in parallel, so the 21 kills overlap their disk waits. */
const LANES = 3
const KILLS_PER_LANE = 7
/**
 * Bundling the child and 21 node starts take seconds each on a busy machine: a generous bound
 * for a hang, not a speed check (the suite's 60 s is too tight when other work shares the cores).
 */
const HEAVY = 240_000

/** Bundles the child (the real services, session host, store and rules) into one .cjs for plain `node`. */
async function bundleChild(outDir: string): Promise<string> {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    resolve: { alias: { '@shared': join(ROOT, 'src/shared') } },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(HERE, 'fixtures/session-crash-child.ts'),
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      // CommonJS, because write-file-atomic (bundled in) relies on __filename.
      rollupOptions: { output: { format: 'cjs', entryFileNames: 'session-crash-child.cjs' } },
    },
  })
  return join(outDir, 'session-crash-child.cjs')
}

interface Run {
  resumed: { seq: number; digest: string } | null
  acks: { seq: number; digest: string }[]
  stderr: string
}

/** Runs the child until `acksBeforeKill` acks (0: until it has resumed), then SIGKILLs it after a random sliver. */
async function runAndKill(bundle: string, dataDir: string, seed: number, acksBeforeKill: number, delayMs: number): Promise<Run> {
  const child = spawn(process.execPath, [bundle, dataDir, demoCampaignFile, String(seed)], { stdio: ['ignore', 'pipe', 'pipe'] })
  const run: Run = { resumed: null, acks: [], stderr: '' }
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()))
  const kill = () => setTimeout(() => child.kill('SIGKILL'), delayMs)
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [word, seq, hash] = line.split(' ')
    if (word === 'resumed') {
      run.resumed = { seq: Number(seq), digest: hash! }
      if (acksBeforeKill === 0) kill()
    }
    if (word === 'ack') {
      run.acks.push({ seq: Number(seq), digest: hash! })
      if (run.acks.length === acksBeforeKill) kill()
    }
  })
  await new Promise((done) => child.on('close', done))
  return run
}

/** The log as the disk holds it: every complete line an entry, a torn tail skipped. */
async function entriesOnDisk(dataDir: string, sessionId: string): Promise<LogEntry[]> {
  const file = sessionPaths(dataDir, sessionId).log
  return entriesOf(await readLogFile(file), file)
}

describe('the session host killed (SIGKILL) at random moments', () => {
  let buildDir: string
  let bundle: string
  let dataDir: string

  beforeAll(async () => {
    buildDir = await mkdtemp(join(tmpdir(), 'gmc-session-crash-child-'))
    dataDir = await mkdtemp(join(tmpdir(), 'gmc-session-crash-'))
    bundle = await bundleChild(buildDir)
  }, HEAVY)
  afterAll(async () => {
    await rm(buildDir, { recursive: true, force: true })
    await rm(dataDir, { recursive: true, force: true })
  })

  /**
   * One data folder, killed again and again. Returns how many entries were acknowledged and
   * where the log and the state ended up.
   */
  async function killRepeatedly(dataDir: string, seed: number): Promise<{ acknowledged: number; expected: { seq: number; digest: string } | null }> {
    const random = seededRandom(seed)
    let expected: { seq: number; digest: string } | null = null
    let sessionId = ''
    let acknowledged = 0
    for (let round = 1; round <= KILLS_PER_LANE; round++) {
      const acksBeforeKill = Math.floor(random() * 10)
      const run = await runAndKill(bundle, dataDir, seed + round, acksBeforeKill, Math.floor(random() * 6))
      const context = `seed ${seed}, round ${round}, kill after ${acksBeforeKill} acks; child stderr: ${run.stderr}`
      expect(run.stderr, context).toBe('')
      if (!run.resumed) continue
      // It resumed at exactly the last entry the log held, in exactly the replayed state.
      if (expected) expect(run.resumed, context).toEqual(expected)

      sessionId ||= (JSON.parse(await readFile(join(dataDir, 'demo-campaign.json'), 'utf8')) as { sessions: { id: string }[] }).sessions[0]!.id
      const entries = await entriesOnDisk(dataDir, sessionId)
      expect(
        entries.map((e) => e.seq),
        context,
      ).toEqual(entries.map((_, i) => i + 1))
      const lastAck = run.acks.at(-1)?.seq ?? run.resumed.seq
      // Every acknowledged entry is there as it was acknowledged; at most the one in flight follows.
      expect(entries.length, context).toBeGreaterThanOrEqual(lastAck)
      expect(entries.length, context).toBeLessThanOrEqual(lastAck + 1)
      for (const ack of run.acks) expect(digest(entries[ack.seq - 1]), `${context}, entry #${ack.seq}`).toBe(ack.digest)
      acknowledged += run.acks.length

      const campaign = inspectCampaign(await readFile(join(dataDir, 'demo-campaign.json'), 'utf8'), MIGRATIONS)
      expect(campaign.ok, context).toBe(true)
      expected = { seq: entries.length, digest: digest(SessionLedger.replay(entries).state) }
    }
    return { acknowledged, expected }
  }

  it(
    'keeps every acknowledged entry, never a half-written one, and resumes exactly where the log ends',
    async () => {
      const seed = Date.now() % 100_000
      const lanes = await Promise.all(Array.from({ length: LANES }, (_, lane) => killRepeatedly(join(dataDir, `lane-${lane}`), seed + lane * 1000)))
      expect(lanes.reduce((sum, lane) => sum + lane.acknowledged, 0)).toBeGreaterThan(LANES * KILLS_PER_LANE)

      // The console opened afterwards resumes too, and brings the campaign up to the log.
      const laneDir = join(dataDir, 'lane-0')
      const reopened = await startServices({ dataDir: laneDir })
      try {
        const ledger = reopened.services.session.ledger!
        expect({ seq: ledger.seq, digest: digest(ledger.state) }).toEqual(lanes[0]!.expected)
        await reopened.services.session.flush()
        const campaign = inspectCampaign(await readFile(join(laneDir, 'demo-campaign.json'), 'utf8'), MIGRATIONS)
        expect(campaign.ok && campaign.campaign.pools).toEqual(relicsState(ledger.state).cohort.pools)
      } finally {
        await reopened.services.close()
      }
    },
    HEAVY,
  )
})
