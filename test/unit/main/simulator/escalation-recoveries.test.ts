import { describe, expect, it } from 'vitest'
import type { EscalationFight, EscalationState } from '@shared/systems/escalation'
import { findFightPolicy } from '@shared/systems/policies'
import type { PolicyMove } from '@shared/simulation/policy'
import { simulate } from '../../../../src/main/simulator/simulate'
import { demoCampaign } from '../player/session-script'
import { campaignWith, PARTY, playSteps, type FightStep } from './support'

const fightOf = (state: unknown) => (state as EscalationState).fight!.snapshot.context
type Rally = { type: 'rally'; who: string; condition: string | null }
type Stabilize = { type: 'stabilize'; helper: string; target: string }
const rallyOf = (move: PolicyMove) => (move.kind === 'roll' && (move.roll as { type: string }).type === 'rally' ? (move.roll as Rally) : null)
const stabilizeOf = (move: PolicyMove) =>
  move.kind === 'act' && (move.action as { type: string }).type === 'stabilize' ? (move.action as Stabilize) : null
const isRecovery = (move: PolicyMove) => rallyOf(move) !== null || stabilizeOf(move) !== null

/** The state with the fight's context changed: what the policy would do had the fight stood otherwise. */
function withFight(state: unknown, change: (fight: EscalationFight) => EscalationFight): EscalationState {
  const own = state as EscalationState
  return { ...own, fight: { ...own.fight!, snapshot: { ...own.fight!.snapshot, context: change(fightOf(state)) } } }
}

/** The fight with one combatant's stats changed. */
function withStats(fight: EscalationFight, id: string, change: (c: EscalationFight['track']['combatants'][number]) => object): EscalationFight {
  const combatants = fight.track.combatants.map((c) => (c.id === id ? { ...c, ...change(c) } : c))
  return { ...fight, track: { ...fight.track, combatants } } as EscalationFight
}

let played: Promise<FightStep[]> | null = null

/** Twelve fights of the party against seven Sand Raiders, every step seen: a fight hard enough that PCs fall and Rally. */
function hardFights(): Promise<FightStep[]> {
  played ??= (async () => {
    const steps: FightStep[] = []
    const campaign = campaignWith('escalation', 'npc-sand-raider', 7)
    await playSteps(campaign, { system: 'escalation', encounterId: 'enc-sim', pcIds: PARTY, fights: 12 }, (step) => steps.push(step))
    return steps
  })()
  return played
}

/** What an average table does on this PC's turn, by the rules' own words: stabilize, Rally, or neither. */
function dueOnTurn(state: unknown): 'stabilize' | 'rally' | null {
  const fight = fightOf(state)
  const who = fight.track.combatants.find((c) => c.id === fight.track.current)
  if (fight.track.phase !== 'turn' || fight.track.duties.length > 0 || fight.opportunity || !who) return null
  if (who.stats.kind !== 'pc' || who.status !== 'fighting' || who.stats.outOfFight || who.stats.budget.standard < 1) return null
  const nearDeath = fight.track.combatants.some(
    (c) => c.side === who.side && c.stats.dying.dying && !c.stats.dying.stabilized && c.stats.dying.failedDeathSaves >= 2,
  )
  if (nearDeath) return 'stabilize'
  return 2 * who.hp <= who.maxHp && who.stats.recoveries!.left > 0 ? 'rally' : null
}

