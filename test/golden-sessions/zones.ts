import type { SessionView } from '@shared/session/view'
import type { ZonesGmView } from '@shared/systems/zones'
import type { GoldenScript, Table } from './recorder'

const ENCOUNTER = 'enc-wreck-skirmish'
const RAIDER = (n: number) => `npc-sand-raider-${n}`

type Fight = NonNullable<ZonesGmView['fight']>
const fightOf = (view: SessionView): Fight => (view.systems.zones as ZonesGmView).fight!

/**
 * One step of the GM where the fight stands: what waits is rolled; otherwise the current
 * combatant attacks whoever it can reach, or moves toward the enemy, and the turn passes.
 */
function step(table: Table, view: SessionView): Promise<SessionView> {
  const fight = fightOf(view)
  if (fight.duties.length) return table.roll('zones', { type: 'duty' })
  const turn = fight.turn
  const attack = turn?.attacks.find((a) => a.why === null)
  if (attack) return table.roll('zones', { type: 'attack', target: attack.target, weapon: attack.weapon, offhand: attack.offhand, edge: 'normal' })
  const me = fight.combatants.find((c) => c.id === fight.current)
  const order = (zone: string | null | undefined) => fight.zones.findIndex((z) => z.id === zone)
  const move = turn?.moves.find(
    (m) => (m.asMove === null || m.asAction === null) && m.zone !== me?.zone && order(m.zone) > order(me?.zone) === (me?.side === 'players'),
  )
  if (move) return table.roll('zones', { type: 'move', zone: move.zone, spend: move.asMove === null ? 'move' : 'action' })
  return table.act('zones', { type: 'turn.next' })
}

/** Steps until `done` says so (or the fight is over). */
async function playUntil(table: Table, view: SessionView, done: (fight: Fight) => boolean): Promise<SessionView> {
  for (let guard = 0; guard < 300; guard++) {
    if (fightOf(view).phase !== 'turn' || done(fightOf(view))) return view
    view = await step(table, view)
  }
  throw new Error('The fight went on and on.')
}

/** Whether one side has nobody left fighting. */
const decided = (fight: Fight) =>
  !fight.combatants.some((c) => c.side === 'enemies' && c.status === 'fighting') ||
  !fight.combatants.some((c) => c.side === 'players' && c.status === 'fighting')

/**
 * Zones: the skirmish at the wreck, shown to the players, on a battlefield with a secret
 * zone; a raider hidden in setup who shows itself on its turn; sand in Vell's eyes that
 * clears at the end of the round, and a Stuck that lasts until its bearer's Test passes; an
 * attack undone and redone; notes public and private; fought until one side is down (or the
 * GM ends it in round 4), then closed.
 */
export const zonesSession: GoldenScript = {
  folder: 'zones',
  sessionId: 'session-20ae50f1e1d5',
  startsAt: '2026-03-21T19:00:00.000Z',
  seed: 21,
  async play(table) {
    const { call } = table
    const act = (action: object) => table.act('zones', action)
    await call('player.reveal', { kind: 'encounter', id: ENCOUNTER, revealed: true })
    await call('session.start', { name: 'The Half-Buried Hull' })
    await call('session.note', { text: 'The wreck leans out of the dune like a broken tooth.', private: false })
    await call('session.note', { text: 'Scorpions nest under the hull plates: whoever goes in gets stung.', private: true })
    await call('run.start', { system: 'zones', request: { encounterId: ENCOUNTER } })
    await act({ type: 'combatant.hide', target: RAIDER(3), revealOnTurn: true })
    await table.roll('zones', { type: 'reaction', npc: 'npc-sand-raider' })
    await table.roll('zones', { type: 'initiative' })
    const begun = await act({ type: 'combat.begin' })

    // The first attack of the fight, taken back and brought back: the same dice.
    await step(table, await playUntil(table, begun, (fight) => fight.turn?.attacks.some((a) => a.why === null) ?? false))
    await call('session.undo')
    await call('session.redo')

    await act({
      type: 'condition.add',
      target: 'pc-vell',
      condition: { name: 'Sand in the eyes', custom: true, duration: { kind: 'rounds', rounds: 1 }, source: null, ongoing: null, secret: false },
    })
    await act({
      type: 'condition.add',
      target: RAIDER(1),
      condition: {
        name: 'stuck',
        custom: false,
        duration: { kind: 'untilTest', test: 'STR', target: 12, needsAction: false },
        source: null,
        ongoing: null,
        secret: false,
      },
    })
    const noted = await call('session.note', { text: 'A plate gives way under the first raider; its foot is caught in the hull.', private: false })
    const view = await playUntil(table, noted, (fight) => fight.round >= 4 || decided(fight))
    if (!decided(fightOf(view))) await call('session.note', { text: 'The storm closes in: the raiders drag their wounded away.', private: true })
    await act({ type: 'combat.end', reason: decided(fightOf(view)) ? 'The raiders are down.' : 'The raiders withdraw into the storm.' })
    await call('run.close')
    await call('session.note', { text: 'The party shelters in the hull until the storm passes.', private: false })
  },
}
