import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import type { JoiningCombatant } from '@shared/combat/core-events'
import type { AnyRuleSystem } from '@shared/systems/rule-system'
import { escalationSystem } from '@shared/systems/escalation'
import { zonesSystem } from '@shared/systems/zones'
import { actionPointsSystem } from '@shared/systems/action-points'
import type { AnyHostSystem } from '../../../../src/main/systems/host-system'
import { escalationHost } from '../../../../src/main/systems/escalation'
import { zonesHost } from '../../../../src/main/systems/zones'
import { actionPointsHost } from '../../../../src/main/systems/action-points'
import { demoCampaign } from '../player/session-script'

/*
 * The tracker's glue, the same for every combat system: setting a fight up from an encounter
 * and adding combatants to one under way read a PC or NPC alike, in the same words. Each case
 * runs the system's own plan, session and host part on the demo campaign.
 */

interface CombatCase {
  system: AnyRuleSystem
  host: AnyHostSystem
  encounter: string
  /** How a PC without the system's block is named, and where to add one. */
  lacking: string
  /** The demo's Sand Raiders already in that encounter's fight. */
  raiders: number
}

const CASES: CombatCase[] = [
  {
    system: escalationSystem as AnyRuleSystem,
    host: escalationHost,
    encounter: 'enc-raider-ambush',
    lacking: 'no Escalation stats yet: add them in Characters (Combat stats, Escalation)',
    raiders: 4,
  },
  {
    system: zonesSystem as AnyRuleSystem,
    host: zonesHost,
    encounter: 'enc-wreck-skirmish',
    lacking: 'no Zones block yet: add one in Characters (Combat stats, Zones)',
    raiders: 3,
  },
  {
    system: actionPointsSystem as AnyRuleSystem,
    host: actionPointsHost,
    encounter: 'enc-wyrm-rises',
    lacking: 'no Action-points block yet: add one in Characters (Combat stats, Action points)',
    raiders: 2,
  },
]

const RAIDER = 'npc-sand-raider'
const VELL = 'pc-vell'

/** The session's state with the encounter's fight set up from `campaign` (the party as `begun` had it), or the plan's refusal. */
function fightState(c: CombatCase, campaign: Campaign, pcIds: string[], begun: Campaign = campaign) {
  const state = c.system.session.initial(c.system.session.beginFrom(begun), 1)
  const plan = c.system.runs.plan({ encounterId: c.encounter, pcIds }, state, { campaign })
  if ('refused' in plan) return plan
  const run = { id: 'run-1', seq: 1, sceneId: null, item: c.encounter, rules: 1 }
  return { state: c.system.apply(state, { kind: 'start', run, start: plan.start }), start: plan.start as { combatants: JoiningCombatant[] } }
}

function started(c: CombatCase, campaign: Campaign, pcIds: string[], begun?: Campaign) {
  const fight = fightState(c, campaign, pcIds, begun)
  if ('refused' in fight) throw new Error(fight.refused)
  return fight
}

/** What the host logs for `combatant.add`, or its refusal. */
function join(c: CombatCase, state: unknown, campaign: Campaign, from: object, hidden = false) {
  return c.host.act({ type: 'combatant.add', from, hidden, revealOnTurn: false }, state, { campaign }) as
    { type: 'combatant.joined'; combatants: JoiningCombatant[] } | { refused: string }
}

function joined(c: CombatCase, state: unknown, campaign: Campaign, from: object, hidden = false): JoiningCombatant[] {
  const event = join(c, state, campaign, from, hidden)
  if ('refused' in event) throw new Error(event.refused)
  return event.combatants
}

/** The demo campaign with Vell's block for the system giving `hpMax` as its maximum. */
function lowered(c: CombatCase, hpMax: number): Campaign {
  const campaign = demoCampaign()
  const vell = campaign.characters.find((pc) => pc.id === VELL)!
  vell.statBlocks[c.system.id] = { ...(vell.statBlocks[c.system.id] as object), hpMax }
  return campaign
}

function withoutBlock(c: CombatCase): Campaign {
  const campaign = demoCampaign()
  delete campaign.characters.find((pc) => pc.id === VELL)!.statBlocks[c.system.id]
  return campaign
}

