import type { Campaign } from '@shared/campaign'
import { escalationSystem, type EscalationGmView, type EscalationState, type FightView } from '@shared/systems/escalation'
import { registerSystem } from '@shared/systems/registry'
import { escalationHost } from '../../../../../../src/main/systems/escalation'
import { registerHostSystem } from '../../../../../../src/main/systems/registry'
import { seededSource } from '@shared/dice'
import { HeadlessSession, type SessionMove } from '../../../../../../src/main/session/headless-session'
import { demoCampaign } from '../../../../main/player/session-script'

/** The demo's raiders by number. */
export const RAIDER = (n: number) => `npc-sand-raider-${n}`

/** A condition as the GM gives it by hand: no duration, not secret; `source` is who gave it. */
export const condition = (name: string, source: string | null = null) => ({
  name,
  custom: false,
  duration: { kind: 'manual' },
  source,
  ongoing: null,
  secret: false,
})

/** Escalation in the registries, as its lines there would put it. */
export function registerEscalation(): void {
  registerSystem(escalationSystem)
  registerHostSystem(escalationHost)
}

/** The demo campaign (its party has Escalation blocks), with the raiders' ambush shown to the players. */
export function fightCampaign(): Campaign {
  const campaign = demoCampaign()
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
  const session = HeadlessSession.start(campaign, { dice: dice?.source ?? seededSource(seed) })
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
    extra: Partial<{
      attack: number
      action: 'standard' | 'move' | 'quick' | null
      advantage: number
      bonus: number
      coupDeGrace: boolean
      provokes: boolean
    }> = {},
  ) => roll({ type: 'attack', attacker, targets, attack: 0, action: 'standard', advantage: 0, bonus: 0, coupDeGrace: false, ...extra })
  const fighter = (id: string) => view().combatants.find((c) => c.id === id)!
  return { session, must, view, act, roll, refusal, attack, fighter }
}
