import { describe, expect, it } from 'vitest'
import { rememberedRefusal } from '@shared/combat/refusal-memo'

/** Rules that count how often they are asked: an attack is refused against a target already down. */
function countingRules() {
  const asked = { count: 0 }
  const whyRefused = (fight: { down: readonly string[] }, event: { type: string; target: string }) => {
    asked.count++
    return fight.down.includes(event.target) ? `${event.target} is down already.` : null
  }
  return { asked, whyRefused }
}

describe('a refusal remembered by fight and event', () => {
  it('asks the rules once when the same event is asked of the same fight again, as a logged step does', () => {
    const { asked, whyRefused } = countingRules()
    const fight = { down: ['raider-1'] }
    const event = { type: 'attack', target: 'raider-1' }
    expect(rememberedRefusal(whyRefused, fight, event)).toBe('raider-1 is down already.')
    expect(rememberedRefusal(whyRefused, fight, event)).toBe('raider-1 is down already.')
    expect(asked.count).toBe(1)
  })

  it('asks again for another event, another fight (the one after a step, or an undo’s) or other rules, and answers each its own', () => {
    const { asked, whyRefused } = countingRules()
    const before = { down: [] as string[] }
    const after = { down: ['raider-1'] }
    const event = { type: 'attack', target: 'raider-1' }
    expect(rememberedRefusal(whyRefused, before, event)).toBeNull()
    expect(rememberedRefusal(whyRefused, after, event)).toBe('raider-1 is down already.')
    // Undo gives the very fight of before back: its own answer is found again, not the later fight's.
    expect(rememberedRefusal(whyRefused, before, event)).toBeNull()
    expect(rememberedRefusal(whyRefused, before, { ...event, target: 'raider-2' })).toBeNull()
    const other = countingRules()
    expect(rememberedRefusal(other.whyRefused, after, event)).toBe('raider-1 is down already.')
    expect(asked.count).toBe(3)
    expect(other.asked.count).toBe(1)
  })
})
