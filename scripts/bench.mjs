// `npm run bench [name…]`: every benchmark on this machine (or those whose file name contains
// one of the names). Stdout carries one JSON object per metric and nothing else; progress,
// and at the end each figure against its target, go to stderr.
//
// The project has no TypeScript runner, so the bench/*.bench.ts entries are bundled for Node
// with vite's build API into a temp folder and each runs in its own process: one benchmark's
// heap and JIT state never colour the next one's figures.
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { buildIfNeeded } from './build-if-needed.mjs'

const root = join(import.meta.dirname, '..')
const benchDir = join(root, 'bench')

/** The figures the README's performance section promises: metric, comparison, bound. */
const TARGETS = {
  'odds.relics.12d6.ms': 2,
  'odds.relics.30d6.ms': 50,
  'odds.escalation.attack.ms': 1,
  'session.event.p95.ms': 5,
  'session.event.growth': 1.5,
  'session.event.compute.p95.ms': 1,
  'session.event.durable.ratio': 1.5,
  'combat.event.p95.ms': 2,
  'combat.event.growth': 1.5,
  'combat.event.compute.p95.ms': 1,
  'combat.event.durable.ratio': 1.5,
  'campaign.load.ratio': 2.0,
  'ui.update.p95.ms': 16.7,
  'fight.update.p95.ms': 100,
  'renderer.gm.js.gzip.kb': 250,
  'renderer.player.js.gzip.kb': 150,
  'host.memory.flood.held.mb': 24,
  'host.memory.left.mb': 2,
  'sim.1000.fights.s.escalation': 3,
  'sim.1000.fights.s.zones': 3,
  'sim.1000.fights.s.actionPoints': 3,
}

/** Cheap runs first, the browser last. */
const ORDER = ['odds', 'campaign-load', 'session-event', 'combat-event', 'simulator', 'host-memory', 'renderer-size', 'ui-update', 'fight-update']

/** Extra flags for the benchmark processes, e.g. BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=prof". */
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)

const say = (message) => process.stderr.write(`${message}\n`)

/**
 * Bundled code runs from a temp folder, but the sources find the project's files from where
 * they live (`import.meta.dirname`, `import.meta.url`): give each module its own source path.
 */
function sourceLocation() {
  return {
    name: 'bench:source-location',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(root) || id.includes('/node_modules/') || !code.includes('import.meta')) return null
      return code
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(id)))
        .replaceAll('import.meta.filename', JSON.stringify(id))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href))
    },
  }
}

async function bundle(entries, outDir) {
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [sourceLocation()],
    resolve: { alias: { '@shared': join(root, 'src/shared') } },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      rolldownOptions: {
        input: Object.fromEntries(entries.map((file) => [basename(file, '.bench.ts'), file])),
        // Playwright finds its browser tooling relative to its own package: load it from there.
        external: [/^@playwright\//, /^playwright/, 'fsevents', 'electron'],
        // CommonJS, because write-file-atomic (bundled in) relies on __filename.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  })
}

/** Runs one bundled benchmark; forwards its metric lines, anything else goes to stderr. */
function run(file) {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--expose-gc', ...nodeFlags, file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_PATH: join(root, 'node_modules') },
    })
    const metrics = []
    createInterface({ input: child.stdout }).on('line', (line) => {
      let parsed = null
      try {
        parsed = JSON.parse(line)
      } catch {
        // not a metric: falls through to stderr
      }
      if (parsed && typeof parsed.metric === 'string' && typeof parsed.value === 'number' && typeof parsed.unit === 'string') {
        process.stdout.write(`${line}\n`)
        metrics.push(parsed)
      } else say(line)
    })
    child.on('close', (code) => done({ ok: code === 0, metrics }))
  })
}

const wanted = process.argv.slice(2)
const names = (await readdir(benchDir))
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => basename(f, '.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99))

// build-if-needed talks on stdout; this script's stdout is for metrics only.
const log = console.log
console.log = console.error
buildIfNeeded()
console.log = log

const outDir = await mkdtemp(join(tmpdir(), 'gmc-bench-'))
const all = []
let failed = []
try {
  say('Bundling the benchmarks…')
  await bundle(
    names.map((name) => join(benchDir, `${name}.bench.ts`)),
    outDir,
  )
  for (const name of names) {
    say(`▶ ${name}`)
    const started = Date.now()
    const { ok, metrics } = await run(join(outDir, `${name}.cjs`))
    all.push(...metrics)
    if (!ok) failed.push(name)
    say(`◀ ${name}: ${ok ? 'done' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
} finally {
  await rm(outDir, { recursive: true, force: true })
}

say('\nFigure against target')
for (const { metric, value, unit } of all) {
  const target = TARGETS[metric]
  const verdict = target === undefined ? '' : value <= target ? `✔ <= ${target}` : `✖ over ${target}`
  say(`  ${metric.padEnd(30)} ${String(value).padStart(10)} ${unit.padEnd(6)} ${verdict}`)
}
if (failed.length > 0) {
  say(`Benchmarks that did not finish: ${failed.join(', ')}`)
  process.exit(1)
}
