import type { CombatantView, MoveOption } from '@shared/systems/escalation'

/** "A", "A and B", "A, B and C". */
export function listWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? 'nobody') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** E34: where a combatant is, in words: "Engaged with Sand Raider 1", "Nearby, free", "Far from the fight, free". */
export function positionWords(who: CombatantView, nameOf: (id: string) => string): string {
  const { distance, engaged } = who.position
  if (!engaged.length) return distance === 'far' ? 'Far from the fight, free' : 'Nearby, free'
  return `Engaged with ${listWords(engaged.map(nameOf))}${distance === 'far' ? ' (Far from the fight)' : ''}`
}

/** E34: a move as the turn panel offers it: where to, and what it costs. */
export function moveLabel(option: MoveOption, nameOf: (id: string) => string): string {
  const where = option.to === 'engage' ? `Engage ${nameOf(option.enemy ?? '')}` : option.to === 'nearby' ? 'Move Nearby' : 'Move Far away'
  if (option.cost === null) return where
  return `${where} (${option.cost === 0 ? 'the Disengage’s move' : `${option.cost} Move action${option.cost === 1 ? '' : 's'}`})`
}
