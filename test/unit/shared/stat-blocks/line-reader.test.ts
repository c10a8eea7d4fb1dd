import { describe, expect, it } from 'vitest'
import { blockLines, labelledNumbers, previewLines, problemText, type StatBlockText } from '@shared/campaign/stat-block-text'
import { escalationStatBlockText } from '@shared/systems/escalation/stat-block'
import { zonesStatBlockText } from '@shared/systems/zones/stat-block'

describe('a pasted stat block, read line by line', () => {
  it('numbers lines as the box shows them, blank ones and Windows line ends included', () => {
    expect(blockLines('Goblin\r\n\r\n  Level 2  \rHP 5\n')).toEqual([
      { at: 1, text: 'Goblin' },
      { at: 3, text: 'Level 2' },
      { at: 4, text: 'HP 5' },
    ])
  })

  it('reads labelled numbers in any case, and says which lacks its number or what it cannot read', () => {
    expect(labelledNumbers('ac 17; PD +3  MD -1', ['AC', 'PD', 'MD'])).toEqual({ values: { AC: 17, PD: 3, MD: -1 } })
    expect(labelledNumbers('AC 17, PD', ['AC', 'PD', 'MD'])).toEqual({ values: { AC: 17 }, lacking: 'PD' })
    expect(labelledNumbers('AC 17 Reflex 12', ['AC', 'PD', 'MD'])).toEqual({ values: { AC: 17 }, unread: 'Reflex 12' })
  })

  it('words a problem with its line, or as the whole block’s', () => {
    expect(problemText({ line: 4, message: "'AC 17' — x" })).toBe("line 4: 'AC 17' — x")
    expect(problemText({ line: 0, message: 'needs its Level' })).toBe('The block: needs its Level')
  })

  it('says there is nothing to read in an empty paste', () => {
    expect(escalationStatBlockText.read(' \n \n').problems).toEqual([{ line: 0, message: 'there is nothing to read: paste a stat block' }])
  })

  it('takes a first line that reads as no stat for the name, even when it starts like one ("Power Golem")', () => {
    const reading = escalationStatBlockText.read('Power Golem\nLevel 4\nAC 18, PD 16, MD 12\nHP 50')
    expect(reading).toMatchObject({ name: 'Power Golem', problems: [] })
    expect(reading.block).not.toHaveProperty('power')
  })

  it('E2: an attack whose name starts like a stat is still an attack ("Weak bite +3 vs AC")', () => {
    const reading = escalationStatBlockText.read('Rat\nLevel 0\nAC 12, PD 10, MD 8\nHP 4\nWeak bite +3 vs AC — 2 damage')
    expect(reading.problems).toEqual([])
    expect(reading.block['attacks']).toEqual([{ name: 'Weak bite', bonus: 3, defense: 'AC', damage: '2 damage' }])
  })

  it('keeps the block as read for the preview while problems remain', () => {
    const reading = zonesStatBlockText.read('Bear\nLevel 3\nHP 18\nClaws — 1d8, melee\nRoars a lot')
    expect(reading.problems).toEqual([{ line: 5, message: "'Roars a lot' — a Zones stat block has no such line" }])
    expect(reading.block).toMatchObject({ level: 3, hp: 18, attacks: [{ name: 'Claws' }] })
    expect(zonesStatBlockText.write(reading.name, reading.block)).toContain('Claws — 1d8, melee')
  })

  it('words a value no line gave on the preview line that writes it, and at the end when no line does', () => {
    const layout: StatBlockText = {
      read: (text) => ({
        name: 'Imp',
        block: {},
        problems: [],
        unsaid: [
          { field: 'hp', message: 'HP assumed' },
          { field: 'reach', message: 'reach assumed' },
        ],
        lines: text.startsWith('Imp') ? { hp: 2 } : { hp: 9 },
      }),
      write: (name) => `${name}\nHP 4`,
    }
    expect(previewLines(layout, layout.read('pasted'))).toEqual([
      { text: 'Imp', unsaid: [] },
      { text: 'HP 4', unsaid: ['HP assumed'] },
      { text: '', unsaid: ['reach assumed'] },
    ])
  })
})
