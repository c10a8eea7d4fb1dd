import { averageDamage } from '../../simulation/average-damage'
import type { Combatant } from '../../combat/types'
import type { FightPolicy, PolicyMove } from '../../simulation/policy'
import type { ZonesFight } from './combat/fight'
import type { ZonesStats } from './combat/stats'
import { zoneSteps } from './rules/zone-graph'
import type { ZonesState } from './session/state'
import { turnOptions, type AttackOption } from './views/turn-options'

/*
 * How an average Zones table plays a fight for the encounter simulator (docs/simulator.md):
 * the side roll and initiative first; each combatant attacks where it can, with the weapon
 * (or pair) that deals the most damage it expects by the console's odds (a blow that drops
 * its target first), and otherwise moves a zone nearer the closest enemy (taking the free
 * attacks that costs). Once the creatures are down to half their number, the GM calls one
 * Morale Test for those left; each that breaks flees. Duties (hazards, saves) are rolled by
 * the host. Tests told in words, breaking free, disengaging, parleys and reactions are left
 * to a real table.
 */

type Fighter = Combatant<ZonesStats>

const act = (action: unknown): PolicyMove => ({ kind: 'act', action })
const roll = (request: unknown): PolicyMove => ({ kind: 'roll', roll: request })

/** The attack's expected damage: its chance to land times its average (the better weapon of a pair). */
function expectedOf(attacker: Fighter, option: AttackOption): number {
  const weapons = [option.weapon, ...(option.offhand === null ? [] : [option.offhand])]
  const damage = Math.max(...weapons.map((w) => averageDamage(attacker.stats.weapons[w]?.damage ?? '')))
  return (option.hitChance ?? 0) * damage
}

/** Z31: once the creatures are down to half their number, the GM calls a Morale Test, once, for those still fighting. */
function moraleMoves(fight: ZonesFight): PolicyMove[] {
  const creatures = fight.track.combatants.filter((c) => c.side === 'enemies' && c.stats.kind === 'npc')
  const fighting = creatures.filter((c) => c.status === 'fighting')
  const broken = fighting.find((c) => c.stats.morale === 'broken')
  if (broken) return [act({ type: 'morale.choose', target: broken.id, choice: 'flee' })]
  const tested = creatures.some((c) => c.stats.morale !== null)
  if (tested || fighting.length === 0 || fighting.length * 2 > creatures.length) return []
  return [roll({ type: 'morale', who: fighting.map((c) => c.id) })]
}

/** Z9: the moves that bring the combatant a zone nearer its closest enemy, with the turn's move first, then its Action. */
function closingMoves(fight: ZonesFight, who: Fighter, options: NonNullable<ReturnType<typeof turnOptions>>): PolicyMove[] {
  const enemyZones = fight.track.combatants.flatMap((c) =>
    c.side !== who.side && c.status === 'fighting' && fight.positions[c.id] ? [fight.positions[c.id]!] : [],
  )
  const distance = (zone: string) => Math.min(...enemyZones.map((to) => zoneSteps(fight.battlefield, zone, to) ?? Infinity))
  const here = fight.positions[who.id]
  if (!here || enemyZones.length === 0) return []
  const nearer = options.moves.filter((m) => distance(m.zone) < distance(here)).sort((a, b) => distance(a.zone) - distance(b.zone))
  return [
    ...nearer.filter((m) => m.asMove === null).map((m) => roll({ type: 'move', zone: m.zone, spend: 'move' })),
    ...nearer.filter((m) => m.asAction === null).map((m) => roll({ type: 'move', zone: m.zone, spend: 'action' })),
  ]
}

/** The current combatant's turn: its best attack if it has one, else a step nearer the enemy, then the next turn. */
function turnMoves(fight: ZonesFight): PolicyMove[] {
  const next = act({ type: 'turn.next' })
  const options = turnOptions(fight)
  const who = fight.track.combatants.find((c) => c.id === fight.track.current)
  if (!options || !who || who.status !== 'fighting' || options.waiting) return [next]
  const targets = new Map(fight.track.combatants.map((c) => [c.id, c]))
  const drops = (o: AttackOption) => (expectedOf(who, o) >= (targets.get(o.target)?.hp ?? Infinity) ? 1 : 0)
  const attacks = options.attacks
    .filter((o) => o.why === null && expectedOf(who, o) > 0)
    .sort((a, b) => drops(b) - drops(a) || expectedOf(who, b) - expectedOf(who, a))
    .slice(0, 4)
    .map((o) => roll({ type: 'attack', target: o.target, weapon: o.weapon, offhand: o.offhand, edge: 'normal' }))
  if (attacks.length > 0) return [...attacks, next]
  return [...closingMoves(fight, who, options), next]
}

/** Zones' policy: see the file's head. */
export const zonesPolicy: FightPolicy<ZonesState> = {
  request: (encounterId, pcIds) => ({ encounterId, pcIds: [...pcIds] }),
  track: (state) => state.fight?.snapshot.context.track ?? null,
  moves(state: ZonesState): PolicyMove[] {
    const fight = state.fight?.snapshot.context
    if (!fight || fight.track.phase === 'over') return []
    if (fight.track.phase === 'setup') return [roll({ type: 'initiative' }), act({ type: 'combat.begin' })]
    if (fight.track.duties.length > 0) return [roll({ type: 'duty' })]
    const morale = moraleMoves(fight)
    return morale.length ? morale : turnMoves(fight)
  },
}