describe.each(CASES)('the tracker glue of $system.name', (c) => {
  it('a PC whose maximum was lowered since the session began enters a fight at no more than its maximum (E58, ZR14, AG37)', () => {
    const campaign = lowered(c, 5)
    const { start } = started(c, campaign, [VELL], demoCampaign())
    expect(start.combatants.find((x) => x.id === VELL)).toMatchObject({ maxHp: 5, hp: 5 })
  })

  it('a PC joining a fight under way is read as at its start: no more hit points than its maximum (AG28)', () => {
    const { state } = started(c, demoCampaign(), ['pc-ixa'])
    const [vell] = joined(c, state, lowered(c, 5), { kind: 'pc', id: VELL })
    expect(vell).toMatchObject({ id: VELL, name: 'Vell Orin', side: 'players', source: { kind: 'pc', id: VELL }, maxHp: 5, hp: 5 })
  })

  it('copies of an NPC joining are numbered, by id and name, after those in the fight, each with its own hit points and the visibility asked', () => {
    const campaign = demoCampaign()
    const { state } = started(c, campaign, ['pc-ixa'])
    const copies = joined(c, state, campaign, { kind: 'npc', id: RAIDER, count: 2 }, true)
    expect(copies.map((x) => [x.id, x.name, x.source, x.hidden])).toEqual([
      [`${RAIDER}-${c.raiders + 1}`, `Sand Raider ${c.raiders + 1}`, { kind: 'npc', id: RAIDER, instance: c.raiders + 1 }, true],
      [`${RAIDER}-${c.raiders + 2}`, `Sand Raider ${c.raiders + 2}`, { kind: 'npc', id: RAIDER, instance: c.raiders + 2 }, true],
    ])
    expect(copies[0]!.hp).toBe(copies[0]!.maxHp)
  })

  it('someone the GM makes up joins on the side chosen with the hit points given', () => {
    const campaign = demoCampaign()
    const { state } = started(c, campaign, ['pc-ixa'])
    const [made] = joined(c, state, campaign, { kind: 'custom', name: 'Stray Hound', hp: 7, side: 'players' })
    expect(made).toMatchObject({ id: 'added-1', name: 'Stray Hound', side: 'players', source: { kind: 'added' }, maxHp: 7, hp: 7 })
  })

  it('a PC without the system’s block is named in the same words at a fight’s start and when joining one', () => {
    const campaign = withoutBlock(c)
    expect(fightState(c, campaign, [VELL])).toEqual({ refused: `Vell Orin has ${c.lacking}, or leave Vell Orin out of this fight.` })
    const { state } = started(c, campaign, ['pc-ixa'])
    expect(join(c, state, campaign, { kind: 'pc', id: VELL })).toEqual({ refused: `Vell Orin has ${c.lacking}.` })
  })

  it('nobody joins while no fight is running', () => {
    const campaign = demoCampaign()
    const state = c.system.session.initial(c.system.session.beginFrom(campaign), 1)
    expect(join(c, state, campaign, { kind: 'pc', id: VELL })).toEqual({ refused: 'No fight is running: start one from an encounter.' })
  })

  it('an encounter listing one NPC twice gives each copy its own id and its own number in its name', () => {
    const campaign = demoCampaign()
    const encounter = campaign.encounters.find((e) => e.id === c.encounter)!
    encounter.combatants = [
      { npcId: RAIDER, count: 1 },
      { npcId: RAIDER, count: 2 },
    ]
    const copies = started(c, campaign, []).start.combatants
    expect(copies.map((x) => x.id)).toEqual([`${RAIDER}-1`, `${RAIDER}-2`, `${RAIDER}-3`])
    expect(copies.map((x) => x.name)).toEqual(['Sand Raider 1', 'Sand Raider 2', 'Sand Raider 3'])
  })

  it('damage by dice that could come to less than 0 is refused before a die is cast, never logged as 0 damage', () => {
    const campaign = demoCampaign()
    const { state } = started(c, campaign, ['pc-ixa'])
    let cast = 0
    const dice = { face: (sides: number) => ((cast += 1), sides) }
    const roll = (expression: string, type = 'damage') =>
      c.host.roll({ type, target: 'pc-ixa', expression, ...(type === 'damage' ? { source: null, note: '' } : {}) }, state, { campaign, dice })
    expect(roll('-5')).toEqual({ refused: expect.stringContaining('Damage is never negative, and “-5” could come to -5') })
    expect(roll('1d4-6', 'healing')).toEqual({ refused: expect.stringContaining('Healing is never negative') })
    expect(cast).toBe(0)
    expect(roll('2d6+3')).toMatchObject({ type: 'damage.rolled', target: 'pc-ixa', expression: '2d6+3', faces: [6, 6], total: 15 })
  })
})
