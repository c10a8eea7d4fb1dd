import type { Campaign } from '../../../campaign'
import type { Combatant } from '../../../combat/types'
import { keptBy, keptMap } from '../../../combat/kept-map'
import { keptViews, perCombatant, trackerCombatantView, trackerView, type TrackerCombatantView, type TrackerView } from '../../../combat/view'
import type { TurnBudget } from '../rules/actions'
import { CONDITION_NAMES, CONDITION_LABEL, CONDITIONS } from '../rules/conditions'
import type { DyingState } from '../rules/death-saves'
import { escalationParity } from '../rules/escalation-die'
import { groupUp } from '../rules/initiative'
import { standing } from '../rules/thresholds'
import type { EscalationSettings } from '../rules/settings'
import { BAND_LABEL, INITIATIVE_BANDS, type InitiativeBand } from '../rules/types'
import type { AttackRecord, EscalationFight, SaveRecord } from '../combat/fight'
import { whyFightRefused } from '../combat/refuse'
import { positionOf, powerPool, type EscalationAttack, type EscalationStats, type PowerPool } from '../combat/stats'
import type { Position } from '../rules/positions'
import { rallySavesAgainst } from '../combat/rally'
import { abilityView, interruptOffers, type AbilityView, type InterruptOffer } from './gm-abilities'
import { interceptView, opportunityView, turnOptions, type InterceptView, type OpportunityView, type TurnOptions } from './gm-positions'
import { escalationBlockOf, type EscalationState, type PcCarry } from '../session/state'

/** A combatant as the GM sees it: the tracker's view and Escalation's own. */
export interface CombatantView extends TrackerCombatantView {
  /** Escalation knows PCs and NPCs only: one the GM adds fights as an NPC. */
  kind: 'pc' | 'npc'
  level: number
  band: InitiativeBand
  defenses: EscalationStats['defenses']
  attacks: (EscalationAttack & { index: number })[]
  resists: EscalationStats['resists']
  weaknesses: EscalationStats['weaknesses']
  budget: TurnBudget
  interruptAvailable: boolean
  readied: EscalationStats['readied']
  dying: DyingState
  lastGasp: EscalationStats['lastGasp']
  recoveries: EscalationStats['recoveries']
  /** E49: -1 to attacks and defenses per heal without a recovery (0 for most). */
  penalty: number
  knockout: boolean
  /** E34, EG54: engaged with whom (ids), Nearby or Far. */
  position: Position
  /** E40, EG25: it has Intercepted since its last turn. */
  interceptUsed: boolean
  /** E37, EG23: a successful Disengage's move still carries it this turn. */
  carriedMove: boolean
  /** E42: out of the fight for good, Fighting in Spirit. */
  outOfFight: boolean
  /** E31: its Power pool (null: its block keeps none). */
  power: PowerPool | null
}

/** An Escalation fight as the console shows and drives it. */
export interface FightView extends TrackerView {
  run: string
  encounter: { id: string; name: string; revealed: boolean }
  escalation: { die: number; parity: 'even' | 'odd' | 'neither' }
  pcAmbush: boolean
  surpriseSetup: EscalationFight['surprise']
  /** This round's order, with band headings (E15, E16). */
  order: { band: InitiativeBand; label: string; ids: string[] }[]
  /** Who may take the next turn (EG9: any of the group that is up, the players' choice for PCs, the GM's for enemies). */
  upNext: string[]
  combatants: readonly CombatantView[]
  lastAttack: AttackRecord | null
  lastSave: SaveRecord | null
  /** Why the fight's main steps are refused now (null: allowed). */
  can: { begin: string | null; next: string | null; previous: string | null; end: string | null }
  campaignLoss: boolean
  /** The text's conditions, for adding one (E59-E72). */
  conditionChoices: { name: string; label: string; rule: string; summary: string }[]
  bands: { band: InitiativeBand; label: string }[]
  /** The rulings in force for this fight (campaign settings), shown where they apply. */
  rulings: EscalationSettings
  /** E34-E42: the current combatant's moves, Disengage, Dicey Move and Fight in Spirit, each with why not. */
  turnOptions: TurnOptions | null
  /** E41: Opportunity Attacks on offer. */
  opportunity: OpportunityView | null
  /** E40: an engagement its target's allies may Intercept. */
  intercept: InterceptView | null
  /** E44: for each PC, the conditions a Rally may save against (save-ends; one-round ones too under rules 2). */
  rallyAgainst: Record<string, string[]>
  /** Ruling 28: each combatant's abilities (by id), with their entry in words and why one cannot be used now (null: it can). */
  abilities: Record<string, AbilityView[]>
  /** E26: the Interrupts that triggers which just happened offer. */
  interrupts: InterruptOffer[]
}

