import { ref, shallowRef } from 'vue'
import type { ImportLines } from '@shared/interchange/preview'
import { deliverExport, type DeliveredExport } from '../download'
import { failureOf, readPickedFile, type PickedPrepFile } from './prep-file'
import { useNoticesStore } from './notices'

/** What one place that imports prep files asks main: the preview of a file, and its write once confirmed. */
export interface PrepFileSteps<P extends ImportLines, D> {
  exportFile(): Promise<DeliveredExport>
  preview(content: string): Promise<P>
  write(content: string, preview: P): Promise<D>
  /** What the GM is told once the file is written. */
  written(done: D, preview: P, fileName: string): string
}

/**
 * Exporting a prep file and importing one in two steps, its preview (what will be added,
 * replaced and left out; nothing written) and the GM's confirmation, for the campaign's prep
 * and the bestiary alike: a refusal (a bad file, a change meanwhile) shows in the dialog.
 */
export function prepFileExchange<P extends ImportLines, D>() {
  const notices = useNoticesStore()
  const picked = shallowRef<PickedPrepFile<P> | null>(null)
  const busy = ref(false)

  /** Writes the file: a download in the browser, the save dialog in the desktop app. */
  async function exportWith(steps: Pick<PrepFileSteps<P, D>, 'exportFile'>): Promise<boolean> {
    busy.value = true
    try {
      deliverExport(await steps.exportFile(), (text) => notices.show('info', text))
      return true
    } catch (error) {
      notices.failed(error)
      return false
    } finally {
      busy.value = false
    }
  }

  /** Reads the picked file and asks main what importing it would do; the dialog shows the answer. */
  async function pickWith(steps: Pick<PrepFileSteps<P, D>, 'preview'>, file: File): Promise<void> {
    const read = await readPickedFile(file)
    if ('failure' in read) {
      picked.value = { fileName: file.name, failure: read.failure }
      return
    }
    busy.value = true
    try {
      picked.value = { fileName: file.name, content: read.content, preview: await steps.preview(read.content) }
    } catch (error) {
      picked.value = { fileName: file.name, failure: failureOf(error) }
    } finally {
      busy.value = false
    }
  }

  /** Imports the previewed file. */
  async function confirmWith(steps: Pick<PrepFileSteps<P, D>, 'write' | 'written'>): Promise<void> {
    const shown = picked.value
    if (!shown || shown.failure !== undefined) return
    busy.value = true
    try {
      const done = await steps.write(shown.content, shown.preview)
      notices.show('info', steps.written(done, shown.preview, shown.fileName))
      picked.value = null
    } catch (error) {
      picked.value = { fileName: shown.fileName, failure: failureOf(error) }
    } finally {
      busy.value = false
    }
  }

  const cancel = (): void => void (picked.value = null)

  return { picked, busy, exportWith, pickWith, confirmWith, cancel }
}
