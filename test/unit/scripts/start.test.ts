import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..', '..')
const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'))
const pathFile = join(electronDir, 'path.txt')
const hasBinary = existsSync(pathFile) && existsSync(join(electronDir, 'dist', readFileSync(pathFile, 'utf8')))
if (hasBinary) console.log('Skipping the `npm start` refusal test: this machine has an Electron binary, so `npm start` would launch the app.')

describe('npm start without Electron', () => {
  it.skipIf(hasBinary)('fails with one sentence pointing to npm run serve', () => {
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs')], { cwd: root, encoding: 'utf8', timeout: 150_000 })
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Electron's binary .*npm run serve.*\.$/)
  })
})
