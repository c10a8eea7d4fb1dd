import type { Campaign } from '../../../campaign'
import type { DurationSpec } from '../../../combat/conditions'
import { trackerView, type TrackerView } from '../../../combat/view'
import type { CombatSide } from '../../../combat/types'
import { frozenState } from '../../../session/frozen'
import { settingsWords } from '../rules/settings'
import type { Hex } from '../rules/types'
import { AP_CONDITION_DURATIONS, AP_CONDITIONS } from '../combat/hooks'
import { actingNow, rulesOf, type ApFight, type CheckRecord, type ResultRecord } from '../combat/fight'
import { waitingWords } from '../combat/acting'
import { whyFightRefused } from '../combat/refuse'
import { of, threatOf, type Fighter } from '../combat/situation'
import type { ApState } from '../session/state'
import { combatantViews, standingOf, type ApCombatantView } from './combatant-view'
import { keptBy, keptMap } from '../../../combat/kept-map'
import {
  actionOptions,
  attackOptions,
  moveTargets,
  opposedOptions,
  tumbleOptions,
  reactionAttackOptions,
  reactionOptions,
  stepTargets,
  type ActionOption,
  type AttackOption,
  type OpposedOption,
  type TumbleOption,
  type ReactionOption,
} from './options'

/** What waits in the fight: the attack in flight and who may answer it, a Riposte's counter, Reaction Attacks on offer, a held attack, an interrupted Move. */
export interface PendingView {
  /** What waits, in words. */
  waiting: string
  /** The chain, outermost first (A14, A19). */
  chain: { attacker: string; target: string; weapon: string; origin: string; check: CheckRecord; riposted: boolean }[]
  /** The innermost attack's possible answers; `land` says why it may not simply land (null: it may). */
  reactions: readonly ReactionOption[]
  land: string | null
  counter: { who: string; weapons: { index: number; name: string }[] } | null
  provoked: { by: string; why: string; offered: ReturnType<typeof reactionAttackOptions> } | null
  held: { attacker: string; target: string } | null
  move: { mover: string; rest: readonly Hex[] } | null
}

/** An Action-points fight as the console shows and drives it. */
export interface ApFightView extends TrackerView {
  run: string
  encounter: { id: string; name: string; revealed: boolean }
  /** The campaign settings in force, in words, with their ruling. */
  settings: { rule: string; words: string }[]
  successLevels: ApFight['settings']['successLevels']
  /** AG2: which rolls fumble, for odds the console works out as the GM changes an attack. */
  fumbles: ApFight['settings']['fumbles']
  grid: ApFight['grid']
  surprised: CombatSide | null
  /** A1, A32: the standing initiative order with each score; those still to roll apart. */
  initiative: { id: string; name: string; roll: number; score: number; agility: number }[]
  unrolled: string[]
  /** This round's order. */
  order: readonly string[]
  /** Who acts now: whose turn it is, or a readied action's owner while it fires. */
  acting: string | null
  interjection: string | null
  combatants: readonly ApCombatantView[]
  /** The hex map's tokens (everyone on the map, hidden ones marked). */
  tokens: { id: string; name: string; side: CombatSide; at: Hex; status: string; hidden: boolean; current: boolean; threat: number | null }[]
  actions: ActionOption[]
  attacks: readonly AttackOption[]
  opposed: readonly OpposedOption[]
  tumbles: readonly TumbleOption[]
  moves: readonly { to: Hex; path: Hex[] }[]
  steps: readonly Hex[]
  pending: PendingView | null
  lastResult: ResultRecord | null
  /** Why the fight's main steps are refused now (null: allowed). */
  can: { begin: string | null; rollInitiative: string | null; next: string | null; previous: string | null; end: string | null }
  conditionChoices: { name: string; label: string }[]
  /** How long a condition may last in this fight, the default first (no saves or Tests: the text has none). */
  conditionDurations: DurationSpec['kind'][]
}

/** Action points in the console: the fight being run, if any. */
export interface ApGmView {
  fight: ApFightView | null
}

function pendingView(fight: ApFight): PendingView | null {
  const p = fight.pending
  if (!p) return null
  const name = (id: string) => of(fight, id)?.name ?? id
  const top = p.attacks.at(-1)
  const riposter = top?.reaction?.kind === 'riposte' && top.reaction.won ? of(fight, top.reaction.who) : undefined
  return {
    waiting: waitingWords(fight) ?? '',
    chain: p.attacks.map((a) => ({
      attacker: a.attacker,
      target: a.target,
      weapon: of(fight, a.attacker)?.stats.weapons[a.weapon]?.name ?? '',
      origin: a.origin,
      check: a.check,
      riposted: a.reaction?.won === true,
    })),
    reactions: reactionOptions(fight),
    land: !top ? 'No attack is waiting to land.' : top.reaction ? `First: ${name(top.reaction.who)}'s Riposte counterattack.` : null,
    counter: riposter
      ? { who: riposter.id, weapons: riposter.stats.weapons.flatMap((w, index) => (w.kind === 'melee' ? [{ index, name: w.name }] : [])) }
      : null,
    provoked: p.provoked && { by: p.provoked.by, why: p.provoked.why, offered: reactionAttackOptions(fight) },
    held: p.held && { attacker: p.held.attacker, target: p.held.target },
    move: p.move && { mover: p.move.mover, rest: p.move.rest },
  }
}

