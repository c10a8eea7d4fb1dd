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

/** What an import will add, replace and leave out, as the GM sees it before confirming. */
export interface ImportLines {
  /** The campaign the file was exported from (or the bestiary, `BESTIARY_SOURCE`). */
  from: string
  added: ImportLine[]
  replaced: ImportLine[]
  leftOut: LeftOutLine[]
}

/**
 * What the GM sees before confirming an import into the campaign, and the campaign as it was
 * when this was worked out (`savedAt`): the import is refused if the campaign changed since,
 * so what is written is what was shown.
 */
export interface ImportPreview extends ImportLines {
  savedAt: string
}

/**
 * What the GM sees before confirming an import into the bestiary, and the library as it was
 * then (`bestiaryAt`, a digest of the whole library): the import is refused if the library
 * changed since, in this window or another, so what is written is what was shown.
 */
export interface BestiaryImportPreview extends ImportLines {
  bestiaryAt: string
}
