import { z } from 'zod'
import { MAX_PREP_FILE_CHARS, MAX_PREP_FILE_WORDS } from '../interchange/format'

/** A prep file's text as the GM picked it: bounded, since a browser may send anything. */
export const PrepFileContent = z.string().max(MAX_PREP_FILE_CHARS, `a prep file is ${MAX_PREP_FILE_WORDS}`)

/** A prep file written: saved where the GM chose (desktop app), or its content for a download (browser). */
export const PrepExportResult = z.strictObject({
  fileName: z.string(),
  mimeType: z.string(),
  items: z.number().int(),
  content: z.string().nullable(),
  savedTo: z.string().nullable(),
})
