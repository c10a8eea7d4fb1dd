import { MAX_RELICS_NON_SYNTH, SYNTH_BIOFORM, type AgonyTrait, type MoonRelic, type PlayerCharacter } from '@shared/campaign'
import { allowed, refused, type RuleResult } from './result'
import { settleAgony, stressLimits, takeStress, type StressLimits } from './stress'

/** The relics a PC has infused and that still exist. */
export function infusedRelics(pcId: string, relics: readonly MoonRelic[]): MoonRelic[] {
  return relics.filter((r) => r.infusedBy === pcId && !r.destroyed)
}

/** Rulings 10 and 12 limits of a campaign PC, from the relics they have infused. */
export function characterStressLimits(pc: PlayerCharacter, relics: readonly MoonRelic[]): StressLimits {
  return stressLimits({ bioform: pc.bioform, infusedRelics: infusedRelics(pc.id, relics) })
}

/**
 * Moon Relic Disruption (ruling 12): why a PC cannot infuse this relic, or null. A non-Synth
 * PC holds at most four, since each is a level of Agony and Agony 5 ends the PC.
 */
export function whyInfusionRefused(pc: PlayerCharacter, relics: readonly MoonRelic[], relicId: string): string | null {
  const relic = relics.find((r) => r.id === relicId)
  if (!relic) return `There is no Moon Relic "${relicId}"`
  if (relic.destroyed) return `${relic.name} was destroyed`
  if (relic.infusedBy !== null)
    return relic.infusedBy === pc.id ? `${pc.name} has already infused ${relic.name}` : `${relic.name} is infused in another PC`
  if (pc.outOfGame) return `${pc.name} is out of the game`
  const held = infusedRelics(pc.id, relics).length
  if (pc.bioform !== SYNTH_BIOFORM && held >= MAX_RELICS_NON_SYNTH)
    return `${pc.name} already holds ${held} Moon Relics: a non-Synth PC can infuse at most ${MAX_RELICS_NON_SYNTH}, since each level of Disruption counts as Agony`
  return null
}

export interface InfusionOutcome {
  pc: PlayerCharacter
  relics: MoonRelic[]
  maxStress: number
  becameStressedOut: boolean
  tookOutOfGame: boolean
}

/**
 * Moon Relic Disruption (rulings 10 and 12): infuses a relic. The new Disruption level lowers
 * the maximum Stress by 1, which Stresses Out a PC already at the new maximum (then `agony`
 * names the Agony gained), and counts as Agony, which can reach the limit of 5.
 */
export function infuseRelic(
  pc: PlayerCharacter,
  relics: readonly MoonRelic[],
  relicId: string,
  agony: AgonyTrait | null,
): RuleResult<InfusionOutcome> {
  const reason = whyInfusionRefused(pc, relics, relicId)
  if (reason) return refused(reason)
  const nextRelics = relics.map((r) => (r.id === relicId ? { ...r, infusedBy: pc.id } : r))
  const limits = characterStressLimits(pc, nextRelics)
  const stressed = takeStress(pc, 0, limits, agony)
  if (!stressed.ok) return refused(`Infusing lowers ${pc.name}'s maximum Stress to ${limits.maxStress}: ${stressed.reason}`)
  const next = settleAgony(stressed.value.pc, limits)
  return allowed({
    pc: next,
    relics: nextRelics,
    maxStress: limits.maxStress,
    becameStressedOut: stressed.value.becameStressedOut,
    tookOutOfGame: next.outOfGame && !pc.outOfGame,
  })
}

/**
 * Moon Relic Disruption (ruling 12): removing an infused relic destroys it and takes its
 * Disruption with it, raising the maximum Stress again. Stressed Out stays until the PC
 * recovers Stress, and a PC out of the game stays out.
 */
export function removeRelic(
  pc: PlayerCharacter,
  relics: readonly MoonRelic[],
  relicId: string,
): RuleResult<{ relics: MoonRelic[]; maxStress: number }> {
  const relic = relics.find((r) => r.id === relicId)
  if (!relic || relic.infusedBy !== pc.id || relic.destroyed) return refused(`${pc.name} has not infused that Moon Relic`)
  const nextRelics = relics.map((r) => (r.id === relicId ? { ...r, infusedBy: null, destroyed: true } : r))
  return allowed({ relics: nextRelics, maxStress: characterStressLimits(pc, nextRelics).maxStress })
}