type Token = ApFightView['tokens'][number]
const tokens = { current: new WeakMap<Fighter, Token>(), other: new WeakMap<Fighter, Token>() }

/**
 * The hex map's tokens: everyone on the map, fighting or down. A token is made once per
 * version of its combatant (and whether it acts now): with 200 on the map an event changes one
 * or two, and the rest keep their objects for the views' reuse.
 */
function tokensOf(fight: ApFight): Token[] {
  const acting = actingNow(fight)
  return fight.track.combatants.flatMap((c) => {
    if (!c.stats.position || (c.status !== 'fighting' && c.status !== 'down')) return []
    const kept = acting === c.id ? tokens.current : tokens.other
    let token = kept.get(c)
    if (!token) {
      const { id, name, side, status, hidden } = c
      token = frozenState({ id, name, side, at: c.stats.position, status, hidden, current: acting === c.id, threat: threatOf(c) })
      kept.set(c, token)
    }
    return [token]
  })
}

type InitiativeEntry = ApFightView['initiative'][number]
const initiativesKept = keptMap<Fighter, InitiativeEntry | null>()
/** The entries in the order: the order changes at a roll, the entries seldom. */
const initiativesOrdered = keptBy<InitiativeEntry[]>()

/**
 * A1: the standing initiative order, each with its roll and score: made again only when a
 * combatant's place in it changed (a roll, a name, a fall out of the fight), not at every wound.
 */
function initiativeOf(fight: ApFight): InitiativeEntry[] {
  const byCombatant = initiativesKept(fight.track.combatants, {
    gate: [],
    make: (c) => {
      if (!c.stats.initiative || c.status === 'removed') return null
      const { roll, score } = c.stats.initiative
      return { id: c.id, name: c.name, roll, score, agility: c.stats.agility }
    },
    alike: true,
  })
  return initiativesOrdered([byCombatant, fight.initiative], () => {
    const byId = new Map(byCombatant.flatMap((entry) => (entry ? [[entry.id, entry] as const] : [])))
    return fight.initiative.flatMap((id) => byId.get(id) ?? [])
  })
}

function fightView(fight: ApFight, campaign: Campaign): ApFightView {
  const encounter = campaign.encounters.find((e) => e.id === fight.encounterId)
  const { track } = fight
  const initiative = initiativeOf(fight)
  const unrolled = track.combatants.filter((c) => c.status !== 'removed' && !c.stats.initiative).map((c) => c.id)
  return trackerView(track, standingOf, {
    run: fight.run,
    encounter: { id: fight.encounterId, name: encounter?.name ?? fight.encounterId, revealed: encounter?.revealed ?? false },
    settings: settingsWords(fight.settings),
    successLevels: fight.settings.successLevels,
    fumbles: fight.settings.fumbles,
    grid: fight.grid,
    surprised: fight.surprised,
    initiative,
    unrolled,
    order: track.order,
    acting: actingNow(fight),
    interjection: fight.interjection?.who ?? null,
    combatants: combatantViews(fight),
    tokens: tokensOf(fight),
    actions: actionOptions(fight),
    attacks: attackOptions(fight),
    opposed: opposedOptions(fight),
    tumbles: tumbleOptions(fight),
    moves: moveTargets(fight),
    steps: stepTargets(fight),
    pending: pendingView(fight),
    lastResult: fight.lastResult,
    can: {
      begin: whyFightRefused(fight, { type: 'combat.begin' }),
      rollInitiative: unrolled.length ? (track.phase === 'over' ? 'The fight is over.' : null) : 'Everyone has an initiative.',
      next: whyFightRefused(fight, { type: 'turn.next' }),
      previous: whyFightRefused(fight, { type: 'turn.previous' }),
      end: whyFightRefused(fight, { type: 'combat.end', reason: 'The fight is over' }),
    },
    conditionChoices: Object.entries(AP_CONDITIONS).map(([name, label]) => ({ name, label })),
    conditionDurations: rulesOf(fight) < 2 ? [...AP_CONDITION_DURATIONS, 'saveEnds'] : [...AP_CONDITION_DURATIONS],
  })
}

/** Action points' view for the GM console. */
export function actionPointsGmView(state: ApState, { campaign }: { campaign: Campaign }): ApGmView {
  return { fight: state.fight ? fightView(state.fight.snapshot.context, campaign) : null }
}
