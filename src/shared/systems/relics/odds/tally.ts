import type { OutcomeCounts } from './die-merit'

/** What both enumerations hand to `summarizeOdds`: the law of net, and expected counts. */
export interface OddsTally {
  /** P(net = k) for every k with a positive probability. */
  netProbability: ReadonlyMap<number, number>
  /** Expected net, botch dice, criticals and overpowering dice. */
  expected: OutcomeCounts
}

/** Accumulates weighted outcomes; nets run from -2 to +3 per die (ruling 1). */
export class TallyBuilder {
  private readonly byNet: Float64Array
  private readonly lowest: number
  private botches = 0
  private criticals = 0
  private overpowering = 0

  constructor(poolSize: number) {
    this.lowest = -2 * poolSize
    this.byNet = new Float64Array(5 * poolSize + 1)
  }

  add(weight: number, outcome: OutcomeCounts): void {
    this.byNet[outcome.net - this.lowest]! += weight
    this.botches += weight * outcome.botches
    this.criticals += weight * outcome.criticals
    this.overpowering += weight * outcome.overpowering
  }

  /** Same as `add`, without building an object in the hot loop of the exact odds. */
  addCounts(weight: number, net: number, botches: number, criticals: number, overpowering: number): void {
    this.byNet[net - this.lowest]! += weight
    this.botches += weight * botches
    this.criticals += weight * criticals
    this.overpowering += weight * overpowering
  }

  /** The tally, with weights divided by `totalWeight` (whole counts stay exact until then). */
  build(totalWeight = 1): OddsTally {
    const netProbability = new Map<number, number>()
    let expectedNet = 0
    this.byNet.forEach((w, i) => {
      if (w <= 0) return
      netProbability.set(i + this.lowest, w / totalWeight)
      expectedNet += w * (i + this.lowest)
    })
    return {
      netProbability,
      expected: {
        net: expectedNet / totalWeight,
        botches: this.botches / totalWeight,
        criticals: this.criticals / totalWeight,
        overpowering: this.overpowering / totalWeight,
      },
    }
  }
}
