// `npm test`: lint, import cycles, format, type-check, unit tests, build, end-to-end tests.
// Every suite runs even if an earlier one fails, and the last line sums them: "N passed, N failed".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const results = join(root, 'test-results')
mkdirSync(results, { recursive: true })

function run(label, command, args) {
  console.log(`\n▶ ${label}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } })
  console.log(`◀ ${label}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return status === 0
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const suites = []
const check = (label, ok) => suites.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })

check('lint', run('lint', bin('eslint'), ['.']))
check('import cycles', run('import cycles', bin('depcruise'), ['src', '--config', '.dependency-cruiser.mjs', '--output-type', 'err']))
check('format', run('format', bin('prettier'), ['--check', '.']))
check('type-check main, preload, shared', run('type-check main, preload, shared', bin('tsc'), ['-p', 'tsconfig.node.json', '--noEmit']))
check('type-check renderer', run('type-check renderer', bin('vue-tsc'), ['-p', 'tsconfig.web.json', '--noEmit']))

const unitFile = join(results, 'unit.json')
rmSync(unitFile, { force: true })
const unitOk = run('unit tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitFile}`])
const unit = readJson(unitFile)
suites.push({
  label: 'unit tests',
  passed: unit?.numPassedTests ?? 0,
  failed: unit ? unit.numFailedTests + (unitOk ? 0 : unit.numFailedTests === 0 ? 1 : 0) : 1,
})

const built = run('build', bin('electron-vite'), ['build'])
check('build', built)

/**
 * The Chromium the end-to-end tests run in, as playwright.config.ts picks it: CHROMIUM_PATH,
 * Debian's /usr/bin/chromium, or Playwright's own download if one was ever installed.
 */
async function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  try {
    const { chromium } = await import('@playwright/test')
    const own = chromium.executablePath()
    return own && existsSync(own) ? own : null
  } catch {
    return null
  }
}

const e2eFile = join(results, 'e2e.json')
rmSync(e2eFile, { force: true })
const browser = built ? await findChromium() : null
if (built && !browser) {
  console.log(
    '\n✖ End-to-end tests need Chromium, and none was found: install it with `sudo apt-get install chromium` (Debian, Ubuntu) or set CHROMIUM_PATH to a Chromium binary.',
  )
  suites.push({ label: 'end-to-end tests (not run: no Chromium)', passed: 0, failed: 1 })
} else if (built) {
  const e2eOk = run('end-to-end tests (Chromium)', bin('playwright'), ['test'])
  const stats = readJson(e2eFile)?.stats
  suites.push({
    label: 'end-to-end tests',
    passed: stats?.expected ?? 0,
    failed: stats ? stats.unexpected + stats.flaky + (e2eOk ? 0 : stats.unexpected === 0 ? 1 : 0) : 1,
  })
} else {
  suites.push({ label: 'end-to-end tests (not run: the build failed)', passed: 0, failed: 1 })
}

console.log('\nSummary')
for (const s of suites) console.log(`  ${s.failed ? '✖' : '✔'} ${s.label}: ${s.passed} passed, ${s.failed} failed`)
const passed = suites.reduce((n, s) => n + s.passed, 0)
const failed = suites.reduce((n, s) => n + s.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
