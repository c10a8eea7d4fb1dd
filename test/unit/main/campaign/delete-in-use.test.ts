import { describe, expect, it } from 'vitest'
import { servicesEachTest } from '../../../support/services-each-test'

const { start } = servicesEachTest()

describe('deleting a prep item that something still uses', () => {
  it('names the encounters that use an NPC by their names, and the file keeps the NPC', async () => {
    const started = await start()
    await expect(started.call('prep.delete', { kind: 'npc', id: 'npc-sand-raider' })).rejects.toMatchObject({
      shape: {
        code: 'conflict',
        message:
          'This NPC is still used by the encounters “Raider Ambush”, “Skirmish at the Wreck” and “The Wyrm Rises”; remove it from there first.',
      },
    })
    expect(started.services.campaigns.require().data.npcs.map((n) => n.id)).toContain('npc-sand-raider')
  })

  it('names one encounter in the singular, and deletes an NPC no encounter uses', async () => {
    const started = await start()
    await expect(started.call('prep.delete', { kind: 'npc', id: 'npc-dune-wyrm' })).rejects.toMatchObject({
      shape: { message: 'This NPC is still used by the encounter “The Wyrm Rises”; remove it from there first.' },
    })
    await started.call('prep.delete', { kind: 'npc', id: 'npc-relic-merchant' })
    expect(started.services.campaigns.require().data.npcs.map((n) => n.id)).not.toContain('npc-relic-merchant')
  })
})
