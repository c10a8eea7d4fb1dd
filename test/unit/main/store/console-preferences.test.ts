import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConsolePreferencesFile, PREFERENCES_FILE } from '../../../../src/main/store'
import { startServices } from '../../../support/services'

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gmc-preferences-'))
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

const onDisk = async () => JSON.parse(await readFile(join(dataDir, PREFERENCES_FILE), 'utf8')) as unknown

describe("the GM's console preferences in the data folder", () => {
  it('are none chosen in a new folder, and a choice is read back by the host started again', async () => {
    expect(await new ConsolePreferencesFile(dataDir).read()).toEqual({})
    expect(await new ConsolePreferencesFile(dataDir).update({ passSteps: false })).toEqual({ passSteps: false })
    expect(await onDisk()).toEqual({ passSteps: false })
    expect(await new ConsolePreferencesFile(dataDir).read()).toEqual({ passSteps: false })
  })

  it('keep the choices a change leaves out', async () => {
    const preferences = new ConsolePreferencesFile(dataDir)
    await preferences.update({ passSteps: false })
    expect(await preferences.update({})).toEqual({ passSteps: false })
    expect(await preferences.update({ passSteps: true })).toEqual({ passSteps: true })
  })

  it('read a broken file as none chosen, and the next choice writes it again', async () => {
    await writeFile(join(dataDir, PREFERENCES_FILE), '{"passSteps": fal')
    const preferences = new ConsolePreferencesFile(dataDir)
    expect(await preferences.read()).toEqual({})
    await preferences.update({ passSteps: false })
    expect(await onDisk()).toEqual({ passSteps: false })
  })

  it('drop a preference this version does not know, and keep the ones it does', async () => {
    await writeFile(join(dataDir, PREFERENCES_FILE), JSON.stringify({ passSteps: false, diceTray: 'left' }))
    expect(await new ConsolePreferencesFile(dataDir).read()).toEqual({ passSteps: false })
  })

  it('are changed through the contract, which refuses a value of the wrong kind and says where, changing nothing', async () => {
    const { call, services, cleanup } = await startServices({ dataDir })
    expect(await call('preferences.current')).toEqual({})
    expect(await call('preferences.update', { passSteps: false })).toEqual({ passSteps: false })
    const refused = await services.request('gm', 'preferences.update', { passSteps: 'off' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_payload', problems: [expect.objectContaining({ path: 'passSteps' })] } })
    expect(await services.request('player', 'preferences.update', { passSteps: true })).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(await onDisk()).toEqual({ passSteps: false })
    await services.close()
    await cleanup()
  })
})
