import type { SessionView } from '@shared/session/view'
import type { ApFightView, ApGmView } from '@shared/systems/action-points'
import type { GoldenScript, Table } from './recorder'

const ENCOUNTER = 'enc-wyrm-rises'
const WYRM = 'npc-dune-wyrm-1'

const fightOf = (view: SessionView): ApFightView => (view.systems.actionPoints as ApGmView).fight!

type Hex = { q: number; r: number }
const distance = (a: Hex, b: Hex) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2

/** Whether the acting combatant has an attack it may make now on an enemy still fighting. */
function attackNow(fight: ApFightView) {
  const me = fight.combatants.find((c) => c.id === fight.acting)
  const foes = fight.combatants.filter((c) => c.side !== me?.side && c.status === 'fighting' && c.position)
  return fight.attacks.find((a) => a.why === null && foes.some((f) => f.id === a.target)) ?? null
}

/**
 * One step of the GM where the fight stands, read from the console's own view: answer what
 * waits (a Counter rolled, a reaction every other time, otherwise the attack lands; a
 * Reaction Attack taken when offered), else the acting combatant attacks what it can, closes
 * in on the nearest enemy, or ends its turn.
 */
function step(table: Table, view: SessionView, count: number): Promise<SessionView> {
  const fight = fightOf(view)
  const roll = (request: object) => table.roll('actionPoints', request)
  const p = fight.pending
  if (p) {
    if (p.counter) return roll({ type: 'counter', weapon: p.counter.weapons[0]!.index })
    const reaction = p.reactions.find((r) => r.why === null && (r.kind !== 'intercept' || r.hexes.length > 0))
    if (p.chain.length)
      return reaction && count % 2 === 0
        ? roll({ type: 'reaction', who: reaction.who, kind: reaction.kind, to: reaction.hexes[0] ?? null })
        : roll({ type: 'land' })
    const strike = p.provoked?.offered.flatMap((o) => o.weapons.filter((w) => w.why === null).map((w) => ({ who: o.who, weapon: w.index })))[0]
    return strike ? roll({ type: 'reactionAttack', ...strike }) : table.act('actionPoints', { type: 'reaction.pass' })
  }
  const me = fight.combatants.find((c) => c.id === fight.acting)!
  const attack = attackNow(fight)
  if (attack) return roll({ type: 'attack', attacker: me.id, weapon: attack.weapon, target: attack.target, advantage: 0, bonus: 0 })
  const foes = fight.combatants.filter((c) => c.side !== me.side && c.status === 'fighting' && c.position)
  const nearest = (h: Hex) => Math.min(...foes.map((f) => distance(h, f.position!)))
  const closer = [...fight.moves].sort((a, b) => nearest(a.to) - nearest(b.to))[0]
  if (closer && me.position && nearest(closer.to) < nearest(me.position)) return table.act('actionPoints', { type: 'action.move', path: closer.path })
  return table.act('actionPoints', { type: 'turn.next' })
}

/** Steps until `done` says so (or the fight is over). */
async function playUntil(table: Table, view: SessionView, done: (fight: ApFightView) => boolean): Promise<SessionView> {
  for (let count = 0; count < 600; count++) {
    if (fightOf(view).phase !== 'turn' || done(fightOf(view))) return view
    view = await step(table, view, count)
  }
  throw new Error('The fight went on and on.')
}

/** Whether one side has nobody left fighting. */
const decided = (fight: ApFightView) => new Set(fight.combatants.filter((c) => c.status === 'fighting').map((c) => c.side)).size < 2

/**
 * Action points: the Wyrm Rises, shown to the players, the party caught by surprise and the
 * Dune Wyrm unknown to them (hidden until the GM shows it in round 1); sand in Ixa's eyes
 * until the Wyrm's next turn starts; an attack undone and redone; notes public and private;
 * fought until one side is down (or the GM ends it in round 3), then closed.
 */
export const actionPointsSession: GoldenScript = {
  folder: 'action-points',
  sessionId: 'session-a9d0b1e7c0de',
  startsAt: '2026-03-28T19:00:00.000Z',
  seed: 28,
  async play(table) {
    const { call } = table
    const act = (action: object) => table.act('actionPoints', action)
    await call('player.reveal', { kind: 'encounter', id: ENCOUNTER, revealed: true })
    await call('session.start', { name: 'Under the Caravan' })
    await call('session.note', { text: 'The caravan winds between the dunes under a white sky.', private: false })
    await call('session.note', { text: 'The Wyrm has followed the caravan for two days.', private: true })
    await call('run.start', { system: 'actionPoints', request: { encounterId: ENCOUNTER } })
    await table.roll('actionPoints', { type: 'initiative' })
    const begun = await act({ type: 'combat.begin' })

    // The first attack of the fight, taken back and brought back: the same dice.
    await step(table, await playUntil(table, begun, (fight) => fight.pending === null && attackNow(fight) !== null), 1)
    await call('session.undo')
    await playUntil(table, await call('session.redo'), (fight) => fight.round === 1 && fight.pending === null)
    await act({ type: 'combatant.reveal', target: WYRM })
    await act({
      type: 'condition.add',
      target: 'pc-ixa',
      condition: {
        name: 'Sand in the eyes',
        custom: true,
        duration: { kind: 'untilStartOfTurn', of: WYRM },
        source: WYRM,
        ongoing: null,
        secret: false,
      },
    })
    const noted = await call('session.note', { text: 'The Wyrm rears out of the sand, showering the caravan.', private: false })
    const view = await playUntil(table, noted, (fight) => fight.round >= 3 || decided(fight))
    const over = decided(fightOf(view))
    if (!over) await call('session.note', { text: 'The Wyrm is hurt enough to dive; the raiders lose heart.', private: true })
    await act({ type: 'combat.end', reason: over ? 'One side is down.' : 'The Wyrm dives and the raiders flee.' })
    await call('run.close')
    await call('session.note', { text: 'The caravan counts its wounded and presses on.', private: false })
  },
}