export type { AbilityView, InterruptOffer, TriggerView } from './gm-abilities'

/** Escalation in the console: the PCs between fights (for rests), and the fight being run. */
export interface EscalationGmView {
  /** Each PC between fights; `power` is its pool (E31, null when its block keeps none). */
  pcs: (PcCarry & { id: string; name: string; power: PowerPool | null })[]
  fight: FightView | null
}

function standingOf(c: Combatant<EscalationStats>): string {
  if (c.status === 'removed') return 'taken out of the fight'
  if (c.status === 'fled') return 'fled'
  if (c.status === 'dead') return 'dead'
  if (c.stats.outOfFight) return 'out of the fight, fights in spirit'
  if (c.stats.kind === 'pc' && c.stats.dying.dying) return c.stats.dying.stabilized ? 'dying, stabilized' : 'dying'
  if (c.status === 'down') return c.stats.kind === 'npc' ? 'knocked out' : 'down'
  return standing({ side: c.side === 'players' ? 'pcs' : 'enemies', hp: c.hp, maxHp: c.maxHp })
}

/** A combatant's view: made again only when the combatant changed (see `perCombatant`). */
const combatantView = perCombatant<EscalationStats, CombatantView>((track, c) =>
  trackerCombatantView(track, c, standingOf(c), {
    kind: c.stats.kind,
    level: c.stats.level,
    band: c.stats.band,
    defenses: c.stats.defenses,
    attacks: c.stats.attacks.map((a, index) => ({ ...a, index })),
    resists: c.stats.resists,
    weaknesses: c.stats.weaknesses,
    budget: c.stats.budget,
    interruptAvailable: c.stats.interruptAvailable,
    readied: c.stats.readied,
    dying: c.stats.dying,
    lastGasp: c.stats.lastGasp,
    recoveries: c.stats.recoveries,
    penalty: c.stats.recoveries?.noRecoveryPenalty ?? 0,
    knockout: c.stats.knockout,
    position: positionOf(c.stats),
    interceptUsed: c.stats.interceptUsed ?? false,
    carriedMove: c.stats.carriedMove ?? false,
    outOfFight: c.stats.outOfFight ?? false,
    power: c.stats.power ?? null,
  }),
)

/** Each combatant's band, kept from step to step: the order's groups are made again only when a band or the order changed. */
const bandsKept = keptMap<Combatant<EscalationStats>, string>()
const ordersKept = keptBy<FightView['order']>()

/** Each combatant's view, kept from the step before for a combatant the step left as it was (see `keptViews`). */
const viewsKept = keptViews<EscalationStats, CombatantView>()

function orderView(fight: EscalationFight): FightView['order'] {
  const { track } = fight
  const bands = bandsKept(track.combatants, { gate: [], make: (c) => `${c.id} ${c.stats.band}` })
  return ordersKept([bands, track.order], () => {
    const groups: FightView['order'] = []
    const byId = new Map(track.combatants.map((c) => [c.id, c]))
    for (const id of track.order) {
      const c = byId.get(id)
      if (!c) continue
      const last = groups.at(-1)
      if (last && last.band === c.stats.band) last.ids.push(id)
      else groups.push({ band: c.stats.band, label: BAND_LABEL[c.stats.band], ids: [id] })
    }
    return groups
  })
}

