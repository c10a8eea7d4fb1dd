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

/** The GM's version of an item and the one another window saved meanwhile. */
export interface SaveConflict<T> {
  mine: T
  stored: T
}

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
export function useDraftEditor<T extends { id?: string; revision?: number }>(
  kind: PrepKind,
  schema: z.ZodType,
  original: Ref<T | null>,
  blank: () => T,
) {
  const campaign = useCampaignStore()
  const draft = ref(cloneData(original.value ?? blank())) as Ref<T>
  const serverErrors = ref<Record<string, string>>({})
  const saveState = ref<SaveState>('saved')
  /** Main's message for the last refused save, for problems no single field can show. */
  const failure = ref('')
  const lastSaved = ref(JSON.stringify(draft.value))
  /** A save refused because another window saved the item meanwhile: both versions, for the GM to choose. */
  const conflict = ref<SaveConflict<T> | null>(null) as Ref<SaveConflict<T> | null>
  /** The save under way: saves go one at a time, each based on the revision the one before gave. */
  let saving: Promise<unknown> = Promise.resolve()
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
      // While the GM chooses between two versions nothing is saved behind their back.
      if (!isNew.value && valid.value && !conflict.value) timer = setTimeout(() => void save().catch(() => undefined), 400)
    },
    { deep: true },
  )

  function reset(next: T | null): void {
    clearTimeout(timer)
    draft.value = cloneData(next ?? blank())
    lastSaved.value = JSON.stringify(draft.value)
    serverErrors.value = {}
    failure.value = ''
    conflict.value = null
    saveState.value = 'saved'
    showAll.value = false
  }

  /** Saves now; resolves with the item's id, or null when it could not be saved. */
  function save(): Promise<string | null> {
    clearTimeout(timer)
    const next = saving.then(saveOnce, saveOnce)
    saving = next.catch(() => undefined)
    return next
  }

  async function saveOnce(): Promise<string | null> {
    if (!valid.value) {
      saveState.value = 'invalid'
      showAll.value = true
      return null
    }
    saveState.value = 'saving'
    const snapshot = JSON.stringify(draft.value)
    const mine = JSON.parse(snapshot) as T
    // An item saved before there were revisions is at revision 0: its save is checked too.
    const item = mine.id ? { ...mine, revision: mine.revision ?? 0 } : mine
    try {
      const { id, revision } = await campaign.upsert({ kind, item } as unknown as PrepItem)
      lastSaved.value = JSON.stringify({ ...mine, id, revision })
      if (!draft.value.id) draft.value.id = id
      // The draft goes on from this revision, unless it was replaced meanwhile.
      if (draft.value.id === id && draft.value.revision === mine.revision) draft.value.revision = revision
      failure.value = ''
      saveState.value = dirty.value ? 'unsaved' : 'saved'
      return id
    } catch (error) {
      saveState.value = 'failed'
      failure.value = error instanceof Error ? error.message : String(error)
      if (error instanceof BridgeError && error.shape.problems)
        serverErrors.value = Object.fromEntries(error.shape.problems.map((p) => [p.path, p.message]))
      if (error instanceof BridgeError && error.code === 'conflict' && error.shape.stored) conflict.value = { mine, stored: error.shape.stored as T }
      throw error
    }
  }

  /** The GM keeps their version: saved over the stored one, now that they have seen it. */
  function keepMine(): Promise<string | null> {
    const chosen = conflict.value
    if (!chosen) return Promise.resolve(null)
    conflict.value = null
    draft.value.revision = chosen.stored.revision ?? 0
    return save()
  }

  /** The GM takes the stored version: their draft is replaced by it. */
  function takeStored(): void {
    const chosen = conflict.value
    if (chosen) reset(chosen.stored)
  }

  onBeforeUnmount(() => {
    if (dirty.value && valid.value && !isNew.value) void save().catch(() => undefined)
  })

  return { draft, errors, valid, dirty, isNew, saveState, failure, conflict, save, reset, keepMine, takeStored }
}
