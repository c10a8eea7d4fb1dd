import { hexKey } from '../rules/hex'
import { movesFrom } from '../rules/movement'
import type { Modifier } from '../rules/modifiers'
import { parrySizeBump } from '../rules/reactions'
import { REACTION_COST } from '../rules/costs'
import { REACTION_KINDS, type Advantage, type Hex, type ReactionKind } from '../rules/types'
import { d100Count } from '../rules/success-levels'
import type { CheckRoll } from '../combat/events'
import { whyFightRefused } from '../combat/refuse'
import { levelOdds, type LevelOdds } from '../odds/level-odds'
import { opposedOdds, type OpposedOdds } from '../odds/opposed-odds'
import { defenseOdds, type DefenseOdds } from '../odds/defense-odds'
import { ACTION_KINDS, costWords, whyActionUnavailable, type ActionKind } from '../combat/availability'
import type { ApFight, AttackInFlight } from '../combat/fight'
import { pendingOf } from '../combat/pending'
import { interceptOptions, whyCannotAnswer, whyOutOfReach, whyWeaponRefused } from '../combat/plans'
import {
  actor,
  attackSituation,
  gangingUp,
  isUp,
  layoutOf,
  occupancy,
  of,
  reactionSituation,
  skillSituation,
  unmodifiedSituation,
  whoStandsBeyond,
  type Fighter,
} from '../combat/situation'
import { isReady } from '../combat/stats'
import { keptFrom, keptMap } from '../../../combat/kept-map'

/*
 * What the acting combatant (or a reactor) may do now, with costs, why-nots and the exact
 * odds before each check: the GM console's buttons read these, and a refused one says why.
 */

/** An action of the acting combatant's turn. */
export interface ActionOption {
  kind: ActionKind
  cost: string
  why: string | null
}

/** One attack the acting combatant could make: a weapon against a target, with what it rolls against and its odds. */
export interface AttackOption {
  weapon: number
  weaponName: string
  target: string
  targetName: string
  skill: number
  modifiers: Modifier[]
  advantage: Advantage
  sources: string[]
  odds: LevelOdds
  why: string | null
  /** A22: the same weapon going for one of the target's held items instead (at Disadvantage). */
  disarm: { items: { index: number; name: string }[]; odds: LevelOdds; why: string | null }
}

/** One opposed special action (Feint, Grapple, Shove) against a target, with its odds of winning. */
export interface OpposedOption {
  kind: 'feint' | 'grapple' | 'shove'
  target: string
  targetName: string
  odds: OpposedOdds
  why: string | null
}

/** A30: Tumble Through past an enemy, with the odds of the Agility check. */
export interface TumbleOption {
  target: string
  targetName: string
  odds: LevelOdds
  why: string | null
}

/** One reaction someone could make against the attack in flight, with its odds now the attack is rolled (AG16). */
export interface ReactionOption {
  who: string
  name: string
  kind: ReactionKind
  cost: number
  why: string | null
  odds: DefenseOdds | null
  /** A20: where an interceptor may stand (empty with the grid off). */
  hexes: Hex[]
}

/** Stand-in dice of the right count (and a level where the GM enters them), to ask the refusals about a check before it is rolled. */
function standIn(fight: ApFight, advantage: Advantage): CheckRoll {
  return { faces: Array.from({ length: d100Count(advantage) }, () => 50), level: fight.settings.successLevels === 'manual' ? 'normal' : null }
}

/** Whom the acting combatant may attack: anyone else in the fight, fighting or down. */
const isTargetOf = (me: Fighter, c: Fighter) => c.id !== me.id && (c.status === 'fighting' || c.status === 'down')
const targetsOf = (fight: ApFight, me: Fighter) => fight.track.combatants.filter((c) => isTargetOf(me, c))

/** A23, A25, A27, A30: an enemy on its feet, whom the acting combatant may feint, grapple, shove or tumble past. */
const isEnemyUp = (me: Fighter, c: Fighter) => c.side !== me.side && isUp(c)

/**
 * What every option of the acting combatant reads of the fight besides itself and its target:
 * where the fight stands (phase, duties, what waits, whose turn, a readied action firing, the
 * Surprise Round), the map and the settings. An option is made again only when one of these,
 * the actor or that target changed.
 */
