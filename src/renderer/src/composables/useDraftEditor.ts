import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue'
import type { z } from 'zod'
import type { PrepItem, PrepKind } from '@shared/ipc/contract'
import { formatPath } from '@shared/campaign/problems'
import { BridgeError } from '../bridge'
import { useCampaignStore } from '../stores/campaign'
import { cloneData } from '../clone'
import { revealAllErrors } from './touched'
import { wordsFor } from './field-words'

export type SaveState = 'saved' | 'saving' | 'invalid' | 'unsaved' | 'failed'

/**
 * What each field of a draft shows under it: the schema's first message for that field's path
 * ("events[0].name"). Shared with Settings so both forms word and place problems alike.
 */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value)
  const errors: Record<string, string> = {}
  if (!parsed.success) for (const issue of parsed.error.issues) errors[formatPath(issue.path)] ??= wordsFor(issue)
  return errors
}

/**
 * Editing one prep item: a draft checked against the shared schema on every keystroke,
 * saved at once (debounced) when valid, with main's own problems shown by field too.
 * A new item is created explicitly, so a half-typed one never lands in the file.
 */
export function useDraftEditor<T extends { id?: string }>(kind: PrepKind, schema: z.ZodType, original: Ref<T | null>, blank: () => T) {
  const campaign = useCampaignStore()
  const draft = ref(cloneData(original.value ?? blank())) as Ref<T>
  const serverErrors = ref<Record<string, string>>({})
  const saveState = ref<SaveState>('saved')
  /** Main's message for the last refused save, for problems no single field can show. */
  const failure = ref('')
  const lastSaved = ref(JSON.stringify(draft.value))
  /** A message shows once its field is touched, or everywhere once the GM tries to save. */
  const showAll = revealAllErrors()
  let timer: ReturnType<typeof setTimeout> | undefined

  const isNew = computed(() => !draft.value.id)
  const clientErrors = computed(() => fieldErrors(schema, draft.value))
  const errors = computed(() => ({ ...serverErrors.value, ...clientErrors.value }))
  const valid = computed(() => Object.keys(clientErrors.value).length === 0)
  const dirty = computed(() => JSON.stringify(draft.value) !== lastSaved.value)

  watch(original, (next) => {
    // Another window or the session changed this item: take it unless the GM is mid-edit.
    if (next && (!dirty.value || next.id !== draft.value.id)) reset(next)
  })

  watch(
    draft,
    () => {
      serverErrors.value = {}
      failure.value = ''
      if (!dirty.value) return
      saveState.value = valid.value ? 'unsaved' : 'invalid'
      clearTimeout(timer)
      // A refused autosave is shown by field and in `failure`; nothing else is waiting for it.
      if (!isNew.value && valid.value) timer = setTimeout(() => void save().catch(() => undefined), 400)
    },
    { deep: true },
  )

  function reset(next: T | null): void {
    clearTimeout(timer)
    draft.value = cloneData(next ?? blank())
    lastSaved.value = JSON.stringify(draft.value)
    serverErrors.value = {}
    failure.value = ''
    saveState.value = 'saved'
    showAll.value = false
  }

  /** Saves now; resolves with the item's id, or null when it could not be saved. */
  async function save(): Promise<string | null> {
    clearTimeout(timer)
    if (!valid.value) {
      saveState.value = 'invalid'
      showAll.value = true
      return null
    }
    saveState.value = 'saving'
    const snapshot = JSON.stringify(draft.value)
    try {
      const id = await campaign.upsert({ kind, item: JSON.parse(snapshot) } as PrepItem)
      lastSaved.value = JSON.stringify({ ...JSON.parse(snapshot), id })
      if (!draft.value.id) draft.value.id = id
      failure.value = ''
      saveState.value = dirty.value ? 'unsaved' : 'saved'
      return id
    } catch (error) {
      saveState.value = 'failed'
      failure.value = error instanceof Error ? error.message : String(error)
      if (error instanceof BridgeError && error.shape.problems)
        serverErrors.value = Object.fromEntries(error.shape.problems.map((p) => [p.path, p.message]))
      throw error
    }
  }

  onBeforeUnmount(() => {
    if (dirty.value && valid.value && !isNew.value) void save().catch(() => undefined)
  })

  return { draft, errors, valid, dirty, isNew, saveState, failure, save, reset }
}
