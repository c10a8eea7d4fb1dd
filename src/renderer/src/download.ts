/** Hands an export to the browser as a download: the web host returns its content. */
export function download(fileName: string, mimeType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // The browser has taken the file once the click has run; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** An export as main returns it: its content for a download (the browser), or where the desktop app saved it. */
export interface DeliveredExport {
  fileName: string
  mimeType: string
  content: string | null
  savedTo: string | null
}

/** Hands an export to the GM: downloads it in the browser; in the desktop app says where it was saved (nothing when the GM cancelled). */
export function deliverExport(result: DeliveredExport, saved: (text: string) => void): void {
  if (result.content !== null) download(result.fileName, result.mimeType, result.content)
  else if (result.savedTo) saved(`Saved to ${result.savedTo}`)
}
