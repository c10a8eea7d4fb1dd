import type { Campaign } from '../../../campaign'
import { playerCombatant, shownCombatants, type StandingWords } from '../../../combat/player'
import { combatantOf } from '../../../combat/roster'
import { MORALE_LABEL } from '../rules/morale'
import { STANDING_LABEL, standingOf } from '../rules/standing'
import type { ZonesFight } from '../combat/fight'
import type { ZonesStats } from '../combat/stats'
import type { ZonesState } from '../session/state'
import type { ZonesPlayerPart } from './player-schema'

/** ZG16, ZR11: what the table sees of a combatant's standing: Unhurt, Wounded, Down; a creature that broke, how. */
const standingWords: StandingWords<ZonesStats> = (c) => {
  const word = standingOf(c)
  const state = word === 'wounded' ? 'hurt' : word
  const morale = c.stats.morale === 'parley' && word !== 'dead' ? `, ${MORALE_LABEL.parley}` : ''
  return { state, words: `${STANDING_LABEL[word]}${morale}` }
}

function lastTest(fight: ZonesFight, shown: Map<string, unknown>): ZonesPlayerPart['lastTest'] {
  const t = fight.lastTest
  const who = t && combatantOf(fight.track, t.who)
  // The table sees the characters' own Tests, never a creature's numbers or a secret's.
  if (!t || !who || !shown.has(who.id) || who.stats.kind !== 'pc' || t.secret) return null
  return { who: who.name, what: t.what, dice: t.dropped === null ? [t.natural] : [t.natural, t.dropped], total: t.total, dr: t.dr, passed: t.passed }
}

function lastAttack(fight: ZonesFight, shown: Map<string, unknown>): ZonesPlayerPart['lastAttack'] {
  const strikes = fight.lastAttack?.strikes.flatMap((s) => {
    const attacker = combatantOf(fight.track, s.attacker)
    const target = combatantOf(fight.track, s.target)
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
 * zone only once noticed, whose side and turn it is, characters' HP as the setting says and
 * creatures' as a word, and the latest Test and attack as the table may see them.
 */
export function zonesPlayerPart(
  state: ZonesState,
  { campaign }: { campaign: Campaign },
): { headline: string | null; stage: boolean; part: ZonesPlayerPart | null } | null {
  const fight = state.fight?.snapshot.context
  if (!fight) return null
  const encounter = campaign.encounters.find((e) => e.id === fight.encounterId)
  if (!encounter?.revealed) return { headline: 'The GM is preparing something', stage: false, part: null }
  const { track } = fight
  const { inOrder, shown, nameOf } = shownCombatants(track)
  const standing = inOrder.filter((c) => c.status === 'fighting' || c.status === 'down')
  const current = combatantOf(track, track.current)
  const zoneName = (id: string) => fight.battlefield.zones.find((z) => z.id === fight.positions[id])?.name ?? null
  return {
    headline: track.phase === 'over' ? 'The fight is over' : track.phase === 'setup' ? 'A fight is about to begin' : 'Fight!',
    stage: true,
    part: {
      encounter: encounter.name,
      round: track.round,
      sides: { first: fight.sideRoll?.first ?? null, surprised: fight.surprised },
      turn: current && shown.has(current.id) ? { side: current.side, name: current.name } : null,
      zones: fight.battlefield.zones.map((z) => ({
        name: z.name,
        conditions: z.secret ? '' : z.conditions,
        occupants: standing.filter((c) => fight.positions[c.id] === z.id).map((c) => c.name),
      })),
      combatants: inOrder.map((c) => ({ ...playerCombatant(track, c, standingWords, fight.showPcHp, nameOf), zone: zoneName(c.id) })),
      lastTest: lastTest(fight, shown),
      lastAttack: lastAttack(fight, shown),
      ended: track.ending ? { reason: track.ending.reason } : null,
    },
  }
}
