import type { Campaign } from '@shared/campaign'
import { escalationSystem, type EscalationGmView, type EscalationState, type FightView } from '@shared/systems/escalation'
import { registerSystem } from '@shared/systems/registry'
import { escalationHost } from '../../../../../../src/main/systems/escalation'
import { registerHostSystem } from '../../../../../../src/main/systems/registry'
import { MemorySession, type SessionMove } from '../../../../../conformance/memory-session'
import { demoCampaign } from '../../../../main/player/session-script'

/** Escalation in the registries, as its lines there would put it. */
export function registerEscalation(): void {
  registerSystem(escalationSystem)
  registerHostSystem(escalationHost)
}

/** The PCs' Escalation blocks for the demo party. */
export const PC_BLOCKS: Record<string, unknown> = {
  'pc-ixa': {
    level: 3,
    volition: 3,
    ac: 17,
    pd: 14,
    md: 12,
    hpMax: 36,
    recoveriesMax: 8,
    recoveryDice: '3d8+2',
    initiativeBand: 'fast',
    stanceDamageDie: 'd8',
    missDamage: 'level',
    resists: [],
    weaknesses: [],
  },
  'pc-vell': {
    level: 3,
    volition: 2,
    ac: 15,
    pd: 13,
    md: 15,
    hpMax: 30,
    recoveriesMax: 8,
    recoveryDice: '3d6+1',
    initiativeBand: 'medium',
    stanceDamageDie: 'd6',
    missDamage: 'none',
    resists: [],
    weaknesses: [],
  },
  'pc-dax': {
    level: 3,
    volition: 2,
    ac: 18,
    pd: 15,
    md: 11,
    hpMax: 40,
    recoveriesMax: 8,
    recoveryDice: '3d10',
    initiativeBand: 'slow',
    stanceDamageDie: 'd10',
    missDamage: 'level',
    resists: [{ type: 'fire', threshold: 14 }],
    weaknesses: [],
  },
  'pc-tamsin': {
    level: 3,
    volition: 3,
    ac: 14,
    pd: 14,
    md: 16,
    hpMax: 28,
    recoveriesMax: 8,
    recoveryDice: '3d6+2',
    initiativeBand: 'fast',
    stanceDamageDie: 'd6',
    missDamage: 'none',
    resists: [],
    weaknesses: [],
  },
}

/** The demo campaign with the party's Escalation blocks and the raiders' bands. */
export function fightCampaign(): Campaign {
  const campaign = demoCampaign()
  for (const pc of campaign.characters) Object.assign(pc, { statBlocks: { escalation: PC_BLOCKS[pc.id] } })
  const raider = campaign.npcs.find((n) => n.id === 'npc-sand-raider')!
  Object.assign(raider.statBlocks.escalation!, { band: 'medium' })
  campaign.encounters.find((e) => e.id === 'enc-raider-ambush')!.revealed = true
  return campaign
}

/** Dice the test names, in order: the host rolls them as it would its own. */
export function scriptedDice() {
  const queue: number[] = []
  const source = {
    face(sides: number) {
      const face = queue.shift()
      if (face === undefined) throw new Error(`No scripted die left for a d${sides}`)
      if (face < 1 || face > sides) throw new Error(`A scripted ${face} does not fit a d${sides}`)
      return face
    },
  }
  return { source, next: (...faces: number[]) => void queue.push(...faces), left: () => queue.length }
}

/** A session with the demo's raider ambush set up; `dice` scripts the host's dice. */
export async function fightSession(seed = 1, campaign = fightCampaign(), dice?: ReturnType<typeof scriptedDice>) {
  registerEscalation()
  const session = new MemorySession(campaign, seed, dice?.source)
  const must = async (move: SessionMove) => {
    const outcome = await session.play(move)
    if (!outcome.ok) throw new Error(`${JSON.stringify(move)} refused: ${outcome.reason}`)
  }
  await must({ kind: 'start', system: 'escalation', request: { encounterId: 'enc-raider-ambush' } })
  const view = (): FightView =>
    (escalationSystem.gmView(session.ledger.state.systems.escalation as EscalationState, { campaign: session.campaign }) as EscalationGmView).fight!
  const act = (action: unknown) => must({ kind: 'act', system: 'escalation', action })
  const roll = (request: unknown) => must({ kind: 'roll', system: 'escalation', roll: request })
  const refusal = async (move: SessionMove) => {
    const outcome = await session.play(move)
    if (outcome.ok) throw new Error(`${JSON.stringify(move)} was allowed`)
    return outcome.reason
  }
  const attack = (
    attacker: string,
    targets: string[],
    extra: Partial<{ attack: number; action: 'standard' | 'move' | 'quick' | null; advantage: number; bonus: number; coupDeGrace: boolean }> = {},
  ) => roll({ type: 'attack', attacker, targets, attack: 0, action: 'standard', advantage: 0, bonus: 0, coupDeGrace: false, ...extra })
  const fighter = (id: string) => view().combatants.find((c) => c.id === id)!
  return { session, must, view, act, roll, refusal, attack, fighter }
}
