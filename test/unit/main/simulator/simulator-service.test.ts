import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from 'vite'
import { simulate } from '../../../../src/main/simulator/simulate'
import { SimulatorService } from '../../../../src/main/simulator/simulator-service'
import { campaignWith, PARTY } from './support'

const root = resolve(import.meta.dirname, '../../../..')
let dir = ''
let workerFile = ''

/** The worker script bundled for Node, as electron-vite bundles it beside main's entry. */
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gmc-sim-worker-'))
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: { '@shared': join(root, 'src/shared') } },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: true,
      outDir: dir,
      minify: false,
      target: 'node20',
      rolldownOptions: { input: { worker: join(root, 'src/main/simulator/worker.ts') }, output: { format: 'esm', entryFileNames: '[name].mjs' } },
    },
  })
  workerFile = join(dir, 'worker.mjs')
}, 120_000)

afterAll(() => rm(dir, { recursive: true, force: true }))

const request = { system: 'zones', encounterId: 'enc-sim', pcIds: PARTY, fights: 12, seed: 11, maxRounds: 30 }

describe('the simulator off the main thread', () => {
  it('two threads play the same fights as one, with progress up to every fight', async () => {
    const campaign = campaignWith('zones', 'npc-sand-raider', 4)
    const seen: number[] = []
    const running = new SimulatorService({ workerFile, threads: 2 }).run(campaign, request, (done) => seen.push(done))
    const report = await running.result
    expect(report).toEqual(await simulate(campaign, request))
    expect(seen.at(-1)).toBe(12)
  }, 120_000)

  it('a cancelled simulation answers null and stops its threads', async () => {
    const running = new SimulatorService({ workerFile, threads: 2 }).run(campaignWith('zones', 'npc-sand-raider', 4), { ...request, fights: 5000 })
    running.cancel()
    expect(await running.result).toBeNull()
  }, 60_000)

  it('refuses at once, in words, what it cannot play', () => {
    expect(() =>
      new SimulatorService({ workerFile }).run(campaignWith('zones', 'npc-sand-raider', 4), { ...request, encounterId: 'enc-gone' }),
    ).toThrow(/no encounter “enc-gone”/)
  })
})
