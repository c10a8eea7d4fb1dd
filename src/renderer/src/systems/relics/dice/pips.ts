/** Where the pips of a d6 face sit on a 3 × 3 grid (0, 1, 2 each way), as a die shows them. */
const PIPS: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [0, 1],
    [0, 2],
    [2, 0],
    [2, 1],
    [2, 2],
  ],
}

/** The pips of a face from 1 to 6; any other value (a modified result: 0, 8, −1) has none and is written as a numeral. */
export function pipsOf(value: number | null): [number, number][] | null {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= 6 ? PIPS[value]! : null
}

/** The outcome's mark on a die, so no outcome is told by colour alone: stars count successes, crosses botches. */
export const OUTCOME_MARKS = {
  overpowering: '✦✦✦',
  critical: '✦✦',
  success: '✦',
  nothing: '',
  botch: '✖',
  majorBotch: '✖✖',
} as const

/** A numeral as the rule text writes it ("−1"). */
export function numeral(value: number): string {
  return value < 0 ? `−${-value}` : String(value)
}