describe('the Escalation policy heals and saves as an average table does', () => {
  it('E44 E46 EG27 a staggered PC with a recovery left Rallies on its own turn, and the rules never refuse a Rally or a stabilizing it asks for', async () => {
    const steps = await hardFights()
    const rallies = steps.filter((s) => rallyOf(s.played))
    expect(rallies.length).toBeGreaterThan(5)
    for (const { played, before, after } of rallies) {
      const { who } = rallyOf(played)!
      const [was, now] = [before, after].map((state) => fightOf(state).track.combatants.find((c) => c.id === who)!)
      expect(fightOf(before).track.current).toBe(who)
      expect(2 * was!.hp).toBeLessThanOrEqual(was!.maxHp)
      expect(now!.stats.recoveries!.left).toBe(was!.stats.recoveries!.left - 1)
      expect(now!.hp).toBeGreaterThan(was!.hp)
    }
    expect(steps.flatMap((s) => s.refused).filter(isRecovery)).toEqual([])
  }, 120_000)

  it('E54 a PC stabilizes an ally two failed Death Saves from death, and no ally already stabilized', async () => {
    const steps = await hardFights()
    const stabilized = steps.filter((s) => stabilizeOf(s.played))
    expect(stabilized.length).toBeGreaterThan(0)
    for (const { played, before, after } of stabilized) {
      const { helper, target } = stabilizeOf(played)!
      const [was, now] = [before, after].map((state) => fightOf(state).track.combatants.find((c) => c.id === target)!)
      expect(fightOf(before).track.current).toBe(helper)
      expect(was!.stats.dying).toMatchObject({ dying: true, stabilized: false })
      expect(was!.stats.dying.failedDeathSaves).toBeGreaterThanOrEqual(2)
      expect(now!.stats.dying.stabilized).toBe(true)
    }
    expect(steps.flatMap((s) => s.refused).filter(isRecovery)).toEqual([])
  }, 120_000)

  it('E44 E54 on every PC turn that calls for it the PC stabilizes its ally or Rallies, before it attacks', async () => {
    const steps = await hardFights()
    const due = steps.filter((s) => dueOnTurn(s.before) !== null)
    expect(due.length).toBeGreaterThan(10)
    for (const step of due) {
      const what = dueOnTurn(step.before) === 'stabilize' ? stabilizeOf(step.played) : rallyOf(step.played)
      expect(what).not.toBeNull()
    }
  }, 120_000)

  it('E44 E49 no Rally without a recovery left, above half hit points, or for an enemy; E54 no stabilizing one already stable', async () => {
    const steps = await hardFights()
    const policy = findFightPolicy('escalation')!
    const campaign = demoCampaign()
    const proposes = (state: EscalationState, test: (move: PolicyMove) => boolean) => policy.moves(state, campaign).some(test)
    const rally = steps.find((s) => rallyOf(s.played))!
    const { who } = rallyOf(rally.played)!
    expect(proposes(rally.before as EscalationState, (m) => rallyOf(m) !== null)).toBe(true)
    const spent = withFight(rally.before, (f) =>
      withStats(f, who, (c) => ({ stats: { ...c.stats, recoveries: { ...c.stats.recoveries!, left: 0 } } })),
    )
    expect(proposes(spent, (m) => rallyOf(m) !== null)).toBe(false)
    const whole = withFight(rally.before, (f) => withStats(f, who, (c) => ({ hp: c.maxHp })))
    expect(proposes(whole, (m) => rallyOf(m) !== null)).toBe(false)
    const npc = withFight(rally.before, (f) => withStats(f, who, (c) => ({ stats: { ...c.stats, kind: 'npc', recoveries: null } })))
    expect(proposes(npc, (m) => rallyOf(m) !== null)).toBe(false)

    const nearDeath = steps.find((s) =>
      fightOf(s.before).track.combatants.some((c) => c.stats.dying.dying && !c.stats.dying.stabilized && c.stats.dying.failedDeathSaves >= 2),
    )
    expect(nearDeath).toBeDefined()
    const stable = withFight(nearDeath!.before, (f) =>
      f.track.combatants.reduce(
        (g, c) => (c.stats.dying.dying ? withStats(g, c.id, (x) => ({ stats: { ...x.stats, dying: { ...x.stats.dying, stabilized: true } } })) : g),
        f,
      ),
    )
    expect(proposes(stable, (m) => stabilizeOf(m) !== null)).toBe(false)
  }, 120_000)

  it('the same seed gives the same report when the PCs Rally and stabilize', async () => {
    const campaign = campaignWith('escalation', 'npc-sand-raider', 7)
    const request = { system: 'escalation', encounterId: 'enc-sim', pcIds: PARTY, fights: 8, seed: 11, maxRounds: 30 }
    expect(await simulate(campaign, request)).toEqual(await simulate(campaign, request))
  }, 60_000)
})
