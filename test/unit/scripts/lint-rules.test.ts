import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..', '..')
// The import rules read no types, so their probes need no file on disk: this instance lints
// with the project's config, the rules that read types left out.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked })

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function problems(path: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: resolve(root, path) })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

describe('import rules of the design', () => {
  it.each([
    ["import { readFile } from 'node:fs'", 'Node built-ins'],
    ["import { app } from 'electron'", 'Electron'],
    ["import { ref } from 'vue'", 'Vue'],
    ["import { Low } from 'lowdb'", 'lowdb'],
    ["import { x } from '../../main/services'", 'src/shared'],
  ])('src/shared refuses %s', async (code, why) => {
    const found = await problems('src/shared/dice/probe.ts', `${code}\nexport const probe = 1\n`)
    expect(found.join('\n')).toContain('no-restricted-imports')
    expect(found.join('\n')).toContain(why)
  })

  it('raw ipcMain is refused outside src/main/ipc, allowed inside', async () => {
    const code = "import { ipcMain } from 'electron'\nexport const probe = ipcMain\n"
    expect((await problems('src/main/windows/probe.ts', code)).join('\n')).toContain('Raw IPC only')
    expect(await problems('src/main/ipc/probe.ts', code)).toEqual([])
  })

  it('raw ipcRenderer is refused outside src/preload, and the renderer cannot import Electron at all', async () => {
    const code = "import { ipcRenderer } from 'electron'\nexport const probe = ipcRenderer\n"
    expect(await problems('src/preload/probe.ts', code)).toEqual([])
    expect((await problems('src/renderer/src/probe.ts', code)).join('\n')).toContain('no-restricted-imports')
  })

  it('lowdb is imported only by the campaign store', async () => {
    const code = "import { Low } from 'lowdb'\nexport const probe = Low\n"
    expect(await problems('src/main/store/probe.ts', code)).toEqual([])
    expect((await problems('src/main/session/probe.ts', code)).join('\n')).toContain('Only src/main/store may import lowdb')
  })
})

/** The messages of `rule` alone. */
async function fired(rule: string, path: string, code: string, linter = eslint): Promise<string[]> {
  return (await problems(path, code, linter)).filter((p) => p.startsWith(`${rule}: `))
}

