// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import type { Campaign } from '@shared/campaign'
import { reportOf, type FightRecord } from '@shared/simulation/report'
import EncounterSimulation from '../../../../src/renderer/src/components/encounters/EncounterSimulation.vue'
import { mountConsole } from '../support/fake-bridge'
import demo from '../../../../resources/demo-campaign.json'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)
const campaign = demo as unknown as Campaign
const encounter = campaign.encounters.find((e) => e.id === 'enc-raider-ambush')!
const names = new Map(campaign.characters.map((pc) => [pc.id, pc.name]))

/** A report as main answers it: `drops` of 10 fights see Ixa go down, the party wins them all. */
function answer(request: { pcIds: string[]; seed: number }, drops: number) {
  const records: FightRecord[] = Array.from({ length: 10 }, (_, n) => ({
    outcome: 'won',
    rounds: 3,
    pcs: request.pcIds.map((id) => ({ id, dropped: id === 'pc-ixa' && n < drops, died: false, hpLost: 10 })),
    enemies: [{ npcId: 'npc-sand-raider', dealt: 30 }],
  }))
  return reportOf(
    records,
    { system: 'escalation', encounterId: encounter.id, seed: request.seed },
    new Map([...names, ['npc-sand-raider', 'Sand Raider']]),
  )
}

describe('the encounter simulator in prep', () => {
  it('plays the encounter with the PCs ticked, shows progress and a Cancel while it runs, then the verdict, the seed and the last answer beside it', async () => {
    const mounted = await mountConsole(EncounterSimulation, { props: { encounter }, campaign })
    wrapper = mounted.wrapper
    let finish = (_: unknown) => undefined as void
    const asked: { pcIds: string[]; seed: number; fights: number }[] = []
    mounted.answer('sim.run', ((payload: { pcIds: string[]; seed: number; fights: number }) => {
      asked.push(payload)
      return new Promise((resolve) => (finish = resolve))
    }) as never)
    mounted.answer('sim.cancel', (() => ({ cancelled: true })) as never)

    await byTestId('simulation-pc-pc-dax').setValue(false)
    await byTestId('simulation-seed').setValue('77')
    await byTestId('simulate').trigger('click')
    expect(asked[0]).toMatchObject({
      system: 'escalation',
      encounterId: 'enc-raider-ambush',
      pcIds: ['pc-ixa', 'pc-vell', 'pc-tamsin'],
      seed: 77,
      fights: 1000,
    })
    mounted.push('sim.progress', { done: 250, total: 1000 })
    await flushPromises()
    expect(byTestId('simulation-progress').attributes('aria-label')).toBe('250 of 1000 fights')
    await byTestId('simulation-cancel').trigger('click')
    expect(mounted.calls.map((c) => c.channel)).toContain('sim.cancel')

    finish(answer(asked[0]!, 2))
    await flushPromises()
    expect(byTestId('simulation-progress').exists()).toBe(false)
    expect(byTestId('simulation-verdict').text()).toBe('Hard: in 1 fight of 5 a PC goes down')
    expect(byTestId('simulation-summary').text()).toContain('Seed 77')

    await byTestId('simulate').trigger('click')
    finish(answer(asked[1]!, 0))
    await flushPromises()
    expect(byTestId('simulation-verdict').text()).toBe('Easy: no PC goes down')
    expect(byTestId('simulation-previous').text()).toBe('Last time: Hard: in 1 fight of 5 a PC goes down (seed 77).')
  })

  it('says why a simulation was refused, and cannot start with no PC ticked', async () => {
    const mounted = await mountConsole(EncounterSimulation, { props: { encounter }, campaign })
    wrapper = mounted.wrapper
    mounted.answer('sim.run', (() => Promise.reject(new Error('The simulator cannot play fights of “escalation” yet.'))) as never)
    await byTestId('simulate').trigger('click')
    await flushPromises()
    expect(byTestId('simulation-error').text()).toMatch(/cannot play fights/)
    for (const pc of campaign.characters) await byTestId(`simulation-pc-${pc.id}`).setValue(false)
    expect(byTestId('simulate').attributes('disabled')).toBeDefined()
  })
})
