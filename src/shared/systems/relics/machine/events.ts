import { z } from 'zod'
import { TraitModifier } from '@shared/campaign'
import { safeRecord } from '@shared/campaign/common'

/*
 * The events of a Challenge, named by who sends them and what they mean. The schemas check
 * shapes only; whether the rules allow an event now is `whyRefused`'s answer, in words.
 */
const Ref = z.string().min(1).max(200)
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape })

export const ChallengeEvent = z.discriminatedUnion('type', [
  /** Huddle: the players pick the PC leading the Challenge. */
  event('cohort.chooseLeader', { pcId: Ref }),
  /** Huddle: a PC declares one of their traits, paying its cost. */
  event('cohort.activateTrait', { pcId: Ref, traitId: Ref }),
  event('cohort.deactivateTrait', { pcId: Ref, traitId: Ref }),
  /** Huddle: the GM declares a Challenge or Event trait, paying its cost. */
  event('gm.activateChallengeTrait', { traitId: Ref }),
  event('gm.deactivateChallengeTrait', { traitId: Ref }),
  /** Cohort Huddle: the GM brings a PC's Agony to bear on the Cohort pool. */
  event('gm.activateAgony', { pcId: Ref, agonyId: Ref }),
  event('gm.deactivateAgony', { pcId: Ref, agonyId: Ref }),
  /** Cohort Huddle: the GM sets a PC's expertise dice (ruling 5); null goes back to the setting. */
  event('gm.overrideContribution', { pcId: Ref, dice: z.number().nullable() }),
  /** Huddle: a Disaster trait's condition was met and it goes. */
  event('gm.removeDisasterTrait', { traitId: Ref }),
  /** Cohort Build the Pool: Destiny into the pool, one die each, or back out. */
  event('cohort.spendDestiny', { amount: z.number() }),
  event('cohort.returnDestiny', { amount: z.number() }),
  /** Roll Remaining Dice: the faces the host rolled, one per die without an auto result. */
  event('pool.rolled', { values: z.array(z.number()).max(100) }),
  /** Adjust the Results: the players place one die of a Simple modifier they decide on. */
  event('cohort.assignSimpleModifier', { modifierId: Ref, dieIndex: z.number() }),
  /** Adjust the Results: the GM places one die of a Simple modifier the GM decides on. */
  event('gm.assignSimpleModifier', { modifierId: Ref, dieIndex: z.number() }),
  event('pool.unassignSimpleModifier', { modifierId: Ref, dieIndex: z.number() }),
  /** Adjust the Results: replaces one side's placements with the console's suggestion. */
  event('pool.applySuggestion', { side: z.enum(['hindering', 'beneficial']) }),
  /** Apply Stress: the Challenge's successes shared out, with the Agony of whoever is Stressed Out. */
  event('stress.distribute', {
    allocations: safeRecord('The Stress shared out', z.string(), z.number()),
    agonyNames: safeRecord('Agony names', z.string(), z.string().max(120)),
    agonyModifiers: safeRecord('Agony modifiers', z.string(), TraitModifier).optional(),
    /** Whether the Cohort agreed on the share or the leader decided it (RG5); unsaid when absent. */
    decidedBy: z.enum(['consensus', 'leader']).optional(),
  }),
  /** Disaster: the GM names the temporary Hindering trait and picks its modifier. */
  event('gm.createDisasterTrait', { name: z.string().max(120), modifier: TraitModifier }),
  /** The Action Moves Forward: the narrative of the turn. */
  event('gm.noteAction', { text: z.string().max(20_000) }),
  /** Steps 5, 7 and 9: a PC's trait fires at the moment its text names (RG3), paying its cost. */
  event('cohort.fireTrait', { pcId: Ref, traitId: Ref }),
  /** Steps 5, 7 and 9: a Challenge or Event trait fires at the moment its text names (RG3). */
  event('gm.fireChallengeTrait', { traitId: Ref }),
  /** Huddle: the GM splits a part off the Challenge, with its rating and a share of the resolved dice (RG2). */
  event('gm.splitChallenge', { name: z.string().max(120), rating: z.number(), resolvedDice: z.number() }),
  /** Cohort step 4: whose player rolls the pool, by consensus or, without it, the leader's (RG4). */
  event('cohort.chooseRoller', { pcId: Ref, consensus: z.boolean() }),
  /** Moves on to the next step once this one is complete. */
  event('step.next', {}),
  /** Ends the Challenge unresolved. */
  event('gm.endChallenge', {}),
])
export type ChallengeEvent = z.infer<typeof ChallengeEvent>
export type ChallengeEventType = ChallengeEvent['type']
export type EventOf<K extends ChallengeEventType> = Extract<ChallengeEvent, { type: K }>
