import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PlayerCharacter } from '@shared/campaign'
import type { CampaignPatchEvent, CampaignState } from '@shared/ipc/contract'
import type { SessionView } from '@shared/session/view'
import type { PushMessage } from '../../../../src/main/api/push'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'
import { loggedEvents, relicsState, relicsView } from '../../../support/relics'
import { DEMO_PLACE } from '../../shared/log/support/session-moves'

const { start } = servicesEachTest()

async function pcOnDisk(running: Started, id: string): Promise<PlayerCharacter> {
  await running.services.session.flush()
  const file = JSON.parse(await readFile(join(running.dataDir, running.services.campaigns.require().file), 'utf8')) as {
    characters: PlayerCharacter[]
  }
  return file.characters.find((pc) => pc.id === id)!
}

const pcIn = (running: Started, id: string) => structuredClone(running.services.campaigns.require().data.characters.find((pc) => pc.id === id)!)

describe('a GM edit of what a running session owns goes through the session (two writers never share a value silently)', () => {
  it('Stress edited in Characters is a logged, undoable GM adjustment; the session and the file agree after the edit and after its undo', async () => {
    const started = await start()
    const { call, services } = started
    await call('session.start', { name: 'Night one' })
    const ixa = pcIn(started, 'pc-ixa')
    const stressBefore = ixa.stress
    await call('prep.upsert', { kind: 'character', item: { ...ixa, stress: stressBefore + 3, notes: 'Took a beating in the alley.' } })

    expect(relicsState(services.session.ledger!.state).cohort.characters['pc-ixa']!.stress).toBe(stressBefore + 3)
    expect(await pcOnDisk(started, 'pc-ixa')).toMatchObject({ stress: stressBefore + 3, notes: 'Took a beating in the alley.' })
    const [adjusted] = loggedEvents(services.session.ledger!.all(), 'gm.adjustCohort')
    expect(adjusted!.entry).toMatchObject({ actor: 'gm', visibility: 'public', summary: `The GM sets ${ixa.name} to Stress ${stressBefore + 3}.` })

    // A later session event no longer writes the old Stress back over the edit.
    await call('session.note', { text: 'The Cohort regroups.', private: false })
    expect((await pcOnDisk(started, 'pc-ixa')).stress).toBe(stressBefore + 3)

    const undone: SessionView = await call('session.undo')
    expect(undone.recent.at(-1)?.summary).toBe('Undo: The Cohort regroups.')
    await call('session.undo')
    expect(relicsState(services.session.ledger!.state).cohort.characters['pc-ixa']!.stress).toBe(stressBefore)
    // The rest of the edit stays: only what the session owns goes back with the undo.
    expect(await pcOnDisk(started, 'pc-ixa')).toMatchObject({ stress: stressBefore, notes: 'Took a beating in the alley.' })
  })

  it('is refused, with where to make it, while the PC is in a running Challenge; the file keeps what it had', async () => {
    const started = await start()
    const { call } = started
    await call('session.start', { name: 'Night one' })
    await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
    const vell = pcIn(started, 'pc-vell')
    await expect(call('prep.upsert', { kind: 'character', item: { ...vell, stress: vell.stress + 1 } })).rejects.toMatchObject({
      shape: { code: 'rule_refused', message: expect.stringContaining('is in the running Challenge “Haggle with Oskar”') },
    })
    expect((await pcOnDisk(started, 'pc-vell')).stress).toBe(vell.stress)
    // Edits that leave what the session owns alone go through as ever.
    await call('prep.upsert', { kind: 'character', item: { ...vell, notes: 'Hums while haggling.' } })
    expect((await pcOnDisk(started, 'pc-vell')).notes).toBe('Hums while haggling.')
  })

  it('after a session event the GM windows receive what changed, not the whole campaign', async () => {
    const started = await start()
    const { call, services } = started
    const pushes: PushMessage[] = []
    services.subscribe((message, to) => {
      if (to === 'gm' && message.event.startsWith('campaign.')) pushes.push(message)
    })
    await call('session.start', { name: 'Night one' })
    await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
    await call('run.act', { system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-vell' } })
    await call('run.act', { system: 'relics', action: { type: 'step.next' } })
    await call('run.act', { system: 'relics', action: { type: 'cohort.spendDestiny', amount: 1 } })
    await services.session.flush()
    expect(pushes.every((p) => p.event === 'campaign.patched')).toBe(true)
    const spent = pushes.map((p) => (p.data as CampaignPatchEvent).patch).find((patch) => patch.fields.pools)
    expect(spent).toEqual({ fields: { pools: relicsView(await call('session.current')).challenge!.pools }, lists: {} })
    const state: CampaignState = await call('campaign.current')
    expect(state.campaign.pools).toEqual(spent!.fields.pools)
  })
})
