import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { BestiaryImportPreview } from '@shared/interchange/preview'
import { useBridge } from '../bridge'
import { deliverExport } from '../download'
import { useBestiaryStore } from './bestiary'
import { useNoticesStore } from './notices'
import { failureOf, readPickedFile, type PickedPrepFile } from './prep-file'

/**
 * The bestiary in prep files: exporting its entries, and importing a file in two steps, its
 * preview (what will be added, replaced and left out; nothing written) and the GM's confirmation.
 */
export const useBestiaryExchangeStore = defineStore('bestiary-exchange', () => {
  const bridge = useBridge()
  const notices = useNoticesStore()
  const bestiary = useBestiaryStore()
  const exportOpen = ref(false)
  const picked = ref<PickedPrepFile<BestiaryImportPreview> | null>(null)
  const busy = ref(false)

  /** Exports every entry (null) or the chosen ones: a download in the browser, the save dialog in the desktop app. */
  async function exportEntries(ids: string[] | null): Promise<boolean> {
    busy.value = true
    try {
      deliverExport(await bridge.request('bestiary.export', { ids }), (text) => notices.show('info', text))
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
    busy.value = true
    try {
      picked.value = {
        fileName: file.name,
        content: read.content,
        preview: await bridge.request('bestiary.importPreview', { content: read.content }),
      }
    } catch (error) {
      picked.value = { fileName: file.name, failure: failureOf(error) }
    } finally {
      busy.value = false
    }
  }

  /** Imports the previewed file; a refusal (the bestiary changed meanwhile) shows in the dialog. */
  async function confirm(): Promise<void> {
    const shown = picked.value
    if (!shown || shown.failure !== undefined) return
    busy.value = true
    try {
      const done = await bridge.request('bestiary.import', { content: shown.content, bestiaryAt: shown.preview.bestiaryAt })
      bestiary.entries = done.entries
      const count = done.added + done.replaced
      notices.show('info', `Imported ${count} bestiary ${count === 1 ? 'entry' : 'entries'} from “${shown.fileName}”.`)
      picked.value = null
    } catch (error) {
      picked.value = { fileName: shown.fileName, failure: failureOf(error) }
    } finally {
      busy.value = false
    }
  }

  const cancel = (): void => void (picked.value = null)

  return { exportOpen, picked, busy, exportEntries, pick, confirm, cancel }
})
