import { expect } from 'vitest'
import { createActor } from 'xstate'
import { defaultSettings, type TraitModifier } from '@shared/campaign'
import {
  challengeMachine,
  whyRefused,
  type ChallengeEvent,
  type ChallengeInput,
  type ChallengeTrait,
  type CohortPc,
  type GmTrait,
} from '@shared/systems/relics'

export const settings = defaultSettings()
export const threat = (name: string) => settings.threatLevels.find((t) => t.name === name)!

export function trait(
  id: string,
  side: 'beneficial' | 'hindering',
  target: 'own' | 'opposing',
  modifier: TraitModifier | null,
  cost: ChallengeTrait['cost'] = { pool: 'none', amount: 0 },
): ChallengeTrait {
  return { id, name: id, side, target, modifier, cost, revealed: true }
}

export function gmTrait(
  id: string,
  side: 'beneficial' | 'hindering',
  target: 'own' | 'opposing',
  modifier: TraitModifier | null,
  cost: ChallengeTrait['cost'] = { pool: 'none', amount: 0 },
): GmTrait {
  return { ...trait(id, side, target, modifier, cost), origin: 'challenge' }
}

export function pc(id: string, overrides: Partial<CohortPc> = {}): CohortPc {
  return {
    id,
    name: id[0]!.toUpperCase() + id.slice(1),
    bioform: 'Human',
    primaryExpertise: 'Scav',
    secondaryExpertise: null,
    stress: 0,
    stressedOut: false,
    agony: [],
    infusedRelics: [],
    outOfGame: false,
    traits: [],
    ...overrides,
  }
}

/**
 * A Minor 5 Scav Challenge ("the Cliff") faced by Ana (Scav, with a Grappling Hook +1 / 2d
 * costing 1 Destiny), Bo (Venger, Secondary Scav) and Cy (Phantom). The Challenge has
 * Loose Rock (-1 / 1d on the Cohort, 1 Doom) and Crumbling Ledge (+1 / 1d on its own pool).
 */
export function cliffInput(overrides: Partial<ChallengeInput> = {}): ChallengeInput {
  return {
    challenge: { id: 'cliff', name: 'The Cliff', type: 'Scav', rating: 5, threat: threat('Minor') },
    gmTraits: [
      gmTrait('loose-rock', 'hindering', 'opposing', { kind: 'simple', value: 1, dice: 1 }, { pool: 'spendDoom', amount: 1 }),
      gmTrait('crumbling-ledge', 'beneficial', 'own', { kind: 'simple', value: 1, dice: 1 }),
      gmTrait('rockfall', 'hindering', 'opposing', { kind: 'addDice', dice: 1 }),
    ],
    cohort: [
      pc('ana', {
        traits: [
          trait('grappling-hook', 'beneficial', 'own', { kind: 'simple', value: 1, dice: 2 }, { pool: 'spendDestiny', amount: 1 }),
          trait('taunt', 'hindering', 'opposing', { kind: 'simple', value: 2, dice: 1 }),
        ],
      }),
      pc('bo', {
        primaryExpertise: 'Venger',
        secondaryExpertise: 'Scav',
        traits: [trait('lucky-charm', 'beneficial', 'own', { kind: 'autoResult', value: 6, dice: 1 })],
      }),
      pc('cy', { primaryExpertise: 'Phantom' }),
    ],
    destiny: 3,
    doom: 2,
    expertiseDice: settings.expertiseDice,
    disasterTraits: [],
    ...overrides,
  }
}

export type ChallengeActor = ReturnType<typeof startChallenge>

export function startChallenge(input: ChallengeInput & { rules?: number }) {
  return createActor(challengeMachine, { input }).start()
}

/** Sends events the rules must allow, failing with the refusal's words otherwise. */
export function play(actor: ChallengeActor, ...events: ChallengeEvent[]): void {
  for (const event of events) {
    expect(whyRefused(actor.getSnapshot(), event), `${event.type} should be allowed`).toBeNull()
    actor.send(event)
  }
}

/** Sends an event the rules must refuse; checks nothing changed and returns the reason. */
export function refusal(actor: ChallengeActor, event: ChallengeEvent): string {
  const before = actor.getPersistedSnapshot()
  const reason = whyRefused(actor.getSnapshot(), event)
  actor.send(event)
  expect(actor.getPersistedSnapshot()).toEqual(before)
  expect(reason, `${event.type} should be refused`).not.toBeNull()
  return reason!
}

export const next: ChallengeEvent = { type: 'step.next' }

/** `n` times step.next. */
export function nextSteps(n: number): ChallengeEvent[] {
  return Array<ChallengeEvent>(n).fill(next)
}

export function stepOf(actor: ChallengeActor): string {
  const value = actor.getSnapshot().value
  return typeof value === 'string' ? value : Object.entries(value).map(([k, v]) => `${k}.${String(v)}`)[0]!
}

/**
 * Round 1 of the Cliff up to the Challenge's Huddle: Ana leads, nothing is declared, and the
 * Cohort's four dice show `faces` (6, 6, 6, 4 resolves three dice).
 */
export function toChallengeHuddle(actor: ChallengeActor, faces: number[] = [6, 6, 6, 4]): void {
  play(actor, { type: 'cohort.chooseLeader', pcId: 'ana' }, ...nextSteps(3), { type: 'pool.rolled', values: faces }, ...nextSteps(7))
  expect(stepOf(actor)).toBe('challengeTurn.huddle')
}

/** From a Huddle to step 4 of the same turn, with the pool formed. */
export function toRoll(actor: ChallengeActor): void {
  play(actor, ...nextSteps(3))
  expect(stepOf(actor)).toMatch(/rollRemainingDice$/)
}
