import type { Campaign } from '../../../campaign'
import type { Combatant } from '../../../combat/types'
import { keptBy, keptFrom, keptMap } from '../../../combat/kept-map'
import { keptViews, perCombatant, trackerCombatantView, trackerView, type TrackerCombatantView, type TrackerView } from '../../../combat/view'
import { testOdds, type TestOdds } from '../odds/test-odds'
import { initiativeTotal } from '../rules/character-order'
import { CONDITION_LABEL, CONDITION_RULE, HINDERANCES, ZONES_CONDITIONS } from '../rules/hinderances'
import { MORALE_LABEL, type Morale } from '../rules/morale'
import { REACTION_LABEL, REACTION_TABLE, type Reaction } from '../rules/reaction'
import { STANDING_LABEL, standingOf } from '../rules/standing'
import type { TurnBudget } from '../rules/turn'
import { ATTRIBUTES, SIDE_LABEL, type Attribute, type Range, type Side } from '../rules/types'
import type { ZonesRulings } from '../rules/settings'
import type { Hazard, ZoneGraph } from '../rules/zone-graph'
import { dutyTest } from '../combat/duty'
import { blocksOf, upNextOf, type AttackRecord, type MoraleRecord, type TestRecord, type ZonesFight } from '../combat/fight'
import { zoneRanges } from '../combat/lookup'
import { whyFightRefused } from '../combat/rules'
import { conditionNames, type ZonesStats, type ZonesWeaponStats } from '../combat/stats'
import type { PcCarry, ZonesState } from '../session/state'
import { turnOptions, type TurnOptions } from './turn-options'

/** A combatant as the GM sees it: the tracker's view and Zones' own. */
export interface CombatantView extends TrackerCombatantView {
  kind: 'pc' | 'npc'
  /** The campaign NPC it is a copy of (a kind of creature reacts as one, ZR15), or null. */
  npc: string | null
  level: number
  attributes: Record<Attribute, number>
  weapons: (ZonesWeaponStats & { index: number })[]
  /** Z5: where it stands (the range to another is `FightView.ranges` between their zones). */
  zone: string | null
  zoneName: string | null
  /** Z4: its 1d6 and the total with DEX, once rolled. */
  initiative: { face: number; total: number } | null
  budget: TurnBudget
  reaction: { reaction: Reaction; label: string; rolled: boolean } | null
  morale: { state: Morale; label: string } | null
  /** Z26-Z29: the Hinderances in force. */
  hinderances: string[]
}

/** A zone as the GM sees it: who stands there, which zones are Nearby, whether it is full. */
export interface ZoneView {
  id: string
  name: string
  conditions: string
  capacity: number | null
  hazard: Hazard | null
  secret: boolean
  nearby: readonly string[]
  occupants: string[]
  full: boolean
}

/** A Zones fight as the console shows and drives it. */
export interface FightView extends TrackerView {
  run: string
  encounter: { id: string; name: string; revealed: boolean }
  /** Z2, Z3: the side roll and the surprised side. */
  sides: { roll: { face: number; first: Side; label: string } | null; surprised: Side | null }
  /** Z4, R21: this round's blocks, in order. */
  blocks: { side: Side; label: string; ids: string[] }[]
  /** Z4, R21: who may take the next turn (the next character by initiative, or any enemy once theirs is up). */
  upNext: string[]
  zones: ZoneView[]
  /** Z7: the range from each zone to each other (a combatant's to another is that of their zones). */
  ranges: Record<string, Record<string, Range>>
  combatants: readonly CombatantView[]
  /** What the current combatant may do now and why not, with the odds of each Test. */
  turn: TurnOptions | null
  /** The first duty's Test and its odds. */
  duty: { label: string; odds: TestOdds } | null
  lastTest: TestRecord | null
  lastAttack: AttackRecord | null
  lastMorale: readonly MoraleRecord[] | null
  /** The campaign's rulings this fight plays by (logged at its start), shown where they apply. */
  rulings: ZonesRulings
  /** Whether the player display shows PCs' hit points as numbers. */
  showPcHp: boolean
  /** Why the fight's main steps are refused now (null: allowed). */
  can: { initiative: string | null; begin: string | null; next: string | null; previous: string | null; end: string | null }
}

/** Zones in the console: the PCs between fights, the fight being run, and the tables the console offers. */
export interface ZonesGmView {
  pcs: (PcCarry & { id: string; name: string })[]
  fight: FightView | null
  conditionChoices: { name: string; label: string; rule: string; summary: string; hinderance: boolean }[]
  reactionTable: { faces: string; reaction: Reaction; label: string }[]
  attributes: readonly Attribute[]
}

/** ZG16, ZR11: a combatant's standing in the GM's words, by the fight's ruling on characters at 0 HP. */
function standingWords(fight: ZonesFight): (c: Combatant<ZonesStats>) => string {
  return (c) =>
    c.status === 'removed'
      ? 'taken out of the fight'
      : STANDING_LABEL[standingOf({ hp: c.hp, maxHp: c.maxHp, status: c.status, kind: c.stats.kind }, fight.settings.characterAtZero)]
}

type CombatantViewer = (track: ZonesFight['track'], c: Combatant<ZonesStats>, zone: string | null) => CombatantView

/** One viewer per fight (its battlefield and rulings are fixed at its start), keeping each combatant's view while it is unchanged. */
const viewers = new WeakMap<ZoneGraph, CombatantViewer>()

