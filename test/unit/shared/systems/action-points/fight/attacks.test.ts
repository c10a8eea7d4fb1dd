import { describe, expect, it } from 'vitest'
import { apSession, begun, duelCampaign, RAIDER, scriptedDice } from './support'

// Ixa (Melee 55, blade 1d8+1, buckler) next to a Sand Raider (Melee 50, Agility 55, spear 1d8, 22 HP), Ixa first.
async function duel(change: Parameters<typeof duelCampaign>[1] = () => undefined, extra: Record<string, { q: number; r: number }> = {}) {
  const dice = scriptedDice()
  const pcIds = ['pc-ixa', ...Object.keys(extra).filter((id) => id.startsWith('pc-'))]
  const s = await apSession({ dice, campaign: duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 }, ...extra }, change), pcIds })
  await begun(s, dice, 9, ...pcIds.slice(1).map(() => 1), 1)
  return { s, dice }
}

/** The Sand Raider one size larger than Ixa (A18). */
const largeRaider: Parameters<typeof duelCampaign>[1] = (c) => {
  ;(c.npcs.find((n) => n.id === 'npc-sand-raider')!.statBlocks.actionPoints as { size: string }).size = 'large'
}

describe('attacks and reactions (A4, A7-A20, A42, A44, AG8, AG16)', () => {
  it('A4 A15 A42 an attack costs 2 AP; a success waits for a reaction; a failed Dodge lets it land: its damage, +2 FP', async () => {
    const { s, dice } = await duel()
    dice.next(30)
    await s.attack('pc-ixa', RAIDER(1))
    expect(s.fighter('pc-ixa').resources.ap).toBe(3)
    expect(s.view().pending!.chain[0]).toMatchObject({ attacker: 'pc-ixa', target: RAIDER(1), check: { roll: 30, level: 'normal', skill: 55 } })
    expect(await s.refusedAct({ type: 'turn.next' })).toMatch(/^First: Sand Raider's reaction to Ixa Marrow's attack/)
    dice.next(60, 5)
    await s.roll({ type: 'reaction', who: RAIDER(1), kind: 'dodge' })
    expect(s.fighter(RAIDER(1))).toMatchObject({ hp: 16, resources: { rp: 1 } })
    expect(s.fighter('pc-ixa').resources.fp).toBe(4)
    expect(s.view().pending).toBeNull()
  })

  it('A15 AG16 a failed attack check simply misses: no reaction, no damage, no FP', async () => {
    const { s, dice } = await duel()
    dice.next(80)
    await s.attack('pc-ixa', RAIDER(1))
    expect(s.view().pending).toBeNull()
    expect(s.fighter(RAIDER(1)).hp).toBe(22)
    expect(s.fighter('pc-ixa').resources.fp).toBe(2)
    expect(s.session.ledger.all().at(-1)?.summary).toMatch(
      /^Ixa Marrow attacks Sand Raider\. Ixa Marrow's Salvaged blade attack: 80 against 55, Failure\. A miss\.$/,
    )
  })

  it('A44 A42 a Critical hit left unanswered deals double damage and gives 3 FP', async () => {
    const { s, dice } = await duel()
    dice.next(3)
    await s.attack('pc-ixa', RAIDER(1))
    dice.next(7)
    await s.roll({ type: 'land' })
    expect(s.fighter(RAIDER(1)).hp).toBe(22 - 16)
    expect(s.fighter('pc-ixa').resources.fp).toBe(5)
  })

  it('A16 AG8 a Critical Dodge against an attack that was not Critical turns it aside and gives its RP back; +1 FP', async () => {
    const { s, dice } = await duel()
    dice.next(30)
    await s.attack('pc-ixa', RAIDER(1))
    dice.next(4)
    await s.roll({ type: 'reaction', who: RAIDER(1), kind: 'dodge' })
    expect(s.fighter(RAIDER(1))).toMatchObject({ hp: 22, resources: { rp: 2, fp: 3 } })
    expect(s.view().lastResult?.effects).toContain('1 RP back for a Critical (A16)')
  })

  it('A17 A42 a Critical hit met by a fumbled Dodge deals triple damage; a killing blow gives 1 FP more', async () => {
    const { s, dice } = await duel()
    dice.next(3)
    await s.attack('pc-ixa', RAIDER(1))
    dice.next(100, 7)
    await s.roll({ type: 'reaction', who: RAIDER(1), kind: 'dodge' })
    expect(s.fighter(RAIDER(1))).toMatchObject({ hp: 22 - 24, status: 'dead' })
    expect(s.fighter('pc-ixa').resources.fp).toBe(2 + 3 + 1)
    expect(s.view().lastResult?.damage).toEqual({ target: RAIDER(1), amount: 24, multiplier: 3 })
  })

  it('A18 a larger attacker counts one level higher against a Parry: a Large Normal hit beats a Medium Normal Parry with more margin', async () => {
    const { s, dice } = await duel(largeRaider)
    await s.act({ type: 'turn.next' })
    dice.next(40)
    await s.attack(RAIDER(1), 'pc-ixa')
    const parry = s.view().pending!.reactions.find((r) => r.who === 'pc-ixa' && r.kind === 'parry')!
    expect(parry.why).toBeNull()
    dice.next(30, 4)
    await s.roll({ type: 'reaction', who: 'pc-ixa', kind: 'parry' })
    expect(s.fighter('pc-ixa').hp).toBe(30 - 4)
  })

  it('A18 a Hard Parry that loses to a larger attacker’s Hard hit records that it counted as Normal, and the log says why', async () => {
    const { s, dice } = await duel(largeRaider)
    await s.act({ type: 'turn.next' })
    dice.next(20)
    await s.attack(RAIDER(1), 'pc-ixa')
    dice.next(15, 4)
    await s.roll({ type: 'reaction', who: 'pc-ixa', kind: 'parry' })
    expect(s.fighter('pc-ixa').hp).toBe(30 - 4)
    expect(s.view().lastResult!.sizeBump).toEqual({ who: 'pc-ixa', rolled: 'hard', counts: 'normal' })
    const line = s.session.ledger.all().at(-1)!.summary
    expect(line).toContain("Ixa Marrow's Parry counts as Normal Success against a larger attacker (A18)")
  })

  it('A18 a Parry against an attacker of its own size records no bump', async () => {
    const { s, dice } = await duel()
    await s.act({ type: 'turn.next' })
    dice.next(20)
    await s.attack(RAIDER(1), 'pc-ixa')
    dice.next(15, 4)
    await s.roll({ type: 'reaction', who: 'pc-ixa', kind: 'parry' })
    expect(s.view().lastResult!.sizeBump).toBeUndefined()
    expect(s.fighter('pc-ixa').hp).toBe(30)
  })

  it('A7 a second reaction to an attack already answered is refused citing A7, not as if no attack had come', async () => {
    const { s, dice } = await duel()
    dice.next(30)
    await s.attack('pc-ixa', RAIDER(1))
    dice.next(60, 5)
    await s.roll({ type: 'reaction', who: RAIDER(1), kind: 'dodge' })
    expect(s.view().pending).toBeNull()
    expect(await s.refusedRoll({ type: 'reaction', who: RAIDER(1), kind: 'dodge' })).toBe(
      "Ixa Marrow's attack on Sand Raider has had its reaction (Sand Raider's Dodge): one reaction per attack (A7).",
    )
    expect(await s.refusedRoll({ type: 'reaction', who: RAIDER(1), kind: 'block' })).toMatch(/\(A7\)\.$/)
  })

  it('A7 before any attack, a reaction finds no attack waiting', async () => {
    const { s } = await duel()
    expect(await s.refusedRoll({ type: 'reaction', who: RAIDER(1), kind: 'dodge' })).toBe('No attack is waiting for a reaction.')
  })

  it('A18 nothing Medium parries a Huge attacker; a Dodge is still allowed', async () => {
    const dice = scriptedDice()
    const s = await apSession({
      dice,
      pcIds: ['pc-ixa'],
      campaign: duelCampaign({ 'pc-ixa': { q: 0, r: 0 } }, (c) => {
        const e = c.encounters.find((x) => x.id === 'enc-wyrm-rises')!
        e.combatants = [{ npcId: 'npc-dune-wyrm', count: 1 }]
        e.setup = { grid: true, radius: 8, surprised: null, positions: { 'pc-ixa': { q: 0, r: 0 }, 'npc-dune-wyrm-1': { q: 2, r: 0 } } }
      }),
    })
    await begun(s, dice, 1, 9)
    dice.next(20)
    await s.attack('npc-dune-wyrm-1', 'pc-ixa')
    expect(await s.refusedRoll({ type: 'reaction', who: 'pc-ixa', kind: 'parry' })).toBe('A Huge attacker is too large to parry (A18).')
    expect(s.view().pending!.reactions.find((r) => r.kind === 'dodge')!.why).toBeNull()
  })

  it('A9 Block needs a shield in hand: Ixa’s buckler, until she stows it', async () => {
    const { s, dice } = await duel()
    await s.act({ type: 'action.sheathe', weapon: 1 })
    await s.act({ type: 'turn.next' })
    dice.next(40)
    await s.attack(RAIDER(1), 'pc-ixa')
    expect(await s.refusedRoll({ type: 'reaction', who: 'pc-ixa', kind: 'block' })).toBe('Block needs a shield in hand (A9).')
  })

  it('A19 A14 a Riposte that wins its Parry strikes back; the counter can be dodged but not riposted; one reaction per attack', async () => {
    const { s, dice } = await duel()
    await s.act({ type: 'turn.next' })
    dice.next(40)
    await s.attack(RAIDER(1), 'pc-ixa')
    dice.next(10)
    await s.roll({ type: 'reaction', who: 'pc-ixa', kind: 'riposte' })
    expect(s.fighter('pc-ixa').resources.rp).toBe(0)
    expect(await s.refusedRoll({ type: 'land' })).toBe("First: Ixa Marrow's Riposte counterattack.")
    expect(s.view().pending!.counter).toEqual({ who: 'pc-ixa', weapons: [{ index: 0, name: 'Salvaged blade' }] })
    dice.next(20)
    await s.roll({ type: 'counter', weapon: 0 })
    expect(await s.refusedRoll({ type: 'reaction', who: RAIDER(1), kind: 'riposte' })).toBe(
      'Against a Reaction Attack only a Dodge, Parry or Block (A14).',
    )
    dice.next(50, 5)
    await s.roll({ type: 'reaction', who: RAIDER(1), kind: 'dodge' })
    expect(s.fighter(RAIDER(1)).hp).toBe(22 - 6)
    // 2 FP, 1 lost at the end of Ixa's turn, +1 for the Parry that won, +2 for the counter's hit.
    expect(s.fighter('pc-ixa')).toMatchObject({ hp: 30, resources: { fp: 1 + 1 + 2 } })
    expect(s.view().pending).toBeNull()
  })

  it('A20 Intercept: an ally within 3 hexes moves next to both and takes the attack if it wins the Agility check', async () => {
    const { s, dice } = await duel(undefined, { 'pc-dax': { q: 0, r: 3 } })
    await s.act({ type: 'turn.next' })
    dice.next(40)
    await s.attack(RAIDER(1), 'pc-ixa')
    const option = s.view().pending!.reactions.find((r) => r.who === 'pc-dax' && r.kind === 'intercept')!
    expect(option).toMatchObject({ why: null, hexes: [{ q: 0, r: 1 }] })
    expect(await s.refusedRoll({ type: 'reaction', who: 'pc-dax', kind: 'intercept', to: { q: 0, r: 2 } })).toMatch(/stand next to both/)
    dice.next(20, 4)
    await s.roll({ type: 'reaction', who: 'pc-dax', kind: 'intercept', to: { q: 0, r: 1 } })
    expect(s.fighter('pc-dax')).toMatchObject({ hp: 36, position: { q: 0, r: 1 }, resources: { rp: 0, fp: 3 } })
    expect(s.fighter('pc-ixa').hp).toBe(30)
  })

  it('A29 Total Defense ends the turn: +1 RP and Advantage (two d100, the lower counts) on reactions until the next turn', async () => {
    const { s, dice } = await duel()
    await s.act({ type: 'action.totalDefense' })
    expect(s.view().current).toBe(RAIDER(1))
    expect(s.fighter('pc-ixa').resources).toMatchObject({ ap: 0, rp: 3 })
    dice.next(40)
    await s.attack(RAIDER(1), 'pc-ixa')
    dice.next(90, 10)
    await s.roll({ type: 'reaction', who: 'pc-ixa', kind: 'dodge' })
    expect(s.view().lastResult!.checks[1]).toMatchObject({ faces: [90, 10], roll: 10, advantage: 1, level: 'major' })
    expect(s.fighter('pc-ixa').hp).toBe(30)
  })

  it('A29 AG23 Total Defense needs 3 AP', async () => {
    const { s } = await duel()
    await s.act({ type: 'action.flowState' })
    await s.act({ type: 'action.take', kind: 'classAbility', what: 'Battle cry' })
    expect(s.fighter('pc-ixa').resources.ap).toBe(2)
    expect(await s.refusedAct({ type: 'action.totalDefense' })).toBe('Total Defense costs 3 AP; Ixa Marrow has 2 left (A3).')
  })
})
