import { computed, nextTick, ref, useTemplateRef, type Ref } from 'vue'
import type { PrepKind } from '@shared/ipc/contract'
import { useCampaignStore } from '../stores/campaign'
import { useNoticesStore } from '../stores/notices'
import { isSaveKey } from './usePrepEditor'

/**
 * The section side of every prep page: which item is selected or being created, opening the
 * editor from the list (Enter), and deleting with a confirmation that shows main's refusal
 * (it names where the item is still used).
 */
export function usePrepSection<T extends { id: string; name: string }>(kind: PrepKind, items: Ref<readonly T[]>) {
  const campaign = useCampaignStore()
  const notices = useNoticesStore()
  const selected = ref<string | null>(items.value[0]?.id ?? null)
  const creating = ref(false)
  const current = computed(() => (creating.value ? null : (items.value.find((item) => item.id === selected.value) ?? null)))
  const editorKey = computed(() => (creating.value ? 'new' : (selected.value ?? 'none')))
  /** The element around the editor (`ref="prepEditor"` in the caller's template), so Enter in the list can move focus into it. */
  const editorEl = useTemplateRef<HTMLElement>('prepEditor')
  const pendingDelete = ref<T | null>(null)
  const deleteRefusal = ref('')

  function startNew(): void {
    creating.value = true
    void focusEditor()
  }

  function select(id: string | null): void {
    creating.value = false
    selected.value = id
  }

  async function focusEditor(): Promise<void> {
    await nextTick()
    editorEl.value?.querySelector<HTMLElement>('input:not([type=checkbox]):not([type=radio]), select, textarea')?.focus()
  }

  function open(id: string): void {
    select(id)
    void focusEditor()
  }

  function askDelete(id: string): void {
    pendingDelete.value = items.value.find((item) => item.id === id) ?? null
    deleteRefusal.value = ''
  }

  function cancelDelete(): void {
    pendingDelete.value = null
    deleteRefusal.value = ''
  }

  async function confirmDelete(): Promise<void> {
    const item = pendingDelete.value
    if (!item) return
    try {
      await campaign.remove(kind, item.id)
      notices.show('info', `${item.name} deleted.`)
      cancelDelete()
      select(items.value[0]?.id ?? null)
    } catch (error) {
      deleteRefusal.value = error instanceof Error ? error.message : String(error)
      notices.failed(error)
    }
  }

  /** Ctrl+S with the focus in the list saves the item open in the editor, as it would there. */
  function onKeydown(event: KeyboardEvent): void {
    const editor = editorEl.value
    if (!isSaveKey(event) || !editor) return
    if (event.target instanceof Node && editor.contains(event.target)) return
    event.preventDefault()
    editor.firstElementChild?.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true }))
  }

  return {
    onKeydown,
    selected,
    creating,
    current,
    editorKey,
    pendingDelete,
    deleteRefusal,
    startNew,
    select,
    open,
    askDelete,
    cancelDelete,
    confirmDelete,
  }
}
