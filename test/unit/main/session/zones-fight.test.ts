import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PlayerCharacter } from '@shared/campaign'
import type { SessionView } from '@shared/session/view'
import { ZonesPlayerPart, type ZonesGmView } from '@shared/systems/zones'
import { startServices, type Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'

const { start } = servicesEachTest()

const zonesOf = (view: SessionView) => view.systems.zones as ZonesGmView

async function campaignOnDisk(s: Started): Promise<{ characters: PlayerCharacter[] }> {
  await s.services.session.flush()
  return JSON.parse(await readFile(join(s.dataDir, s.services.campaigns.require().file), 'utf8'))
}

/** The usage marks of each PC's Zones weapons as the campaign file holds them. */
async function marksOnDisk(s: Started): Promise<Record<string, number[]>> {
  const file = await campaignOnDisk(s)
  return Object.fromEntries(
    file.characters.map((pc) => [
      pc.id,
      ((pc.statBlocks.zones as { weapons?: { usages: number }[] } | undefined)?.weapons ?? []).map((w) => w.usages),
    ]),
  )
}

/**
 * One GM step of a fight: what waits is rolled; otherwise the current combatant attacks
 * whoever it can reach, or moves toward the enemy, and the turn passes.
 */
async function step(call: Started['call'], view: SessionView): Promise<SessionView> {
  const fight = zonesOf(view).fight!
  if (fight.duties.length) return call('run.roll', { roll: { type: 'duty' } })
  const turn = fight.turn
  const attack = turn?.attacks.find((a) => a.why === null)
  if (attack)
    return call('run.roll', { roll: { type: 'attack', target: attack.target, weapon: attack.weapon, offhand: attack.offhand, edge: 'normal' } })
  const me = fight.combatants.find((c) => c.id === fight.current)
  const move = turn?.moves.find(
    (m) =>
      (m.asMove === null || m.asAction === null) &&
      m.zone !== me?.zone &&
      fight.zones.findIndex((z) => z.id === m.zone) > fight.zones.findIndex((z) => z.id === me?.zone) === (me?.side === 'players'),
  )
  if (move) return call('run.roll', { roll: { type: 'move', zone: move.zone, spend: move.asMove === null ? 'move' : 'action' } })
  return call('run.act', { action: { type: 'turn.next' } })
}

describe('a Zones fight through the real services, with files', () => {
  it('runs the demo skirmish from the side roll to the end, logs it, exports it round by round, and keeps the usage marks in the campaign file', async () => {
    const started = await start({ seed: 11 })
    const { call, services, dataDir } = started
    await call('prep.upsert', {
      kind: 'encounter',
      item: { ...services.campaigns.require().data.encounters.find((e) => e.id === 'enc-wreck-skirmish')!, revealed: true },
    })
    await call('session.start', { name: 'Skirmish night' })
    let view: SessionView = await call('run.start', { system: 'zones', request: { encounterId: 'enc-wreck-skirmish' } })
    expect(view.run).toMatchObject({ system: 'zones', noun: 'fight', title: 'Skirmish at the Wreck' })
    await expect(call('run.act', { action: { type: 'initiative.rolled', side: 6, characters: [] } })).rejects.toMatchObject({
      shape: { code: 'rule_refused', message: expect.stringContaining('only the console') },
    })
    await call('run.roll', { roll: { type: 'reaction', npc: 'npc-sand-raider' } })
    await call('run.roll', { roll: { type: 'initiative' } })
    view = await call('run.act', { action: { type: 'combat.begin' } })
    expect(zonesOf(view).fight).toMatchObject({ phase: 'turn', round: 1 })

    for (let i = 0; i < 400 && zonesOf(view).fight!.phase === 'turn'; i++) {
      const fight = zonesOf(view).fight!
      const enemiesLeft = fight.combatants.some((c) => c.side === 'enemies' && c.status === 'fighting')
      const partyLeft = fight.combatants.some((c) => c.side === 'players' && c.status === 'fighting')
      if (!enemiesLeft || !partyLeft || fight.round > 12) {
        view = await call('run.act', { action: { type: 'combat.end', reason: enemiesLeft ? 'the party withdraws' : 'the raiders are down' } })
        break
      }
      view = await step(call, view)
    }
    const over = zonesOf(view).fight!
    expect(over.phase).toBe('over')
    expect(over.summary?.rounds).toBeGreaterThanOrEqual(1)
    const attacks = services.session.ledger!.all().filter((e) => e.kind === 'run.event' && e.event.type === 'attack.rolled')
    expect(attacks.length).toBeGreaterThan(0)

    // The player display holds the zones and the fight, within its schema.
    const part = services.player.view().parts.find((p) => p.system === 'zones')
    expect(ZonesPlayerPart.parse(part?.part).zones.map((z) => z.name)).toEqual(['Dune crest', 'Open sand', 'Hull breach', 'Wreck deck'])

    // Undo and redo go through the fight.
    const before = zonesOf(view).fight!.ending
    expect(zonesOf(await call('session.undo')).fight!.phase).toBe('turn')
    expect(zonesOf(await call('session.redo')).fight!.ending).toEqual(before)

    // The usage marks the fight made are in the file.
    const live = zonesOf(await call('session.current')).fight!.combatants.filter((c) => c.kind === 'pc')
    const onDisk = await marksOnDisk(started)
    for (const pc of live) expect(onDisk[pc.id]).toEqual(pc.weapons.map((w) => w.usages))

    const forGm = (await call('session.export', { format: 'markdown', audience: 'gm' })) as { content: string }
    expect(forGm.content).toContain('Skirmish at the Wreck')
    expect(forGm.content).toMatch(/Round 2/)
    expect(forGm.content).toMatch(/Reaction of Sand Raider/)
    const forPlayers = (await call('session.export', { format: 'markdown', audience: 'public' })) as { content: string }
    expect(forPlayers.content).not.toMatch(/Reaction of Sand Raider|scorpion/)
    view = await call('run.close')
    expect(view.run).toBeNull()

    // A restarted host replays the session from its log.
    const carried = zonesOf(view).pcs
    await services.close()
    const again = await startServices({ dataDir, seed: 11 })
    try {
      expect(zonesOf(await again.call('session.current')).pcs).toEqual(carried)
    } finally {
      await again.services.close()
    }
  })

  it('Z20 a GM’s edit of a PC’s usage marks while the session runs becomes a logged adjustment, written to the file', async () => {
    const started = await start({ seed: 2 })
    const { call, services } = started
    await call('session.start', { name: 'Marks' })
    const dax = services.campaigns.require().data.characters.find((c) => c.id === 'pc-dax')!
    const block = dax.statBlocks.zones as { weapons: { name: string; usages: number }[] }
    const edited = {
      ...dax,
      statBlocks: { ...dax.statBlocks, zones: { ...block, weapons: block.weapons.map((w, i) => (i === 0 ? { ...w, usages: 4 } : w)) } },
    }
    await call('prep.upsert', { kind: 'character', item: edited })
    const last = services.session.ledger!.all().at(-1)!
    expect(last).toMatchObject({ kind: 'run.event', system: 'zones', event: { type: 'weapons.adopted', pc: 'pc-dax' } })
    expect(last.summary).toBe("The GM sets Dax-7's usage marks: Longsword 4, Fusiontech blaster 2.")
    expect((await marksOnDisk(started))['pc-dax']).toEqual([4, 2])
    await call('session.undo')
    expect((await marksOnDisk(started))['pc-dax']).toEqual([0, 2])
  })
})
