import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { SessionView } from '@shared/session/view'
import type { PlayerView } from '@shared/views/player-view'
import { ApPlayerPart, type ApFightView, type ApGmView } from '@shared/systems/action-points'
import { sessionPaths } from '../../../../src/main/session/session-files'
import { startServices } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'

const { start } = servicesEachTest()

const fightOf = (view: SessionView) => (view.systems.actionPoints as ApGmView).fight!
const ENCOUNTER = 'enc-wyrm-rises'

/**
 * One step a GM could take where the fight stands, read from the console's own view: answer
 * what waits (Reaction Attacks taken, a reaction now and then, otherwise the attack lands),
 * else the acting combatant attacks what it can, closes in on the nearest enemy, or ends its turn.
 */
function nextStep(fight: ApFightView, step: number): { channel: 'run.act' | 'run.roll'; payload: object } {
  const act = (action: object) => ({ channel: 'run.act' as const, payload: { action } })
  const roll = (request: object) => ({ channel: 'run.roll' as const, payload: { roll: request } })
  const p = fight.pending
  if (p) {
    if (p.counter) return roll({ type: 'counter', weapon: p.counter.weapons[0]!.index })
    const reaction = p.reactions.find((r) => r.why === null && (r.kind !== 'intercept' || r.hexes.length > 0))
    if (p.chain.length)
      return reaction && step % 2 === 0
        ? roll({ type: 'reaction', who: reaction.who, kind: reaction.kind, to: reaction.hexes[0] ?? null })
        : roll({ type: 'land' })
    const strike = p.provoked?.offered.flatMap((o) => o.weapons.filter((w) => w.why === null).map((w) => ({ who: o.who, weapon: w.index })))[0]
    return strike ? roll({ type: 'reactionAttack', ...strike }) : act({ type: 'reaction.pass' })
  }
  const me = fight.combatants.find((c) => c.id === fight.acting)!
  const foes = fight.combatants.filter((c) => c.side !== me.side && c.status === 'fighting' && c.position)
  const attack = fight.attacks.find((a) => a.why === null && foes.some((f) => f.id === a.target))
  if (attack) return roll({ type: 'attack', attacker: me.id, weapon: attack.weapon, target: attack.target, advantage: 0, bonus: 0 })
  const distance = (a: { q: number; r: number }, b: { q: number; r: number }) =>
    (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2
  const nearest = (h: { q: number; r: number }) => Math.min(...foes.map((f) => distance(h, f.position!)))
  const closer = [...fight.moves].sort((a, b) => nearest(a.to) - nearest(b.to))[0]
  if (closer && me.position && nearest(closer.to) < nearest(me.position)) return act({ type: 'action.move', path: closer.path })
  return act({ type: 'turn.next' })
}

describe('an Action-points fight through the real services, with files', () => {
  it('A33 runs the demo’s surprise encounter from the Surprise Round to its end: logged on disk, shown to the players, exported, replayed after a restart', async () => {
    const started = await start({ seed: 7 })
    const { call, services, dataDir } = started
    await call('player.reveal', { kind: 'encounter', id: ENCOUNTER, revealed: true })
    await call('player.reveal', { kind: 'npc', id: 'npc-dune-wyrm', revealed: true })
    await call('session.start', { name: 'Wyrm night' })
    let view: SessionView = await call('run.start', { system: 'actionPoints', request: { encounterId: ENCOUNTER } })
    expect(view.run).toMatchObject({ system: 'actionPoints', noun: 'fight', title: 'The Wyrm Rises' })
    view = await call('run.roll', { roll: { type: 'initiative' } })
    expect(fightOf(view).unrolled).toEqual([])
    view = await call('run.act', { action: { type: 'combat.begin' } })
    expect(fightOf(view)).toMatchObject({ round: 0, surprise: true, surprised: 'players' })
    expect(fightOf(view).order.every((id) => !id.startsWith('pc-'))).toBe(true)
    // A forged host event is refused and logs nothing.
    const seq = services.session.ledger!.seq
    await expect(call('run.act', { action: { type: 'attack.landed', damageFaces: [8] } })).rejects.toMatchObject({ shape: { code: 'rule_refused' } })
    expect(services.session.ledger!.seq).toBe(seq)

    const rounds = new Set<number>()
    for (let step = 0; step < 600 && fightOf(view).phase === 'turn'; step++) {
      const fight = fightOf(view)
      rounds.add(fight.round)
      const sides = new Set(fight.combatants.filter((c) => c.status === 'fighting').map((c) => c.side))
      if (sides.size < 2 || fight.round > 6) {
        view = await call('run.act', {
          action: { type: 'combat.end', reason: sides.size < 2 ? 'one side is down' : 'the raiders flee into the dunes' },
        })
        break
      }
      const { channel, payload } = nextStep(fight, step)
      view = await call(channel, payload)
    }
    const fight = fightOf(view)
    expect(fight.phase).toBe('over')
    expect([...rounds]).toEqual(expect.arrayContaining([0, 1, 2]))
    expect(fight.summary?.combatants.filter((c) => c.dealt > 0).map((c) => c.id)).toEqual(expect.arrayContaining(['pc-vell', 'npc-dune-wyrm-1']))

    const part = (services.player.view() as PlayerView).parts.find((p) => p.system === 'actionPoints')
    expect(ApPlayerPart.parse(part?.part)).toMatchObject({ encounter: 'The Wyrm Rises', ended: { reason: expect.any(String) } })

    const lines = (await readFile(sessionPaths(dataDir, view.session.id).log, 'utf8')).trim().split('\n')
    expect(lines).toHaveLength(services.session.ledger!.seq)
    expect(lines.some((line) => line.includes('"attack.rolled"'))).toBe(true)

    const forGm = (await call('session.export', { format: 'markdown', audience: 'gm' })) as { content: string }
    expect(forGm.content).toContain('The Wyrm Rises')
    expect(forGm.content).toMatch(/Surprise Round/)
    expect(forGm.content).toMatch(/attack: \d+ against \d+, (Critical|Major|Hard|Normal) Success|Failure|Fumble/)

    view = await call('run.close')
    expect(view.run).toBeNull()
    const final = services.session.ledger!.state
    await services.close()
    const again = await startServices({ dataDir, seed: 7 })
    try {
      expect(JSON.parse(JSON.stringify(again.services.session.ledger!.state))).toEqual(JSON.parse(JSON.stringify(final)))
    } finally {
      await again.services.close()
    }
  })
})
