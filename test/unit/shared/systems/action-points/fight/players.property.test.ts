import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { importSessionLog } from '@shared/log/json'
import { LogEntry } from '@shared/session/entries'
import { retellSteps } from '@shared/session/retell'
import type { ApState } from '@shared/systems/action-points'
import type { PlayerRequest } from '../../../../../../src/main/session/player-actions'
import { apSession, duelCampaign, RAIDER } from './support'

const A = 'pc-ixa'
const B = 'pc-vell'
const WHO = [A, B, RAIDER(1)]

/** Anything a device could send for PC A: its own steps and another's, in and out of turn, and the GM's. */
const command: fc.Arbitrary<PlayerRequest> = fc.oneof(
  fc
    .record({ attacker: fc.constantFrom(...WHO), target: fc.constantFrom(...WHO), weapon: fc.integer({ min: 0, max: 2 }) })
    .map(({ attacker, target, weapon }): PlayerRequest => ({
      kind: 'roll',
      roll: { type: 'attack', attacker, target, weapon, advantage: 0, bonus: 0 },
    })),
  fc
    .record({ who: fc.constantFrom(...WHO), kind: fc.constantFrom('dodge', 'parry', 'block', 'riposte', 'intercept') })
    .map(({ who, kind }): PlayerRequest => ({ kind: 'roll', roll: { type: 'reaction', who, kind } })),
  fc.constant<PlayerRequest>({ kind: 'roll', roll: { type: 'land' } }),
  fc.constant<PlayerRequest>({ kind: 'act', action: { type: 'turn.next' } }),
  fc.constant<PlayerRequest>({ kind: 'act', action: { type: 'resource.adjust', target: B, resource: 'ap', amount: -2, reason: 'a trick' } }),
)

/** Between the player's commands the GM moves the fight on, or the Raider attacks whoever it is next to. */
const gmMove = fc.constantFrom('next', 'raider attacks A', 'raider attacks B', 'land', 'none')

const attackByA: PlayerRequest = { kind: 'roll', roll: { type: 'attack', attacker: A, target: RAIDER(1), weapon: 0, advantage: 0, bonus: 0 } }
const ROUND_OF_A_ATTACKING: [PlayerRequest, string][] = Array.from({ length: 3 }, () => [
  [attackByA, 'land'],
  [attackByA, 'next'],
]).flat() as [PlayerRequest, string][]

type Fighters = ApState['fight'] extends infer F ? (F extends { snapshot: { context: infer C } } ? C : never) : never
const fightOf = (state: unknown) => (state as ApState).fight!.snapshot.context as Fighters
const bOf = (state: unknown) => fightOf(state).track.combatants.find((c) => c.id === B)!

async function duel(seed: number) {
  const campaign = duelCampaign({ [A]: { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 }, [B]: { q: 1, r: -1 } })
  const s = await apSession({ campaign, pcIds: [A, B], seed })
  await s.roll({ type: 'initiative' })
  await s.act({ type: 'combat.begin' })
  await s.session.allowPlayers(true)
  return s
}

describe('players acting from their devices (random sessions)', () => {
  it('no command sent for PC A changes PC B’s own state or acts outside A’s turn or reaction; the log replays exactly', async () => {
    // Some commands must be taken, or the property says nothing.
    let taken = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(command, gmMove), { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 1, max: 1000 }),
        async (steps, seed) => {
          const s = await duel(seed)
          for (const [request, move] of steps) {
            const before = s.session.ledger.state
            const fight = fightOf(before.systems.actionPoints)
            const top = fight.pending?.attacks.at(-1)
            const mayAct = (fight.interjection?.who ?? fight.track.current) === A || (top && !top.reaction && top.target === A)
            const answer = await s.session.actAsPlayer(A, request)
            const after = s.session.ledger.state
            const last = s.session.entries().at(-1)!
            if (answer.ok) {
              taken++
              expect(mayAct).toBe(true)
              expect(last).toMatchObject({ actor: 'players', player: A })
              expect(bOf(after.systems.actionPoints).stats.resources).toEqual(bOf(before.systems.actionPoints).stats.resources)
            } else {
              expect(after).toBe(before)
              expect(last).toMatchObject({ kind: 'player.refused', player: A, reason: answer.refused })
            }
            if (move === 'next') await s.session.play({ kind: 'act', system: 'actionPoints', action: { type: 'turn.next' } })
            if (move === 'land') await s.session.play({ kind: 'roll', system: 'actionPoints', roll: { type: 'land' } })
            if (move.startsWith('raider'))
              await s.session.play({
                kind: 'roll',
                system: 'actionPoints',
                roll: { type: 'attack', attacker: RAIDER(1), target: move.endsWith('A') ? A : B, weapon: 0, advantage: 0, bonus: 0 },
              })
          }
          const exported = importSessionLog(s.session.export('json', 'gm').content)
          if (!exported.ok) throw new Error(exported.reason)
          expect(exported.ledger.state).toEqual(s.session.ledger.state)
          expect(exported.ledger.timeline).toEqual(s.session.ledger.timeline)
          const entries = s.session.entries().map((e) => LogEntry.parse(e))
          for (const step of retellSteps(entries, { campaign: s.session.campaign })) expect(step.retold).toEqual({ summary: step.recorded })
        },
      ),
      // Random runs may all miss A's turn: this one plays a round, A attacking at every step, so some are taken.
      { numRuns: 25, examples: [[ROUND_OF_A_ATTACKING, 1]] },
    )
    expect(taken).toBeGreaterThan(0)
  })
})
