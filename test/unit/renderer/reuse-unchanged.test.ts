import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { reactive } from 'vue'
import { reuseUnchanged } from '../../../src/renderer/src/stores/reuse-unchanged'

describe('a pushed view keeps the parts that did not change (so the page re-renders only what moved)', () => {
  it('gives back the very objects that are equal, new ones where something changed, and the old view when nothing did', () => {
    const before = { step: { name: 'Huddle', number: 1 }, dice: [{ face: 3 }, { face: 5 }], cohort: [{ id: 'a', stress: 1 }] }
    const next = structuredClone(before)
    next.step = { name: 'Build the Pool', number: 2 }
    const merged = reuseUnchanged(before, next)
    expect(merged).toEqual(next)
    expect(merged.dice).toBe(before.dice)
    expect(merged.cohort).toBe(before.cohort)
    expect(merged.step).not.toBe(before.step)
    expect(reuseUnchanged(before, structuredClone(before))).toBe(before)
    // A view held by a store is reactive: its raw objects are what is kept.
    const held = reactive(structuredClone(before))
    expect(reuseUnchanged(held, structuredClone(before))).toEqual(before)
  })

  it('always equals the new view, whatever the two are', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(reuseUnchanged(a, b)).toEqual(b)
      }),
    )
  })

  it('keeps a key named like a prototype ("__proto__", "constructor") as plain data, never as the object\'s prototype', () => {
    const next = JSON.parse('{"__proto__": {"hp": 3}, "constructor": 1}') as Record<string, unknown>
    const merged = reuseUnchanged({}, next)
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype)
    expect(Object.hasOwn(merged, '__proto__')).toBe(true)
    expect(merged).toEqual(next)
    expect(reuseUnchanged(next, JSON.parse('{"__proto__": {"hp": 3}, "constructor": 1}'))).toBe(next)
  })
})
