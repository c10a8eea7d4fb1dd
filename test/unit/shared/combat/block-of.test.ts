import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blockOf } from '@shared/combat/from-campaign'
import { parseDice } from '@shared/dice/notation'

const Block = z.strictObject({ hp: z.number().int().min(1), damage: z.string() })

describe('a block read once while the campaign holds it', () => {
  it('gives the same reading for the same block, a fresh one for a block that replaced it, and null for one that does not read', () => {
    const first = { statBlocks: { toy: { hp: 8, damage: '1d6' } } }
    const read = blockOf(Block, first, 'toy')
    expect(read).toEqual({ hp: 8, damage: '1d6' })
    expect(blockOf(Block, first, 'toy')).toBe(read)
    expect(Object.isFrozen(read)).toBe(true)
    // An edit replaces the block (the campaign is never changed in place): the new values are read.
    const edited = { statBlocks: { toy: { ...first.statBlocks.toy, hp: 12 } } }
    expect(blockOf(Block, edited, 'toy')).toEqual({ hp: 12, damage: '1d6' })
    expect(blockOf(Block, { statBlocks: { toy: { hp: 0, damage: '1d6' } } }, 'toy')).toBeNull()
    expect(blockOf(Block, { statBlocks: { toy: 'not a block' } }, 'toy')).toBeNull()
    expect(blockOf(Block, { statBlocks: {} }, 'toy')).toBeNull()
  })

  it('reads a dice notation once and shares its frozen tree; a bad one is refused every time', () => {
    const once = parseDice('2d8+3')
    expect(parseDice('2d8+3')).toBe(once)
    expect(Object.isFrozen(once.root)).toBe(true)
    expect(() => parseDice('2d')).toThrow(/a die needs sides/)
    expect(() => parseDice('2d')).toThrow(/a die needs sides/)
  })
})