const gateOf = (fight: ApFight, me: Fighter): unknown[] => [
  me,
  fight.track.phase,
  fight.track.duties,
  fight.track.current,
  fight.track.surprise,
  fight.pending,
  fight.interjection,
  fight.grid,
  fight.settings,
]

export function actionOptions(fight: ApFight): ActionOption[] {
  if (!actor(fight)) return []
  return ACTION_KINDS.map((kind) => ({ kind, cost: costWords(kind), why: whyActionUnavailable(fight, kind) }))
}

/** An attack as it is asked without a Disarm: no Advantage, bonus or gang-up asked. */
const PLAIN_ATTACK = { advantage: 0, bonus: 0, gangUp: null, disarm: null } as const

/** One attack the acting combatant could make, without its Disarm. */
export type AttackChance = Omit<AttackOption, 'disarm'>

/** One weapon against one target: what it rolls against, its odds, and why the rules refuse it now. */
function attackChance(fight: ApFight, me: Fighter, index: number, target: Fighter): AttackChance {
  const weapon = me.stats.weapons[index]!
  const situation = attackSituation(fight, me, weapon, target, PLAIN_ATTACK)
  const event = { type: 'attack.rolled' as const, attacker: me.id, weapon: index, target: target.id, ...PLAIN_ATTACK }
  return {
    weapon: index,
    weaponName: weapon.name,
    target: target.id,
    targetName: target.name,
    skill: situation.skill,
    modifiers: situation.modifiers,
    advantage: situation.advantage,
    sources: situation.sources,
    odds: levelOdds(situation.skill, situation.advantage, fight.settings.fumbles),
    why: whyFightRefused(fight, { ...event, check: standIn(fight, situation.advantage) }),
  }
}

/** One weapon against one target, and as a Disarm. */
function attackOption(fight: ApFight, me: Fighter, index: number, target: Fighter): AttackOption {
  const weapon = me.stats.weapons[index]!
  const event = { type: 'attack.rolled' as const, attacker: me.id, weapon: index, target: target.id, ...PLAIN_ATTACK }
  const items = target.stats.weapons.flatMap((w, i) => (w.heldIn && !w.dropped ? [{ index: i, name: w.name }] : []))
  const disarm = { item: items[0]?.index ?? 0, take: false }
  const disarming = attackSituation(fight, me, weapon, target, { ...PLAIN_ATTACK, disarm })
  return {
    ...attackChance(fight, me, index, target),
    disarm: {
      items,
      odds: levelOdds(disarming.skill, disarming.advantage, fight.settings.fumbles),
      why: items.length
        ? whyFightRefused(fight, { ...event, disarm, check: standIn(fight, disarming.advantage) })
        : `${target.name} holds nothing to drop (A22).`,
    },
  }
}

/** The acting combatant's weapons it may attack with now. */
const readyWeapons = (me: Fighter) => me.stats.weapons.flatMap((_, index) => (whyWeaponRefused(me, index) === null ? [index] : []))

/**
 * The acting combatant's attacks as `attackOptions` lists them, without their Disarms, made
 * fresh: what a table weighing its blows reads (the encounter simulator's policy, whose every
 * step changes the fight, so nothing kept would be found again).
 */
export function attackChances(fight: ApFight): AttackChance[] {
  const me = actor(fight)
  if (!me) return []
  const targets = targetsOf(fight, me)
  return readyWeapons(me).flatMap((index) => targets.map((target) => attackChance(fight, me, index, target)))
}

const attacksKept = keptMap<Fighter, readonly AttackOption[] | null>()
const attacksListed = keptFrom<readonly (readonly AttackOption[] | null)[], AttackOption[]>()

/**
 * A4, A22, A36, A38, A39, A41: each ready weapon against each other combatant in the fight, and
 * as a Disarm; kept per target while neither side, the fight's place nor the gang-up changes.
 */
