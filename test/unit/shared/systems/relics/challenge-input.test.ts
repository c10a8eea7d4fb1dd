import { describe, expect, it } from 'vitest'
import { defaultSettings, type Challenge, type Trait } from '@shared/campaign'
import { ChallengeEvent, ChallengeInput, challengeInputFrom, maxStress, relicsSystem, type ChallengeSetup } from '@shared/systems/relics'
import { agony, character, relic } from './fixtures'

const libraryTrait = (id: string, overrides: Partial<Trait> = {}): Trait => ({
  id,
  name: id,
  description: '',
  side: 'beneficial',
  target: 'own',
  modifier: { kind: 'simple', value: 1, dice: 1 },
  cost: { pool: 'none', amount: 0 },
  trigger: 'huddle',
  resolvedDice: null,
  revealed: true,
  gmNotes: 'secret',
  ...overrides,
})

const challenge: Challenge = {
  id: 'vault',
  name: 'The Vault',
  description: '',
  type: 'Phantom',
  rating: 4,
  threat: 'Major',
  traitIds: ['alarm'],
  gmNotes: '',
  revealed: true,
}

function setup(overrides: Partial<ChallengeSetup> = {}): ChallengeSetup {
  return {
    challenge,
    eventTraitIds: ['darkness', 'alarm'],
    traits: [libraryTrait('alarm', { side: 'hindering', target: 'opposing' }), libraryTrait('darkness'), libraryTrait('lockpicks')],
    characters: [
      character('ana', { traitIds: ['lockpicks'], agony: [agony('a1')] }),
      character('bo', { outOfGame: true }),
      character('cy', { bioform: 'Synth' }),
    ],
    relics: [relic('r1', 'ana'), relic('r2', 'ana'), relic('r3', 'ana'), { ...relic('r4', 'ana'), destroyed: true }],
    settings: defaultSettings(),
    pools: { destiny: 2, doom: 4 },
    ...overrides,
  }
}

describe("challengeInputFrom: a Challenge machine's input from campaign items", () => {
  it('takes the threat level from the settings, the Challenge and Event traits, and every PC still in the game', () => {
    const result = challengeInputFrom(setup())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const input = result.value
    expect(ChallengeInput.parse(input)).toEqual(input)
    expect(input.challenge).toEqual({
      id: 'vault',
      name: 'The Vault',
      type: 'Phantom',
      rating: 4,
      threat: { name: 'Major', autoResult: 6, tides: true },
    })
    expect(input.gmTraits.map((t) => [t.id, t.origin])).toEqual([
      ['alarm', 'challenge'],
      ['darkness', 'event'],
    ])
    expect(input.gmTraits[0]).not.toHaveProperty('gmNotes')
    expect(input.cohort.map((pc) => pc.id)).toEqual(['ana', 'cy'])
    // "a PC with three (3) infused Moon Relics ... Stressed Out whenever they reach 7 Stress"; destroyed relics do not count.
    expect(maxStress(input.cohort[0]!)).toBe(7)
    expect(input.cohort[0]).toMatchObject({
      infusedRelics: [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }],
      traits: [{ id: 'lockpicks' }],
      agony: [{ id: 'a1' }],
    })
    expect(input).toMatchObject({ destiny: 2, doom: 4, disasterTraits: [] })
  })

  it('refuses an unknown threat level, a missing trait, or a PC out of the game', () => {
    expect(challengeInputFrom(setup({ challenge: { ...challenge, threat: 'Cosmic' } }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/Cosmic/),
    })
    expect(challengeInputFrom(setup({ eventTraitIds: ['ghost'] }))).toMatchObject({ ok: false, reason: expect.stringMatching(/ghost/) })
    expect(challengeInputFrom(setup({ cohortIds: ['ana', 'bo'] }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/Bo is out of the game/),
    })
  })

  it('the descriptor gives the host the machine, the event and input schemas, whyRefused and the view', () => {
    expect(relicsSystem).toMatchObject({ id: 'relics', name: 'Relics of the Moon' })
    expect(ChallengeEvent.safeParse({ type: 'pool.rolled', values: [1, 2] }).success).toBe(true)
    expect(ChallengeEvent.safeParse({ type: 'pool.rolled', values: [1, 2], extra: 1 }).success).toBe(false)
    expect(ChallengeEvent.safeParse({ type: 'gm.nonsense' }).success).toBe(false)
  })
})