describe('the layers of the design', () => {
  const electron = "import { app } from 'electron'\nexport const probe = app\n"

  it.each(['src/main/index.ts', 'src/main/desktop.ts', 'src/main/windows/probe.ts', 'src/main/ipc/probe.ts', 'src/preload/probe.ts'])(
    'the Electron shell may import Electron: %s',
    async (path) => {
      expect(await fired('no-restricted-imports', path, electron)).toEqual([])
    },
  )

  it.each([
    'src/main/session/probe.ts',
    'src/main/services.ts',
    'src/main/web/probe.ts',
    'src/main/store/probe.ts',
    'src/main/systems/relics/probe.ts',
  ])('Electron outside the shell is refused: %s', async (path) => {
    expect((await fired('no-restricted-imports', path, electron)).join('\n')).toContain('Electron is a thin shell')
  })

  it('core code cannot reach into a rule system (deep import)', async () => {
    const code = "import { poolDiceToRoll } from '@shared/systems/relics/machine/current-pool'\nexport const probe = poolDiceToRoll\n"
    for (const path of [
      'src/main/session/probe.ts',
      'src/shared/log/probe.ts',
      'src/renderer/src/components/run/probe.ts',
      'src/main/systems/registry.ts',
    ]) {
      expect((await fired('no-restricted-imports', path, code)).join('\n'), path).toContain('The folders of a rule system are its own')
    }
    // The system's own folders, the tests and the benchmarks may.
    for (const path of [
      'src/main/systems/relics/probe.ts',
      'src/renderer/src/systems/relics/probe.ts',
      'test/unit/probe.test.ts',
      'bench/probe.bench.ts',
    ]) {
      expect(await fired('no-restricted-imports', path, code), path).toEqual([])
    }
  })

  it('one rule system cannot reach into another', async () => {
    const code = "import { EscalationStatBlock } from '../../escalation/campaign'\nexport const probe = EscalationStatBlock\n"
    expect((await fired('no-restricted-imports', 'src/shared/systems/relics/rules/probe.ts', code)).join('\n')).toContain(
      'The folders of a rule system are its own',
    )
  })

  it('only a registry imports the index of a system', async () => {
    const code = "import { relicsSystem } from '../systems/relics'\nexport const probe = relicsSystem\n"
    expect((await fired('no-restricted-imports', 'src/shared/log/probe.ts', code)).join('\n')).toContain('only the registries')
    const beside = "import { relicsSystem } from './relics'\nexport const probe = relicsSystem\n"
    expect((await fired('no-restricted-imports', 'src/shared/systems/probe.ts', beside)).join('\n')).toContain('only the registries')
    expect(await fired('no-restricted-imports', 'src/shared/systems/registry.ts', beside)).toEqual([])
    const registry = "import { allSystems } from '../systems/registry'\nexport const probe = allSystems\n"
    expect(await fired('no-restricted-imports', 'src/shared/log/probe.ts', registry)).toEqual([])
  })

  it('a light registry imports a system’s manifest and player parts, never its index or other files', async () => {
    const manifest = "import { relicsManifest } from './relics/manifest'\nexport const probe = relicsManifest\n"
    const player = "import { relicsPlayer } from './relics/player'\nexport const probe = relicsPlayer\n"
    const index = "import { relicsSystem } from './relics'\nexport const probe = relicsSystem\n"
    const deep = "import { stepInfo } from './relics/machine/steps'\nexport const probe = stepInfo\n"
    expect(await fired('no-restricted-imports', 'src/shared/systems/manifests.ts', manifest)).toEqual([])
    expect(await fired('no-restricted-imports', 'src/renderer/src/systems/player-parts.ts', player)).toEqual([])
    expect((await fired('no-restricted-imports', 'src/shared/systems/manifests.ts', index)).join('\n')).toContain('never its index')
    expect((await fired('no-restricted-imports', 'src/renderer/src/systems/player-parts.ts', index)).join('\n')).toContain('never its index')
    expect((await fired('no-restricted-imports', 'src/shared/systems/manifests.ts', deep)).join('\n')).toContain('are its own')
    // Core code still reaches a system only through a registry, its manifest included.
    const core = "import { relicsManifest } from '@shared/systems/relics/manifest'\nexport const probe = relicsManifest\n"
    expect((await fired('no-restricted-imports', 'src/renderer/src/components/log/probe.ts', core)).join('\n')).toContain('are its own')
  })

  it.each([
    ["import { allSystems } from '@shared/systems/registry'", 'the engines’ registry'],
    ["import { relicsSystem } from '@shared/systems/relics'", 'a system’s index'],
    ["import { applyRelics } from '@shared/systems/relics/session/apply'", 'a system’s session code'],
    ["import { SessionLedger } from '@shared/session/ledger'", 'the session engine'],
    ["import { exportSessionLog } from '@shared/log/export'", 'the log’s readers'],
    ["import { fightMachine } from '@shared/combat/fight-machine'", 'the fight machine'],
    ["import { createActor } from 'xstate'", 'xstate'],
  ])('the renderer loads no engine: %s (%s) is refused, its types are free', async (code, _what) => {
    const path = 'src/renderer/src/systems/relics/probe.ts'
    const found = await fired('@typescript-eslint/no-restricted-imports', path, `${code}\nexport const probe = 1\n`)
    expect(found.join('\n')).toContain('The renderer loads no rule engine')
    const typeOnly = code.replace(/^import \{ (\w+) \}/, 'import type { $1 }')
    expect(await fired('@typescript-eslint/no-restricted-imports', path, `${typeOnly}\nexport type Probe = 1\n`)).toEqual([])
  })

  it('the renderer may import the manifests, the log’s light files and a system’s own light files', async () => {
    for (const code of [
      "import { allManifests } from '@shared/systems/manifests'",
      "import { kindFilters } from '@shared/log/kind-filters'",
      "import { stepLabel } from '@shared/log/step-label'",
      "import { recoverableStress } from '@shared/systems/relics/rules/recovery'",
    ])
      expect(
        await fired('@typescript-eslint/no-restricted-imports', 'src/renderer/src/systems/relics/probe.ts', `${code}\nexport const probe = 1\n`),
        code,
      ).toEqual([])
  })

  it('an import of types alone says so (`import type`): otherwise the module still loads', async () => {
    const code = "import { type LogLine } from '@shared/session/view'\nexport type Probe = LogLine\n"
    expect(await fired('@typescript-eslint/no-import-type-side-effects', 'src/renderer/src/probe.ts', code)).toHaveLength(1)
    expect(await fired('@typescript-eslint/no-import-type-side-effects', 'src/renderer/src/probe.ts', code.replace('{ type ', 'type { '))).toEqual([])
  })

  it.each([
    ["import { SessionHost } from '../session/session-host'", 'session'],
    ["import { dispatch } from '../api/dispatch'", 'api'],
    ["import { PlayerService } from '../player/service'", 'player'],
    ["import { findHostSystem } from '../systems/registry'", 'systems'],
    ["import { SessionHost } from '../../main/session/session-host'", 'session, by a longer path'],
  ])('the store imports no session, api, player or systems code: %s', async (code) => {
    const found = await fired('no-restricted-imports', 'src/main/store/probe.ts', `${code}\nexport const probe = 1\n`)
    expect(found.join('\n')).toContain('The store knows only campaign files')
  })

  it.each([
    ["import { readFile } from 'fs/promises'", 'Node built-ins'],
    ["import Ajv from 'ajv'", 'ajv'],
    ["import { WebSocket } from 'ws'", 'sockets'],
    ["import { defineStore } from 'pinia'", 'Pinia'],
  ])('src/shared refuses %s', async (code, why) => {
    const found = await fired('no-restricted-imports', 'src/shared/dice/probe.ts', `${code}\nexport const probe = 1\n`)
    expect(found.join('\n')).toContain(why)
  })
})

