import { writeFileSync } from 'node:fs'
import { test } from 'vitest'
import { prepFileJsonSchemaText } from '../../src/shared/interchange'
import { PUBLISHED_SCHEMA } from '../support/interchange-schema'

test('writes the prep file’s JSON Schema into docs', () => {
  writeFileSync(PUBLISHED_SCHEMA, prepFileJsonSchemaText())
})
