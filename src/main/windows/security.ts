import type { Session, WebContents } from 'electron'

/**
 * Keeps a window on its own page: no navigation away, no new windows, no webviews.
 * The console never needs any of them, so each is denied outright.
 */
export function lockDownContents(contents: WebContents): void {
  contents.on('will-navigate', (event) => event.preventDefault())
  contents.on('will-redirect', (event) => event.preventDefault())
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}

/** Denies every permission request (camera, notifications, geolocation...) and check. */
export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
}
