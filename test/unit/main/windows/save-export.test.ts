import { describe, expect, it, vi } from 'vitest'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const choice = { canceled: false, filePath: '' as string | undefined }
const showSaveDialog = vi.fn(async () => choice)

vi.mock('electron', () => ({
  app: { getPath: () => '/documents' },
  BrowserWindow: { getFocusedWindow: () => null },
  dialog: { showSaveDialog },
}))

const { saveExport } = await import('../../../../src/main/windows/save-export')

describe('saving an export from the desktop app', () => {
  it('asks where, suggesting the file name in Documents, and writes there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gmc-export-'))
    choice.filePath = join(dir, 'recap.md')
    expect(await saveExport('recap.md', '# Session')).toBe(choice.filePath)
    expect(showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPath: join('/documents', 'recap.md'), filters: [{ name: 'MD', extensions: ['md'] }] }),
    )
    expect(await readFile(choice.filePath, 'utf8')).toBe('# Session')
    await rm(dir, { recursive: true, force: true })
  })

  it('writes nothing when the GM cancels', async () => {
    choice.canceled = true
    expect(await saveExport('recap.html', '<html>')).toBeNull()
  })
})
