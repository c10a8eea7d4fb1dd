import { describe, expect, it } from 'vitest'
import { readFile, writeFile } from 'node:fs/promises'
import { startServices } from '../../../support/services'
import { sessionPaths } from '../../../../src/main/session/session-files'
import { Services } from '../../../../src/main/services'

describe('a session log damaged in the middle', () => {
  it('is left as it is, and the GM is told why the session did not resume', async () => {
    const first = await startServices()
    await first.call('session.start', { name: 'Damaged' })
    await first.call('session.note', { text: 'one', private: false })
    await first.call('session.note', { text: 'two', private: false })
    const sessionId = first.services.session.ledger!.state.sessionId
    await first.services.close()
    const { log } = sessionPaths(first.dataDir, sessionId)
    const lines = (await readFile(log, 'utf8')).split('\n')
    lines[1] = '{"this is": not json'
    const damaged = lines.join('\n')
    await writeFile(log, damaged)

    const notices: unknown[] = []
    const again = new Services({ ...first.services.options })
    again.subscribe((message) => {
      if (message.event === 'app.notice') notices.push(message.data)
    })
    await again.start()
    expect(again.session.ledger).toBeNull()
    expect(notices).toEqual([expect.objectContaining({ kind: 'error', text: expect.stringContaining('could not be resumed') })])
    expect(await readFile(log, 'utf8')).toBe(damaged)
    await again.close()
    await first.cleanup()
  })
})
