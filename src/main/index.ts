import { app, BrowserWindow, dialog, session } from 'electron'
import { extname, join } from 'node:path'
import { Services } from './services'
import { writeFileDurably } from './store'
import { DesktopShell } from './desktop'
import { demoCampaignFile } from './paths'
import { denyPermissions } from './windows/security'

/** Exports go where the GM picks in the save dialog; the renderer never names a path. */
async function saveExport(suggestedName: string, content: string): Promise<string | null> {
  const extension = extname(suggestedName).slice(1)
  const options = { defaultPath: join(app.getPath('documents'), suggestedName), filters: [{ name: extension.toUpperCase(), extensions: [extension] }] }
  const parent = BrowserWindow.getFocusedWindow()
  const choice = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options)
  if (choice.canceled || !choice.filePath) return null
  await writeFileDurably(choice.filePath, content)
  return choice.filePath
}

// Electron lifecycle only: everything else lives in the services and the shell.
if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.enableSandbox()
  let shell: DesktopShell | null = null
  let services: Services | null = null

  app.on('second-instance', () => shell?.focus())
  app.on('window-all-closed', () => app.quit())
  app.on('before-quit', (event) => {
    if (!services) return
    // Let pending campaign writes finish before the process goes.
    event.preventDefault()
    const closing = services
    services = null
    void closing.close().finally(() => app.quit())
  })

  void app.whenReady().then(async () => {
    denyPermissions(session.defaultSession)
    services = new Services({
      dataDir: join(app.getPath('userData'), 'campaigns'),
      host: 'electron',
      version: app.getVersion(),
      demoFile: demoCampaignFile,
      saveExport,
    })
    await services.start()
    shell = new DesktopShell(services)
    await shell.refreshMenu()
    shell.openGmWindow()
  })
}
