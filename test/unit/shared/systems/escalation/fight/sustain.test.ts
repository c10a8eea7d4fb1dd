import { describe, expect, it } from 'vitest'
import { fightCampaign, fightSession, scriptedDice } from './support'

function campaign() {
  const c = fightCampaign()
  const ixa = c.characters.find((pc) => pc.id === 'pc-ixa')!
  const abilities = [{ name: 'Wall of Thorns', frequency: 'encounter', action: 'move', sustain: 11 }]
  ixa.statBlocks = { ...ixa.statBlocks, escalation: { ...(ixa.statBlocks.escalation as object), abilities } }
  return c
}

describe('E30 Sustain', () => {
  it('an effect holds through the turn it is used; later its user rolls the Sustain with the same action, or it ends with the turn', async () => {
    const dice = scriptedDice()
    const { act, roll, refusal, view, fighter, session } = await fightSession(1, campaign(), dice)
    const wall = () => view().abilities['pc-ixa']!.find((a) => a.name === 'Wall of Thorns')!
    const toIxa = async () => {
      do await act({ type: 'turn.next' })
      while (view().current !== 'pc-ixa')
    }
    await act({ type: 'combat.begin' })
    await act({ type: 'ability.use', who: 'pc-ixa', ability: 'Wall of Thorns' })
    expect(wall().sustained).toBe('holds')
    const sustain = { kind: 'roll' as const, system: 'escalation', roll: { type: 'sustain', who: 'pc-ixa', ability: 'Wall of Thorns' } }
    expect(await refusal(sustain)).toBe('Wall of Thorns holds this turn already (E30).')

    await toIxa()
    expect(wall().sustained).toBe('due')
    dice.next(6, 4, 1)
    await roll(sustain.roll)
    expect(view().lastSave).toMatchObject({ what: 'Sustain Wall of Thorns', natural: 11, target: 11, success: true })
    expect(fighter('pc-ixa').budget).toMatchObject({ move: 0 })
    expect(session.ledger.all().at(-1)!.summary).toBe('Ixa Marrow sustains Wall of Thorns: 11 vs 11+, it holds this turn.')

    await toIxa()
    expect(wall().sustained).toBe('due')
    await act({ type: 'turn.next' })
    expect(wall().sustained).toBeNull()
    expect(session.ledger.all().at(-1)!.summary).toMatch(/^Ixa Marrow ends their turn\. Wall of Thorns ends, not sustained\./)
  })
})
