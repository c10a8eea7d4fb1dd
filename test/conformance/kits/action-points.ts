import fc from 'fast-check'
import type { Campaign } from '@shared/campaign'
import type { SessionState } from '@shared/session/state'
import { actionPointsSystem, type ApGmView, type ApState } from '@shared/systems/action-points'
import { actionPointsHost } from '../../../src/main/systems/action-points'
import { apCampaign, ENCOUNTER, registerActionPoints } from '../../unit/shared/systems/action-points/fight/support'
import { MARK, type ConformanceKit } from '../kit'
import type { SessionMove } from '../../../src/main/session/headless-session'

const SYSTEM = actionPointsSystem.id

/**
 * The Wyrm's encounter with the party's blocks; the raiders, the Wyrm and the encounter hidden
 * or not at random (a hidden one's name and description hold the secret), the map on or off,
 * the PCs surprised or not.
 */
const campaign: fc.Arbitrary<Campaign> = fc
  .record({ raiders: fc.boolean(), wyrm: fc.boolean(), encounter: fc.boolean(), grid: fc.boolean(), surprise: fc.boolean(), shown: fc.boolean() })
  .map(({ raiders, wyrm, encounter, grid, surprise, shown }) =>
    apCampaign((base) => {
      // A new fight shows its encounter and everyone in it: only where nothing is planted there, else the cautious start keeps them hidden.
      base.settings.showNewFights = shown && raiders && wyrm && encounter
      const hide = (id: string, shown: boolean) => {
        const npc = base.npcs.find((n) => n.id === id)!
        npc.revealed = shown
        if (!shown) Object.assign(npc, { name: `${MARK} ${npc.name}`, description: `${MARK} lurking` })
      }
      hide('npc-sand-raider', raiders)
      hide('npc-dune-wyrm', wyrm)
      const fight = base.encounters.find((e) => e.id === ENCOUNTER)!
      fight.revealed = encounter
      if (!encounter) Object.assign(fight, { name: `${MARK} ambush`, description: `${MARK} under the sand` })
      fight.setup = { ...fight.setup, grid, surprised: surprise ? 'players' : null }
    }),
  )

const act = (action: unknown): SessionMove => ({ kind: 'act', system: SYSTEM, action })
const roll = (request: unknown): SessionMove => ({ kind: 'roll', system: SYSTEM, roll: request })

/** What the GM could do in an Action-points fight where the session stands, from the console's own view of it. */
function moves(state: SessionState, campaignNow: Campaign): SessionMove[] {
  const fight = (actionPointsSystem.gmView(state.systems[SYSTEM] as ApState, { campaign: campaignNow }) as ApGmView).fight
  if (!fight) return [{ kind: 'start', system: SYSTEM, request: { encounterId: ENCOUNTER } }]
  if (fight.phase === 'over') return [{ kind: 'close' }]
  const ids = fight.combatants.map((c) => c.id)
  const always: SessionMove[] = [
    act({ type: 'combat.end', reason: 'the sand settles' }),
    act({
      type: 'condition.add',
      target: ids[5] ?? ids[0],
      condition: {
        name: `${MARK} curse`,
        custom: true,
        duration: { kind: 'rounds', rounds: 2 },
        source: null,
        ongoing: { amount: 2, type: 'rot' },
        secret: true,
      },
    }),
    act({ type: 'combatant.damage', target: ids[4] ?? ids[0], amount: 9, source: ids[0] ?? null, note: '' }),
    act({ type: 'resource.adjust', target: ids[1] ?? ids[0], resource: 'fp', amount: 1, reason: 'a rousing speech' }),
    roll({ type: 'healing', target: ids[0], expression: '1d6' }),
  ]
  if (fight.phase === 'setup')
    return [
      roll({ type: 'initiative' }),
      act({ type: 'combat.begin' }),
      act({ type: 'setup.surprise', surprised: 'enemies' }),
      act({ type: 'grid.set', on: !fight.grid.on }),
      act({ type: 'token.place', target: ids[0], at: { q: -5, r: 5 } }),
      ...always,
    ]
  if (fight.duties.length) return [act({ type: 'grapple.keep' }), act({ type: 'grapple.release' }), ...always]
  const p = fight.pending
  if (p) {
    const reactions = p.reactions.filter((r) => r.why === null)
    return [
      roll({ type: 'land' }),
      ...reactions.slice(0, 3).map((r) => roll({ type: 'reaction', who: r.who, kind: r.kind, to: r.hexes[0] ?? null })),
      ...(p.counter ? [roll({ type: 'counter', weapon: p.counter.weapons[0]?.index ?? 0 })] : []),
      ...(p.provoked?.offered ?? []).flatMap((o) =>
        o.weapons.filter((w) => w.why === null).map((w) => roll({ type: 'reactionAttack', who: o.who, weapon: w.index })),
      ),
      act({ type: 'reaction.pass' }),
      ...always,
    ]
  }
  const attacks = fight.attacks.filter((a) => a.why === null)
  const opposed = fight.opposed.filter((o) => o.why === null)
  return [
    act({ type: 'turn.next' }),
    ...attacks.slice(0, 3).map((a) => roll({ type: 'attack', attacker: fight.acting, weapon: a.weapon, target: a.target, advantage: 0, bonus: 0 })),
    ...fight.moves.slice(-2).map((m) => act({ type: 'action.move', path: m.path })),
    ...(fight.grid.on ? [] : [act({ type: 'action.move', path: [] })]),
    ...fight.steps.slice(0, 1).map((to) => act({ type: 'action.step', to })),
    ...opposed
      .slice(0, 2)
      .map((o) =>
        roll(
          o.kind === 'feint'
            ? { type: 'feint', target: o.target, skill: 'Melee', defense: 'Agility' }
            : o.kind === 'shove'
              ? { type: 'shove', target: o.target, choice: 'prone' }
              : { type: 'grapple', target: o.target },
        ),
      ),
    ...fight.tumbles.filter((t) => t.why === null).map((t) => roll({ type: 'tumble', target: t.target })),
    ...attacks
      .filter((a) => a.disarm.why === null)
      .slice(0, 1)
      .map((a) =>
        roll({
          type: 'attack',
          attacker: fight.acting,
          weapon: a.weapon,
          target: a.target,
          advantage: 0,
          bonus: 0,
          disarm: { item: a.disarm.items[0]!.index, take: true },
        }),
      ),
    roll({ type: 'breakFree' }),
    act({ type: 'action.flowState' }),
    act({ type: 'action.totalDefense' }),
    act({ type: 'action.take', kind: 'spell', what: 'Sand veil' }),
    act({ type: 'turn.ready', trigger: 'the Wyrm moves', what: 'a cut', cost: 2 }),
    ...fight.combatants.filter((c) => c.readied).map((c) => act({ type: 'ready.fire', who: c.id })),
    ...(fight.interjection ? [act({ type: 'ready.done' })] : []),
    ...always,
  ]
}

/** Action points in the conformance suite. */
export const actionPointsKit: ConformanceKit = {
  system: actionPointsSystem,
  host: actionPointsHost,
  campaign,
  moves,
  isProgress: (move) => move.kind !== 'act' || ['turn.next', 'combat.begin', 'reaction.pass'].includes((move.action as { type: string }).type),
  register: registerActionPoints,
  fights: { campaign: apCampaign, encounterId: ENCOUNTER, start: { kind: 'start', system: SYSTEM, request: { encounterId: ENCOUNTER } } },
}
