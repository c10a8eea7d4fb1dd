import fc from 'fast-check'
import type { Campaign } from '@shared/campaign'
import type { SessionState } from '@shared/session/state'
import { escalationSystem, type EscalationGmView, type EscalationState, type FightView } from '@shared/systems/escalation'
import { escalationHost } from '../../../src/main/systems/escalation'
import { fightCampaign, registerEscalation } from '../../unit/shared/systems/escalation/fight/support'
import { MARK, type ConformanceKit } from '../kit'
import type { SessionMove } from '../../../src/main/session/headless-session'

const SYSTEM = escalationSystem.id

/** The raider ambush with the party's blocks; NPCs, the encounter and a secret condition's name hidden or not at random. */
const campaign: fc.Arbitrary<Campaign> = fc
  .record({ raiders: fc.boolean(), encounter: fc.boolean(), shown: fc.boolean() })
  .map(({ raiders, encounter, shown }) => {
    const base = fightCampaign()
    // A new fight shows its encounter and everyone in it: only where nothing is planted there, else the cautious start keeps them hidden.
    base.settings.showNewFights = shown && raiders && encounter
    const raider = base.npcs.find((n) => n.id === 'npc-sand-raider')!
    raider.revealed = raiders
    if (!raiders) Object.assign(raider, { name: `${MARK} raider`, description: `${MARK} ambushers` })
    const fight = base.encounters.find((e) => e.id === 'enc-raider-ambush')!
    fight.revealed = encounter
    if (!encounter) Object.assign(fight, { name: `${MARK} ambush`, description: `${MARK} behind the dune` })
    return base
  })

const act = (action: unknown): SessionMove => ({ kind: 'act', system: SYSTEM, action })
const roll = (request: unknown): SessionMove => ({ kind: 'roll', system: SYSTEM, roll: request })

/** What the GM could do in Escalation where the session stands: set a fight up, run its turns, attack, roll what waits, end it, rest. */
function moves(state: SessionState, campaignNow: Campaign): SessionMove[] {
  const view = escalationSystem.gmView(state.systems[SYSTEM] as EscalationState, { campaign: campaignNow }) as EscalationGmView
  const fight = view.fight
  if (!fight)
    return [
      { kind: 'start', system: SYSTEM, request: { encounterId: 'enc-raider-ambush' } },
      act({ type: 'rest.full' }),
      roll({ type: 'quickRest', spend: { 'pc-ixa': 1 } }),
    ]
  if (fight.phase === 'over') return [{ kind: 'close' }]
  const ids = fight.combatants.map((c) => c.id)
  const moves: SessionMove[] = [
    act({ type: 'combat.end', reason: 'the raiders scatter' }),
    act({
      type: 'condition.add',
      target: ids[4] ?? ids[0],
      condition: { name: `${MARK} curse`, custom: true, duration: { kind: 'rounds', rounds: 2 }, source: null, ongoing: null, secret: true },
    }),
    act({
      type: 'condition.add',
      target: ids[0],
      condition: { name: 'dazed', custom: false, duration: { kind: 'saveEnds' }, source: null, ongoing: null, secret: false },
    }),
    act({ type: 'combatant.damage', target: ids[1], amount: 12, source: ids[5] ?? null, note: '' }),
    roll({ type: 'damage', target: ids[6] ?? ids[0], source: null, expression: '2d6+1', note: '' }),
  ]
  if (fight.phase === 'setup')
    return [
      act({ type: 'combat.begin' }),
      act({ type: 'setup.surprise', ambushers: 'enemies', actors: ids.slice(4, 6) }),
      act({ type: 'setup.pcAmbush', on: true }),
      act({ type: 'position.place', who: ids[0], distance: 'nearby', engagedWith: ids.slice(4, 6) }),
      act({ type: 'position.place', who: ids[1], distance: 'far', engagedWith: [] }),
      act({ type: 'combatant.outOfFight', target: ids[2], on: true }),
      ...moves,
    ]
  if (fight.duties.length) return [roll({ type: 'duty' }), ...moves]
  const current = fight.combatants.find((c) => c.id === fight.current)
  const foes = fight.combatants.filter((c) => current && c.side !== current.side && c.status === 'fighting').map((c) => c.id)
  return [
    act({ type: 'turn.next' }),
    ...fight.upNext.map((who) => act({ type: 'turn.next', who })),
    ...(current && foes.length
      ? [
          roll({
            type: 'attack',
            attacker: current.id,
            targets: foes.slice(0, 2),
            attack: 0,
            action: 'standard',
            advantage: 0,
            bonus: 0,
            coupDeGrace: false,
          }),
        ]
      : []),
    act({ type: 'action.spend', kind: 'move', what: 'moves' }),
    act({ type: 'turn.delay', band: 'verySlow' }),
    ...(current ? positionMoves(fight, current.id, foes) : []),
    ...moves,
  ]
}

/** E34-E42: moving, engaging, Disengaging, Dicey Moves, Fight in Spirit, and what others may do about them (Opportunity Attacks, Intercepts). */
function positionMoves(fight: FightView, who: string, foes: string[]): SessionMove[] {
  const self = fight.combatants.find((c) => c.id === who)
  const ally = fight.combatants.find((c) => c.id !== who && c.side === self?.side)?.id ?? who
  const engaged = self?.position.engaged ?? []
  if (self?.outOfFight) return [act({ type: 'spirit.fight', who, ally, benefit: 'attacks', reason: 'for the oath' })]
  return [
    act({ type: 'position.move', who, to: 'nearby', enemy: null }),
    act({ type: 'position.move', who, to: 'far', enemy: null }),
    ...foes.slice(0, 2).map((enemy) => act({ type: 'position.move', who, to: 'engage', enemy })),
    ...(engaged.length ? [act({ type: 'position.popOff', who, from: engaged.slice(0, 1) })] : []),
    roll({ type: 'disengage', who, enemies: Math.max(1, engaged.length) }),
    roll({ type: 'dicey', who, what: 'vaults the cart', difficulty: 14, modifier: 1, advantage: 1 }),
    act({ type: 'spirit.fight', who, ally, benefit: 'saves', reason: 'for the oath' }),
    act({ type: 'combatant.outOfFight', target: who, on: true }),
    ...(fight.opportunity
      ? [
          ...fight.opportunity.takers.map((t) =>
            roll({
              type: 'attack',
              attacker: t.id,
              attack: t.attack,
              targets: [fight.opportunity!.provoker],
              action: null,
              advantage: 0,
              bonus: 0,
              coupDeGrace: false,
            }),
          ),
          act({ type: 'opportunity.decline', who: null }),
        ]
      : []),
    ...(fight.intercept ? fight.intercept.interceptors.map((id) => act({ type: 'intercept', who: id, mover: fight.intercept!.mover })) : []),
  ]
}

/** Escalation in the conformance suite. */
export const escalationKit: ConformanceKit = {
  system: escalationSystem,
  host: escalationHost,
  campaign,
  moves,
  isProgress: (move) =>
    move.kind !== 'act' ||
    ['turn.next', 'combat.begin', 'opportunity.decline', 'spirit.fight', 'intercept'].includes((move.action as { type: string }).type),
  register: registerEscalation,
  fights: {
    campaign: fightCampaign,
    encounterId: 'enc-raider-ambush',
    start: { kind: 'start', system: SYSTEM, request: { encounterId: 'enc-raider-ambush' } },
  },
}
