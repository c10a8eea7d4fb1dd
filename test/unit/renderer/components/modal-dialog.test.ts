// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import ModalDialog from '../../../../src/renderer/src/components/common/ModalDialog.vue'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

describe('a dialog puts focus where the GM types first', () => {
  it('takes the control marked autofocus even when another control comes before it', async () => {
    wrapper = mount(ModalDialog, {
      props: { title: 'Paste a stat block' },
      slots: { default: '<input data-testid="first" /><textarea autofocus data-testid="wanted"></textarea>' },
      attachTo: document.body,
    })
    await flushPromises()
    expect(document.activeElement?.getAttribute('data-testid')).toBe('wanted')
  })

  it('takes the first control when none is marked', async () => {
    wrapper = mount(ModalDialog, {
      props: { title: 'Rename' },
      slots: { default: '<input data-testid="first" /><button>Keep</button>' },
      attachTo: document.body,
    })
    await flushPromises()
    expect(document.activeElement?.getAttribute('data-testid')).toBe('first')
  })
})