export function attackOptions(fight: ApFight): readonly AttackOption[] {
  const me = actor(fight)
  if (!me) return []
  const weapons = readyWeapons(me)
  if (!weapons.length) return []
  const byCombatant = attacksKept(fight.track.combatants, {
    gate: gateOf(fight, me),
    make: (target) => (isTargetOf(me, target) ? weapons.map((index) => attackOption(fight, me, index, target)) : null),
    extra: (target) => gangingUp(fight, me, target),
    alike: true,
  })
  // Weapon by weapon, as the console lists them.
  return attacksListed(byCombatant, (parts) => {
    const byTarget = parts.filter((options) => options !== null)
    return weapons.flatMap((_, w) => byTarget.map((options) => options[w]!))
  })
}

const opposedKept = keptMap<Fighter, readonly OpposedOption[] | null>()
const opposedListed = keptFrom<readonly (readonly OpposedOption[] | null)[], OpposedOption[]>()
const OPPOSED_KINDS = ['feint', 'grapple', 'shove'] as const

/** A23, A25, A27: Feint, Grapple and Shove against each enemy, with the odds of winning the opposed check. */
export function opposedOptions(fight: ApFight): readonly OpposedOption[] {
  const me = actor(fight)
  if (!me) return []
  const byCombatant = opposedKept(fight.track.combatants, {
    gate: gateOf(fight, me),
    make: (target) => (isEnemyUp(me, target) ? OPPOSED_KINDS.map((kind) => opposedOption(fight, me, kind, target)) : null),
    alike: true,
  })
  return opposedListed(byCombatant, (parts) => {
    const byTarget = parts.filter((options) => options !== null)
    return OPPOSED_KINDS.flatMap((_, k) => byTarget.map((options) => options[k]!))
  })
}

/** One opposed special action against one enemy, with its odds and why the rules refuse it now. */
function opposedOption(fight: ApFight, me: Fighter, kind: (typeof OPPOSED_KINDS)[number], target: Fighter): OpposedOption {
  const mine = skillSituation(me, kind === 'feint' ? 'Melee' : 'Athletics')
  const theirs = skillSituation(target, kind === 'feint' ? 'Agility' : 'Athletics')
  const rolls = { check: standIn(fight, mine.advantage), against: standIn(fight, 0) }
  const why =
    kind === 'feint'
      ? whyFightRefused(fight, { type: 'feint.rolled', target: target.id, skill: 'Melee', defense: 'Agility', ...rolls })
      : kind === 'grapple'
        ? whyFightRefused(fight, { type: 'grapple.rolled', target: target.id, ...rolls })
        : whyFightRefused(fight, { type: 'shove.rolled', target: target.id, choice: 'push', ...rolls })
  return {
    kind,
    target: target.id,
    targetName: target.name,
    odds: opposedOdds(mine, { skill: theirs.skill, advantage: 0 }, 0, fight.settings.fumbles),
    why,
  }
}

const tumblesKept = keptMap<Fighter, TumbleOption | null>()
const tumblesListed = keptFrom<readonly (TumbleOption | null)[], TumbleOption[]>()

/** A30: Tumble Through past each enemy, with the odds of the Agility check. */
export function tumbleOptions(fight: ApFight): readonly TumbleOption[] {
  const me = actor(fight)
  if (!me) return []
  const agility = skillSituation(me, 'Agility')
  const byCombatant = tumblesKept(fight.track.combatants, {
    gate: gateOf(fight, me),
    make: (target) =>
      isEnemyUp(me, target)
        ? {
            target: target.id,
            targetName: target.name,
            odds: levelOdds(agility.skill, agility.advantage, fight.settings.fumbles),
            why: whyFightRefused(fight, { type: 'tumble.rolled', target: target.id, check: standIn(fight, agility.advantage) }),
          }
        : null,
    extra: (target) => whoStandsBeyond(fight, me, target),
    alike: true,
  })
  return tumblesListed(byCombatant, (parts) => parts.filter((option) => option !== null))
}

const movesKept = keptMap<Fighter, readonly { to: Hex; path: Hex[] }[]>()

