import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'vitest'
import { GOLDEN_DIR, inExportZone } from '../support/golden-sessions'
import { actionPointsSession } from './action-points'
import { escalationSession } from './escalation'
import { record, type GoldenScript } from './recorder'
import { relicsSession } from './relics'
import { zonesSession } from './zones'

/*
 * Records the golden sessions (test/fixtures/golden/README.md): `npm run golden:record`.
 * A session already kept is left as it is, since history is never recorded again: a new
 * script gets a new folder. GOLDEN_OVERWRITE=1 records every one anew, for sessions that have
 * not yet reached the main line. GOLDEN_VERBOSE=1 prints each log as it was played.
 */
const SCRIPTS: GoldenScript[] = [relicsSession, escalationSession, zonesSession, actionPointsSession]
const overwrite = process.env.GOLDEN_OVERWRITE === '1'

inExportZone()

describe('golden sessions', () => {
  it.each(SCRIPTS.map((script) => [script.folder, script] as const))('%s', async (folder, script) => {
    if (existsSync(join(GOLDEN_DIR, folder)) && !overwrite) {
      console.log(`${folder}: kept as it was recorded (GOLDEN_OVERWRITE=1 records it anew, only before it reaches the main line).`)
      return
    }
    console.log(`${folder}: recorded in ${await record(script)}`)
  })
})
