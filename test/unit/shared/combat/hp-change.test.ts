import { describe, expect, it } from 'vitest'
import { HP_LIMIT } from '@shared/campaign/common'
import { CombatActions } from '@shared/combat/core-events'
import { hpChangeWords, readHpChange, whyNotHpDice } from '@shared/combat/hp-change'
import { ActionPointsPcBlock, ActionPointsStatBlock } from '@shared/systems/action-points/campaign'
import { EscalationPcBlock, EscalationStatBlock } from '@shared/systems/escalation/campaign'
import { ZonesPcBlock, ZonesStatBlock } from '@shared/systems/zones/campaign'

describe('a change of hit points typed in place', () => {
  it('reads "-7" as damage, "+5" as healing and bare amounts as damage', () => {
    expect(readHpChange('-7')).toEqual({ kind: 'damage', amount: 7, dice: null })
    expect(readHpChange(' +5 ')).toEqual({ kind: 'heal', amount: 5, dice: null })
    expect(readHpChange('7')).toEqual({ kind: 'damage', amount: 7, dice: null })
    expect(readHpChange('7', 'heal')).toEqual({ kind: 'heal', amount: 7, dice: null })
  })

  it('reads dice for the host to roll, damage unless "+" says healing', () => {
    expect(readHpChange('2d6+3')).toEqual({ kind: 'damage', amount: null, dice: '2d6+3' })
    expect(readHpChange('-2d6')).toEqual({ kind: 'damage', amount: null, dice: '2d6' })
    expect(readHpChange('+1d8+2')).toEqual({ kind: 'heal', amount: null, dice: '1d8+2' })
  })

  it('says what Enter will do', () => {
    const seven = readHpChange('-7')
    const dice = readHpChange('+1d8')
    if ('problem' in seven || 'problem' in dice) throw new Error('read')
    expect(hpChangeWords(seven)).toBe('7 damage')
    expect(hpChangeWords(dice)).toBe('roll 1d8 healing')
  })

  it('refuses a negative amount with a reason instead of logging 0 damage', () => {
    expect(readHpChange('--5')).toEqual({ problem: '“--5” has two signs: type one, "-" for damage or "+" for healing.' })
    expect(readHpChange('1d4-6')).toEqual({
      problem: 'Damage is never negative, and “1d4-6” could come to -5: type "-" for damage or "+" for healing before the amount.',
    })
    expect(whyNotHpDice('-5', 'damage')).toContain('could come to -5')
    expect(whyNotHpDice('1d6-1', 'damage')).toBeNull()
  })

  it('refuses more hit points than the console tracks, in its words', () => {
    expect(readHpChange(`-${HP_LIMIT + 1}`)).toEqual({ problem: '100,001 is more than 100,000 hit points, the most the console tracks.' })
    expect(readHpChange(`-${HP_LIMIT}`)).toEqual({ kind: 'damage', amount: HP_LIMIT, dice: null })
    expect(readHpChange('100d1000x100')).toMatchObject({ problem: expect.stringContaining('more than 100,000 hit points') })
    expect(readHpChange('')).toEqual({ problem: 'Type -7 for damage, +5 for healing, or dice such as 2d6+3.' })
    expect(readHpChange('+')).toEqual({ problem: 'Type the amount after “+”, such as +7.' })
    expect(readHpChange('lots')).toMatchObject({ problem: expect.stringContaining('“lots” is not dice the console can roll') })
  })
})

describe('one bound of hit points, in prep and in a fight', () => {
  const damage = CombatActions.find((e) => e.shape.type.value === 'combatant.damage')!
  const blocks = [
    ['Escalation', EscalationStatBlock, EscalationPcBlock.parse({ level: 1, volition: 0, ac: 12, pd: 10, md: 10, hpMax: 24, recoveryDice: '1d8' })],
    ['Zones', ZonesStatBlock, ZonesPcBlock.parse({ level: 1, str: 0, dex: 0, wil: 0, hpMax: 8, weapons: [] })],
    ['Action points', ActionPointsStatBlock, ActionPointsPcBlock.parse({ hpMax: 20, agility: 40, skills: {} })],
  ] as const

  it.each(blocks)(
    '%s PC blocks hold up to the bound and refuse above it; an NPC block keeps what a file saved before the bound holds',
    (system, npcBlock, pc) => {
      const pcBlock = { Escalation: EscalationPcBlock, Zones: ZonesPcBlock, 'Action points': ActionPointsPcBlock }[system]
      expect(pcBlock.safeParse({ ...pc, hpMax: HP_LIMIT }).success).toBe(true)
      const over = pcBlock.safeParse({ ...pc, hpMax: HP_LIMIT + 1 })
      expect(over.error?.issues[0]).toMatchObject({ code: 'too_big', maximum: HP_LIMIT, path: ['hpMax'] })
      const npc = npcBlock.shape.hp
      expect(npc.safeParse(HP_LIMIT).success).toBe(true)
      // A fight with such an NPC is refused in words instead (stored-hit-points.test.ts).
      expect(npc.safeParse(HP_LIMIT + 1).success).toBe(true)
      expect(npc.safeParse(-1).success).toBe(false)
    },
  )

  it('a fight takes damage up to the same bound', () => {
    const hit = (amount: number) => damage.safeParse({ type: 'combatant.damage', target: 'a', amount, source: null, note: '' })
    expect(hit(HP_LIMIT).success).toBe(true)
    expect(hit(HP_LIMIT + 1).error?.issues[0]).toMatchObject({ code: 'too_big', maximum: HP_LIMIT, path: ['amount'] })
  })
})
