import { z } from 'zod'
import { InterchangeFile } from './format'

/**
 * The JSON Schema of a prep file, generated from the campaign's own zod schemas, so it never
 * says other than what the console checks: what the console writes (zod's output side; a name
 * with spaces around it is also read, and trimmed). Each rule system's blocks (`statBlocks`,
 * an encounter's `setup`) are any object here: that system's schema checks them on import.
 * Published as docs/interchange.schema.json (`npm run interchange:schema` writes it).
 */
export function prepFileJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(InterchangeFile, { target: 'draft-07', io: 'output', unrepresentable: 'any' }) as Record<string, unknown>
}

/** The published file's text. */
export const prepFileJsonSchemaText = (): string => `${JSON.stringify(prepFileJsonSchema(), null, 2)}\n`
