import type fc from 'fast-check'
import type { Campaign } from '@shared/campaign'
import type { SessionState } from '@shared/session/state'
import type { AnyRuleSystem } from '@shared/systems/rule-system'
import type { AnyHostSystem } from '../../src/main/systems/host-system'
import type { SessionMove } from '../../src/main/session/headless-session'

/** Every secret a kit plants in a campaign carries this, so one search finds any that leaked. */
export const MARK = 'SECRET'

/**
 * What a rule system brings to the conformance suite: itself, its host part, campaigns to
 * play in (hidden names, descriptions and notes holding `MARK`), and its own generator of
 * what a GM could do where the session stands. Moves may still be refused by the rules: the
 * suite checks that a refusal changes nothing and says why.
 */
export interface ConformanceKit {
  system: AnyRuleSystem
  host: AnyHostSystem
  /** Campaigns with secrets planted in every hidden field. */
  campaign: fc.Arbitrary<Campaign>
  /** What the GM could ask now: starting a run, its actions, rolls, closing it. */
  moves(state: SessionState, campaign: Campaign): SessionMove[]
  /** Moves that push a session forward (rolls, next steps), preferred so generated sessions get somewhere. */
  isProgress(move: SessionMove): boolean
  /** Registers the system where the registries do not list it already (a system under test). */
  register?(): void
  /**
   * A combat system's fight, to check who the players see as it starts and after: the
   * campaign it is fought in and the move starting it from that campaign's encounter. The
   * suite marks some of the encounter's combatants hidden itself. Absent where a system has
   * no combatants.
   */
  fights?: { campaign(): Campaign; encounterId: string; start: SessionMove }
}