describe('no import circles', () => {
  /** Runs the cycle check of `npm test` on a tree of `files` (path to text); its exit status and output. */
  function cycleCheck(files: Record<string, string>): { status: number | null; output: string } {
    const dir = mkdtempSync(join(tmpdir(), 'cycle-check-'))
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true })
        writeFileSync(join(dir, path), text)
      }
      const depcruise = join(root, 'node_modules', '.bin', 'depcruise')
      const run = spawnSync(depcruise, ['src', '--config', join(root, '.dependency-cruiser.mjs'), '--output-type', 'err'], {
        cwd: dir,
        encoding: 'utf8',
        // Plain text, also under `npm test`, which asks every suite for colours.
        env: { ...process.env, FORCE_COLOR: '0' },
      })
      return { status: run.status, output: run.stdout + run.stderr }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  it('a circle of type-only imports fails the check', () => {
    const { status, output } = cycleCheck({
      'src/a.ts': "import type { B } from './b'\nexport type A = { b: B | null }\n",
      'src/b.ts': "import type { A } from './a'\nexport type B = { a: A | null }\n",
    })
    expect(status).not.toBe(0)
    expect(output).toContain('no-cycle: src/a.ts')
  })

  it('a circle through a Vue component fails the check', () => {
    const { status, output } = cycleCheck({
      'src/Panel.vue': '<script setup lang="ts">\nimport { label } from \'./words\'\n</script>\n<template><p>{{ label }}</p></template>\n',
      'src/words.ts': "import Panel from './Panel.vue'\nexport const label = 'x'\nexport const panel = Panel\n",
    })
    expect(status).not.toBe(0)
    expect(output).toContain('no-cycle')
  })

  it('a tree without circles passes', () => {
    const { status, output } = cycleCheck({
      'src/a.ts': "import { b } from './b'\nexport const a = b + 1\n",
      'src/b.ts': 'export const b = 1\n',
    })
    expect(output).toContain('no dependency violations')
    expect(status).toBe(0)
  })
})

describe('rules that read the types', () => {
  // The project service gives types only to files its tsconfigs hold, so these probes are
  // real files, written before the first typed lint and removed after.
  const typed = new ESLint({ cwd: root })
  const floating = 'async function save(): Promise<void> {}\nexport function probe(): void {\n  save()\n}\n'
  const probes = {
    main: 'src/main/session/lint-probe-floating.ts',
    test: 'test/unit/main/lint-probe-floating.ts',
    vue: 'src/renderer/src/components/common/LintProbeFloating.vue',
    shared: 'src/shared/session/lint-probe-switch.ts',
  }
  const component = `<script setup lang="ts">\n${floating}probe()\nsave()\n</script>\n\n<template><p>probe</p></template>\n`
  const union = [
    "type Step = 'huddle' | 'buildPool' | 'tides'",
    'export function label(step: Step): string {',
    '  switch (step) {',
    "    case 'huddle':",
    "      return 'Huddle'",
    '    default:',
    "      return ''",
    '  }',
    '}',
    '',
  ].join('\n')

  beforeAll(() => {
    for (const path of [probes.main, probes.test]) writeFileSync(join(root, path), floating)
    writeFileSync(join(root, probes.vue), component)
    writeFileSync(join(root, probes.shared), union)
  })
  afterAll(() => {
    for (const path of Object.values(probes)) rmSync(join(root, path), { force: true })
  })

  it.each([probes.main, probes.test])('a floating promise is refused: %s', async (path) => {
    expect(await fired('@typescript-eslint/no-floating-promises', path, floating, typed)).toHaveLength(1)
    // `void` says the promise is left to run on purpose.
    expect(await fired('@typescript-eslint/no-floating-promises', path, floating.replace('  save()', '  void save()'), typed)).toEqual([])
  })

  it('a floating promise in a Vue component is refused', async () => {
    expect(await fired('@typescript-eslint/no-floating-promises', probes.vue, component, typed)).toHaveLength(2)
  })

  it('a switch on a union that misses a case is refused, even with a default', async () => {
    const found = await fired('@typescript-eslint/switch-exhaustiveness-check', probes.shared, union, typed)
    expect(found.join('\n')).toContain('"buildPool" | "tides"')
    const every = union.replace('    default:', "    case 'buildPool':\n    case 'tides':")
    expect(await fired('@typescript-eslint/switch-exhaustiveness-check', probes.shared, every, typed)).toEqual([])
  })
})
