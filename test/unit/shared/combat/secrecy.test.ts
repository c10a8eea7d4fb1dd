import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import { newTrack } from '@shared/combat/persisted-fight'
import { tableMayRead } from '@shared/combat/secrecy'
import type { CombatTrack } from '@shared/combat/types'

/* The tracker's one decision of who may read a step of a fight, the same in every combat system. */

const ENCOUNTER = 'enc-ambush'
const shown = { encounters: [{ id: ENCOUNTER, revealed: true }] } as unknown as Campaign
const notShown = { encounters: [{ id: ENCOUNTER, revealed: false }] } as unknown as Campaign

function fight(): CombatTrack<Record<string, never>> {
  const track = newTrack<Record<string, never>>(ENCOUNTER, [
    { id: 'pc-ixa', name: 'Ixa Marrow', side: 'players', source: { kind: 'pc', id: 'pc-ixa' }, maxHp: 20, stats: {} },
    { id: 'lurker', name: 'Lurker', side: 'enemies', source: { kind: 'added' }, maxHp: 10, hidden: true, stats: {} },
  ])
  const secret = {
    id: 'cond-1',
    name: 'cursed',
    label: 'Cursed',
    custom: true,
    source: null,
    duration: { kind: 'manual' as const },
    round: 1,
    ongoing: null,
  }
  return {
    ...track,
    phase: 'turn',
    order: ['pc-ixa', 'lurker'],
    current: 'pc-ixa',
    combatants: track.combatants.map((c) => (c.id === 'pc-ixa' ? { ...c, conditions: [{ ...secret, secret: true }] } : c)),
  }
}

/** An event as the log holds it: its type, and whatever its system records. */
const event = (e: { type: string; [field: string]: unknown }): { type: string } => e
const hurt = (target: string, source: string | null = null) => event({ type: 'combatant.damage', target, amount: 2, source, note: '' })

describe('who may read a step of a fight', () => {
  it('the table reads a step about shown combatants in an encounter it was shown, and the fight set up or put away', () => {
    expect(tableMayRead(fight(), shown, hurt('pc-ixa'))).toBe(true)
    expect(tableMayRead(fight(), shown, null)).toBe(true)
  })

  it('an encounter the players have not been shown, or no fight at all, stays with the GM', () => {
    expect(tableMayRead(fight(), notShown, hurt('pc-ixa'))).toBe(false)
    expect(tableMayRead(fight(), null, hurt('pc-ixa'))).toBe(false)
    expect(tableMayRead(null, shown, hurt('pc-ixa'))).toBe(false)
  })

  it('a step naming a hidden combatant, by the tracker’s reading or by the system’s word, stays with the GM', () => {
    expect(tableMayRead(fight(), shown, hurt('lurker'))).toBe(false)
    expect(tableMayRead(fight(), shown, hurt('pc-ixa', 'lurker'))).toBe(false)
    expect(tableMayRead(fight(), shown, { type: 'claw.rolled' }, { combatants: ['lurker'] })).toBe(false)
    expect(tableMayRead(fight(), shown, { type: 'claw.rolled' }, { combatants: ['pc-ixa'] })).toBe(true)
  })

  it('hiding a combatant, and a joining one that is hidden, stay with the GM', () => {
    expect(tableMayRead(fight(), shown, event({ type: 'combatant.hide', target: 'pc-ixa', revealOnTurn: false }))).toBe(false)
    const joining = (hidden: boolean) => ({
      type: 'combatant.joined',
      combatants: [
        { id: 'added-1', name: 'Shade', side: 'enemies', source: { kind: 'added' }, maxHp: 5, hp: 5, hidden, revealOnTurn: false, stats: {} },
      ],
    })
    expect(tableMayRead(fight(), shown, joining(true))).toBe(false)
    expect(tableMayRead(fight(), shown, joining(false))).toBe(true)
  })

  it('a secret condition, added, ended or saved against, stays with the GM', () => {
    const spec = (secret: boolean) => ({ name: 'dazed', custom: false, duration: { kind: 'manual' }, source: null, ongoing: null, secret })
    expect(tableMayRead(fight(), shown, event({ type: 'condition.add', target: 'pc-ixa', condition: spec(true) }))).toBe(false)
    expect(tableMayRead(fight(), shown, event({ type: 'condition.add', target: 'pc-ixa', condition: spec(false) }))).toBe(true)
    expect(tableMayRead(fight(), shown, event({ type: 'condition.remove', target: 'pc-ixa', condition: 'cond-1' }))).toBe(false)
    expect(tableMayRead(fight(), shown, { type: 'save.rolled' }, { combatants: ['pc-ixa'], conditions: [{ of: 'pc-ixa', id: 'cond-1' }] })).toBe(
      false,
    )
  })

  it('a turn passing to a hidden combatant stays with the GM, whether the GM names it or the order gives it', () => {
    const after = () => ({ ...fight(), current: 'lurker' })
    expect(tableMayRead(fight(), shown, event({ type: 'turn.next', who: 'lurker' }))).toBe(false)
    expect(tableMayRead(fight(), shown, { type: 'turn.next' }, undefined, after)).toBe(false)
    expect(tableMayRead(fight(), shown, { type: 'turn.next' }, undefined, fight)).toBe(true)
  })

  it('what the system keeps secret by its own rules stays with the GM', () => {
    expect(tableMayRead(fight(), shown, { type: 'duty.rolled' }, { combatants: ['pc-ixa'], secret: true })).toBe(false)
  })
})
