import { SYNTH_BIOFORM, type AgonyTrait } from '@shared/campaign'
import { allowed, refused, type RuleResult } from './result'

/** Every PC starts with a maximum of 10 Stress (Stress and Agony). */
export const BASE_MAX_STRESS = 10
/** Agony 5 takes a PC out of the game (ruling 12). */
export const AGONY_LIMIT = 5
/**
 * A maximum never drops below 1: only a Synth can infuse enough relics to reach 0, and the
 * text gives no meaning to a PC who is Stressed Out at rest.
 */
export const LOWEST_MAX_STRESS = 1

/**
 * Where Moon Relic Disruption comes from: the infused relics (a list or a count) or the
 * Disruption level itself. One level per infused relic (Stress and Agony, ruling 12).
 */
export type DisruptionSource = { infusedRelics: readonly unknown[] | number } | { moonRelicDisruption: number }

/** Ruling 12: Moon Relic Disruption levels, one per infused relic. */
export function moonRelicDisruption(pc: DisruptionSource): number {
  if ('moonRelicDisruption' in pc) return pc.moonRelicDisruption
  return typeof pc.infusedRelics === 'number' ? pc.infusedRelics : pc.infusedRelics.length
}

/**
 * Ruling 10: a PC's maximum Stress, 10 minus one per level of Moon Relic Disruption ("a PC
 * with three infused Moon Relics ... Stressed Out whenever they reach 7"). Accepts a PC-like
 * object with `infusedRelics` (array or count) or `moonRelicDisruption` (count).
 */
export function maxStress(pc: DisruptionSource): number {
  return Math.max(LOWEST_MAX_STRESS, BASE_MAX_STRESS - moonRelicDisruption(pc))
}

/**
 * Ruling 12: the Disruption levels that count as Agony. The text lets a Synth infuse more
 * than four relics because, for a Synth, Disruption does not count against the Agony limit;
 * it still lowers the Synth's maximum Stress.
 */
export function disruptionAgony(pc: { bioform: string } & DisruptionSource): number {
  return pc.bioform === SYNTH_BIOFORM ? 0 : moonRelicDisruption(pc)
}

/** What a PC's Stress and Agony rules read and write. */
export interface StressState {
  readonly stress: number
  readonly stressedOut: boolean
  readonly agony: readonly AgonyTrait[]
  readonly outOfGame: boolean
}

/** The two numbers Stress rules need beside the PC's own state. */
export interface StressLimits {
  maxStress: number
  disruptionAgony: number
}

/** Ruling 10 and 12 limits of a PC-like object with its bioform and infused relics. */
export function stressLimits(pc: { bioform: string } & DisruptionSource): StressLimits {
  return { maxStress: maxStress(pc), disruptionAgony: disruptionAgony(pc) }
}

/** Ruling 12: Agony level, named Agony plus Disruption that counts as Agony. */
export function agonyLevel(pc: Pick<StressState, 'agony'>, limits: StressLimits): number {
  return pc.agony.length + limits.disruptionAgony
}

export interface StressOutcome<T> {
  pc: T
  /** Stress actually stored; the rest is lost to the cap (ruling 10). */
  stressAdded: number
  becameStressedOut: boolean
  agonyGained: AgonyTrait | null
  tookOutOfGame: boolean
}

/** Ruling 12: Agony 5 takes the PC out of the game for good. */
export function settleAgony<T extends StressState>(pc: T, limits: StressLimits): T {
  return agonyLevel(pc, limits) >= AGONY_LIMIT ? { ...pc, outOfGame: true } : pc
}

/**
 * Rulings 10-12, Stressed Out: adds Stress, stored capped at the maximum. Reaching the
 * maximum gives Stressed Out and one named Agony (`agony`, required then), which may take
 * the PC out of the game. A PC already Stressed Out gains nothing more: they are at the cap
 * and the Agony came when they got there. Also used with 0 Stress when the maximum drops.
 */
export function takeStress<T extends StressState>(
  pc: T,
  amount: number,
  limits: StressLimits,
  agony: AgonyTrait | null,
): RuleResult<StressOutcome<T>> {
  if (!Number.isInteger(amount) || amount < 0) return refused('Stress comes in whole points, 0 or more')
  if (pc.outOfGame) return refused('This PC is out of the game')
  const stress = Math.min(limits.maxStress, pc.stress + amount)
  const reachesMax = pc.stress + amount >= limits.maxStress
  if (pc.stressedOut || !reachesMax) {
    const next = { ...pc, stress }
    return allowed({ pc: next, stressAdded: stress - pc.stress, becameStressedOut: false, agonyGained: null, tookOutOfGame: false })
  }
  if (!agony) return refused('Reaching the maximum Stress gives Stressed Out and one Agony: name the Agony')
  const next = settleAgony({ ...pc, stress, stressedOut: true, agony: [...pc.agony, agony] }, limits)
  return allowed({
    pc: next,
    stressAdded: stress - pc.stress,
    becameStressedOut: true,
    agonyGained: agony,
    tookOutOfGame: next.outOfGame,
  })
}

/** Whether taking `amount` more Stress would Stress Out this PC (and so needs an Agony name). */
export function wouldStressOut(pc: StressState, amount: number, limits: StressLimits): boolean {
  return !pc.outOfGame && !pc.stressedOut && pc.stress + amount >= limits.maxStress
}

/**
 * Ruling 11: every PC still in the game is Stressed Out (or none is left), which ends the
 * Event and its Challenges unresolved and ends the Scene.
 */
export function everyoneStressedOut(cohort: readonly Pick<StressState, 'stressedOut' | 'outOfGame'>[]): boolean {
  return cohort.filter((pc) => !pc.outOfGame).every((pc) => pc.stressedOut)
}