/** A34, A35: the hexes a Move can end in now, with the path there (empty with the grid off); worked out again only when someone moved. */
export function moveTargets(fight: ApFight): readonly { to: Hex; path: Hex[] }[] {
  const me = actor(fight)
  if (!me || !fight.grid.on || !me.stats.position || whyActionUnavailable(fight, 'move')) return []
  return movesKept([me], {
    gate: [fight.grid, layoutOf(fight)],
    make: () => [...movesFrom(me.stats.position!, me.stats.moveSpeed, occupancy(fight, me)).values()].map((path) => ({ to: path.at(-1)!, path })),
  })[0]!
}

/**
 * A7-A20, AG16, AG32: every reaction the target (or an ally, for Intercept) could make
 * against the attack in flight, with the exact chance it wins now the attack is rolled.
 */
export function reactionOptions(fight: ApFight): readonly ReactionOption[] {
  const attack = pendingOf(fight).attacks.at(-1)
  if (!attack || attack.reaction) return []
  const attacker = of(fight, attack.attacker)!
  const target = of(fight, attack.target)
  const byCombatant = reactionsKept(fight.track.combatants, {
    gate: [fight.pending, fight.track.phase, fight.track.surprise, fight.grid, fight.settings, attacker, target, fight.grid.on && layoutOf(fight)],
    make: (c) => (c.id === attack.target || (c.side === target?.side && isUp(c)) ? reactionsOf(fight, attack, attacker, c) : null),
  })
  return reactionsListed(byCombatant, (parts) => parts.flatMap((options) => options ?? []))
}

const reactionsKept = keptMap<Fighter, readonly ReactionOption[] | null>()
const reactionsListed = keptFrom<readonly (readonly ReactionOption[] | null)[], ReactionOption[]>()

/** What one combatant could answer the attack in flight with: the target its own reactions, an ally Intercept. */
function reactionsOf(fight: ApFight, attack: AttackInFlight, attacker: Fighter, c: Fighter): ReactionOption[] {
  return REACTION_KINDS.filter((kind) => (kind === 'intercept') !== (c.id === attack.target)).map((kind) => {
    const why = whyCannotAnswer(fight, c.id, kind)
    const hexes = kind === 'intercept' ? interceptOptions(fight, c.id) : []
    const situation = reactionSituation(c, kind)
    const odds = why
      ? null
      : defenseOdds(
          kind,
          attack.check,
          { skill: situation.skill, advantage: situation.advantage },
          parrySizeBump(kind, attacker.stats.size, c.stats.size),
          fight.settings.fumbles,
        )
    const noRoom = !why && kind === 'intercept' && fight.grid.on && hexes.length === 0 ? 'No hex within 3 lets them take this attack (A20).' : null
    return { who: c.id, name: c.name, kind, cost: REACTION_COST[kind], why: why ?? noRoom, odds, hexes }
  })
}

/** A10, AG14: each offered enemy's melee weapons that reach the provoker, with the Reaction Attack's odds. */
export function reactionAttackOptions(
  fight: ApFight,
): { who: string; name: string; weapons: { index: number; name: string; odds: LevelOdds; why: string | null }[] }[] {
  const window = pendingOf(fight).provoked
  const provoker = window && of(fight, window.by)
  if (!window || !provoker) return []
  return window.offered.flatMap((id) => {
    const c = of(fight, id)
    if (!c) return []
    const weapons = c.stats.weapons.flatMap((w, index) => {
      if (w.kind !== 'melee' || !isReady(w)) return []
      const situation = unmodifiedSituation(c, w)
      return [
        {
          index,
          name: w.name,
          odds: levelOdds(situation.skill, situation.advantage, fight.settings.fumbles),
          why: whyOutOfReach(fight, c, w, provoker),
        },
      ]
    })
    return [{ who: c.id, name: c.name, weapons }]
  })
}

const stepsKept = keptMap<Fighter, readonly Hex[]>()

/** The hexes a Step can go to now. */
export function stepTargets(fight: ApFight): readonly Hex[] {
  const me = actor(fight)
  if (!me || !fight.grid.on || !me.stats.position || whyActionUnavailable(fight, 'step')) return []
  return stepsKept([me], {
    gate: [fight.grid, layoutOf(fight)],
    make: () => {
      const map = occupancy(fight, me)
      return [...movesFrom(me.stats.position!, 1, map).values()].map((p) => p[0]!).filter((h) => !map.taken.has(hexKey(h)))
    },
  })[0]!
}
