// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import type { BestiaryEntry } from '@shared/bestiary'
import type { BestiaryImportPreview } from '@shared/interchange'
import BestiaryExchangeBar from '../../../../src/renderer/src/components/bestiary/BestiaryExchangeBar.vue'
import { useBestiaryStore } from '../../../../src/renderer/src/stores/bestiary'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

const entry = (id: string, name: string): BestiaryEntry => ({
  id,
  revision: 1,
  name,
  description: '',
  gmNotes: '',
  statBlocks: {},
  tags: [],
  level: null,
  savedAt: '2026-11-27T10:00:00.000Z',
})

const PREVIEW: BestiaryImportPreview = {
  from: 'Bestiary',
  added: [{ kind: 'bestiary', id: 'beast-ghoul', name: 'Crypt Ghoul' }],
  replaced: [],
  leftOut: [
    { kind: 'bestiary', id: 'beast-comet', name: 'Comet Eater', reasons: ['statBlocks.starfall: this console has no rule system "starfall"'] },
  ],
  bestiaryAt: 'digest-1',
}

async function mounted() {
  const console = await mountConsole(BestiaryExchangeBar)
  wrapper = console.wrapper
  useBestiaryStore().entries = [entry('beast-wyrm', 'Dune Wyrm'), entry('beast-raider', 'Sand Raider')]
  console.answer('bestiary.export', () => ({ fileName: 'bestiary-prep.json', mimeType: 'application/json', items: 1, content: null, savedTo: '/x' }))
  await flushPromises()
  return console
}

describe('the bestiary shared through prep files', () => {
  it('exports every entry when all stay ticked, and only the ticked ones otherwise', async () => {
    const console = await mounted()
    await byTestId('bestiary-export').trigger('click')
    await byTestId('bestiary-export-dialog').trigger('submit')
    await flushPromises()
    await byTestId('bestiary-export').trigger('click')
    await byTestId('bestiary-export-beast-wyrm').setValue(false)
    expect(byTestId('bestiary-export-confirm').text()).toBe('Export 1 entry')
    await byTestId('bestiary-export-dialog').trigger('submit')
    await flushPromises()
    expect(console.calls.filter((call) => call.channel === 'bestiary.export').map((call) => call.payload)).toEqual([
      { ids: null },
      { ids: ['beast-raider'] },
    ])
  })

  it('shows what a file adds and leaves out, and imports only on Confirm, with the library it was shown against', async () => {
    const console = await mounted()
    console.answer('bestiary.importPreview', () => PREVIEW)
    console.answer('bestiary.import', () => ({ added: 1, replaced: 0, leftOut: 1, entries: [entry('beast-ghoul', 'Crypt Ghoul')] }))
    const input = byTestId('bestiary-import-file')
    Object.defineProperty(input.element, 'files', { value: [new File(['{}'], 'ghouls.json')], configurable: true })
    await input.trigger('change')
    await flushPromises()
    expect(byTestId('prep-import-dialog').text()).toContain('From a bestiary.')
    expect(byTestId('prep-import-added').text()).toContain('bestiary entry “Crypt Ghoul”')
    expect(byTestId('prep-import-left-out').text()).toContain('bestiary entry “Comet Eater”: statBlocks.starfall: this console has no rule system')
    expect(console.calls.some((call) => call.channel === 'bestiary.import')).toBe(false)
    await byTestId('prep-import-confirm').trigger('click')
    await flushPromises()
    expect(console.calls.find((call) => call.channel === 'bestiary.import')?.payload).toEqual({ content: '{}', bestiaryAt: 'digest-1' })
    expect(byTestId('prep-import-dialog').exists()).toBe(false)
    expect(useBestiaryStore().entries.map((held) => held.name)).toEqual(['Crypt Ghoul'])
  })
})
