import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import type { EscalationPlayerPart } from '@shared/systems/escalation/views/player-schema'
import { demoCampaign } from '../../main/player/session-script'
import { fightSession, RAIDER } from '../systems/escalation/fight/support'

/*
 * Who the players see as a fight starts: the campaign's setting, the encounter's hidden mark,
 * the first turn of a hidden combatant, and Reveal all as one step undone as one.
 */

const AMBUSH = 'enc-raider-ambush'

/** The demo's raider ambush, not yet shown to the players, with `marked` raiders of the four kept hidden and the setting as given. */
function ambush(options: { showNewFights?: boolean; marked?: number } = {}): Campaign {
  const campaign = demoCampaign()
  const encounter = campaign.encounters.find((e) => e.id === AMBUSH)!
  expect(encounter.revealed).toBe(false)
  if (options.marked)
    encounter.combatants = [
      { npcId: 'npc-sand-raider', count: 4 - options.marked },
      { npcId: 'npc-sand-raider', count: options.marked, hidden: true },
    ]
  if (options.showNewFights !== undefined) campaign.settings.showNewFights = options.showNewFights
  return campaign
}

/** The names on the players' screen, in the fight's part. */
function seenByPlayers(session: Awaited<ReturnType<typeof fightSession>>['session']): string[] | null {
  const part = session.playerView().parts.find((p) => p.system === 'escalation')
  if (!part?.stage) return null
  return (part.part as EscalationPlayerPart).combatants.map((c) => c.name)
}

describe('a new fight as the players see it', () => {
  it('by default the fight and every combatant are shown as it starts, its encounter revealed with the start', async () => {
    const { session, view } = await fightSession(1, ambush())
    const start = session.entries().find((e) => e.kind === 'run.started')!
    expect(start.visibility).toBe('public')
    expect(session.campaign.encounters.find((e) => e.id === AMBUSH)!.revealed).toBe(true)
    expect(view().combatants.every((c) => !c.hidden)).toBe(true)
    expect(seenByPlayers(session)).toEqual(expect.arrayContaining(['Sand Raider 1', 'Sand Raider 4']))
  })

  it('a combatant the encounter marks hidden stays hidden, to be revealed on its first turn', async () => {
    const { view, session } = await fightSession(1, ambush({ marked: 1 }))
    const hidden = view().combatants.filter((c) => c.hidden)
    expect(hidden).toHaveLength(1)
    expect(hidden[0]).toMatchObject({ revealOnTurn: true })
    expect(seenByPlayers(session)).not.toContain(hidden[0]!.name)
    expect(seenByPlayers(session)?.length).toBe(view().combatants.length - 1)
  })

  it('an NPC listed twice in the encounter (some copies hidden) gives each copy its own number, never the same name twice', async () => {
    const { view } = await fightSession(1, ambush({ marked: 2 }))
    const raiders = view()
      .combatants.filter((c) => c.name.startsWith('Sand Raider'))
      .map((c) => c.name)
    expect(raiders.sort()).toEqual(['Sand Raider 1', 'Sand Raider 2', 'Sand Raider 3', 'Sand Raider 4'])
  })

  it('with the setting off a fight starts as before: its encounter as the GM left it, an NPC the players have not met hidden', async () => {
    const campaign = ambush({ showNewFights: false, marked: 1 })
    campaign.npcs.find((n) => n.id === 'npc-sand-raider')!.revealed = false
    const { session, view } = await fightSession(1, campaign)
    expect(session.entries().find((e) => e.kind === 'run.started')!.visibility).toBe('private')
    expect(session.campaign.encounters.find((e) => e.id === AMBUSH)!.revealed).toBe(false)
    expect(
      view()
        .combatants.filter((c) => c.side === 'enemies')
        .every((c) => c.hidden && !c.revealOnTurn),
    ).toBe(true)
    expect(session.playerView().status).toBe('The GM is preparing something')
    expect(seenByPlayers(session)).toBeNull()
  })

  it('a fight started before the setting was turned off keeps who it started with (the start is logged)', async () => {
    const { session, view } = await fightSession(1, ambush({ marked: 2 }))
    const start = session.entries().find((e) => e.kind === 'run.started')!
    const logged = (start as { start: { combatants: { hidden: boolean }[] } }).start.combatants
    expect(logged.filter((c) => c.hidden)).toHaveLength(2)
    expect(view().combatants.filter((c) => c.hidden)).toHaveLength(2)
  })
})

describe('revealing the hidden ones', () => {
  it('a hidden combatant’s first turn reveals it to the players, the turn logged', async () => {
    const { session, act, view } = await fightSession(1, ambush({ marked: 1 }))
    const hidden = view().combatants.find((c) => c.hidden)!
    await act({ type: 'combat.begin' })
    for (let n = 0; n < 12 && view().current !== hidden.id; n++) await act({ type: 'turn.next' })
    expect(view().current).toBe(hidden.id)
    expect(view().combatants.find((c) => c.id === hidden.id)).toMatchObject({ hidden: false, revealOnTurn: false })
    expect(seenByPlayers(session)).toContain(hidden.name)
    expect(session.entries().at(-1)!.summary).toContain(`${hidden.name}'s turn`)
  })

  it('Reveal all shows every hidden combatant in one logged step, and one undo hides them again', async () => {
    const { session, act, view, refusal } = await fightSession(1, ambush({ marked: 2 }))
    const entries = session.entries().length
    await act({ type: 'combatant.revealAll' })
    expect(session.entries()).toHaveLength(entries + 1)
    const line = session.entries().at(-1)!
    expect(line.summary).toMatch(/^Everyone in the fight is revealed to the players: Sand Raider \d, Sand Raider \d\.$/)
    expect(line.visibility).toBe('private')
    expect(view().combatants.every((c) => !c.hidden && !c.revealOnTurn)).toBe(true)
    expect(seenByPlayers(session)).toHaveLength(view().combatants.length)
    expect(await refusal({ kind: 'act', system: 'escalation', action: { type: 'combatant.revealAll' } })).toBe(
      'Nobody in this fight is hidden from the players.',
    )
    await session.play({ kind: 'undo' })
    expect(
      view()
        .combatants.filter((c) => c.hidden)
        .map((c) => c.revealOnTurn),
    ).toEqual([true, true])
    expect(seenByPlayers(session)).toHaveLength(view().combatants.length - 2)
    expect(view().combatants.some((c) => c.id === RAIDER(1))).toBe(true)
  })
})