/** What of each combatant says whether it is still to act, kept from step to step (a wound changes none of it). */
const actingPartsKept = keptMap<Combatant<EscalationStats>, string>()
const upNextKept = keptBy<string[]>()

function upNext(fight: EscalationFight): string[] {
  const { track } = fight
  if (track.phase !== 'turn' || track.duties.length > 0) return []
  if (track.surprise) return track.order.filter((id) => !track.acted.includes(id) && id !== track.current)
  const parts = actingPartsKept(track.combatants, {
    gate: [],
    make: (c) => [c.id, c.status, c.side, c.stats.band, c.stats.dying.dying, c.stats.outOfFight].join(' '),
  })
  return upNextKept([parts, track.acted, track.current], () => {
    const banded = track.combatants
      .filter((c) => c.status !== 'removed' && (c.status === 'fighting' || c.stats.dying.dying || c.stats.outOfFight) && c.id !== track.current)
      .map((c) => ({ id: c.id, side: c.side === 'players' ? ('pcs' as const) : ('enemies' as const), band: c.stats.band }))
    return groupUp(banded, track.acted)?.ids ?? []
  })
}

function fightView(fight: EscalationFight, campaign: Campaign): FightView {
  const encounter = campaign.encounters.find((e) => e.id === fight.encounterId)
  const { track } = fight
  return trackerView(track, standingOf, {
    run: fight.run,
    encounter: { id: fight.encounterId, name: encounter?.name ?? fight.encounterId, revealed: encounter?.revealed ?? false },
    escalation: { die: fight.escalation, parity: escalationParity(fight.escalation) },
    pcAmbush: fight.pcAmbush,
    surpriseSetup: fight.surprise,
    order: orderView(fight),
    upNext: upNext(fight),
    combatants: viewsKept(track, { reads: [], make: (c) => combatantView(track, c, undefined) }),
    lastAttack: fight.lastAttack,
    lastSave: fight.lastSave,
    can: {
      begin: whyFightRefused(fight, { type: 'combat.begin' }),
      next: whyFightRefused(fight, { type: 'turn.next' }),
      previous: whyFightRefused(fight, { type: 'turn.previous' }),
      end: whyFightRefused(fight, { type: 'combat.end', reason: 'The fight is over' }),
    },
    campaignLoss: fight.campaignLoss,
    conditionChoices: CONDITION_NAMES.map((name) => ({
      name,
      label: CONDITION_LABEL[name],
      rule: CONDITIONS[name].rule,
      summary: CONDITIONS[name].summary,
    })),
    bands: INITIATIVE_BANDS.map((band) => ({ band, label: BAND_LABEL[band] })),
    rulings: fight.settings,
    turnOptions: turnOptions(fight),
    opportunity: opportunityView(fight),
    intercept: interceptView(fight),
    interrupts: interruptOffers(fight),
    abilities: Object.fromEntries(
      track.combatants.filter((c) => c.stats.abilities?.length).map((c) => [c.id, c.stats.abilities!.map((a) => abilityView(fight, c, a))]),
    ),
    rallyAgainst: Object.fromEntries(
      track.combatants
        .filter((c) => c.stats.kind === 'pc')
        .map((c) => [c.id, c.conditions.filter((x) => rallySavesAgainst(fight, x)).map((x) => x.id)]),
    ),
  })
}

/** Escalation's view for the GM console. */
export function escalationGmView(state: EscalationState, { campaign }: { campaign: Campaign }): EscalationGmView {
  const byId = new Map(campaign.characters.map((pc) => [pc.id, pc]))
  return {
    pcs: Object.entries(state.pcs).map(([id, pc]) => {
      const character = byId.get(id)
      const max = character ? escalationBlockOf(character)?.power : undefined
      return { id, name: character?.name ?? id, ...pc, power: powerPool(max, pc.powerLeft).power ?? null }
    }),
    fight: state.fight ? fightView(state.fight.snapshot.context, campaign) : null,
  }
}
