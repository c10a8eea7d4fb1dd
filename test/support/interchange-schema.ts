import { resolve } from 'node:path'

/** Where the prep file's JSON Schema is published. */
export const PUBLISHED_SCHEMA = resolve(import.meta.dirname, '..', '..', 'docs', 'interchange.schema.json')
