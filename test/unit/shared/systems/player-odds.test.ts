import { describe, expect, it } from 'vitest'
import type { PlayerOption } from '@shared/systems/player-actions'
import { attackChances } from '@shared/systems/escalation/odds/attack-chances'
import { attackOddsWith } from '@shared/systems/zones/odds/attack-odds'
import { chancePercent } from '@shared/words'
import { condition, fightSession, RAIDER } from './escalation/fight/support'
import { zonesSession } from './zones/fight/support'

/*
 * A player's device offers each attack with its chance to hit, and that chance is the one the
 * GM's runner shows for the same attack before the roll: the phone and the GM never disagree.
 * Both word it with the one function, to a tenth of a percent.
 */

const RAID = RAIDER(1)

type Session = Awaited<ReturnType<typeof fightSession>>['session']

/** Moves the fight on (the GM's Next) until a PC's turn; that PC's id. */
async function toPcTurn(session: Session, system: string, current: () => { id: string; kind: string } | null): Promise<string> {
  for (let n = 0; n < 30; n++) {
    const now = current()
    if (now?.kind === 'pc') return now.id
    expect((await session.play({ kind: 'act', system, action: { type: 'turn.next' } })).ok).toBe(true)
  }
  throw new Error('No PC’s turn came')
}

/** The attack options the player of `pc` is offered now. */
function attacksOffered(session: Session, pc: string): PlayerOption[] {
  const options = session.playerChoices(pc).choices.flatMap((set) => set.options)
  return options.filter((o) => o.group === 'Attack')
}

describe('a chance in words', () => {
  it('is a percent to a tenth, whole ones without a decimal, the same on every screen', () => {
    expect(chancePercent(0.86)).toBe('86%')
    expect(chancePercent(0.114)).toBe('11.4%')
    expect(chancePercent(0.7975)).toBe('79.8%')
    expect(chancePercent(0.0004)).toBe('0%')
    expect(chancePercent(1)).toBe('100%')
  })
})

describe('a phone’s attack odds are the GM runner’s', () => {
  it('E1-E6, E19, R16: each Escalation attack offered to a player carries the chance to hit the runner shows, conditions and the escalation die counted', async () => {
    const s = await fightSession(3)
    await s.act({ type: 'combat.begin' })
    // E19: round 2 brings the escalation die into every PC's attack.
    const first = s.view().current
    do await s.act({ type: 'turn.next' })
    while (s.view().current !== first)
    // E72: a Vulnerable raider is critted on 16+, which the chance must show.
    await s.act({ type: 'condition.add', target: RAID, condition: condition('vulnerable') })
    const current = () => {
      const c = s.view().combatants.find((x) => x.id === s.view().current)
      return c ? { id: c.id, kind: c.kind } : null
    }
    const pc = await toPcTurn(s.session, 'escalation', current)
    expect((await s.session.allowPlayers(true)).ok).toBe(true)
    const fight = s.view()
    expect(fight.escalation.die).toBeGreaterThan(0)
    const me = fight.combatants.find((c) => c.id === pc)!
    const offered = attacksOffered(s.session, pc)
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.some((o) => o.target?.id === RAID)).toBe(true)
    for (const option of offered) {
      const roll = option.command as { roll: { attack: number; targets: string[] } }
      const target = fight.combatants.find((c) => c.id === roll.roll.targets[0])!
      const [runner] = attackChances(fight, me, roll.roll.attack, [target], { advantage: 0, bonus: 0, coupDeGrace: false })
      expect(option.chance, `${option.label} at ${target.name}`).toBe(runner!.hit)
      expect(chancePercent(option.chance!), `${option.label} at ${target.name}`).toMatch(/^\d+(\.\d)?%$/)
    }
  })

  it('Z17: each Zones strike offered to a player carries the chance to land the runner shows with no edge of the GM’s', async () => {
    const s = await zonesSession({ seed: 3 })
    await s.roll({ type: 'initiative' })
    await s.act({ type: 'combat.begin' })
    const current = () => {
      const c = s.view().combatants.find((x) => x.id === s.view().current)
      return c ? { id: c.id, kind: c.kind } : null
    }
    const pc = await toPcTurn(s.session, 'zones', current)
    expect((await s.session.allowPlayers(true)).ok).toBe(true)
    const runner = s.view().turn!.attacks
    const offered = attacksOffered(s.session, pc)
    expect(offered).toHaveLength(runner.length)
    expect(offered.some((o) => o.chance !== null)).toBe(true)
    offered.forEach((option, i) => {
      expect(option.target?.id).toBe(runner[i]!.target)
      expect(option.chance, option.label).toBe(attackOddsWith(runner[i]!, 'normal')?.hitChance ?? null)
    })
  })
})
