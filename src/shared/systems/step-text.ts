import type { StepText } from './rule-system'

/** A step the players read in the GM's very words. */
export function forAll(line: string): StepText {
  return { gm: line, players: line }
}
