import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { RequestPayload } from '@shared/ipc/contract'
import type { ImportPreview } from '@shared/interchange/preview'
import { useBridge } from '../bridge'
import { deliverExport } from '../download'
import { useNoticesStore } from './notices'
import { failureOf, readPickedFile, type PickedPrepFile } from './prep-file'

/**
 * Prep files: exporting chosen items, and importing a file in two steps, its preview (what
 * will be added, replaced and left out; nothing written) and the GM's confirmation.
 */
export const usePrepExchangeStore = defineStore('prep-exchange', () => {
  const bridge = useBridge()
  const notices = useNoticesStore()
  const exportOpen = ref(false)
  const picked = ref<PickedPrepFile<ImportPreview> | null>(null)
  const busy = ref(false)

  /** Exports the chosen items: a download in the browser, the save dialog in the desktop app. */
  async function exportItems(items: RequestPayload<'prep.export'>['items']): Promise<boolean> {
    busy.value = true
    try {
      const result = await bridge.request('prep.export', { items })
      deliverExport(result, (text) => notices.show('info', text))
      return true
    } catch (error) {
      notices.failed(error)
      return false
    } finally {
      busy.value = false
    }
  }

  /** Reads the picked file and asks main what importing it would do; the dialog shows the answer. */
  async function pick(file: File): Promise<void> {
    const read = await readPickedFile(file)
    if ('failure' in read) {
      picked.value = { fileName: file.name, failure: read.failure }
      return
    }
    const { content } = read
    busy.value = true
    try {
      picked.value = { fileName: file.name, content, preview: await bridge.request('prep.importPreview', { content }) }
    } catch (error) {
      picked.value = { fileName: file.name, failure: failureOf(error) }
    } finally {
      busy.value = false
    }
  }

  /** Imports the previewed file; a refusal (the campaign changed meanwhile) shows in the dialog. */
  async function confirm(): Promise<void> {
    const shown = picked.value
    if (!shown || shown.failure !== undefined) return
    busy.value = true
    try {
      const done = await bridge.request('prep.import', { content: shown.content, savedAt: shown.preview.savedAt })
      const count = done.added + done.replaced
      notices.show('info', `Imported ${count} ${count === 1 ? 'item' : 'items'} from “${shown.preview.from}”.`)
      picked.value = null
    } catch (error) {
      picked.value = { fileName: shown.fileName, failure: failureOf(error) }
    } finally {
      busy.value = false
    }
  }

  const cancel = (): void => void (picked.value = null)

  return { exportOpen, picked, busy, exportItems, pick, confirm, cancel }
})
