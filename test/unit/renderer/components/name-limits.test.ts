// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import type { Component } from 'vue'
import CharacterSection from '../../../../src/renderer/src/components/characters/CharacterSection.vue'
import NpcSection from '../../../../src/renderer/src/components/npcs/NpcSection.vue'
import EncounterSection from '../../../../src/renderer/src/components/encounters/EncounterSection.vue'
import SceneSection from '../../../../src/renderer/src/components/scenes/SceneSection.vue'
import TraitSection from '../../../../src/renderer/src/components/traits/TraitSection.vue'
import { mountConsole } from '../support/fake-bridge'

/* A name holds at most 120 characters: each name field says so as the GM types, and keeps what was typed. */

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

/** The words the field's `aria-describedby` points at, as a screen reader reads them with the field. */
function described(testid: string): string {
  const ids = byTestId(testid).attributes('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? `(no #${id})`).join(' | ')
}

const LONG = 'A'.repeat(200)

describe('the limit of a name, said as the GM types', () => {
  it.each([
    ['character', CharacterSection, 'pc-name'],
    ['npc', NpcSection, 'npc-name'],
    ['encounter', EncounterSection, 'encounter-name'],
    ['scene', SceneSection, 'scene-name'],
    ['trait', TraitSection, 'trait-name'],
  ] as [string, Component, string][])(
    'a new %s’s name counts its characters against 120 and keeps all 200 pasted, saying how many too many',
    async (kind, section, field) => {
      wrapper = (await mountConsole(section)).wrapper
      await byTestId(`new-${kind}`).trigger('click')
      await byTestId(field).setValue('Dune Wyrm')
      expect(described(field)).toBe('9 of 120 characters')
      await byTestId(field).setValue(LONG)
      expect((byTestId(field).element as HTMLInputElement).value).toHaveLength(200)
      expect(byTestId(field).attributes('maxlength')).toBeUndefined()
      expect(described(field)).toMatch(/^200 of 120 characters: 80 too many, shorten it/)
      // Saving says what is wrong with the name, and the name is still all there to shorten.
      await byTestId(`create-${kind}`).trigger('click')
      await flushPromises()
      expect(described(field)).toContain('at most 120 characters')
      expect((byTestId(field).element as HTMLInputElement).value).toHaveLength(200)
    },
  )

  it('the player’s name of a PC has the same limit, said the same way', async () => {
    wrapper = (await mountConsole(CharacterSection)).wrapper
    await byTestId('new-character').trigger('click')
    await byTestId('pc-player').setValue('Sam')
    expect(described('pc-player')).toBe('3 of 120 characters')
  })
})
