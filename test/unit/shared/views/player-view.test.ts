import { describe, expect, it } from 'vitest'
import { PlayerHealth, PlayerView } from '@shared/views/player-view'
import { emptyPlayerView, waitingPlayerView, WAITING } from '@shared/views/waiting'

describe('PlayerView schema', () => {
  it('accepts the waiting and blank views', () => {
    expect(PlayerView.parse(waitingPlayerView('Relics of Anasta'))).toMatchObject({ campaignName: 'Relics of Anasta', status: WAITING, blank: false })
    expect(PlayerView.parse(emptyPlayerView(null, '', true))).toMatchObject({ blank: true, parts: [], feed: [] })
  })

  it('refuses any field it does not list, at every level: nothing rides along unnoticed', () => {
    const view = waitingPlayerView('X')
    expect(PlayerView.safeParse({ ...view, gmNotes: 'secret' }).success).toBe(false)
    expect(PlayerView.safeParse({ ...view, scene: { id: 's', name: 'S', description: '', gmNotes: 'secret' } }).success).toBe(false)
    expect(PlayerView.safeParse({ ...view, known: [{ id: 'n', name: 'N', symbol: '☻', detail: null, revealed: false }] }).success).toBe(false)
    expect(PlayerView.safeParse({ ...view, parts: [{ system: 'relics', stage: false, part: {}, gmNotes: 'secret' }] }).success).toBe(false)
  })

  it('carries the systems only as parts, each checked by its own system', () => {
    expect(PlayerView.safeParse({ ...waitingPlayerView('X'), system: { id: 'escalation' } }).success).toBe(false)
  })

  it('shows an enemy either with exact numbers or with a word for its state, never both', () => {
    expect(PlayerHealth.safeParse({ shown: 'described', state: 'bloodied' }).success).toBe(true)
    expect(PlayerHealth.safeParse({ shown: 'exact', hp: 12, maxHp: 30 }).success).toBe(true)
    expect(PlayerHealth.safeParse({ shown: 'described', state: 'bloodied', hp: 12 }).success).toBe(false)
  })
})
