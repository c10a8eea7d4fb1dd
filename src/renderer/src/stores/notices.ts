import { defineStore } from 'pinia'
import { ref } from 'vue'
import { BridgeError } from '../bridge'

export interface Notice {
  id: number
  kind: 'error' | 'info'
  text: string
}

/** Short messages for the GM: what failed and why, what was saved. */
export const useNoticesStore = defineStore('notices', () => {
  const notices = ref<Notice[]>([])
  let nextId = 1

  function show(kind: Notice['kind'], text: string, ms = kind === 'error' ? 8000 : 3000): void {
    const id = nextId++
    notices.value.push({ id, kind, text })
    setTimeout(() => dismiss(id), ms)
  }

  function dismiss(id: number): void {
    notices.value = notices.value.filter((n) => n.id !== id)
  }

  /** Shows a failed request's own message (it says what and where). */
  function failed(error: unknown): void {
    show('error', error instanceof BridgeError || error instanceof Error ? error.message : String(error))
  }

  return { notices, show, dismiss, failed }
})
