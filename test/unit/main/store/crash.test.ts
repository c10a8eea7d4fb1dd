import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '@shared/campaign'
import { inspectCampaign } from '../../../../src/main/store/inspect'
import { sampleCampaign, storeFor, tempDir, writeCampaignFile } from './helpers'

const HERE = fileURLToPath(new URL('.', import.meta.url))
const ROOT = resolve(HERE, '../../../..')
const ROUNDS = 12
const FILE = 'moon.json'
/** proper-lockfile's shortest staleness: each child waits that long for its killed predecessor's lock. */
const LOCK_STALE_MS = 2_000

/**
 * Bundles the child script (the real store, lowdb, write-file-atomic and zod included) into
 * one .cjs that plain `node` runs: the project has no TypeScript runner for child processes,
 * but vite is there.
 */
async function bundleChild(outDir: string): Promise<string> {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    resolve: { alias: { '@shared': join(ROOT, 'src/shared') } },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(HERE, 'fixtures/crash-child.ts'),
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      // CommonJS, because write-file-atomic (bundled in) relies on __filename.
      rollupOptions: { output: { format: 'cjs', entryFileNames: 'crash-child.cjs' } },
    },
  })
  return join(outDir, 'crash-child.cjs')
}

/** A small seeded generator (mulberry32), so a failing round can be replayed from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

interface Round {
  /** The highest Destiny the child acknowledged as durable, or null if it acknowledged none. */
  lastAck: number | null
  stderr: string
}

/**
 * Runs the child until it has acknowledged `acksBeforeKill` writes (0: until it has opened
 * the campaign), waits a random sliver so the kill lands at different points of the next
 * write, then SIGKILLs it and reads everything it printed.
 */
async function runAndKill(bundle: string, dataDir: string, acksBeforeKill: number, delayMs: number): Promise<Round> {
  const child = spawn(process.execPath, [bundle, dataDir, FILE, String(LOCK_STALE_MS)], { stdio: ['ignore', 'pipe', 'pipe'] })
  let lastAck: number | null = null
  let acks = 0
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const kill = () => setTimeout(() => child.kill('SIGKILL'), delayMs)
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [word, value] = line.split(' ')
    if (word === 'opened' && acksBeforeKill === 0) kill()
    if (word !== 'ack') return
    lastAck = Number(value)
    if (++acks === acksBeforeKill) kill()
  })
  await new Promise((resolve) => child.on('close', resolve))
  return { lastAck, stderr }
}

describe('a crash (SIGKILL) at a random moment', () => {
  let buildDir: string
  let bundle: string

  beforeAll(async () => {
    buildDir = await mkdtemp(join(tmpdir(), 'gm-store-crash-child-'))
    bundle = await bundleChild(buildDir)
  })

  afterAll(async () => {
    await rm(buildDir, { recursive: true, force: true })
  })

  // Each round waits for its killed predecessor's lock to go stale, on a machine that may be
  // busy: the test has more time than the suite's default.
  it(
    'never leaves a partial file and never loses an acknowledged write',
    async () => {
      const dataDir = await tempDir()
      await writeCampaignFile(dataDir, FILE, sampleCampaign())
      const seed = Date.now()
      const random = seededRandom(seed)
      let durable = 0
      for (let round = 1; round <= ROUNDS; round++) {
        const acksBeforeKill = Math.floor(random() * 25)
        const { lastAck, stderr } = await runAndKill(bundle, dataDir, acksBeforeKill, Math.floor(random() * 8))
        const context = `seed ${seed}, round ${round}, kill after ${acksBeforeKill} acks; child stderr: ${stderr}`
        expect(stderr, context).toBe('')
        if (lastAck !== null) durable = lastAck

        const inspection = inspectCampaign(await readFile(join(dataDir, FILE), 'utf8'), MIGRATIONS)
        expect(inspection.ok, context).toBe(true)
        const destiny = inspection.ok ? inspection.campaign.pools.destiny : NaN
        // At most one write can have landed after the last acknowledgement: the one in flight.
        expect(destiny, context).toBeGreaterThanOrEqual(durable)
        expect(destiny, context).toBeLessThanOrEqual(durable + 1)
        durable = destiny
      }
      expect(durable).toBeGreaterThan(0)
      // The next open takes over the dead child's lock and sweeps its unfinished temp files.
      const opened = await storeFor(dataDir, { lockStaleMs: LOCK_STALE_MS }).open(FILE)
      expect(opened.data.pools.destiny).toBe(durable)
      await opened.close()
      const names = (await readdir(dataDir)).filter((name) => !name.startsWith('.recent.json'))
      expect(names.sort()).toEqual(['backups', FILE])
    },
    ROUNDS * 10_000,
  )
})
