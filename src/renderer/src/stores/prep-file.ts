import { MAX_PREP_FILE_CHARS, MAX_PREP_FILE_WORDS } from '@shared/interchange/format'
import type { ImportLines } from '@shared/interchange/preview'
import { BridgeError } from '../bridge'

/** Why a picked file cannot be imported, with each problem where it is. */
export interface PickFailure {
  message: string
  problems: string[]
}

/** A file picked for import: its preview to confirm, or why it cannot be imported. */
export type PickedPrepFile<P extends ImportLines = ImportLines> =
  { fileName: string; content: string; preview: P; failure?: undefined } | { fileName: string; failure: PickFailure }

/**
 * No text this long in UTF-8 can hold fewer characters than the limit allows; a longer file
 * is refused before it is read, so a huge pick never fills the page's memory.
 */
const MOST_BYTES = MAX_PREP_FILE_CHARS * 3

const TOO_LARGE: PickFailure = { message: `This file is too large for a prep file: a prep file is ${MAX_PREP_FILE_WORDS}.`, problems: [] }

/** The picked file's text, or why it is refused before anything is sent (too large a file). */
export async function readPickedFile(file: File): Promise<{ content: string } | { failure: PickFailure }> {
  if (file.size > MOST_BYTES) return { failure: TOO_LARGE }
  const content = await file.text()
  if (content.length > MAX_PREP_FILE_CHARS) return { failure: TOO_LARGE }
  return { content }
}

/** A refusal from main in the dialog's words: its message, and each problem with where it is. */
export function failureOf(error: unknown): PickFailure {
  const problems = error instanceof BridgeError ? (error.shape.problems ?? []) : []
  return {
    message: error instanceof Error ? error.message : String(error),
    problems: problems.map((p) => `${p.path}: ${p.message}${p.found ? ` (found ${p.found})` : ''}`),
  }
}
