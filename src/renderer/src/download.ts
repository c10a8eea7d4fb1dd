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
