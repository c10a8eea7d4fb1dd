import type { Campaign, Encounter } from '../campaign'
import type { PersistedFight } from '../combat/persisted-fight'
import type { CombatPhase } from '../combat/types'

/** What a system puts on the player display (see `RuleSystem.playerPart`), its own part of type `Part`. */
export interface PlayerPart<Part> {
  headline: string | null
  stage: boolean
  part: Part | null
}

/**
 * A fight system's `playerPart`, with the gate every fight passes before the table sees any of
 * it: without a fight nothing is on screen, and a fight in an encounter the GM has not revealed
 * (or one since deleted) says only that something is coming, not its name nor who is in it.
 * `show` builds what the players may see of a fight in a revealed encounter.
 */
export function fightPlayerPart<Fight extends { readonly encounterId: string }, Part>(
  show: (fight: Fight, encounter: Encounter) => PlayerPart<Part>,
): (state: { readonly fight: PersistedFight<Fight> | null }, context: { campaign: Campaign }) => PlayerPart<Part> | null {
  return (state, { campaign }) => {
    const fight = state.fight?.snapshot.context
    if (!fight) return null
    const encounter = campaign.encounters.find((e) => e.id === fight.encounterId)
    if (!encounter?.revealed) return { headline: 'The GM is preparing something', stage: false, part: null }
    return show(fight, encounter)
  }
}

/** The player display's headline for a fight: over, about to begin, or under way (`underWay`, "Fight!" unless the system shouts otherwise). */
export function fightHeadline(phase: CombatPhase, underWay = 'Fight!'): string {
  return phase === 'over' ? 'The fight is over' : phase === 'setup' ? 'A fight is about to begin' : underWay
}
