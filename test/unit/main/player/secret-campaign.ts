import fc from 'fast-check'
import type {
  Campaign,
  Challenge,
  Encounter,
  MoonRelic,
  Npc,
  ResolvedDiceEffect,
  Scene,
  SceneEvent,
  Trait,
  TraitModifier,
  TraitTrigger,
} from '@shared/campaign'
import { demoCampaign } from './session-script'

/** Every secret planted in a campaign carries this, so one search finds any that leaked. */
export const MARK = 'SECRET'
/** Doom when the campaign hides it: far above any other number a view holds. */
export const HIDDEN_DOOM = 900_000

let planted = 0
/** A fresh secret: one line, as a name must be. */
export const secret = (what: string) => `${MARK}-${what}-${++planted}`

const modifier: fc.Arbitrary<TraitModifier | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('addDice' as const), dice: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant('simple' as const), value: fc.integer({ min: 1, max: 2 }), dice: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant('autoResult' as const), value: fc.constantFrom(2, 4, 5, 6), dice: fc.constant(1) }),
)

/** When a trait triggers (Relics RG3): mostly the Huddle, as in play. */
const trigger: fc.Arbitrary<TraitTrigger> = fc.oneof(
  { arbitrary: fc.constant('huddle' as const), weight: 3 },
  { arbitrary: fc.constantFrom('afterRoll' as const, 'diceResolved' as const, 'stressTaken' as const, 'disaster' as const), weight: 2 },
)

/** A Challenge trait's hold on resolved dice (Relics RG1), now and then. */
const resolvedDice: fc.Arbitrary<ResolvedDiceEffect | null> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constantFrom('unresolve' as const, 'free' as const), dice: fc.integer({ min: 1, max: 2 }) }), weight: 1 },
)

/** Names and descriptions are public only when revealed; GM notes never are. */
function named(kind: string, index: number, revealed: boolean) {
  return revealed
    ? { name: `${kind} ${index}`, description: `What the players know of ${kind} ${index}.` }
    : { name: secret(`${kind}-name`), description: secret(`${kind}-description`) }
}

const gmTrait = (index: number) =>
  fc
    .record({
      revealed: fc.boolean(),
      side: fc.constantFrom('beneficial' as const, 'hindering' as const),
      target: fc.constantFrom('own' as const, 'opposing' as const),
      modifier,
      costly: fc.boolean(),
      trigger,
      resolvedDice,
    })
    .map(({ revealed, side, target, modifier, costly, trigger, resolvedDice }): Trait => ({
      id: `trait-gm-${index}`,
      ...named('Trait', index, revealed),
      side,
      target,
      modifier,
      cost: { pool: costly ? 'spendDoom' : 'none', amount: costly ? 1 : 0 },
      trigger,
      resolvedDice,
      revealed,
      gmNotes: secret('trait-notes'),
    }))

const pick = <T>(items: readonly T[]) => fc.subarray([...items], { maxLength: Math.min(3, items.length) })

function challenge(traitIds: readonly string[], id: string): fc.Arbitrary<Challenge> {
  return fc
    .record({
      revealed: fc.boolean(),
      traits: pick(traitIds),
      type: fc.constantFrom('Scav', 'Venger', 'Phantom', 'Stallion', 'Sparrow'),
      rating: fc.integer({ min: 1, max: 4 }),
      threat: fc.constantFrom('Common', 'Minor', 'Major'),
    })
    .map(({ revealed, traits, type, rating, threat }) => ({
      id,
      ...named('Challenge', Number(id.split('-').at(-1)), revealed),
      type,
      rating,
      threat,
      traitIds: traits,
      gmNotes: secret('challenge-notes'),
      revealed,
    }))
}

function event(traitIds: readonly string[], id: string): fc.Arbitrary<SceneEvent> {
  return fc
    .record({
      revealed: fc.boolean(),
      traits: pick(traitIds),
      challenges: fc
        .integer({ min: 1, max: 2 })
        .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => challenge(traitIds, `${id}-challenge-${i}`)))),
    })
    .map(({ revealed, traits, challenges }) => ({
      id,
      ...named('Event', 0, revealed),
      traitIds: traits,
      challenges,
      gmNotes: secret('event-notes'),
      revealed,
    }))
}

