import { playerCombatant, shownCombatants, type PlayerCombatant, type StandingWords } from '../../../combat/player'
import { perCombatant } from '../../../combat/view'
import type { Combatant, CombatTrack } from '../../../combat/types'
import { actingNow, type ApFight, type CheckRecord } from '../combat/fight'
import { fighterOf } from '../combat/lookup'
import { pendingOf } from '../combat/pending'
import type { ApStats } from '../combat/stats'
import { fightHeadline, fightPlayerPart } from '../../fight-player-part'
import { reactionOptions } from './options'
import type { ApPlayerPart } from './player-schema'

/** What the table sees of a combatant's standing, in words. */
const standingWords: StandingWords<ApStats> = (c) => {
  if (c.status === 'fled') return { state: 'fled', words: 'Fled' }
  if (c.status === 'dead') return { state: 'dead', words: 'Dead' }
  if (c.status === 'down') return { state: 'down', words: 'Down' }
  const grappled = c.stats.grapple ? (c.stats.grapple.role === 'grappler' ? ', grappling' : ', grappled') : ''
  if (c.hp >= c.maxHp) return { state: 'unhurt', words: `Unhurt${grappled}` }
  return c.hp * 2 <= c.maxHp ? { state: 'staggered', words: `Badly hurt${grappled}` } : { state: 'hurt', words: `Hurt${grappled}` }
}

/** A name the table may read: a hidden combatant's is never told. */
function shownName(track: CombatTrack<ApStats>, id: string): string {
  const c = fighterOf(track, id)
  return c && !c.hidden && c.status !== 'removed' ? c.name : 'someone'
}

/** A shown combatant for the table, made again only when it changed (see `perCombatant`); the setting for PCs' hit points is its variant. */
const shownCombatant = perCombatant<ApStats, PlayerCombatant, boolean>((track, c, showPcHp) =>
  playerCombatant(track, c, standingWords, showPcHp, (id) => shownName(track, id)),
)

/** The latest roll, if everyone it names is shown: levels always, the die and skill of the PCs' own checks only. */
function lastResult(fight: ApFight, shown: Map<string, Combatant<ApStats>>): ApPlayerPart['lastResult'] {
  const result = fight.lastResult
  if (!result) return null
  if (!result.about.every((id) => shown.has(id))) return null
  const check = (c: CheckRecord) => {
    const own = shown.get(c.who)!.side === 'players'
    return {
      who: shown.get(c.who)!.name,
      what: own ? c.what : c.what.replace(/ with .*$/, ''),
      level: c.level,
      roll: own ? c.roll : null,
      skill: own ? c.skill : null,
    }
  }
  return {
    checks: result.checks.map(check),
    damage: result.damage && { target: shown.get(result.damage.target)!.name, amount: result.damage.amount },
    effects: [...result.effects],
  }
}

/** The open reaction window, if its attacker and target are shown: the PCs who may answer it. */
function window(fight: ApFight, shown: Map<string, Combatant<ApStats>>): ApPlayerPart['window'] {
  const p = pendingOf(fight)
  const top = p.attacks.at(-1)
  const pcName = (id: string) => (shown.get(id)?.side === 'players' ? [shown.get(id)!.name] : [])
  if (top && !top.reaction) {
    if (!shown.has(top.attacker) || !shown.has(top.target)) return null
    const reactors = [
      ...new Set(
        reactionOptions(fight)
          .filter((o) => o.why === null)
          .flatMap((o) => pcName(o.who)),
      ),
    ]
    return { kind: 'reaction', against: shown.get(top.attacker)!.name, reactors }
  }
  if (!top && p.provoked && shown.has(p.provoked.by))
    return { kind: 'reactionAttack', against: shown.get(p.provoked.by)!.name, reactors: p.provoked.offered.flatMap(pcName) }
  return null
}

/**
 * AG49: Action points on the player display, for a fight in a revealed encounter: the round, the
 * revealed combatants in this round's order with whose turn it is, the acting combatant's AP, RP
 * and FP (a PC's always, an enemy's unless the campaign keeps them from the table; a hidden
 * one's never, as `shown` holds only revealed combatants), the hex map with the revealed tokens
 * (hidden ones are not sent at all), the latest roll as the table may see it, and a prompt when
 * PCs may react.
 */
export const actionPointsPlayerPart = fightPlayerPart<ApFight, ApPlayerPart>((fight, encounter) => {
  const { track } = fight
  const { inOrder, shown } = shownCombatants(track)
  const acting = shown.get(actingNow(fight) ?? '')
  return {
    headline: fightHeadline(track.phase, track.surprise ? 'Surprise!' : 'Fight!'),
    stage: true,
    part: {
      encounter: encounter.name,
      round: track.round,
      surprise: track.surprise,
      combatants: inOrder.map((c) => shownCombatant(track, c, fight.settings.showPcHp)),
      active:
        acting && (acting.side === 'players' || fight.settings.showEnemyPoints)
          ? {
              name: acting.name,
              side: acting.side,
              ap: acting.stats.resources.ap,
              apPerTurn: acting.stats.maxima.apPerTurn,
              rp: acting.stats.resources.rp,
              rpMax: acting.stats.maxima.rpMax,
              fp: acting.stats.resources.fp,
            }
          : null,
      map: {
        on: fight.grid.on,
        radius: fight.grid.radius,
        tokens: fight.grid.on
          ? [...shown.values()]
              .filter((c) => c.stats.position && (c.status === 'fighting' || c.status === 'down'))
              .map((c) => ({
                id: c.id,
                name: c.name,
                side: c.side,
                q: c.stats.position!.q,
                r: c.stats.position!.r,
                current: acting?.id === c.id,
                down: c.status === 'down',
              }))
          : [],
      },
      lastResult: lastResult(fight, shown),
      window: window(fight, shown),
      ended: track.ending ? { reason: track.ending.reason } : null,
    },
  }
})
