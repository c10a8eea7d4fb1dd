import type { ThreatLevel } from '@shared/campaign'
import type { FinalResult } from './scoring'

export type Turn = 'cohort' | 'challenge'

/** A machine-readable record of step 8: what moved and why. */
export interface TidesShift {
  readonly destiny: number
  readonly doom: number
  readonly criticals: number
  readonly overpowering: number
  readonly botches: number
  readonly majorBotches: number
  /** PCs in the Cohort, the Destiny each overpowering success is worth. */
  readonly pcCount: number
  /** Why nothing moved, when the tides did not shift at all. */
  readonly skipped: 'challengeTurn' | 'threatWithoutTides' | null
}

/**
 * Cohort step 8, The Tides Shift (ruling 8): +1 Destiny per critical, +1 Doom per botch and
 * per major botch, and per overpowering success +1 Destiny per PC and +1 Doom. Nothing moves
 * on the Challenge turn nor against a threat level without tides (Common by default).
 */
export function tidesShift(result: FinalResult, threat: ThreatLevel, pcCount: number, turn: Turn): TidesShift {
  const skipped = turn === 'challenge' ? 'challengeTurn' : threat.tides ? null : 'threatWithoutTides'
  const counts = {
    criticals: result.criticals,
    overpowering: result.overpowering,
    botches: result.botches,
    majorBotches: result.majorBotches,
    pcCount,
  }
  if (skipped) return { destiny: 0, doom: 0, ...counts, skipped }
  return {
    destiny: result.criticals + result.overpowering * pcCount,
    doom: result.botches + result.majorBotches + result.overpowering,
    ...counts,
    skipped: null,
  }
}
