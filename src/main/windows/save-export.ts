import { app, BrowserWindow, dialog } from 'electron'
import { extname, join } from 'node:path'
import { writeFileDurably } from '../store'

/** Exports go where the GM picks in the save dialog; the renderer never names a path. */
export async function saveExport(suggestedName: string, content: string): Promise<string | null> {
  const extension = extname(suggestedName).slice(1)
  const options = {
    defaultPath: join(app.getPath('documents'), suggestedName),
    filters: [{ name: extension.toUpperCase(), extensions: [extension] }],
  }
  const parent = BrowserWindow.getFocusedWindow()
  const choice = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options)
  if (choice.canceled || !choice.filePath) return null
  await writeFileDurably(choice.filePath, content)
  return choice.filePath
}
