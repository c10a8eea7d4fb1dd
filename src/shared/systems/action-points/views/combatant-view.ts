import type { Combatant } from '../../../combat/types'
import { keptViews, perCombatant, trackerCombatantView, type TrackerCombatantView } from '../../../combat/view'
import { MAX_MOVE_AP } from '../rules/costs'
import { combatantModifier, type ModifierSource } from '../rules/initiative'
import { reachWith } from '../rules/reach'
import type { ActionPointsSettings } from '../rules/settings'
import type { ResourceMaxima, Resources } from '../rules/resources'
import type { Hex, Size } from '../rules/types'
import type { ApFight } from '../combat/fight'
import { fighterOf } from '../combat/lookup'
import { threatOf, whyCannotReact } from '../combat/situation'
import { isReady, type ApStats, type FightWeapon, type RoundUses } from '../combat/stats'

/** A combatant as the GM sees it: the tracker's view and Action points' own (digest 3c). */
export interface ApCombatantView extends TrackerCombatantView {
  kind: 'pc' | 'npc'
  size: Size
  agility: number
  skills: Record<string, number>
  moveSpeed: number
  /** A36: its Reach without a weapon (from its size, or its sheet). */
  reach: number
  /** A37: the Reach it threatens with now (its melee weapons in hand), or null. */
  threat: number | null
  weapons: (FightWeapon & { index: number; ready: boolean })[]
  resources: Resources
  maxima: ResourceMaxima
  initiative: { roll: number; score: number } | null
  /** Ruling 27: what initiative adds to its d10, and whether its block states it or the campaign setting supplies it (in words too). */
  initiativeModifier: { value: number; from: ModifierSource; words: string }
  position: Hex | null
  surprised: boolean
  once: RoundUses
  /** A5: AP of movement left this turn. */
  moveApLeft: number
  flowState: boolean
  totalDefense: boolean
  feint: { target: string; targetName: string } | null
  grapple: { with: string; withName: string; role: 'grappler' | 'defender' } | null
  readied: ApStats['readied']
  /** Why it cannot react now, or null. */
  whyNoReaction: string | null
}

/** R23: the campaign's initiative setting, the first part of a view's variant. */
const ruleOf = (variant: string) => variant.split('|')[0] as ActionPointsSettings['initiativeModifier']

/** AG27, AG37: the combatant's standing in words. */
export function standingOf(c: Combatant<ApStats>): string {
  if (c.status === 'removed') return 'taken out of the fight'
  if (c.status === 'fled') return 'fled'
  if (c.status === 'dead') return 'dead'
  if (c.status === 'down') return 'down'
  if (c.hp >= c.maxHp) return 'unhurt'
  return c.hp * 2 <= c.maxHp ? 'badly hurt' : 'hurt'
}

/**
 * A combatant as the GM sees it, made once per version of it (see `perCombatant`): besides the
 * combatant, it reads only the campaign's initiative setting (R23), whether it is the Surprise
 * Round and the names of whom it feints or grapples, which make its variant.
 */
const viewOf = perCombatant<ApStats, ApCombatantView, string>((track, c, variant) => {
  const nameOf = (id: string) => fighterOf(track, id)?.name ?? id
  const s = c.stats
  return trackerCombatantView(track, c, standingOf(c), {
    kind: s.kind,
    size: s.size,
    agility: s.agility,
    skills: s.skills,
    moveSpeed: s.moveSpeed,
    reach: reachWith(s, null),
    threat: threatOf(c),
    weapons: s.weapons.map((w, index) => ({ ...w, index, ready: isReady(w) })),
    resources: s.resources,
    maxima: s.maxima,
    initiative: s.initiative,
    initiativeModifier: combatantModifier(s.initiativeModifier, s.agility, ruleOf(variant)),
    position: s.position,
    surprised: s.surprised,
    once: s.once,
    moveApLeft: Math.max(0, MAX_MOVE_AP - s.moveAp),
    flowState: s.flowState,
    totalDefense: s.totalDefense,
    feint: s.feint && { target: s.feint.target, targetName: nameOf(s.feint.target) },
    grapple: s.grapple && { ...s.grapple, withName: nameOf(s.grapple.with) },
    readied: s.readied,
    whyNoReaction: whyCannotReact({ track }, c),
  })
})

export function combatantView(fight: ApFight, c: Combatant<ApStats>): ApCombatantView {
  const { track } = fight
  const s = c.stats
  const named = (id: string | undefined) => (id ? (fighterOf(track, id)?.name ?? id) : '')
  return viewOf(track, c, `${fight.settings.initiativeModifier}|${track.surprise}|${named(s.feint?.target)}|${named(s.grapple?.with)}`)
}

const viewsKept = keptViews<ApStats, ApCombatantView>()

/**
 * Every combatant as the GM sees it, in the fight's order: kept from the step before for each
 * combatant the step left as it was, unless its view names another combatant (whom it feints
 * or grapples, whose turn ends a condition), whose name may have changed meanwhile.
 */
export function combatantViews(fight: ApFight): readonly ApCombatantView[] {
  const { track } = fight
  return viewsKept(track, {
    reads: [track.surprise, fight.settings.initiativeModifier],
    make: (c) => combatantView(fight, c),
    namesOthers: (c) => c.stats.feint !== null || c.stats.grapple !== null,
  })
}
