import { app, session } from 'electron'
import { join } from 'node:path'
import { Services } from './services'
import { DesktopShell } from './desktop'
import { demoCampaignFile, simulatorWorkerFile } from './paths'
import { denyPermissions } from './windows/security'
import { saveExport } from './windows/save-export'
import { CONSOLE_CHROMIUM_SWITCH } from './windows/chromium-features'

// Electron lifecycle only: everything else lives in the services and the shell.
if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.enableSandbox()
  app.commandLine.appendSwitch(CONSOLE_CHROMIUM_SWITCH.name, CONSOLE_CHROMIUM_SWITCH.value)
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
      simulatorWorker: simulatorWorkerFile,
      saveExport,
    })
    await services.start()
    shell = new DesktopShell(services)
    await shell.refreshMenu()
    shell.openGmWindow()
  })
}
