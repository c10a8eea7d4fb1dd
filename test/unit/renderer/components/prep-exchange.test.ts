// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import PrepExchangeBar from '../../../../src/renderer/src/components/prep-exchange/PrepExchangeBar.vue'
import { MAX_PREP_FILE_CHARS, type ImportPreview } from '@shared/interchange'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

async function pickFile(file: File): Promise<void> {
  const input = byTestId('prep-import-file')
  Object.defineProperty(input.element, 'files', { value: [file], configurable: true })
  await input.trigger('change')
  await flushPromises()
}

const PREVIEW: ImportPreview = {
  from: 'Elsewhere',
  added: [{ kind: 'npc', id: 'npc-a', name: 'Ash Hound' }],
  replaced: [{ kind: 'character', id: 'pc-b', name: 'Bree', replaces: 'Bree the Younger' }],
  leftOut: [{ kind: 'encounter', id: 'enc-c', name: 'Den', reasons: ['it needs the NPC “npc-x”'] }],
  savedAt: '2026-01-01T00:00:00.000Z',
}

describe('Import prep', () => {
  it('refuses too long a file in the page, saying the limit, without sending it', async () => {
    const mounted = await mountConsole(PrepExchangeBar)
    wrapper = mounted.wrapper
    await pickFile(new File([' '.repeat(MAX_PREP_FILE_CHARS + 1)], 'huge.json', { type: 'application/json' }))
    expect(byTestId('prep-import-failure').text()).toBe('This file is too large for a prep file: a prep file is at most 4 MB.')
    expect(mounted.calls.some((call) => call.channel === 'prep.importPreview')).toBe(false)
    expect(byTestId('prep-import-confirm').attributes('disabled')).toBeDefined()
  })

  it('shows what the file adds, replaces and leaves out, and imports only on Confirm', async () => {
    const mounted = await mountConsole(PrepExchangeBar)
    wrapper = mounted.wrapper
    mounted.answer('prep.importPreview', () => PREVIEW)
    mounted.answer('prep.import', () => ({ added: 1, replaced: 1, leftOut: 1, state: null }))
    await pickFile(new File(['{}'], 'elsewhere.json', { type: 'application/json' }))
    expect(byTestId('prep-import-added').text()).toContain('NPC “Ash Hound”')
    expect(byTestId('prep-import-replaced').text()).toContain('PC “Bree” (now “Bree the Younger”)')
    expect(byTestId('prep-import-left-out').text()).toContain('encounter “Den”: it needs the NPC “npc-x”')
    expect(mounted.calls.some((call) => call.channel === 'prep.import')).toBe(false)
    await byTestId('prep-import-confirm').trigger('click')
    await flushPromises()
    expect(mounted.calls.find((call) => call.channel === 'prep.import')?.payload).toEqual({ content: '{}', savedAt: PREVIEW.savedAt })
    expect(byTestId('prep-import-dialog').exists()).toBe(false)
  })
})
