import { z } from 'zod'
import { Id, Revision, Name, LongText, Count, SystemBlocks, NAME_MAX } from './common'
import { AgonyTrait } from './traits'
import { PictureRef } from './pictures'

/** The bioform whose members may infuse more than four Moon Relics (Stress and Agony). */
export const SYNTH_BIOFORM = 'Synth'

/**
 * Ruling 10: a PC's maximum Stress with `infused` Moon Relics infused: 10, less one per
 * relic, never below 1. The campaign's check, the Characters form and the session's
 * adjustments all ask this one.
 */
export function maxStressWithRelics(infused: number): number {
  return Math.max(1, 10 - infused)
}

/** "Maximum Stress is 9 with 1 relic infused": the limit in the game's words. */
export function maxStressWords(infused: number): string {
  return `Maximum Stress is ${maxStressWithRelics(infused)} with ${infused} ${infused === 1 ? 'relic' : 'relics'} infused`
}

/** Why a PC cannot hold `stress` with `infused` relics, naming the PC; null when they can. */
export function whyStressTooHigh(pc: { name: string; stress: number }, infused: number): string | null {
  if (pc.stress <= maxStressWithRelics(infused)) return null
  return `${pc.name}'s Stress can't be ${pc.stress}: ${maxStressWords(infused)}`
}

/**
 * A player character of Relics of the Moon. Stress is stored capped at the PC's maximum
 * (ruling 10); Stressed Out is stored, not derived, because a maximum can change (a relic
 * removed) without the PC having recovered Stress.
 */
export const PlayerCharacter = z.strictObject({
  id: Id,
  /** How many times the GM saved it (see `Revision`); none in files written before. */
  revision: Revision.optional(),
  name: Name,
  player: z.string().trim().max(NAME_MAX, `at most ${NAME_MAX} characters`),
  bioform: z.string().trim().min(1, 'a bioform is required').max(60, 'at most 60 characters'),
  primaryExpertise: z.string().min(1, 'a Primary Expertise is required'),
  secondaryExpertise: z.string().min(1).nullable(),
  stress: Count.max(10, 'Stress is at most 10'),
  stressedOut: z.boolean(),
  agony: z.array(AgonyTrait).max(5, 'Agony is at most 5'),
  /** Agony 5 took this PC out of the game; kept in the campaign, marked as such. */
  outOfGame: z.boolean(),
  /** Ids of traits from the campaign's trait library this PC can activate. */
  traitIds: z.array(Id),
  notes: LongText,
  /** The PC's portrait, if the GM gave one; none in files written before portraits. */
  portrait: PictureRef.optional(),
  /** Each combat system's block for this PC (Escalation's defenses and hit points, ...), under its id. */
  statBlocks: SystemBlocks,
})
export type PlayerCharacter = z.infer<typeof PlayerCharacter>

/**
 * A Moon Relic. Infusing one gives its ability and one level of Moon Relic Disruption;
 * removing it destroys it (Stress and Agony, "Moon Relic Disruption").
 */
export const MoonRelic = z.strictObject({
  id: Id,
  /** How many times the GM saved it (see `Revision`); none in files written before. */
  revision: Revision.optional(),
  name: Name,
  ability: LongText,
  description: LongText,
  /** The PC who has infused this relic, or null when it is free. */
  infusedBy: Id.nullable(),
  destroyed: z.boolean(),
  revealed: z.boolean(),
})
export type MoonRelic = z.infer<typeof MoonRelic>
