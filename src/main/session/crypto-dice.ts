import { randomInt } from 'node:crypto'
import type { RandomSource } from '@shared/dice'

/** Dice for play: the operating system's cryptographic randomness, unbiased per face. */
export const cryptoSource: RandomSource = {
  face: (sides) => randomInt(1, sides + 1),
}
