// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import type { Scene } from '@shared/campaign'
import SceneSection from '../../../../src/renderer/src/components/scenes/SceneSection.vue'
import { mountConsole } from '../support/fake-bridge'
import { useNoticesStore } from '../../../../src/renderer/src/stores/notices'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))

describe('SceneEditor', () => {
  it('adds an Event and a Challenge in the tree and saves the scene as one prep item', async () => {
    const mounted = await mountConsole(SceneSection)
    wrapper = mounted.wrapper
    await byTestId('new-scene').trigger('click')
    await byTestId('scene-name').setValue('The Wreck')

    await byTestId('add-event').trigger('click')
    await byTestId('event-name').setValue('Into the hull')
    await byTestId('event-traits-trait-sandstorm').setValue(true)
    await byTestId('add-challenge-0').trigger('click')
    await byTestId('challenge-name').setValue('Climb the ribs')
    await byTestId('challenge-type').setValue('Sparrow')
    await byTestId('challenge-rating').setValue('4')
    await byTestId('challenge-threat').setValue('Minor')
    await byTestId('challenge-traits-trait-stubborn').setValue(true)
    expect(byTestId('scene-node-challenge-0-0').text()).toContain('Climb the ribs')
    expect(byTestId('scene-node-challenge-0-0').attributes('aria-current')).toBe('true')

    await byTestId('create-scene').trigger('click')
    await flushPromises()

    const upserts = mounted.calls.filter((c) => c.channel === 'prep.upsert')
    expect(upserts).toHaveLength(1)
    const sent = upserts[0]!.payload as { kind: string; item: Scene }
    expect(sent.kind).toBe('scene')
    expect(sent.item.id).toBeUndefined()
    const [event] = sent.item.events
    expect(event).toMatchObject({ name: 'Into the hull', traitIds: ['trait-sandstorm'] })
    expect(event!.id).toMatch(/^event-[0-9a-f]{8}$/)
    expect(event!.challenges[0]).toMatchObject({ name: 'Climb the ribs', type: 'Sparrow', rating: 4, threat: 'Minor', traitIds: ['trait-stubborn'] })
    expect(event!.challenges[0]!.id).toMatch(/^challenge-[0-9a-f]{8}$/)

    const saved = mounted.campaign().scenes.find((s) => s.name === 'The Wreck')!
    expect(saved.events[0]!.challenges[0]!.name).toBe('Climb the ribs')
    expect(byTestId('save-status').text()).toBe('✔ Saved')
  })

  it('a saved Scene holds at most 10 Events of at most 5 Challenges: one more says so and adds nothing', async () => {
    const mounted = await mountConsole(SceneSection)
    wrapper = mounted.wrapper
    await byTestId('new-scene').trigger('click')
    for (let i = 0; i < 11; i++) await byTestId('add-event').trigger('click')
    expect(byTestId('scene-node-event-9').exists()).toBe(true)
    expect(byTestId('scene-node-event-10').exists()).toBe(false)
    const notices = useNoticesStore()
    expect(notices.notices.map((n) => n.text)).toContain('A Scene holds at most 10 Events: split it in two.')
    for (let i = 0; i < 6; i++) await byTestId('add-challenge-0').trigger('click')
    expect(byTestId('scene-node-challenge-0-4').exists()).toBe(true)
    expect(byTestId('scene-node-challenge-0-5').exists()).toBe(false)
    expect(notices.notices.map((n) => n.text)).toContain('An Event raises at most 5 Challenges: split it.')
  })

  it('marks the tree node with a problem and saves once it is fixed; moves and removes Events', async () => {
    const mounted = await mountConsole(SceneSection)
    wrapper = mounted.wrapper
    // An existing scene autosaves, but not while a nested Challenge is invalid.
    await byTestId('add-event').trigger('click')
    expect(byTestId('scene-node-event-1').text()).toContain('has problems')
    await wait(500)
    expect(mounted.calls.filter((c) => c.channel === 'prep.upsert')).toHaveLength(0)

    await byTestId('event-name').setValue('Ambush')
    expect(byTestId('scene-node-event-1').text()).not.toContain('has problems')
    await wrapper.find('[aria-label="Move event Ambush up"]').trigger('click')
    await wait(500)
    await flushPromises()
    expect(mounted.campaign().scenes[0]!.events.map((e) => e.name)).toEqual(['Ambush', 'The Deal'])

    await byTestId('scene-node-event-0').trigger('click')
    await byTestId('remove-event').trigger('click')
    await byTestId('confirm-delete').trigger('click')
    await wait(500)
    await flushPromises()
    expect(mounted.campaign().scenes[0]!.events.map((e) => e.name)).toEqual(['The Deal'])
  })
})
