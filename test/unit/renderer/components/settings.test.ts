// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import SettingsSection from '../../../../src/renderer/src/components/settings/SettingsSection.vue'
import { defaultZonesSettings } from '@shared/systems/zones'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

describe('SettingsSection', () => {
  it('saves the settings with campaign.updateSettings, on the button and on Ctrl+S', async () => {
    const mounted = await mountConsole(SettingsSection)
    wrapper = mounted.wrapper
    expect(byTestId('save-settings').attributes('disabled')).toBeDefined()

    await byTestId('settings-downtime').setValue('2')
    await byTestId('settings-show-doom').setValue(false)
    await byTestId('settings-dice-leaderSecondary').setValue('1')
    await byTestId('settings-ap-manual').setValue(true)
    expect(byTestId('settings-status').text()).toContain('Unsaved')
    await byTestId('save-settings').trigger('click')
    await flushPromises()

    expect(mounted.calls.filter((c) => c.channel === 'campaign.updateSettings')).toHaveLength(1)
    expect(mounted.campaign().settings).toMatchObject({
      extendedDowntimeRecovery: 2,
      showDoomToPlayers: false,
      expertiseDice: { leaderSecondary: 1 },
      actionPointsSuccessLevels: 'manual',
    })
    expect(byTestId('settings-status').text()).toBe('✔ Saved')

    await byTestId('settings-expertise-new').setValue('Tinker')
    await byTestId('settings-expertise-add').trigger('click')
    await byTestId('settings-threat-1-auto').setValue('4')
    await wrapper.find('section').trigger('keydown', { key: 's', ctrlKey: true })
    await flushPromises()
    expect(mounted.campaign().settings.expertise).toContain('Tinker')
    expect(mounted.campaign().settings.threatLevels[1]).toEqual({ name: 'Minor', autoResult: 4, tides: true })
  })

  it('ruling 25 edits Zones’ campaign settings with its own editor: a changed ruling saves them all, the rest at their defaults', async () => {
    const mounted = await mountConsole(SettingsSection)
    wrapper = mounted.wrapper
    await byTestId('settings-zones-free-attacks').setValue('one')
    await byTestId('settings-zones-naturals').setValue(false)
    await byTestId('save-settings').trigger('click')
    await flushPromises()
    expect(mounted.campaign().settings.systems?.zones).toEqual({ ...defaultZonesSettings(), freeAttacks: 'one', attackNaturals: false })
  })

  it('renames the recovery expertise with it, and keeps Common without Tides', async () => {
    const mounted = await mountConsole(SettingsSection)
    wrapper = mounted.wrapper
    await byTestId('settings-expertise-3').setValue('Mustang')
    expect((byTestId('settings-recovery').element as HTMLSelectElement).value).toBe('Mustang')
    expect(byTestId('settings-threat-0-tides').attributes('disabled')).toBeDefined()
    await byTestId('settings-threat-1-name').setValue('Common')
    expect(wrapper.find('#settings-threatLevels-1-name-error').text()).toContain('listed twice')
    expect(byTestId('save-settings').attributes('disabled')).toBeDefined()
  })

  it('shows main’s refusal when a removed expertise is still used', async () => {
    const mounted = await mountConsole(SettingsSection)
    wrapper = mounted.wrapper
    await byTestId('settings-expertise-0-remove').trigger('click') // Scav: Ixa's Primary
    await byTestId('save-settings').trigger('click')
    await flushPromises()
    expect(byTestId('settings-failure').text()).toContain('characters[0].primaryExpertise')
    expect(byTestId('settings-failure').text()).toContain('"Scav" is not an expertise of this campaign')
    expect(mounted.campaign().settings.expertise).toContain('Scav')
  })
})
