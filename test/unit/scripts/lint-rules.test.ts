import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..', '..')
const eslint = new ESLint({ cwd: root })

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) })
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
