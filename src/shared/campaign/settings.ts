import { z } from 'zod'
import { Id, Name, safeRecord } from './common'

/**
 * A threat level (ruling 4, campaign setting): the auto result that resolved Challenge dice
 * become on the Challenge turn, and whether the Tides shift against it (never for Common).
 */
export const ThreatLevel = z.strictObject({
  name: Name,
  autoResult: z.number().int().min(1).max(8),
  tides: z.boolean(),
})
export type ThreatLevel = z.infer<typeof ThreatLevel>

/** Expertise dice (ruling 5, campaign setting). The +3d6 of a matching Primary is the text's. */
export const ExpertiseDice = z.strictObject({
  leaderPrimary: z.number().int().min(0).max(6),
  leaderSecondary: z.number().int().min(0).max(6),
  leaderNoMatch: z.number().int().min(0).max(6),
  assistMatch: z.number().int().min(0).max(6),
  assistOther: z.number().int().min(0).max(6),
})
export type ExpertiseDice = z.infer<typeof ExpertiseDice>

/** Action-point combat success levels (ruling 22, campaign setting). */
export const SuccessLevelMode = z.enum(['computed', 'manual'])

export const CampaignSettings = z.strictObject({
  expertise: z.array(Name).min(1, 'at least one expertise type'),
  expertiseDice: ExpertiseDice,
  threatLevels: z.array(ThreatLevel).min(1, 'at least one threat level'),
  /** Whether the player display shows the Doom pool. */
  showDoomToPlayers: z.boolean(),
  /** The expertise used for end-of-scene recovery (Stallion in the text). */
  recoveryExpertise: Name,
  extendedDowntimeRecovery: z.number().int().min(0).max(10),
  actionPointsSuccessLevels: SuccessLevelMode,
  /**
   * Whether the players see a new fight's combatants as it starts, as at most tables: the fight
   * is shown to them, with everyone but those its encounter marks hidden. Off: the fight starts
   * as its encounter is shown, and an NPC the players have not met starts hidden. Absent (every
   * file written before the choice): on.
   */
  showNewFights: z.boolean().optional(),
  /** Each rule system's own settings, by system id, checked by that system's schema; absent: its defaults. */
  systems: safeRecord('Rule system settings', z.string(), z.unknown()).optional(),
  /**
   * The rule systems this campaign plays, by id. Absent (every file written before there was a
   * choice): every system the console knows, so an earlier campaign opens and looks as it did.
   * An id this console does not know is kept as it is, for the build that knows it; one listed
   * twice counts once.
   */
  inPlay: z.array(Id).min(1, 'a campaign plays at least one rule system').optional(),
})
export type CampaignSettings = z.infer<typeof CampaignSettings>

/** The defaults RULINGS.md names; a new campaign starts with these. */
export function defaultSettings(): CampaignSettings {
  return {
    expertise: ['Scav', 'Venger', 'Phantom', 'Stallion', 'Sparrow'],
    expertiseDice: { leaderPrimary: 3, leaderSecondary: 2, leaderNoMatch: 1, assistMatch: 1, assistOther: 0 },
    threatLevels: [
      { name: 'Common', autoResult: 3, tides: false },
      { name: 'Minor', autoResult: 5, tides: true },
      { name: 'Major', autoResult: 6, tides: true },
      { name: 'Severe', autoResult: 7, tides: true },
      { name: 'Extreme', autoResult: 8, tides: true },
    ],
    showDoomToPlayers: true,
    recoveryExpertise: 'Stallion',
    extendedDowntimeRecovery: 3,
    actionPointsSuccessLevels: 'computed',
    showNewFights: true,
  }
}
