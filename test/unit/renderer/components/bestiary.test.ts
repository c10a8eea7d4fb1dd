// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import type { BestiaryEntry } from '@shared/bestiary'
import BestiarySection from '../../../../src/renderer/src/components/bestiary/BestiarySection.vue'
import { mountConsole } from '../support/fake-bridge'
import { useBestiaryStore } from '../../../../src/renderer/src/stores/bestiary'
import { useNoticesStore } from '../../../../src/renderer/src/stores/notices'
import { BridgeError } from '../../../../src/renderer/src/bridge/types'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const entry = (id: string, name: string, level: number | null, tags: string[], statBlocks: Record<string, unknown> = {}): BestiaryEntry => ({
  id,
  revision: 1,
  name,
  description: '',
  gmNotes: '',
  statBlocks,
  tags,
  level,
  savedAt: '2026-11-27T10:00:00.000Z',
})

const ENTRIES = [
  entry('beast-wyrm', 'Dune Wyrm', 5, ['desert', 'boss'], {
    zones: { level: 4, hp: 30, str: 5, dex: 1, wil: 2, skill: 2, damage: '2d8', notes: '' },
  }),
  entry('beast-raider', 'Sand Raider', 1, ['desert', 'humanoid']),
  entry('beast-ghoul', 'Crypt Ghoul', 2, ['undead']),
]

/** The page with the library as main answers it, and the entries copied into the campaign. */
async function mounted() {
  const console = await mountConsole(BestiarySection)
  wrapper = console.wrapper
  const copied: string[] = []
  console.answer('bestiary.list', () => ({ entries: ENTRIES }))
  console.answer('bestiary.copy', ({ entryId }: { entryId: string }) => {
    copied.push(entryId)
    return { npcId: 'npc-copy' }
  })
  // The page asked as it mounted, before the fake knew the channel: ask again now.
  await useBestiaryStore().refresh()
  await flushPromises()
  return { copied, answer: console.answer, campaign: console.campaign }
}

const names = () => wrapper!.findAll('[role="option"]').map((option) => option.find('strong').text())
const selected = () => wrapper!.find('[aria-selected="true"] strong').text()

describe('the Bestiary page', () => {
  it('is keyboard first: / focuses the search, Enter copies the first creature found, ↓ walks the results and Enter copies the one selected', async () => {
    const { copied } = await mounted()
    expect(names()).toEqual(['Crypt Ghoul', 'Dune Wyrm', 'Sand Raider'])
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }))
    const search = wrapper!.find('[data-testid="bestiary-search"]')
    expect(document.activeElement).toBe(search.element)

    await search.setValue('desert')
    expect(names()).toEqual(['Dune Wyrm', 'Sand Raider'])
    expect(selected()).toBe('Dune Wyrm')
    await search.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(copied).toEqual(['beast-wyrm'])

    await search.trigger('keydown', { key: 'ArrowDown' })
    const list = wrapper!.find('[role="listbox"]')
    expect(document.activeElement).toBe(list.element)
    await list.trigger('keydown', { key: 'ArrowDown' })
    expect(selected()).toBe('Sand Raider')
    await list.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(copied).toEqual(['beast-wyrm', 'beast-raider'])
  })

  it('filters by system, level and tag', async () => {
    await mounted()
    await wrapper!.find('[data-testid="bestiary-filter-system"]').setValue('zones')
    expect(names()).toEqual(['Dune Wyrm'])
    await wrapper!.find('[data-testid="bestiary-filter-system"]').setValue('')
    await wrapper!.find('[data-testid="bestiary-filter-level"]').setValue('2')
    expect(names()).toEqual(['Crypt Ghoul'])
    await wrapper!.find('[data-testid="bestiary-filter-level"]').setValue('')
    await wrapper!.find('[data-testid="bestiary-filter-tag"]').setValue('humanoid')
    expect(names()).toEqual(['Sand Raider'])
  })

  it('does not take / typed into a text field', async () => {
    await mounted()
    const tags = wrapper!.find('[data-testid="bestiary-save-tags"]')
    ;(tags.element as HTMLInputElement).focus()
    tags.element.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }))
    expect(document.activeElement).toBe(tags.element)
  })

  it('lists the entry a save filed when main could not note the link in the campaign, and says so', async () => {
    const { answer, campaign } = await mounted()
    const npc = campaign()!.npcs[0]!
    const saved = entry('beast-saved', npc.name, null, [])
    let library = ENTRIES
    answer('bestiary.list', () => ({ entries: library }))
    answer('bestiary.saveNpc', () => {
      // The library is written, then the campaign's link is refused.
      library = [...ENTRIES, saved]
      throw new BridgeError({
        code: 'internal',
        message: `“${npc.name}” is saved in the bestiary, but the campaign could not note that the NPC is its copy (disk full).`,
      })
    })
    await wrapper!.find('[data-testid="bestiary-save-npc"]').setValue(npc.id)
    await wrapper!.find('form').trigger('submit')
    await flushPromises()
    expect(useBestiaryStore().entries.map((e) => e.id)).toContain('beast-saved')
    expect(
      useNoticesStore()
        .notices.map((n) => n.text)
        .join(' '),
    ).toContain('is saved in the bestiary, but the campaign could not note')
  })
})