/** Each combatant's view, made again only when the combatant changed or moved (see `perCombatant`). */
function combatantViewer(fight: ZonesFight): CombatantViewer {
  let viewer = viewers.get(fight.battlefield)
  if (viewer) return viewer
  const zoneNames = new Map(fight.battlefield.zones.map((z) => [z.id, z.name]))
  const words = standingWords(fight)
  viewer = perCombatant<ZonesStats, CombatantView, string | null>((track, c, zone) =>
    trackerCombatantView(track, c, words(c), {
      kind: c.stats.kind,
      npc: c.source.kind === 'npc' ? c.source.id : null,
      level: c.stats.level,
      attributes: c.stats.attributes,
      weapons: c.stats.weapons.map((w, index) => ({ ...w, index })),
      zone,
      zoneName: zone === null ? null : (zoneNames.get(zone) ?? null),
      initiative:
        c.stats.initiative === null
          ? null
          : { face: c.stats.initiative, total: initiativeTotal({ face: c.stats.initiative, dex: c.stats.attributes.DEX }) },
      budget: c.stats.budget,
      reaction: c.stats.reaction && { reaction: c.stats.reaction, label: REACTION_LABEL[c.stats.reaction], rolled: c.stats.reactionRolled },
      morale: c.stats.morale && { state: c.stats.morale, label: MORALE_LABEL[c.stats.morale] },
      hinderances: conditionNames(c).filter((name) => (HINDERANCES as readonly string[]).includes(name)),
    }),
  )
  viewers.set(fight.battlefield, viewer)
  return viewer
}

/** Whether each combatant stands in a zone (fights), kept from step to step: a wound that fells no one changes none of it. */
const standingKept = keptMap<Combatant<ZonesStats>, string | null>()
const zonesKept = keptBy<ZoneView[]>()

/** Z5, Z8: the zones with who stands in each (one pass over the combatants) and whether each is full; made again when someone moved, fell or rose. */
function zoneViews(fight: ZonesFight): ZoneView[] {
  const standing = standingKept(fight.track.combatants, { gate: [], make: (c) => (c.status === 'fighting' ? c.id : null) })
  return zonesKept([fight.battlefield, fight.positions, standing], () => {
    const here = new Map<string, string[]>(fight.battlefield.zones.map((z) => [z.id, []]))
    for (const id of standing) if (id !== null) here.get(fight.positions[id] ?? '')?.push(id)
    return fight.battlefield.zones.map((z) => {
      const occupants = here.get(z.id) ?? []
      return { nearby: fight.battlefield.links[z.id] ?? [], occupants, full: z.capacity !== null && occupants.length >= z.capacity, ...z }
    })
  })
}

/** Each combatant's view, kept from the step before for a combatant the step left as it was (see `keptViews`). */
const viewsKept = keptViews<ZonesStats, CombatantView>()

/** Z4: the round's blocks with their side's words, kept while the blocks are. */
const blocksLabelled = keptFrom<{ side: Side; ids: string[] }[], FightView['blocks']>()

function dutyView(fight: ZonesFight): FightView['duty'] {
  const test = dutyTest(fight)
  if ('refused' in test) return null
  return { label: fight.track.duties[0]!.label, odds: testOdds({ attribute: test.bonus, edge: test.edge, dr: test.dr }) }
}

function fightView(fight: ZonesFight, campaign: Campaign): FightView {
  const encounter = campaign.encounters.find((e) => e.id === fight.encounterId)
  const { track } = fight
  const view = combatantViewer(fight)
  return trackerView(track, standingWords(fight), {
    run: fight.run,
    encounter: { id: fight.encounterId, name: encounter?.name ?? fight.encounterId, revealed: encounter?.revealed ?? false },
    sides: {
      roll: fight.sideRoll && { ...fight.sideRoll, label: `${SIDE_LABEL[fight.sideRoll.first]} begin` },
      surprised: fight.surprised,
    },
    blocks: blocksLabelled(blocksOf(fight), (blocks) => blocks.map((b) => ({ label: SIDE_LABEL[b.side], ...b }))),
    upNext: track.phase === 'turn' ? upNextOf(fight) : [],
    zones: zoneViews(fight),
    ranges: zoneRanges(fight.battlefield),
    combatants: viewsKept(track, { reads: [view, fight.positions], make: (c) => view(track, c, fight.positions[c.id] ?? null) }),
    turn: turnOptions(fight),
    duty: dutyView(fight),
    lastTest: fight.lastTest,
    lastAttack: fight.lastAttack,
    lastMorale: fight.lastMorale,
    rulings: fight.settings,
    showPcHp: fight.showPcHp,
    can: {
      initiative:
        track.phase === 'over'
          ? 'The fight is over.'
          : !fight.sideRoll || track.combatants.some((c) => c.side === 'players' && c.status !== 'removed' && c.stats.initiative === null)
            ? null
            : 'Every character has rolled, and the side that begins is known.',
      begin: whyFightRefused(fight, { type: 'combat.begin' }),
      next: whyFightRefused(fight, { type: 'turn.next' }),
      previous: whyFightRefused(fight, { type: 'turn.previous' }),
      end: whyFightRefused(fight, { type: 'combat.end', reason: 'The fight is over' }),
    },
  })
}

/** Zones' view for the GM console. */
export function zonesGmView(state: ZonesState, { campaign }: { campaign: Campaign }): ZonesGmView {
  const names = new Map(campaign.characters.map((pc) => [pc.id, pc.name]))
  return {
    pcs: Object.entries(state.pcs).map(([id, pc]) => ({ id, name: names.get(id) ?? id, ...pc })),
    fight: state.fight ? fightView(state.fight.snapshot.context, campaign) : null,
    conditionChoices: ZONES_CONDITIONS.map((name) => ({
      name,
      label: CONDITION_LABEL[name],
      ...CONDITION_RULE[name],
      hinderance: (HINDERANCES as readonly string[]).includes(name),
    })),
    reactionTable: REACTION_TABLE.map((row) => ({ ...row, label: REACTION_LABEL[row.reaction] })),
    attributes: ATTRIBUTES,
  }
}
