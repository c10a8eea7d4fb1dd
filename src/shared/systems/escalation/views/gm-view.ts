import type { Campaign } from '../../../campaign'
import { durationWords } from '../../../combat/conditions'
import { combatantOf } from '../../../combat/roster'
import type { Combatant, Duty } from '../../../combat/types'
import type { TurnBudget } from '../rules/actions'
import { CONDITION_NAMES, CONDITION_LABEL, CONDITIONS } from '../rules/conditions'
import type { DyingState } from '../rules/death-saves'
import { escalationParity } from '../rules/escalation-die'
import { groupUp } from '../rules/initiative'
import { standing } from '../rules/thresholds'
import { BAND_LABEL, INITIATIVE_BANDS, type InitiativeBand } from '../rules/types'
import type { AttackRecord, EscalationFight, SaveRecord } from '../combat/fight'
import { whyFightRefused } from '../combat/rules'
import type { EscalationAttack, EscalationStats } from '../combat/stats'
import type { EscalationState, PcCarry } from '../session/state'

/** A combatant as the GM sees it: everything. */
export interface CombatantView {
  id: string
  name: string
  side: 'players' | 'enemies'
  kind: 'pc' | 'npc'
  hidden: boolean
  revealOnTurn: boolean
  hp: number
  maxHp: number
  tempHp: number
  status: Combatant<EscalationStats>['status']
  /** Unhurt, hurt, Staggered, dying, dead, knocked out (E46, E47). */
  standing: string
  level: number
  band: InitiativeBand
  defenses: EscalationStats['defenses']
  attacks: (EscalationAttack & { index: number })[]
  resists: EscalationStats['resists']
  weaknesses: EscalationStats['weaknesses']
  conditions: {
    id: string
    name: string
    label: string
    custom: boolean
    lasts: string
    ongoing: { amount: number; type: string } | null
    secret: boolean
    source: string | null
  }[]
  budget: TurnBudget
  interruptAvailable: boolean
  readied: EscalationStats['readied']
  dying: DyingState
  lastGasp: EscalationStats['lastGasp']
  recoveries: EscalationStats['recoveries']
  knockout: boolean
  tally: Combatant<EscalationStats>['tally']
  acted: boolean
  current: boolean
}

/** An Escalation fight as the console shows and drives it. */
export interface FightView {
  run: string
  encounter: { id: string; name: string; revealed: boolean }
  phase: EscalationFight['track']['phase']
  round: number
  surprise: boolean
  escalation: { die: number; parity: 'even' | 'odd' | 'neither' }
  pcAmbush: boolean
  surpriseSetup: EscalationFight['surprise']
  current: string | null
  /** This round's order, with band headings (E15, E16). */
  order: { band: InitiativeBand; label: string; ids: string[] }[]
  /** Who may take the next turn (EG9: any of the group that is up, the players' choice for PCs, the GM's for enemies). */
  upNext: string[]
  duties: Duty[]
  combatants: CombatantView[]
  lastAttack: AttackRecord | null
  lastSave: SaveRecord | null
  /** Why the fight's main steps are refused now (null: allowed). */
  can: { begin: string | null; next: string | null; previous: string | null; end: string | null }
  ending: { reason: string; round: number } | null
  campaignLoss: boolean
  /** Once over: rounds, damage dealt and taken, who fell. */
  summary: {
    rounds: number
    combatants: { id: string; name: string; dealt: number; taken: number; healed: number; fellInRound: number | null; status: string }[]
  } | null
  /** The text's conditions, for adding one (E59-E72). */
  conditionChoices: { name: string; label: string; rule: string; summary: string }[]
  bands: { band: InitiativeBand; label: string }[]
}

/** Escalation in the console: the PCs between fights (for rests), and the fight being run. */
export interface EscalationGmView {
  pcs: (PcCarry & { id: string; name: string })[]
  fight: FightView | null
}

function standingOf(c: Combatant<EscalationStats>): string {
  if (c.status === 'removed') return 'taken out of the fight'
  if (c.status === 'fled') return 'fled'
  if (c.status === 'dead') return 'dead'
  if (c.stats.kind === 'pc' && c.stats.dying.dying) return c.stats.dying.stabilized ? 'dying, stabilized' : 'dying'
  if (c.status === 'down') return c.stats.kind === 'npc' ? 'knocked out' : 'down'
  return standing({ side: c.side === 'players' ? 'pcs' : 'enemies', hp: c.hp, maxHp: c.maxHp })
}

