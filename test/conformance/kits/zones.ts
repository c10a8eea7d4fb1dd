import fc from 'fast-check'
import type { Campaign } from '@shared/campaign'
import type { SessionState } from '@shared/session/state'
import { zonesSystem, type ZonesGmView, type ZonesState } from '@shared/systems/zones'
import { zonesHost } from '../../../src/main/systems/zones'
import { registerZones, SKIRMISH, zonesCampaign } from '../../unit/shared/systems/zones/fight/support'
import { MARK, type ConformanceKit } from '../kit'
import type { SessionMove } from '../../../src/main/session/headless-session'

const SYSTEM = zonesSystem.id

/** The skirmish at the wreck; the raiders, the encounter and a zone's conditions hidden or not at random, secrets planted where hidden. */
const campaign: fc.Arbitrary<Campaign> = fc
  .record({ raiders: fc.boolean(), encounter: fc.boolean(), secretZone: fc.boolean(), shown: fc.boolean() })
  .map(({ raiders, encounter, secretZone, shown }) => {
    const base = zonesCampaign()
    // A new fight shows its encounter and everyone in it: only where nothing is planted there, else the cautious start keeps them hidden.
    base.settings.showNewFights = shown && raiders && encounter
    const raider = base.npcs.find((n) => n.id === 'npc-sand-raider')!
    raider.revealed = raiders
    if (!raiders) Object.assign(raider, { name: `${MARK} raider`, description: `${MARK} ambushers` })
    const fight = base.encounters.find((e) => e.id === SKIRMISH)!
    fight.revealed = encounter
    if (!encounter) Object.assign(fight, { name: `${MARK} skirmish`, description: `${MARK} under the hull` })
    const zones = (fight.setup as { zones: { conditions: string; secret?: boolean }[] }).zones
    zones[2]!.secret = true
    zones[2]!.conditions = `${MARK} scorpions`
    if (secretZone) Object.assign(zones[0]!, { secret: true, conditions: `${MARK} quicksand` })
    return base
  })

const act = (action: unknown): SessionMove => ({ kind: 'act', system: SYSTEM, action })
const roll = (request: unknown): SessionMove => ({ kind: 'roll', system: SYSTEM, roll: request })

/** What the GM could do in Zones where the session stands: set a fight up, run its turns, move, attack, Test, roll what waits, end it, rest. */
function moves(state: SessionState, campaignNow: Campaign): SessionMove[] {
  const view = zonesSystem.gmView(state.systems[SYSTEM] as ZonesState, { campaign: campaignNow }) as ZonesGmView
  const fight = view.fight
  if (!fight) return [{ kind: 'start', system: SYSTEM, request: { encounterId: SKIRMISH } }, act({ type: 'party.rest' })]
  if (fight.phase === 'over') return [{ kind: 'close' }]
  const ids = fight.combatants.map((c) => c.id)
  const enemies = fight.combatants.filter((c) => c.side === 'enemies').map((c) => c.id)
  const any: SessionMove[] = [
    act({ type: 'combat.end', reason: 'the raiders scatter' }),
    act({
      type: 'condition.add',
      target: ids.at(-1),
      condition: { name: `${MARK} curse`, custom: true, duration: { kind: 'manual' }, source: null, ongoing: null, secret: true },
    }),
    act({
      type: 'condition.add',
      target: ids[0],
      condition: {
        name: 'stuck',
        custom: false,
        duration: { kind: 'untilTest', test: 'STR', target: 12, needsAction: ids.length % 2 === 0 },
        source: null,
        ongoing: null,
        secret: false,
      },
    }),
    act({
      type: 'condition.add',
      target: enemies[0] ?? ids[0],
      condition: {
        name: 'ongoing',
        custom: false,
        duration: { kind: 'untilTest', test: 'DEX', target: 12, needsAction: false },
        source: null,
        ongoing: null,
        secret: false,
      },
    }),
    act({ type: 'zone.place', target: ids[1], zone: fight.zones[2]!.id }),
    roll({ type: 'reaction', npc: 'npc-sand-raider' }),
    roll({ type: 'damage', target: ids.at(-1), source: null, expression: '1d6+1', note: '' }),
  ]
  if (fight.phase === 'setup')
    return [
      roll({ type: 'initiative' }),
      act({ type: 'combat.begin' }),
      act({ type: 'setup.surprise', side: 'enemies' }),
      act({ type: 'setup.order', side: 'enemies', ids: [...enemies].reverse() }),
      ...any,
    ]
  if (fight.duties.length) return [roll({ type: 'duty' }), ...any]
  const turn = fight.turn
  const current = fight.combatants.find((c) => c.id === fight.current)
  return [
    act({ type: 'turn.next' }),
    ...(turn?.moves.map((m) => roll({ type: 'move', zone: m.zone, spend: m.asMove === null ? 'move' : 'action' })) ?? []),
    ...(turn?.attacks
      .filter((a) => a.why === null)
      .map((a) => roll({ type: 'attack', target: a.target, weapon: a.weapon, offhand: a.offhand, edge: 'normal' })) ?? []),
    act({ type: 'action.spend', what: 'retrieves a rope' }),
    act({ type: 'turn.disengage' }),
    ...(current
      ? [roll({ type: 'test', who: current.id, attribute: 'STR', dr: 12, edge: 'advantage', what: 'a shove', action: true, condition: null })]
      : []),
    ...(turn?.breakFree.map((b) =>
      roll({ type: 'test', who: turn.who, attribute: b.test, dr: b.dr, edge: 'normal', what: 'breaking free', action: true, condition: b.condition }),
    ) ?? []),
    roll({ type: 'morale', who: enemies.slice(0, 2) }),
    ...fight.combatants.filter((c) => c.morale?.state === 'broken').map((c) => act({ type: 'morale.choose', target: c.id, choice: 'flee' })),
    ...any,
  ]
}

/** Zones in the conformance suite. */
export const zonesKit: ConformanceKit = {
  system: zonesSystem,
  host: zonesHost,
  campaign,
  moves,
  isProgress: (move) =>
    move.kind === 'roll'
      ? (move.roll as { type: string }).type !== 'damage'
      : move.kind !== 'act' || ['turn.next', 'combat.begin'].includes((move.action as { type: string }).type),
  register: registerZones,
  fights: { campaign: zonesCampaign, encounterId: SKIRMISH, start: { kind: 'start', system: SYSTEM, request: { encounterId: SKIRMISH } } },
}
