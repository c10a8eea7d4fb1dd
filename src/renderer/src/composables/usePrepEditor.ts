import type { Ref } from 'vue'
import type { z } from 'zod'
import type { PrepKind } from '@shared/ipc/contract'
import { useNoticesStore } from '../stores/notices'
import { useDraftEditor } from './useDraftEditor'

/** A prep item as its editor holds it: a new one has no id until main gives it one. */
export type PrepDraft<T extends { id: string }> = Omit<T, 'id'> & { id?: string }

export interface PrepEditorOptions<T> {
  kind: PrepKind
  /** The shared `PrepDrafts.*` schema, possibly refined with checks that need the campaign. */
  schema: z.ZodType
  original: Ref<T | null>
  blank: () => T
  /** Told the new id once a new item has been created. */
  onCreated: (id: string) => void
}

/**
 * The editor side of every prep section: a draft editor plus the explicit Create of a new
 * item, Ctrl+S to save now, and failures told to the GM in words.
 */
export function usePrepEditor<T extends { id?: string; revision?: number; name: string }>(options: PrepEditorOptions<T>) {
  const notices = useNoticesStore()
  const editor = useDraftEditor<T>(options.kind, options.schema, options.original, options.blank)

  async function create(): Promise<void> {
    try {
      const id = await editor.save()
      if (id) {
        notices.show('info', `${editor.draft.value.name} created.`)
        options.onCreated(id)
      }
    } catch (error) {
      notices.failed(error)
    }
  }

  /** Creates a new item or saves an existing one at once. */
  function saveNow(): void {
    if (editor.isNew.value) void create()
    else void editor.save().catch(notices.failed)
  }

  function onKeydown(event: KeyboardEvent): void {
    if (isSaveKey(event)) {
      event.preventDefault()
      saveNow()
    }
  }

  return { ...editor, create, saveNow, onKeydown }
}

/** What the frame around every prep editor (PrepEditorPanel) shows and does of it. */
export type PrepEditorFrame = Pick<
  ReturnType<typeof usePrepEditor>,
  'draft' | 'isNew' | 'saveState' | 'failure' | 'conflict' | 'create' | 'onKeydown' | 'keepMine' | 'takeStored'
>

/** Ctrl+S (Cmd+S on a Mac): save now, wherever the prep pages and Settings offer it. */
export function isSaveKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's'
}
