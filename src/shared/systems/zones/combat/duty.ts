import { diceToRoll } from '../../../dice'
import { combatantOf } from '../../../combat/roster'
import type { Attribute, Edge } from '../rules/types'
import type { ZonesFight } from './fight'
import { zoneOf } from './place'
import { damageDiceOf, testEdge } from './strike'

/** The Test the first duty calls for: who, what, the attribute and DR, and a hazard's damage on a failure. */
export interface DutyTest {
  kind: 'test' | 'hazard'
  who: string
  condition: string | null
  what: string
  attribute: Attribute
  bonus: number
  edge: Edge
  dr: number
  /** A hazard's damage in the GM's notation ('' for none). */
  damage: string
  damageDice: number[]
  secret: boolean
}

/**
 * Z21, Z25, ZG9, ZG17, Z8, ZR3, ZR10: the Test the first duty calls for: against an effect,
 * the Test the GM gave it (a creature's Test against ongoing damage adds its Skill, Z21);
 * against a zone's hazard, the hazard's Test. Weakened rolls it with Disadvantage (Z26).
 */
export function dutyTest(fight: ZonesFight): DutyTest | { refused: string } {
  const [duty] = fight.track.duties
  if (!duty) return { refused: 'Nothing is waiting to be rolled.' }
  const who = combatantOf(fight.track, duty.who)
  if (!who) return { refused: 'That combatant is not in this fight.' }
  if (duty.kind === 'hazard') {
    const zone = zoneOf(fight, fight.positions[who.id])
    const hazard = zone?.hazard
    if (!zone || !hazard) return { refused: 'That zone has no hazard any more.' }
    const notation = damageDiceOf(hazard.damage)
    return {
      kind: 'hazard',
      who: who.id,
      condition: null,
      what: hazard.what || `${zone.name}'s hazard`,
      attribute: hazard.attribute,
      bonus: who.stats.attributes[hazard.attribute],
      edge: testEdge(who),
      dr: hazard.dr,
      damage: hazard.damage,
      damageDice: notation ? diceToRoll(notation) : [],
      secret: zone.secret,
    }
  }
  const condition = who.conditions.find((c) => c.id === duty.condition)
  if (!condition || condition.duration.kind !== 'untilTest') return { refused: 'That effect is not on them any more.' }
  const named = condition.duration.test as Attribute
  const attribute: Attribute = who.stats.kind === 'npc' && condition.name === 'ongoing' && !condition.custom ? 'Skill' : named
  return {
    kind: 'test',
    who: who.id,
    condition: condition.id,
    what: condition.label,
    attribute,
    bonus: who.stats.attributes[attribute] ?? 0,
    edge: testEdge(who),
    dr: condition.duration.target,
    damage: '',
    damageDice: [],
    secret: condition.secret,
  }
}
