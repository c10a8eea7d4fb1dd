import type { SessionView } from '@shared/session/view'
import type { EscalationGmView, FightView } from '@shared/systems/escalation'
import type { GoldenScript, Table } from './recorder'

const ENCOUNTER = 'enc-raider-ambush'
const RAIDER = (n: number) => `npc-sand-raider-${n}`

const fightOf = (view: SessionView): FightView => (view.systems.escalation as EscalationGmView).fight!

/**
 * One step of the GM where the fight stands: what waits is rolled, an Opportunity Attack on
 * offer is declined, the current combatant attacks the first enemy it can see that still
 * fights, and otherwise the turn passes.
 */
function step(table: Table, view: SessionView): Promise<SessionView> {
  const fight = fightOf(view)
  if (fight.duties.length) return table.roll('escalation', { type: 'duty' })
  if (fight.opportunity) return table.act('escalation', { type: 'opportunity.decline', who: null })
  const me = fight.combatants.find((c) => c.id === fight.current)!
  const foe = fight.combatants.find((c) => c.side !== me.side && c.status === 'fighting' && !c.hidden)
  if (foe && me.attacks.length && me.budget.standard > 0) return attack(table, me.id, foe.id)
  return table.act('escalation', { type: 'turn.next' })
}

/** A Standard action's attack with the first of the attacker's attacks. */
const attack = (table: Table, attacker: string, target: string) =>
  table.roll('escalation', { type: 'attack', attacker, attack: 0, targets: [target], action: 'standard', advantage: 0, bonus: 0, coupDeGrace: false })

/** Steps until `done` says so (or the fight is over). */
async function playUntil(table: Table, view: SessionView, done: (fight: FightView) => boolean): Promise<SessionView> {
  for (let guard = 0; guard < 300; guard++) {
    if (fightOf(view).phase !== 'turn' || done(fightOf(view))) return view
    view = await step(table, view)
  }
  throw new Error('The fight went on and on.')
}

/**
 * Escalation: the raiders' ambush, shown to the players, with a fourth raider hidden in
 * setup and shown in round 2, and a scout the GM adds hidden who shows itself on its first
 * turn; a Dazed that runs out at the end of its giver's next turn, and fire that burns until
 * a save ends it; an attack undone and redone; notes public and private; three rounds, then
 * the GM ends the fight and closes it, and the party takes a Quick Rest.
 */
export const escalationSession: GoldenScript = {
  folder: 'escalation',
  sessionId: 'session-e5ca1a7e0d1e',
  startsAt: '2026-03-14T19:00:00.000Z',
  seed: 14,
  async play(table) {
    const { call } = table
    const act = (action: object) => table.act('escalation', action)
    await call('player.reveal', { kind: 'encounter', id: ENCOUNTER, revealed: true })
    await call('session.start', { name: 'Ambush at the Dune Crest' })
    await call('session.note', { text: 'The caravan crests the dune; the wind drops.', private: false })
    await call('session.note', { text: 'Four raiders, one kept back to flank the party.', private: true })
    await call('run.start', { system: 'escalation', request: { encounterId: ENCOUNTER } })
    await act({ type: 'combatant.hide', target: RAIDER(4), revealOnTurn: false })
    await act({ type: 'combatant.add', from: { kind: 'custom', name: 'Raider scout', hp: 12, side: 'enemies' }, hidden: true, revealOnTurn: true })
    const begun = await act({ type: 'combat.begin' })

    // Ixa's first attack, taken back and brought back: the same dice.
    await playUntil(table, begun, (fight) => fight.current === 'pc-ixa')
    await attack(table, 'pc-ixa', RAIDER(1))
    await call('session.undo')
    await call('session.redo')
    await act({
      type: 'condition.add',
      target: RAIDER(1),
      condition: { name: 'dazed', custom: false, duration: { kind: 'untilEndOfTurn', of: 'pc-ixa' }, source: 'pc-ixa', ongoing: null, secret: false },
    })
    await call('session.note', { text: 'Ixa’s blow rings the raider’s helm.', private: false })
    const passed = await act({ type: 'turn.next' })

    // A raider's fire pot sets Dax alight: ongoing fire damage, save ends.
    await playUntil(table, passed, (fight) => fight.current === RAIDER(2))
    const burning = await act({
      type: 'condition.add',
      target: 'pc-dax',
      condition: {
        name: 'ongoingDamage',
        custom: false,
        duration: { kind: 'saveEnds' },
        source: RAIDER(2),
        ongoing: { amount: 5, type: 'fire' },
        secret: false,
      },
    })
    await playUntil(table, burning, (fight) => fight.round === 2)
    await act({ type: 'combatant.reveal', target: RAIDER(4) })
    const noted = await call('session.note', { text: 'The fourth raider was never a lookout: it flanked them from the start.', private: true })
    await playUntil(table, noted, (fight) => fight.round === 4 || fight.combatants.every((c) => c.side === 'players' || c.status !== 'fighting'))
    await act({ type: 'combat.end', reason: 'The raiders scatter into the dunes.' })
    await call('run.close')
    await table.roll('escalation', { type: 'quickRest', spend: { 'pc-dax': 1 } })
    await call('session.note', { text: 'They bind their burns in the lee of the crest.', private: false })
  },
}
