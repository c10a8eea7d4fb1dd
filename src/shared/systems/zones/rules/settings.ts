import { deepFreeze } from '../../../session/frozen'

/**
 * The Zones rulings that are campaign settings (digest 2d, ruling 25), with their defaults.
 * Rules take the one they need as a parameter defaulting to the value here; a fight logs
 * the campaign's at its start, and the console shows which value is in force.
 */
export interface ZonesRulings {
  /** ZG3: a character's natural 20 on an attack always passes and a natural 1 always fails (off: the total decides). */
  readonly attackNaturals: boolean
  /** ZG6: a natural 20 dual-wielding doubles the dice of the roll kept (the higher), or each roll's dice before the higher is kept. */
  readonly dualWieldCrit: 'keptRoll' | 'eachRoll'
  /** ZG6: a natural 1 dual-wielding marks a usage on one weapon (the one named first: the player's choice), or on both. */
  readonly dualWieldMark: 'oneWeapon' | 'bothWeapons'
  /** ZG8: ongoing damage costs the Level of the one bearing it, or of the one who caused it. */
  readonly ongoingLevel: 'bearer' | 'source'
  /** ZG10: each enemy Close to one who leaves gets a free attack, or only one of them does. */
  readonly freeAttacks: 'each' | 'one'
  /** ZG12: a creature leaving Close characters draws their free attacks too. */
  readonly creaturesDrawFreeAttacks: boolean
  /** ZG13: how far a ranged attack reaches: Far-Away, or Distant too. */
  readonly rangedReach: 'farAway' | 'distant'
  /** ZG16: what 0 HP means for a character: unconscious (Down until healed), dying (Down, and the GM decides), or dead. */
  readonly characterAtZero: 'unconscious' | 'dying' | 'dead'
}

export const DEFAULT_ZONES_RULINGS: Readonly<ZonesRulings> = deepFreeze<ZonesRulings>({
  attackNaturals: true,
  dualWieldCrit: 'keptRoll',
  dualWieldMark: 'oneWeapon',
  ongoingLevel: 'bearer',
  freeAttacks: 'each',
  creaturesDrawFreeAttacks: true,
  rangedReach: 'farAway',
  characterAtZero: 'unconscious',
})
