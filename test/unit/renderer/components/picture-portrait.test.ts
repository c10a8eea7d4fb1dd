// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import PicturePortrait from '../../../../src/renderer/src/components/pictures/PicturePortrait.vue'

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

describe('a portrait beside a name', () => {
  it('shows the loaded picture, said as the portrait of whom it shows', () => {
    wrapper = mount(PicturePortrait, { props: { name: 'Ixa Marrow', source: PIXEL } })
    const img = wrapper.get('img')
    expect(img.attributes('src')).toBe(PIXEL)
    expect(img.attributes('alt')).toBe('Portrait of Ixa Marrow')
  })

  it('is not said again inside a control that names whose it is', () => {
    wrapper = mount(PicturePortrait, { props: { name: 'Ixa Marrow', source: PIXEL, decorative: true } })
    expect(wrapper.get('img').attributes('alt')).toBe('')
  })

  it('shows the name’s initials, and its number, where there is no picture, without reading them out', () => {
    wrapper = mount(PicturePortrait, { props: { name: 'Sand Raider 2', source: null }, attrs: { 'data-testid': 'token', class: 'enemy' } })
    expect(wrapper.find('img').exists()).toBe(false)
    const placeholder = wrapper.get('[data-testid="token"]')
    expect(placeholder.text()).toBe('SR2')
    expect(placeholder.attributes('aria-hidden')).toBe('true')
    expect(placeholder.classes()).toEqual(expect.arrayContaining(['placeholder', 'enemy']))
  })
})
