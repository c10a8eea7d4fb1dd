import type { InterchangeKind } from './format'

/** One item of a prep file as the import will write it. */
export interface ImportLine {
  kind: InterchangeKind
  id: string
  name: string
  /** The name of the item it replaces, when that differs from its own. */
  replaces?: string
  /** Something to know before confirming (another item has the same name). */
  note?: string
}

/** An item the import leaves out, and why. */
export interface LeftOutLine {
  kind: InterchangeKind
  id: string
  name: string
  reasons: string[]
}

/**
 * What the GM sees before confirming an import: what will be added, replaced and left out,
 * and the campaign as it was when this was worked out (`savedAt`): the import is refused if
 * the campaign changed since, so what is written is what was shown.
 */
export interface ImportPreview {
  /** The campaign the file was exported from. */
  from: string
  added: ImportLine[]
  replaced: ImportLine[]
  leftOut: LeftOutLine[]
  savedAt: string
}
