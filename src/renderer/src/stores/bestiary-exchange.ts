import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { RequestResult } from '@shared/ipc/contract'
import type { BestiaryImportPreview } from '@shared/interchange/preview'
import { useBridge } from '../bridge'
import { useBestiaryStore } from './bestiary'
import { prepFileExchange } from './prep-file-exchange'

/**
 * The bestiary in prep files: exporting its entries, and importing a file in two steps, its
 * preview (what will be added, replaced and left out; nothing written) and the GM's confirmation.
 */
export const useBestiaryExchangeStore = defineStore('bestiary-exchange', () => {
  const bridge = useBridge()
  const bestiary = useBestiaryStore()
  const exportOpen = ref(false)
  const exchange = prepFileExchange<BestiaryImportPreview, RequestResult<'bestiary.import'>>()

  /** Exports every entry (null) or the chosen ones: a download in the browser, the save dialog in the desktop app. */
  const exportEntries = (ids: string[] | null): Promise<boolean> =>
    exchange.exportWith({ exportFile: () => bridge.request('bestiary.export', { ids }) })

  /** Reads the picked file and asks main what importing it would do; the dialog shows the answer. */
  const pick = (file: File): Promise<void> => exchange.pickWith({ preview: (content) => bridge.request('bestiary.importPreview', { content }) }, file)

  /** Imports the previewed file; a refusal (the bestiary changed meanwhile) shows in the dialog. */
  const confirm = (): Promise<void> =>
    exchange.confirmWith({
      write: async (content, preview) => {
        const done = await bridge.request('bestiary.import', { content, bestiaryAt: preview.bestiaryAt })
        bestiary.entries = done.entries
        return done
      },
      written: (done, _preview, fileName) => {
        const count = done.added + done.replaced
        return `Imported ${count} bestiary ${count === 1 ? 'entry' : 'entries'} from “${fileName}”.`
      },
    })

  const { picked, busy, cancel } = exchange
  return { exportOpen, picked, busy, exportEntries, pick, confirm, cancel }
})
