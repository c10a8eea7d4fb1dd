import { playerCombatant, shownCombatants, type StandingWords } from '../../../combat/player'
import { perCombatant } from '../../../combat/view'
import { MORALE_LABEL } from '../rules/morale'
import { STANDING_LABEL, standingOf } from '../rules/standing'
import type { ZonesRulings } from '../rules/settings'
import type { ZonesFight } from '../combat/fight'
import { combatantById } from '../combat/lookup'
import type { ZonesStats } from '../combat/stats'
import { fightHeadline, fightPlayerPart } from '../../fight-player-part'
import type { ZonesPlayerPart } from './player-schema'

/** ZG16, ZR11: what the table sees of a combatant's standing: Unhurt, Wounded, Down (or Dying); a creature that broke, how. */
function standingWords(characterAtZero: ZonesRulings['characterAtZero']): StandingWords<ZonesStats> {
  return (c) => {
    const word = standingOf({ hp: c.hp, maxHp: c.maxHp, status: c.status, kind: c.stats.kind }, characterAtZero)
    const state = word === 'wounded' ? 'hurt' : word
    const morale = c.stats.morale === 'parley' && word !== 'dead' ? `, ${MORALE_LABEL.parley}` : ''
    return { state, words: `${STANDING_LABEL[word]}${morale}` }
  }
}

/** What a shown combatant's view depends on besides itself: its zone's name, and the fight's display setting and ruling. */
interface Shown {
  zone: string | null
  showPcHp: boolean
  characterAtZero: ZonesRulings['characterAtZero']
}

/** Each combatant's variant, made once per version of the positions (most steps move nobody), so one that stays put keeps its view. */
const variants = new WeakMap<Record<string, string>, { showPcHp: boolean; characterAtZero: string; byId: Map<string, Shown> }>()

function variantsOf(fight: ZonesFight): Map<string, Shown> {
  const { showPcHp } = fight
  const { characterAtZero } = fight.settings
  const kept = variants.get(fight.positions)
  if (kept && kept.showPcHp === showPcHp && kept.characterAtZero === characterAtZero) return kept.byId
  const names = new Map(fight.battlefield.zones.map((z) => [z.id, z.name]))
  const byZone = new Map<string | null, Shown>()
  const shownAt = (zone: string | null) => {
    let v = byZone.get(zone)
    if (!v) byZone.set(zone, (v = { zone, showPcHp, characterAtZero }))
    return v
  }
  const byId = new Map(Object.entries(fight.positions).map(([id, zone]) => [id, shownAt(names.get(zone) ?? null)]))
  byId.set('', shownAt(null))
  variants.set(fight.positions, { showPcHp, characterAtZero, byId })
  return byId
}

/**
 * A shown combatant for the table with its zone, made again only when it changed or moved (see
 * `perCombatant`). A duration names another combatant only if the players may see it.
 */
const shownCombatant = perCombatant<ZonesStats, ZonesPlayerPart['combatants'][number], Shown>((track, c, v) => {
  const nameOf = (id: string) => {
    const other = combatantById(track.combatants, id)
    return other && !other.hidden && other.status !== 'removed' ? other.name : 'someone'
  }
  return { ...playerCombatant(track, c, standingWords(v.characterAtZero), v.showPcHp, nameOf), zone: v.zone }
})

function lastTest(fight: ZonesFight, shown: Map<string, unknown>): ZonesPlayerPart['lastTest'] {
  const t = fight.lastTest
  const who = t && combatantById(fight.track.combatants, t.who)
  // The table sees the characters' own Tests, never a creature's numbers or a secret's.
  if (!t || !who || !shown.has(who.id) || who.stats.kind !== 'pc' || t.secret) return null
  return { who: who.name, what: t.what, dice: t.dropped === null ? [t.natural] : [t.natural, t.dropped], total: t.total, dr: t.dr, passed: t.passed }
}

function lastAttack(fight: ZonesFight, shown: Map<string, unknown>): ZonesPlayerPart['lastAttack'] {
  const strikes = fight.lastAttack?.strikes.flatMap((s) => {
    const attacker = combatantById(fight.track.combatants, s.attacker)
    const target = combatantById(fight.track.combatants, s.target)
    if (!attacker || !target || !shown.has(attacker.id) || !shown.has(target.id)) return []
    const character = s.roller === 'attacker' ? attacker.stats.kind === 'pc' : target.stats.kind === 'pc'
    return [
      {
        attacker: attacker.name,
        target: target.name,
        weapon: s.weapon,
        dice: character ? (s.test.dropped === null ? [s.test.natural] : [s.test.natural, s.test.dropped]) : [],
        total: character ? s.test.total : 0,
        hit: s.hit,
        critical: s.doubleDice || s.doubleDamage,
        damage: s.damage,
        marked: s.marked,
      },
    ]
  })
  return strikes?.length ? strikes : null
}

/**
 * Zones on the player display, for a fight in a revealed encounter: the zones as named boxes
 * with the revealed combatants in each (a hidden one is left out entirely), conditions of a
 * zone only once noticed, the zones Nearby each (Z7: the battlefield's shape is no secret), whose side and turn it is, characters' HP as the setting says and
 * creatures' as a word, and the latest Test and attack as the table may see them.
 */
export const zonesPlayerPart = fightPlayerPart<ZonesFight, ZonesPlayerPart>((fight, encounter) => {
  const { track } = fight
  const { inOrder, shown } = shownCombatants(track)
  const current = combatantById(track.combatants, track.current)
  const shownAt = variantsOf(fight)
  // Z5: who stands in each zone, in one pass (the fallen lie where they fell; the fled are gone).
  const here = new Map<string, string[]>(fight.battlefield.zones.map((z) => [z.id, []]))
  for (const c of inOrder) if (c.status === 'fighting' || c.status === 'down') here.get(fight.positions[c.id] ?? '')?.push(c.name)
  const names = new Map(fight.battlefield.zones.map((z) => [z.id, z.name]))
  return {
    headline: fightHeadline(track.phase),
    stage: true,
    part: {
      encounter: encounter.name,
      round: track.round,
      sides: { first: fight.sideRoll?.first ?? null, surprised: fight.surprised },
      turn: current && shown.has(current.id) ? { side: current.side, name: current.name } : null,
      zones: fight.battlefield.zones.map((z) => ({
        name: z.name,
        conditions: z.secret ? '' : z.conditions,
        occupants: here.get(z.id) ?? [],
        nearby: (fight.battlefield.links[z.id] ?? []).map((id) => names.get(id) ?? id),
      })),
      combatants: inOrder.map((c) => shownCombatant(track, c, shownAt.get(c.id) ?? shownAt.get('')!)),
      lastTest: lastTest(fight, shown),
      lastAttack: lastAttack(fight, shown),
      ended: track.ending ? { reason: track.ending.reason } : null,
    },
  }
})
