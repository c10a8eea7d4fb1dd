/**
 * The types of the events only the host makes in an Action-points fight (they carry its dice),
 * the tracker's first. A plain list, apart from the event schemas, so the log filters of the
 * system's manifest name them without loading zod and the schemas; `combat/events.ts` checks
 * at compile time that it holds exactly the host events the schemas define.
 */
export const AP_HOST_EVENT_TYPES = [
  'combatant.joined',
  'damage.rolled',
  'healing.rolled',
  'initiative.rolled',
  'attack.rolled',
  'reactionAttack.rolled',
  'reaction.rolled',
  'attack.landed',
  'counter.rolled',
  'feint.rolled',
  'grapple.rolled',
  'shove.rolled',
  'breakFree.rolled',
  'tumble.rolled',
] as const
