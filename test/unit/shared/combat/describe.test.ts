import { describe, expect, it } from 'vitest'
import { describeTrackerEvent } from '@shared/combat/describe'
import { asSentence } from '@shared/combat/sentence'
import { newTrack } from '@shared/combat/persisted-fight'

/* The tracker's own lines of the log, the same in every combat system. */

const track = newTrack<Record<string, never>>('enc-raider-ambush', [
  { id: 'pc-ixa', name: 'Ixa Marrow', side: 'players', source: { kind: 'pc', id: 'pc-ixa' }, maxHp: 20, stats: {} },
])

describe('the tracker in the log', () => {
  it('closes the GM’s reason for ending a fight with one full stop, whether or not it had one', () => {
    const ends = (reason: string) => describeTrackerEvent({ type: 'combat.end', reason }, track, () => track)?.gm
    expect(ends('The raiders flee into the sand.')).toBe('The fight ends: The raiders flee into the sand.')
    expect(ends('the raiders scatter')).toBe('The fight ends: the raiders scatter.')
    expect(ends('Victory!')).toBe('The fight ends: Victory!')
  })

  it('words a sentence once: a stop, a question or an exclamation ends it, trailing spaces go', () => {
    expect(asSentence('Into the sand  ')).toBe('Into the sand.')
    expect(asSentence('Who won?')).toBe('Who won?')
  })
})