function scene(traitIds: readonly string[], index: number): fc.Arbitrary<Scene> {
  return fc
    .record({
      revealed: fc.boolean(),
      events: fc
        .integer({ min: 1, max: 2 })
        .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => event(traitIds, `scene-${index}-event-${i}`)))),
    })
    .map(({ revealed, events }) => ({ id: `scene-${index}`, ...named('Scene', index, revealed), events, gmNotes: secret('scene-notes'), revealed }))
}

const npc = (index: number) =>
  fc.boolean().map((revealed): Npc => ({
    id: `npc-${index}`,
    ...named('NPC', index, revealed),
    gmNotes: secret('npc-notes'),
    revealed,
    statBlocks: { zones: { level: 1, hp: 7, str: 1, dex: 1, wil: 1, skill: 1, damage: 'd6', notes: secret('npc-stat-notes') } },
  }))

const encounter = (index: number, npcIds: readonly string[]) =>
  fc.boolean().map((revealed): Encounter => ({
    id: `encounter-${index}`,
    ...named('Encounter', index, revealed),
    system: 'zones',
    gmNotes: secret('encounter-notes'),
    combatants: npcIds.slice(0, 1).map((npcId) => ({ npcId, count: 2 })),
    setup: { zones: [{ name: secret('zone-name'), conditions: secret('zone-conditions') }] },
    revealed,
  }))

const relic = (index: number, pcIds: readonly string[]) =>
  fc.record({ revealed: fc.boolean(), holder: fc.option(fc.constantFrom(...pcIds), { nil: null }) }).map(({ revealed, holder }): MoonRelic => ({
    id: `relic-${index}`,
    ...named('Relic', index, revealed),
    ability: revealed ? 'Glows.' : secret('relic-ability'),
    infusedBy: holder,
    destroyed: false,
    revealed,
  }))

const many = <T>(min: number, max: number, item: (index: number) => fc.Arbitrary<T>) =>
  fc.integer({ min, max }).chain((n) => (n === 0 ? fc.constant([] as T[]) : fc.tuple(...Array.from({ length: n }, (_, i) => item(i)))))

/**
 * A random campaign around the demo's PCs: GM traits, scenes with events and Challenges,
 * NPCs, encounters and relics, each revealed or not at random; traits trigger in the Huddle
 * or at another moment, and some Challenge traits unresolve or free resolved dice. Every hidden name and
 * description, every GM note, PC note and stat block note holds a secret, and so does Doom
 * when the settings hide it. The PCs' own traits are theirs: always revealed.
 */
export const secretCampaign: fc.Arbitrary<Campaign> = fc
  .record({
    traitCount: fc.integer({ min: 1, max: 6 }),
    showDoom: fc.boolean(),
    doom: fc.integer({ min: 0, max: 4 }),
    destiny: fc.integer({ min: 0, max: 4 }),
    pcTriggers: fc.array(trigger, { minLength: 16, maxLength: 16 }),
  })
  .chain(({ traitCount, showDoom, doom, destiny, pcTriggers }) => {
    const base = demoCampaign()
    const pcIds = base.characters.map((pc) => pc.id)
    return fc
      .record({
        gmTraits: fc.tuple(...Array.from({ length: traitCount }, (_, i) => gmTrait(i))),
        npcs: many(0, 3, npc),
        relics: many(0, 3, (i) => relic(i, pcIds)),
      })
      .chain(({ gmTraits, npcs, relics }) => {
        const ids = gmTraits.map((t) => t.id)
        return fc
          .record({
            scenes: many(1, 2, (i) => scene(ids, i)),
            encounters: many(0, 2, (i) =>
              encounter(
                i,
                npcs.map((n) => n.id),
              ),
            ),
          })
          .map(({ scenes, encounters }) => ({
            ...base,
            settings: { ...base.settings, showDoomToPlayers: showDoom },
            pools: { destiny, doom: showDoom ? doom : HIDDEN_DOOM + doom },
            characters: base.characters.map((pc) => ({ ...pc, notes: secret('pc-notes') })),
            traits: [
              ...base.traits
                .filter((t) => t.revealed)
                .map((t, i) => ({ ...t, gmNotes: secret('pc-trait-notes'), trigger: pcTriggers[i % pcTriggers.length]! })),
              ...gmTraits,
            ],
            npcs,
            relics,
            scenes,
            encounters,
          }))
      })
  })
