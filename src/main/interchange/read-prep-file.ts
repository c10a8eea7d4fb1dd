import { decodePrepFile, MAX_PREP_FILE_CHARS, MAX_PREP_FILE_WORDS, type DecodedPrepFile } from '@shared/interchange'
import { locateJsonSyntaxError } from '../store/json-error'

/**
 * Reads a prep file's text, every byte of which may be hostile (a browser sends it through
 * the bridge): too long a text is refused before it is parsed, a syntax error is placed by
 * line and column, and the data is then checked and upcast (`decodePrepFile`).
 */
export function readPrepFile(text: string): DecodedPrepFile {
  if (text.length > MAX_PREP_FILE_CHARS)
    return { ok: false, reason: `This file is too large for a prep file: a prep file is ${MAX_PREP_FILE_WORDS}.`, problems: [] }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    const located = locateJsonSyntaxError(text)
    if (!located) {
      const message = error instanceof Error ? error.message : String(error)
      return { ok: false, reason: `This is not a JSON file: ${message}`, problems: [{ path: '(file)', message }] }
    }
    const where = `line ${located.line}, column ${located.column}`
    return {
      ok: false,
      reason: `This is not a JSON file: ${located.message} at ${where}.`,
      problems: [{ path: where, message: located.message, expected: located.expected, found: located.found }],
    }
  }
  return decodePrepFile(data)
}