function combatantView(fight: EscalationFight, c: Combatant<EscalationStats>): CombatantView {
  const nameOf = (id: string) => combatantOf(fight.track, id)?.name ?? id
  return {
    id: c.id,
    name: c.name,
    side: c.side,
    kind: c.stats.kind,
    hidden: c.hidden,
    revealOnTurn: c.revealOnTurn,
    hp: c.hp,
    maxHp: c.maxHp,
    tempHp: c.tempHp,
    status: c.status,
    standing: standingOf(c),
    level: c.stats.level,
    band: c.stats.band,
    defenses: c.stats.defenses,
    attacks: c.stats.attacks.map((a, index) => ({ ...a, index })),
    resists: c.stats.resists,
    weaknesses: c.stats.weaknesses,
    conditions: c.conditions.map((x) => ({
      id: x.id,
      name: x.name,
      label: x.label,
      custom: x.custom,
      lasts: durationWords(x.duration, nameOf),
      ongoing: x.ongoing,
      secret: x.secret,
      source: x.source,
    })),
    budget: c.stats.budget,
    interruptAvailable: c.stats.interruptAvailable,
    readied: c.stats.readied,
    dying: c.stats.dying,
    lastGasp: c.stats.lastGasp,
    recoveries: c.stats.recoveries,
    knockout: c.stats.knockout,
    tally: c.tally,
    acted: fight.track.acted.includes(c.id),
    current: fight.track.current === c.id,
  }
}

function orderView(fight: EscalationFight): FightView['order'] {
  const groups: FightView['order'] = []
  for (const id of fight.track.order) {
    const c = combatantOf(fight.track, id)
    if (!c) continue
    const last = groups.at(-1)
    if (last && last.band === c.stats.band) last.ids.push(id)
    else groups.push({ band: c.stats.band, label: BAND_LABEL[c.stats.band], ids: [id] })
  }
  return groups
}

function upNext(fight: EscalationFight): string[] {
  const { track } = fight
  if (track.phase !== 'turn' || track.duties.length > 0) return []
  if (track.surprise) return track.order.filter((id) => !track.acted.includes(id) && id !== track.current)
  const banded = track.combatants
    .filter((c) => c.status !== 'removed' && (c.status === 'fighting' || c.stats.dying.dying) && c.id !== track.current)
    .map((c) => ({ id: c.id, side: c.side === 'players' ? ('pcs' as const) : ('enemies' as const), band: c.stats.band }))
  return groupUp(banded, track.acted)?.ids ?? []
}

function fightView(fight: EscalationFight, campaign: Campaign): FightView {
  const encounter = campaign.encounters.find((e) => e.id === fight.encounterId)
  const { track } = fight
  const over = track.phase === 'over'
  return {
    run: fight.run,
    encounter: { id: fight.encounterId, name: encounter?.name ?? fight.encounterId, revealed: encounter?.revealed ?? false },
    phase: track.phase,
    round: track.round,
    surprise: track.surprise,
    escalation: { die: fight.escalation, parity: escalationParity(fight.escalation) },
    pcAmbush: fight.pcAmbush,
    surpriseSetup: fight.surprise,
    current: track.current,
    order: orderView(fight),
    upNext: upNext(fight),
    duties: track.duties,
    combatants: track.combatants.map((c) => combatantView(fight, c)),
    lastAttack: fight.lastAttack,
    lastSave: fight.lastSave,
    can: {
      begin: whyFightRefused(fight, { type: 'combat.begin' }),
      next: whyFightRefused(fight, { type: 'turn.next' }),
      previous: whyFightRefused(fight, { type: 'turn.previous' }),
      end: whyFightRefused(fight, { type: 'combat.end', reason: 'The fight is over' }),
    },
    ending: track.ending,
    campaignLoss: fight.campaignLoss,
    summary: over
      ? {
          rounds: track.round,
          combatants: track.combatants.map((c) => ({
            id: c.id,
            name: c.name,
            dealt: c.tally.dealt,
            taken: c.tally.taken,
            healed: c.tally.healed,
            fellInRound: c.tally.fellInRound,
            status: standingOf(c),
          })),
        }
      : null,
    conditionChoices: CONDITION_NAMES.map((name) => ({
      name,
      label: CONDITION_LABEL[name],
      rule: CONDITIONS[name].rule,
      summary: CONDITIONS[name].summary,
    })),
    bands: INITIATIVE_BANDS.map((band) => ({ band, label: BAND_LABEL[band] })),
  }
}

/** Escalation's view for the GM console. */
export function escalationGmView(state: EscalationState, { campaign }: { campaign: Campaign }): EscalationGmView {
  const names = new Map(campaign.characters.map((pc) => [pc.id, pc.name]))
  return {
    pcs: Object.entries(state.pcs).map(([id, pc]) => ({ id, name: names.get(id) ?? id, ...pc })),
    fight: state.fight ? fightView(state.fight.snapshot.context, campaign) : null,
  }
}
