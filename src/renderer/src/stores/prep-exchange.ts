import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { RequestPayload, RequestResult } from '@shared/ipc/contract'
import type { ImportPreview } from '@shared/interchange/preview'
import { useBridge } from '../bridge'
import { prepFileExchange } from './prep-file-exchange'

/**
 * Prep files: exporting chosen items, and importing a file in two steps, its preview (what
 * will be added, replaced and left out; nothing written) and the GM's confirmation.
 */
export const usePrepExchangeStore = defineStore('prep-exchange', () => {
  const bridge = useBridge()
  const exportOpen = ref(false)
  const exchange = prepFileExchange<ImportPreview, RequestResult<'prep.import'>>()

  /** Exports the chosen items: a download in the browser, the save dialog in the desktop app. */
  const exportItems = (items: RequestPayload<'prep.export'>['items']): Promise<boolean> =>
    exchange.exportWith({ exportFile: () => bridge.request('prep.export', { items }) })

  /** Reads the picked file and asks main what importing it would do; the dialog shows the answer. */
  const pick = (file: File): Promise<void> => exchange.pickWith({ preview: (content) => bridge.request('prep.importPreview', { content }) }, file)

  /** Imports the previewed file; a refusal (the campaign changed meanwhile) shows in the dialog. */
  const confirm = (): Promise<void> =>
    exchange.confirmWith({
      write: (content, preview) => bridge.request('prep.import', { content, savedAt: preview.savedAt }),
      written: (done, preview) => {
        const count = done.added + done.replaced
        return `Imported ${count} ${count === 1 ? 'item' : 'items'} from “${preview.from}”.`
      },
    })

  const { picked, busy, cancel } = exchange
  return { exportOpen, picked, busy, exportItems, pick, confirm, cancel }
})
