// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { OddsView } from '@shared/systems/relics'
import { poolOdds, type PoolOddsSpec } from '@shared/systems/relics/odds'
import OddsPanel from '../../../../src/renderer/src/systems/relics/run/odds/OddsPanel.vue'
import { chartRows, percent } from '../../../../src/renderer/src/systems/relics/run/odds/odds-chart'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const cohortSpec: PoolOddsSpec = {
  freeDice: 4,
  autoResults: [6],
  simple: [
    { value: 1, dice: 2, side: 'beneficial' },
    { value: 1, dice: 1, side: 'hindering' },
  ],
  context: { turn: 'cohort', pcCount: 3, tides: true, resolvedDice: 1, rating: 5 },
}

function viewOf(spec: PoolOddsSpec, overrides: Partial<OddsView> = {}): OddsView {
  return {
    turn: spec.context!.turn!,
    poolFormed: false,
    rolled: false,
    leaderChosen: true,
    tides: spec.context!.turn === 'cohort',
    resolved: { dice: spec.context!.resolvedDice ?? 0, rating: spec.context!.rating ?? 0 },
    pool: {
      dice: spec.freeDice + (spec.autoResults?.length ?? 0),
      freeDice: spec.freeDice,
      autoResults: [...(spec.autoResults ?? [])],
      simpleModifiers: (spec.simple ?? []).map((m) => ({ label: `${m.side === 'beneficial' ? '+' : '-'}${m.value} / ${m.dice}d`, side: m.side })),
    },
    odds: poolOdds(spec),
    withheld: null,
    ...overrides,
  }
}

describe('OddsPanel', () => {
  it('draws the distribution of net successes as bars, each with its net and percentage as text', () => {
    const view = viewOf(cohortSpec)
    wrapper = mount(OddsPanel, { props: { odds: view } })
    const bars = wrapper.findAll('[data-testid="odds-net"] [data-testid="odds-bar"]')
    const rows = chartRows(view.odds!.distribution, 0)
    expect(bars).toHaveLength(rows.length)
    expect(bars.length).toBeGreaterThan(3)
    rows.forEach((row, i) => {
      expect(bars[i]!.text()).toContain(row.label)
      expect(bars[i]!.text()).toContain(percent(row.probability))
      expect((bars[i]!.find('.odds-bar').element as HTMLElement).style.width).toBe(`${row.scale * 100}%`)
    })
    expect(bars.filter((b) => b.classes('disaster')).every((b) => b.text().startsWith('⚠'))).toBe(true)
  })

  it('says the figures in words: success, Disaster, criticals, botches, the tides and resolving the Challenge', () => {
    const view = viewOf(cohortSpec)
    wrapper = mount(OddsPanel, { props: { odds: view } })
    const figures = wrapper.find('[data-testid="odds-figures"]').text()
    const odds = view.odds!
    expect(figures).toContain(`At least one success${percent(odds.pAtLeastOneSuccess)}`)
    expect(figures).toContain(`Disaster (net -1 or less)${percent(odds.pDisaster)}`)
    expect(figures).toContain(odds.expectedCriticals.toFixed(2))
    expect(figures).toContain(odds.expectedBotches.toFixed(2))
    expect(figures).toMatch(/\+\d\.\d\d Destiny, \+\d\.\d\d Doom/)
    expect(figures).toContain(`${percent(odds.pResolvedThisRound!)} (1 of 5 dice resolved before it)`)
    expect(wrapper.text()).toContain('5 dice · 4 to roll · auto results A6')
    expect(wrapper.find('[data-testid="odds-stress"]').exists()).toBe(false)
  })

  it('on the Challenge turn shows the Stress the Cohort will take, and no tides', () => {
    const spec: PoolOddsSpec = {
      freeDice: 3,
      autoResults: [5, 5],
      context: { turn: 'challenge', pcCount: 3, tides: true, resolvedDice: 2, rating: 5 },
    }
    wrapper = mount(OddsPanel, { props: { odds: viewOf(spec, { tides: false }) } })
    expect(wrapper.find('[data-testid="odds-stress"]').findAll('[data-testid="odds-bar"]').length).toBeGreaterThan(1)
    expect(wrapper.text()).toContain('Stress the Cohort takes')
    expect(wrapper.text()).not.toContain('The tides')
    expect(wrapper.text()).not.toContain('Challenge resolved this round')
  })

  it('says why when main withheld the odds, and draws no bars', () => {
    const withheld = 'Exact odds are not shown: 12 Simple modifier dice on a pool of 5 dice can be placed in too many ways to count while you wait.'
    wrapper = mount(OddsPanel, { props: { odds: viewOf(cohortSpec, { odds: null, withheld }) } })
    expect(wrapper.find('[data-testid="odds-withheld"]').text()).toContain(withheld)
    expect(wrapper.find('[data-testid="odds-bar"]').exists()).toBe(false)
  })
})

describe('chartRows', () => {
  it('folds the unlikely tails of a big pool into "or less" / "or more" bars, keeping every probability exact', () => {
    const rows = chartRows(poolOdds({ freeDice: 30 }).distribution, 0)
    expect(rows.length).toBeLessThan(30)
    expect(rows[0]!.label).toMatch(/ or less$/)
    expect(rows.at(-1)!.label).toMatch(/ or more$/)
    expect(rows.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1, 12)
    expect(Math.max(...rows.map((r) => r.scale))).toBe(1)
  })
})
